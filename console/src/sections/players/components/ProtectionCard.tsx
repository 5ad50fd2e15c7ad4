import { formatDateTime, formatMoney, useRequest } from '@app/shared';
import { type Column, kit, Table } from '@app/shared/ops-ui';
import { type ProtectionLimit, protectionApi } from '../api/players';

const KIND = { deposit: '充值限额', loss: '亏损限额', stake: '投注限额', time: '时长限制' } as const;
const PERIOD = { day: '每日', week: '每周', month: '每月', session: '每次登录' } as const;
const EXCLUSION = { cooling_off: '冷静期', self_exclusion: '自我排除' } as const;

const amountOf = (limit: ProtectionLimit, value: string | null) =>
  value === null ? '不限' : limit.kind === 'time' ? `${value} 分钟` : formatMoney(value);

const columns: Array<Column<ProtectionLimit>> = [
  { title: '限额', cell: (limit) => `${PERIOD[limit.period]}${KIND[limit.kind]}` },
  { title: '额度', numeric: true, cell: (limit) => amountOf(limit, limit.amount) },
  { title: '本期已用', numeric: true, cell: (limit) => amountOf(limit, limit.used) },
  {
    title: '待生效上调',
    cell: (limit) =>
      limit.pending ? (
        `${amountOf(limit, limit.pending.amount)}（${formatDateTime(limit.pending.effective_at)} 后玩家确认）`
      ) : (
        <span className={kit.muted}>—</span>
      ),
  },
];

/** 理性投注 of a player, read-only: limits and exclusions are the player's own, no operator lifts them. */
export function ProtectionCard({ username }: { username: string }) {
  const protection = useRequest(() => protectionApi.of(username), `console:ProtectionCard:${username}`);
  if (protection.status !== 'ready') return null;
  const { limits, exclusion, reality_check_minutes: realityCheck } = protection.data;
  return (
    <div className={kit.card}>
      <h2 className={kit.cardTitle}>理性投注（只读）</h2>
      <p className={kit.muted} data-testid="protection-summary">
        {exclusion
          ? `${EXCLUSION[exclusion.kind]}中：${formatDateTime(exclusion.since)} 至 ${formatDateTime(exclusion.until)}，期间不能投注与充值，任何人不能提前解除`
          : '无冷静期或自我排除'}
        {realityCheck > 0 ? ` · 每 ${realityCheck} 分钟现实提醒` : ''}
      </p>
      <Table
        label="理性投注限额"
        rows={limits.filter((limit) => limit.amount !== null || limit.pending)}
        columns={columns}
        rowKey={(limit) => `${limit.kind}-${limit.period}`}
        empty="玩家未设置限额"
      />
    </div>
  );
}
