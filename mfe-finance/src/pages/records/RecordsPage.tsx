import { Empty, Page } from '@app/shared';
import { useRouteTitle } from '../titles';

/** Bills, bonus, rebate and report pages: no records endpoint yet, so they say so honestly. */
export function RecordsPage() {
  const title = useRouteTitle();
  return (
    <Page title={title} padded>
      <Empty text={`暂无${title}，功能即将上线`} />
    </Page>
  );
}
