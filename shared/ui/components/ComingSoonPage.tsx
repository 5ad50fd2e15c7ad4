import { Empty } from './Empty';
import { Page } from './Page';

/** A route whose feature is not built yet: its title and an honest 功能即将上线. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Page title={title} padded>
      <Empty text="功能即将上线，敬请期待" />
    </Page>
  );
}
