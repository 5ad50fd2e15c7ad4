import {
  Button,
  Empty,
  formatDateTime,
  formatMoney,
  ListRow,
  Muted,
  Section,
  Tabs,
  useRequest,
} from '@app/shared';
import { lineShown, type Sport, sportOfType } from '@app/shared/betting';
import { useState } from 'react';
import { COMBO_STATUS, type ComboDetail, ORDER_STATUS, type OrderLeg, ordersApi } from '../../api/orders';
import { InPlayTag } from './InPlayTag';
import styles from './order.module.css';

/** Leg result 1 赢, 2 输 (server/domain/sports/codes.ts); 3 is 走水 or 退款 as its text says. */
const LEG_RESULT_CLASS: Record<number, string | undefined> = { 1: styles.won, 2: styles.lost };

const FILTERS = [
  { key: -1, title: '全部' },
  { key: COMBO_STATUS.win, title: '中奖' },
  { key: COMBO_STATUS.lose, title: '未中奖' },
  { key: COMBO_STATUS.pending, title: '待开奖' },
  { key: COMBO_STATUS.refunded, title: '已退款' },
];

/** One order: its legs with their results, the payout, the combination statistics and every sub-bet. */
export function OrderDetail({ orderNo }: { orderNo: string }) {
  const [status, setStatus] = useState(-1);
  const [page, setPage] = useState(1);
  const orderState = useRequest(() => ordersApi.detailByNo(orderNo), `sports:OrderDetail:order-${orderNo}`);
  const statsState = useRequest(
    () => ordersApi.comboStats(orderNo, { silent: true }),
    `sports:OrderDetail:combo-stats-${orderNo}`,
  );
  const combosState = useRequest(
    () => ordersApi.comboDetails(orderNo, { page, ...(status >= 0 ? { status } : {}) }, { silent: true }),
    `sports:OrderDetail:combos-${orderNo}-${page}-${status}`,
  );

  if (orderState.status !== 'ready') return <Empty text="注单加载中" />;
  const order = orderState.data;
  const stats = statsState.status === 'ready' ? statsState.data : null;
  const combos = combosState.status === 'ready' ? combosState.data : null;
  const pages = combos ? Math.max(1, Math.ceil(combos.total / combos.per_page)) : 1;
  const won = order.status === ORDER_STATUS.won;
  return (
    <>
      <Section title={`${order.mode_text} ${order.combo_names.join(' ')}`}>
        {order.in_play && (
          <ListRow>
            <span>投注方式</span>
            <InPlayTag />
          </ListRow>
        )}
        <ListRow>
          <span>订单号</span>
          <Muted inline>{order.order_no}</Muted>
        </ListRow>
        <ListRow>
          <span>下单时间</span>
          <Muted inline>{formatDateTime(order.created_at)}</Muted>
        </ListRow>
        <ListRow>
          <span>
            {order.optimized
              ? `奖金优化 · ${order.bet_count}注 每注${formatMoney(order.amount)}元，倍数见明细`
              : `${order.bet_count}注 × ${formatMoney(order.amount)}元 × ${order.multiple}倍`}
          </span>
          <span>投注 {formatMoney(order.stake)}元</span>
        </ListRow>
        <ListRow>
          <span className={won ? styles.won : undefined}>{order.status_text}</span>
          <span className={won ? styles.won : undefined} data-testid="order-payout">
            {order.status === ORDER_STATUS.pending
              ? `最高可中 ${order.max_prize}元`
              : `${order.status === ORDER_STATUS.refunded ? '退款' : '派奖'} ${formatMoney(order.payout)}元`}
          </span>
        </ListRow>
        {order.syndicate_id !== null && (
          // 合买 lives in mfe-social: the ticket was paid by every share, and its prize is split by them.
          <ListRow to={`/syndicatePages/detail?id=${order.syndicate_id}`}>
            <span>合买方案</span>
            <Muted inline>本金来自各份认购，奖金按份分配 ›</Muted>
          </ListRow>
        )}
        {order.syndicate_id === null &&
          order.status === ORDER_STATUS.pending &&
          !order.in_play &&
          !order.optimized && (
            // 跟单 lives in mfe-social; the link is by route, the server says why an order cannot be published.
            <ListRow to={`/planPages/publish?order_id=${order.id}`}>
              <span>发布为方案</span>
              <Muted inline>让别人跟单，中奖抽佣 ›</Muted>
            </ListRow>
          )}
        {order.legs.map((leg) => (
          <LegResult
            key={`${leg.match_id}-${leg.play}-${leg.option}`}
            leg={leg}
            sport={sportOfType(order.sport_type)}
          />
        ))}
      </Section>
      {stats && (
        <Section title="串关统计">
          <div className={styles.stats}>
            <span>
              <strong>{stats.total}</strong>总注数
            </span>
            <span>
              <strong>{stats.win}</strong>中奖
            </span>
            <span>
              <strong>{stats.lose}</strong>未中奖
            </span>
            <span>
              <strong>{stats.pending}</strong>待开奖
            </span>
          </div>
        </Section>
      )}
      <Section title="串关明细">
        <Tabs
          items={FILTERS}
          active={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        {combos?.list.length ? (
          combos.list.map((combo) => <SubBet key={combo.index} combo={combo} />)
        ) : (
          <Empty text={combosState.status === 'loading' ? '加载中' : '暂无记录'} />
        )}
        <div className={styles.pager}>
          <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>
          <span>
            {page} / {pages}
          </span>
          <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            下一页
          </Button>
        </div>
      </Section>
    </>
  );
}

/** A leg: match and kick-off, the pick at its odds, and once decided the score, the play's result and 赢/输. */
function LegResult({ leg, sport }: { leg: OrderLeg; sport: Sport | undefined }) {
  const scored = leg.home_score !== null && leg.away_score !== null;
  return (
    <div className={styles.leg} data-testid="order-leg">
      <div className={styles.legHead}>
        <span className={styles.legTeams}>
          {leg.match_no} {leg.home_team} vs {leg.away_team}
        </span>
        <span className={styles.score}>
          {scored ? `${leg.home_score}:${leg.away_score}` : formatDateTime(leg.start_time)}
        </span>
      </div>
      <div className={styles.legHead}>
        <Muted inline>
          {leg.play_name}
          {leg.line ? ` (${lineShown(sport, leg.play, leg.line)})` : ''} {leg.option_name} @{leg.odds}
        </Muted>
        <span>
          {leg.outcome && <Muted inline>赛果 {leg.outcome} · </Muted>}
          <span className={LEG_RESULT_CLASS[leg.result]}>{leg.result_text}</span>
        </span>
      </div>
    </div>
  );
}

/**
 * A sub-bet: pass, odds product, its own multiple (奖金优化 gives each sub-bet one) and stake, status and what
 * it paid, or while open what it may pay.
 */
function SubBet({ combo }: { combo: ComboDetail }) {
  const paid = combo.status === COMBO_STATUS.win || combo.status === COMBO_STATUS.refunded;
  const prize = paid
    ? `${combo.prize}元`
    : combo.status === COMBO_STATUS.pending
      ? `可中${combo.potential_prize}元`
      : '';
  return (
    <div className={styles.leg} data-testid="order-sub-bet">
      <div className={styles.legHead}>
        <span>
          #{combo.index} {combo.pass_name}
          <Muted inline>
            {' '}
            赔率 {combo.odds_product} · {combo.multiple}倍 · 投注 {formatMoney(combo.stake)}元
          </Muted>
        </span>
        <span
          className={combo.status === COMBO_STATUS.win ? styles.won : undefined}
          data-testid="sub-bet-prize"
        >
          {combo.status_text} {prize}
        </span>
      </div>
      <Muted inline>
        {combo.legs.map((leg) => `${leg.home_team} ${leg.option_name}@${leg.odds}`).join(' / ')}
      </Muted>
    </div>
  );
}
