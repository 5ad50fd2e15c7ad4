import { toast, useOpsChannel, useRequest } from '@app/shared';
import { kit, OpsPage, useCan } from '@app/shared/ops-ui';
import { type OutcomeSuspended, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { opsRiskApi } from '../api/opsRisk';
import { MatchLiabilityCard } from '../components/MatchLiabilityCard';
import { BookLimitsForm, StakeFactorForm } from '../components/RiskForms';
import styles from '../components/risk.module.css';

/**
 * 风险敞口: the matches whose bets would cost the book most, largest first, live as orders arrive and settle;
 * 风控 holding trading.limits also sets limits, reopens suspended outcomes and scales a player's stakes.
 */
export function LiabilityPage() {
  const book = useRequest(() => opsRiskApi.liability(), 'sports:LiabilityPage:liability');
  const canEdit = useCan('trading.limits');
  const data = book.status === 'ready' ? book.data : null;
  const live = useOpsChannel(data?.live ?? null, (event, payload) => {
    if (event === REALTIME_EVENTS.outcomeSuspended) {
      const { match_id } = payload as OutcomeSuspended;
      const match = data?.matches.find((candidate) => candidate.match_id === match_id);
      toast.warning(`超限已暂停选项：${match ? `${match.home} vs ${match.away}` : `比赛 ${match_id}`}`);
    }
    book.reload();
  });

  return (
    <OpsPage
      title="风险敞口"
      actions={
        <span className={kit.muted}>
          <span className={styles.liveDot} data-live={live} />
          {live ? '实时更新中' : '未连接实时推送'}
        </span>
      }
      onRefresh={book.reload}
    >
      <div className={styles.layout}>
        <div className={styles.cards}>
          {book.status === 'loading' && <p className={kit.empty}>加载中…</p>}
          {book.status === 'error' && <p className={kit.empty}>加载失败，请稍后重试</p>}
          {data?.matches.length === 0 && <p className={kit.empty}>暂无未结算投注的敞口</p>}
          {data?.matches.map((match) => (
            <MatchLiabilityCard
              key={match.match_id}
              match={match}
              canEdit={canEdit}
              onChanged={book.reload}
            />
          ))}
        </div>
        {canEdit && data && (
          <aside className={styles.side}>
            <div className={styles.card}>
              <BookLimitsForm key={JSON.stringify(data.limits)} limits={data.limits} onSaved={book.reload} />
            </div>
            <div className={styles.card}>
              <StakeFactorForm />
            </div>
          </aside>
        )}
      </div>
    </OpsPage>
  );
}
