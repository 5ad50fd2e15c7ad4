import { InfiniteList, Page, usePagedList } from '@app/shared';
import { plansApi } from '../../api/plans';
import { Avatar } from '../../components/Avatar';
import { StatGrid } from '../../components/StatGrid';
import { useIdParam } from '../../components/useIdParam';
import { useRouteTitle } from '../titles';
import { PlanCard } from './PlanCard';
import styles from './plans.module.css';

/** /planPages/publisher?id=: one publisher's record over settled plans and all their plans, open ones first. */
export function PublisherPage() {
  const id = useIdParam();
  const plans = usePagedList(
    (page, per_page) => plansApi.list({ page, per_page, sort: 'recommend', user_id: id }, { silent: true }),
    `social:PublisherPage:plans-${id}`,
  );
  const publisher = plans.items[0]?.expert;
  return (
    <Page title={useRouteTitle()}>
      {publisher && (
        <section className={`${styles.head} ${styles.publisherHead}`}>
          <div className={styles.cardHead}>
            <Avatar name={publisher.nickname} size={48} />
            <span className={styles.who}>
              <b>{publisher.nickname}</b>
              <span>{plans.total}个方案</span>
            </span>
          </div>
          <StatGrid
            items={[
              {
                label: `近${publisher.record.settled}中`,
                value: publisher.record.won,
                testId: 'publisher-won',
              },
              { label: '回报率', value: `${publisher.record.return_rate}%` },
              { label: '连红', value: publisher.record.streak },
            ]}
          />
        </section>
      )}
      <div className={styles.list}>
        <InfiniteList
          items={plans.items}
          hasMore={plans.hasMore}
          onLoadMore={plans.loadMore}
          itemKey={(plan) => plan.id}
          emptyText="暂无方案"
          renderItem={(plan) => <PlanCard plan={plan} />}
        />
      </div>
    </Page>
  );
}
