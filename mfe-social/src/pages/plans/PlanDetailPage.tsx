import { Countdown, Empty, formatMoney, Page, Section, Skeleton, useRequest } from '@app/shared';
import { Link } from 'react-router-dom';
import { plansApi } from '../../api/plans';
import { Avatar } from '../../components/Avatar';
import { SafeHtml } from '../../components/SafeHtml';
import { useIdParam } from '../../components/useIdParam';
import { useRouteTitle } from '../titles';
import { FollowBox } from './FollowBox';
import { PlanStatus, recordLine } from './PlanCard';
import { MyFollowRow } from './PlanRows';
import styles from './plans.module.css';
import { TicketLegs } from './TicketLegs';

/** /planPages/detail?id=: a plan, the follow action on the first screen, the ticket, analysis and my follows. */
export function PlanDetailPage() {
  return (
    <Page title={useRouteTitle()}>
      <PlanDetail />
    </Page>
  );
}

function PlanDetail() {
  const id = useIdParam();
  const detail = useRequest(() => plansApi.detail(id), `social:PlanDetailPage:plan-${id}`);
  if (detail.status === 'loading') return <Skeleton />;
  if (detail.status === 'error') return <Empty text="方案不存在" />;
  const plan = detail.data;
  return (
    <div className={styles.detail}>
      <section className={styles.head}>
        <div className={styles.cardHead}>
          <Avatar name={plan.expert.nickname} size={40} />
          <Link
            to={`/planPages/publisher?id=${plan.expert.user_id}`}
            className={`${styles.who} ${styles.publisherLink}`}
          >
            <b>{plan.expert.nickname} ›</b>
            <span>{recordLine(plan.expert.record)}</span>
          </Link>
          <PlanStatus plan={plan} />
        </div>
        <h2 className={styles.detailTitle}>{plan.title}</h2>
        <div className={styles.facts}>
          <span>
            佣金 <b>{plan.commission_rate}%</b>
          </span>
          <span>
            每倍 <b>{formatMoney(plan.unit_stake)}</b> 元
          </span>
          <span>
            {plan.followers}人跟单 · <b>{formatMoney(plan.followed_stake)}</b>元
          </span>
        </div>
        {plan.status === 'open' && (
          <p className={styles.deadline}>
            距截止 <Countdown to={Date.parse(plan.deadline)} onEnd={detail.reload} />
          </p>
        )}
      </section>
      {plan.mine ? (
        <p className={styles.closedNote}>这是你发布的方案</p>
      ) : (
        <FollowBox plan={plan} onFollowed={detail.reload} />
      )}
      {plan.my_follows.length > 0 && (
        <Section title="我的跟单">
          {plan.my_follows.map((follow) => (
            <MyFollowRow key={follow.id} follow={follow} />
          ))}
        </Section>
      )}
      <Section title={`方案注单 · ${plan.ticket.combo_names.join(' ') || plan.ticket.mode_text}`}>
        <TicketLegs ticket={plan.ticket} />
      </Section>
      {plan.analysis && (
        <Section title="方案分析">
          <SafeHtml html={plan.analysis} testId="plan-analysis" />
        </Section>
      )}
    </div>
  );
}
