import { Countdown, Empty, formatMoney, Page, Section, Skeleton, useRequest } from '@app/shared';
import { useSearchParams } from 'react-router-dom';
import { syndicatesApi } from '../../api/syndicates';
import { Avatar } from '../../components/Avatar';
import { useIdParam } from '../../components/useIdParam';
import plans from '../plans/plans.module.css';
import { useRouteTitle } from '../titles';
import { BuyBox } from './BuyBox';
import { InitiatorTools } from './InitiatorTools';
import { MyPurchases } from './MyPurchases';
import { Progress, SyndicateStatus } from './SyndicateCard';
import { SyndicateTicket } from './SyndicateTicket';
import styles from './syndicates.module.css';

/** /syndicatePages/detail?id=(&code=): a syndicate, 认购 on the first screen, the ticket, buyers and my shares. */
export function SyndicateDetailPage() {
  return (
    <Page title={useRouteTitle()}>
      <SyndicateView />
    </Page>
  );
}

function SyndicateView() {
  const id = useIdParam();
  const code = useSearchParams()[0].get('code');
  const detail = useRequest(
    () => syndicatesApi.detail(id, code),
    `social:SyndicateDetailPage:syndicate-${id}-${code ?? ''}`,
  );
  if (detail.status === 'loading') return <Skeleton />;
  if (detail.status === 'error') return <Empty text="合买不存在" />;
  const syndicate = detail.data;
  const selling = syndicate.status === 'open' && Date.parse(syndicate.deadline) > Date.now();
  return (
    <div className={plans.detail}>
      <section className={plans.head}>
        <div className={plans.cardHead}>
          <Avatar name={syndicate.initiator.nickname} size={40} />
          <span className={plans.who}>
            <b>{syndicate.initiator.nickname}</b>
            <span>发起人 · {syndicate.buyers}人参与</span>
          </span>
          <SyndicateStatus syndicate={syndicate} />
        </div>
        <h2 className={plans.detailTitle}>{syndicate.title}</h2>
        <Progress syndicate={syndicate} />
        <div className={plans.facts}>
          <span>
            总额 <b>{formatMoney(syndicate.total)}</b>元
          </span>
          <span>
            每份 <b>{formatMoney(syndicate.share_price)}</b>元
          </span>
          <span>
            保底 <b>{syndicate.guarantee_shares}</b>份
          </span>
          <span>
            佣金 <b>{syndicate.commission_rate}%</b>
          </span>
        </div>
        {selling && (
          <p className={plans.deadline}>
            距截止 <Countdown to={Date.parse(syndicate.deadline)} onEnd={detail.reload} />
          </p>
        )}
        {syndicate.description && <p className={styles.description}>{syndicate.description}</p>}
      </section>
      {selling ? (
        <BuyBox syndicate={syndicate} code={code} onBought={detail.reload} />
      ) : (
        <p className={plans.closedNote}>
          {syndicate.status === 'settled'
            ? `已结算 · 派奖 ${formatMoney(syndicate.payout)} 元`
            : syndicate.status_text}
        </p>
      )}
      {syndicate.mine && (
        <InitiatorTools syndicate={syndicate} selling={selling} onCancelled={detail.reload} />
      )}
      {syndicate.my_purchases.length > 0 && (
        <Section title="我的认购">
          <MyPurchases purchases={syndicate.my_purchases} />
        </Section>
      )}
      <Section title="方案内容">
        {syndicate.ticket ? (
          <SyndicateTicket ticket={syndicate.ticket} order={syndicate.order} />
        ) : (
          <p className={plans.closedNote}>方案截止后公开</p>
        )}
      </Section>
      <Section title={`参与人（${syndicate.buyer_list.length}）`}>
        <ul className={styles.buyers} aria-label="参与人">
          {syndicate.buyer_list.map((buyer) => (
            <li key={`${buyer.name}-${buyer.shares}-${buyer.initiator}`}>
              <span>
                {buyer.name}
                {buyer.initiator && <span className={styles.badge}>发起人</span>}
              </span>
              <span>{buyer.shares}份</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
