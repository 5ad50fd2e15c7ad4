import { Button, Empty, ListRow, Muted, type Paged, Section, Tabs } from '@app/shared';
import { useEffect, useState } from 'react';
import { COMBO_STATUS, type ComboDetail, type ComboStats, type Order, ordersApi } from '../../api/orders';
import styles from './order.module.css';

/** Order status 1 已中奖 and leg result 1 赢 (server/domain/sports/codes.ts). */
const ORDER_WON = 1;
const LEG_WON = 1;

const FILTERS = [
  { key: -1, title: '全部' },
  { key: COMBO_STATUS.win, title: '中奖' },
  { key: COMBO_STATUS.lose, title: '未中奖' },
  { key: COMBO_STATUS.pending, title: '待开奖' },
];

/** One order: its legs, the combination statistics and every sub-bet, filtered by status and paged by 10. */
export function OrderDetail({ orderNo }: { orderNo: string }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [stats, setStats] = useState<ComboStats | null>(null);
  const [combos, setCombos] = useState<Paged<ComboDetail> | null>(null);
  const [status, setStatus] = useState(-1);
  const [page, setPage] = useState(1);

  useEffect(() => {
    ordersApi.detailByNo(orderNo).then(setOrder, () => setOrder(null));
    ordersApi.comboStats(orderNo, { silent: true }).then(setStats, () => setStats(null));
  }, [orderNo]);
  useEffect(() => {
    ordersApi
      .comboDetails(orderNo, { page, ...(status >= 0 ? { status } : {}) }, { silent: true })
      .then(setCombos, () => setCombos(null));
  }, [orderNo, page, status]);

  if (!order) return <Empty text="注单加载中" />;
  const pages = combos ? Math.max(1, Math.ceil(combos.total / combos.per_page)) : 1;
  return (
    <>
      <Section title={`${order.mode_text} ${order.combo_names.join(' ')}`}>
        <ListRow>
          <span>订单号</span>
          <Muted inline>{order.order_no}</Muted>
        </ListRow>
        <ListRow>
          <span>
            {order.bet_count}注 × {order.amount}元 × {order.multiple}倍
          </span>
          <span>投注 {order.stake}元</span>
        </ListRow>
        <ListRow>
          <span className={order.status === ORDER_WON ? styles.won : undefined}>{order.status_text}</span>
          <span className={order.status === ORDER_WON ? styles.won : undefined}>派奖 {order.payout}元</span>
        </ListRow>
        {order.legs.map((leg) => (
          <div key={`${leg.match_id}-${leg.play}-${leg.option}`} className={styles.leg}>
            <span>
              {leg.match_no} {leg.home_team} vs {leg.away_team}
              {leg.home_score !== null && ` ${leg.home_score}:${leg.away_score}`}
            </span>
            <Muted inline>
              {leg.play_name} {leg.option_name} @{leg.odds} ·{' '}
              <span className={leg.result === LEG_WON ? styles.won : undefined}>{leg.result_text}</span>
            </Muted>
          </div>
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
          combos.list.map((combo) => (
            <div key={combo.index} className={styles.leg}>
              <span>
                #{combo.index} {combo.pass_name} · {combo.status_text}
                {combo.status === COMBO_STATUS.win ? ` ${combo.prize}元` : ''}
              </span>
              <Muted inline>
                {combo.legs.map((leg) => `${leg.home_team} ${leg.option_name}@${leg.odds}`).join(' / ')}
              </Muted>
            </div>
          ))
        ) : (
          <Empty text="暂无记录" />
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
