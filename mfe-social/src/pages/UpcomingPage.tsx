import { ComingSoonPage } from '@app/shared';
import { useRouteTitle } from './titles';

/** Routes of this area whose feature is not built yet. */
export function UpcomingPage() {
  return <ComingSoonPage title={useRouteTitle()} />;
}
