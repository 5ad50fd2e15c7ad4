import { useRouteTitle } from '../titles';
import { SimplePage } from './SimplePage';

/** A route whose feature is not built yet: its title and an honest 功能即将上线. */
export function UpcomingPage() {
  return <SimplePage title={useRouteTitle()} />;
}
