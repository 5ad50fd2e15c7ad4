import { useOpsChannel, useRequest } from '@app/shared';
import { formatMoney } from '@app/shared/format';
import type { DashboardFigures } from '@app/shared/ops';
import { Failure, Loading } from '../../pages/Failure';
import { opsApi } from '../../session/opsApi';
import styles from './dashboard.module.css';

/** Signed yuan with the sign before the currency: +¥1,200.00, -¥35.50, ¥0.00. */
function signedYuan(value: string): string {
  if (value.startsWith('-')) return `-¥${formatMoney(value.slice(1))}`;
  const text = formatMoney(value);
  return text === '0.00' ? `¥${text}` : `+¥${text}`;
}

interface Card {
  label: string;
  value: string;
  unit?: string;
  detail?: string;
  tone?: 'accent' | 'gain' | 'loss';
}

function cardsOf(figures: DashboardFigures): { waiting: Card[]; today: Card[] } {
  const { pending_withdrawals: withdrawals, pending_recharges: recharges } = figures;
  const { activities, agents } = figures.pending_applications;
  const ggr = figures.today.gross_gaming_revenue;
  return {
    waiting: [
      {
        label: '待审核提现',
        value: String(withdrawals.count),
        unit: '笔',
        detail: `合计 ¥${formatMoney(withdrawals.amount)}`,
        tone: withdrawals.count > 0 ? 'accent' : undefined,
      },
      {
        label: '待确认充值',
        value: String(recharges.count),
        unit: '笔',
        detail: `合计 ¥${formatMoney(recharges.amount)}`,
        tone: recharges.count > 0 ? 'accent' : undefined,
      },
      {
        label: '待审核申请',
        value: String(activities + agents),
        unit: '件',
        detail: `活动 ${activities} · 代理 ${agents}`,
        tone: activities + agents > 0 ? 'accent' : undefined,
      },
      { label: '在线玩家', value: String(figures.online_players), unit: '人', detail: '近 3 分钟有心跳' },
    ],
    today: [
      { label: '今日有效投注', value: `¥${formatMoney(figures.today.turnover)}`, detail: '已结算注单本金' },
      { label: '今日派奖', value: `¥${formatMoney(figures.today.payout)}`, detail: '含游戏平台派奖' },
      {
        label: '今日平台盈亏',
        value: signedYuan(ggr),
        detail: '有效投注 − 派奖',
        tone: ggr.startsWith('-') ? 'loss' : ggr === '0.00' ? undefined : 'gain',
      },
    ],
  };
}

function CardView({ card }: { card: Card }) {
  return (
    <div className={`${styles.card} ${card.tone ? styles[card.tone] : ''}`}>
      <span className={styles.label}>{card.label}</span>
      <span className={styles.value}>
        {card.value}
        {card.unit && <small>{card.unit}</small>}
      </span>
      {card.detail && <span className={styles.detail}>{card.detail}</span>}
    </div>
  );
}

/** 运营概览: what waits for a decision and today's money, updated live while it is open. */
export function Dashboard() {
  const overview = useRequest(() => opsApi.dashboard(), 'console:Dashboard:overview');
  const channel = overview.status === 'ready' ? overview.data.live : null;
  const live = useOpsChannel(
    channel && { app_key: channel.app_key, channel: channel.channel, events: [channel.event] },
    (_event, figures) => overview.patch((answer) => ({ ...answer, ...(figures as DashboardFigures) })),
  );

  if (overview.status === 'error')
    return <Failure message="运营概览加载失败，请重试" onRetry={() => void overview.reload()} />;
  if (overview.status === 'loading') return <Loading />;
  const figures = overview.data;
  const { waiting, today } = cardsOf(figures);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>运营概览</h1>
        <span className={live ? styles.liveOn : styles.liveOff}>
          {live ? '实时更新中' : '未连接实时更新'}
        </span>
      </header>
      <h2 className={styles.heading}>待处理</h2>
      <div className={styles.grid}>
        {waiting.map((card) => (
          <CardView key={card.label} card={card} />
        ))}
      </div>
      <h2 className={styles.heading}>今日（{figures.today.date}，北京时间）</h2>
      <div className={`${styles.grid} ${styles.three}`}>
        {today.map((card) => (
          <CardView key={card.label} card={card} />
        ))}
      </div>
    </div>
  );
}
