import { Empty } from '@app/shared';
import { SimplePage } from '../common/SimplePage';
import { useRouteTitle } from '../titles';

/** Bills, bonus, rebate and report pages: no records endpoint yet, so they say so honestly. */
export function RecordsPage() {
  const title = useRouteTitle();
  return (
    <SimplePage title={title}>
      <Empty text={`暂无${title}，功能即将上线`} />
    </SimplePage>
  );
}
