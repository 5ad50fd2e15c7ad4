import { fenToYuan, toFen } from '@app/shared/format';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema';
import { ORDER_STATUS, SPORT_NAMES } from '../sports/codes';
import { type OrderJson, ordersJson } from '../sports/order-views';
import type { BettingFilter, BettingRecordJson, BettingSourceDef } from './betting-source';
import { BETTING_STATUS, BETTING_STATUS_TEXT, settledProfit } from './betting-status';
import { instantsOf } from './days';

/** Sports order statuses are the betting ones, except 已退款 (3 on an order, 4 across sources). */
const bettingStatusOf = (status: number) =>
  status === ORDER_STATUS.refunded ? BETTING_STATUS.refunded : status;
const orderStatusOf = (status: number) =>
  status === BETTING_STATUS.refunded
    ? ORDER_STATUS.refunded
    : status === ORDER_STATUS.refunded
      ? -1 // 已撤单: no sports order is ever cancelled
      : status;

function where(userId: number, filter: BettingFilter): SQL {
  const { from, to } = instantsOf(filter);
  return (
    and(
      eq(orders.userId, userId),
      filter.status === undefined ? undefined : eq(orders.status, orderStatusOf(filter.status)),
      from ? gte(orders.createdAt, from) : undefined,
      to ? lt(orders.createdAt, to) : undefined,
    ) ?? sql`true`
  );
}

const legText = (leg: OrderJson['legs'][number]) => `${leg.home_team} vs ${leg.away_team} ${leg.option_name}`;

function recordJson(order: OrderJson): BettingRecordJson {
  const stake = toFen(order.stake);
  const payout = toFen(order.payout);
  const combos = order.combo_names.length > 0 ? ` ${order.combo_names.join(' ')}` : '';
  const content =
    order.legs.length === 1 && order.legs[0]
      ? legText(order.legs[0])
      : `${order.legs.length}场：${order.legs.map(legText).join('；')}`;
  return {
    id: `sports-${order.id}`,
    source: 'sports',
    source_text: '体育',
    ref_no: order.order_no,
    title: `${SPORT_NAMES[order.sport_type] ?? '体育'} · ${order.mode_text}${combos}`,
    content,
    stake: fenToYuan(stake),
    payout: fenToYuan(payout),
    profit: settledProfit(bettingStatusOf(order.status), stake, payout),
    status: bettingStatusOf(order.status),
    status_text: BETTING_STATUS_TEXT[bettingStatusOf(order.status)] ?? '',
    created_at: order.created_at,
    settled_at: order.settled_at,
    link: `/betPages/order/detail?order_no=${order.order_no}`,
  };
}

/** Sports orders (server/db/sports-schema.ts) as betting records. */
export const sportsBets: BettingSourceDef = {
  source: 'sports',
  text: '体育',
  rows: (userId, filter) =>
    sql`select 'sports' as source, ${orders.id} as id, ${orders.createdAt} as created_at, ${orders.stake} as stake,
      ${orders.payout} as payout,
      case when ${orders.status} = ${ORDER_STATUS.refunded} then ${BETTING_STATUS.refunded} else ${orders.status} end as status
      from ${orders} where ${where(userId, filter)}`,
  async records(db: Queryable, userId: number, ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.id, ids)));
    return (await ordersJson(db, rows)).map(recordJson);
  },
  async detail(db, userId, id) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.id, id)));
    if (!row) return null;
    const [order] = await ordersJson(db, [row]);
    if (!order) return null;
    return {
      ...recordJson(order),
      items: order.legs.map((leg) => ({
        label: `${leg.league_name} ${leg.home_team} vs ${leg.away_team}`,
        value: `${leg.play_name} ${leg.option_name}${leg.line ? ` (${leg.line})` : ''} @${leg.odds}`,
        result_text: leg.result_text,
      })),
    };
  },
};
