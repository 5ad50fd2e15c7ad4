// What an operator sees of a player (console 玩家 pages): a search over accounts and one player's money,
// orders and sessions. Read-only: disabling and enabling stay in user-status-routes.ts.
import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { authTokens, ledger, lotteries, lotteryBets, orders, users } from '../../db/schema';
import { ledgerTypeText } from '../ledger-types';
import { type SessionPolicy, sessionExpired } from '../tokens';

const RECENT = 20;
const SPORT_NAMES: Record<number, string> = { 1: '足球', 2: '篮球', 3: '网球', 4: '排球' };
const SPORTS_STATUS = ['待开奖', '已中奖', '未中奖'];
const LOTTERY_STATUS = ['待开奖', '已中奖', '未中奖', '已撤单'];

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Username or phone containing `q`, or the exact id when `q` is a number. */
function matching(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const byText = [ilike(users.username, likePattern(text)), ilike(users.phone, likePattern(text))];
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return or(...byText, ...(id === null ? [] : [eq(users.id, id)]));
}

const summaryColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  phone: users.phone,
  balance: users.balance,
  vipLevel: users.vipLevel,
  isAgent: users.isAgent,
  enabled: users.enabled,
  createdAt: users.createdAt,
};

type SummaryRow = Pick<typeof users.$inferSelect, keyof typeof summaryColumns>;

const summaryJson = (row: SummaryRow) => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  phone: row.phone ?? '',
  balance: fenToYuan(row.balance),
  vip_level: row.vipLevel,
  is_agent: row.isAgent,
  enabled: row.enabled,
  created_at: row.createdAt.toISOString(),
});

export async function searchPlayers(db: Queryable, q: string, page: number, perPage: number) {
  const where = matching(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { page, per_page: perPage, total: total?.value ?? 0, list: rows.map(summaryJson) };
}

async function recentOrders(db: Queryable, userId: number) {
  const [sports, lottery] = await Promise.all([
    db
      .select({
        no: orders.orderNo,
        sportType: orders.sportType,
        mode: orders.mode,
        stake: orders.stake,
        payout: orders.payout,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(RECENT),
    db
      .select({
        no: lotteryBets.betNo,
        lottery: lotteries.name,
        expect: lotteryBets.expect,
        stake: lotteryBets.stake,
        win: lotteryBets.winAmount,
        status: lotteryBets.status,
        createdAt: lotteryBets.createdAt,
      })
      .from(lotteryBets)
      .innerJoin(lotteries, eq(lotteries.id, lotteryBets.lotteryId))
      .where(eq(lotteryBets.userId, userId))
      .orderBy(desc(lotteryBets.createdAt))
      .limit(RECENT),
  ]);
  const all = [
    ...sports.map((row) => ({
      kind: 'sports' as const,
      no: row.no,
      title: `${SPORT_NAMES[row.sportType] ?? '体育'} ${row.mode}`,
      stake: fenToYuan(row.stake),
      payout: fenToYuan(row.payout),
      status_text: SPORTS_STATUS[row.status] ?? '未知',
      created_at: row.createdAt,
    })),
    ...lottery.map((row) => ({
      kind: 'lottery' as const,
      no: row.no,
      title: `${row.lottery} 第${row.expect}期`,
      stake: fenToYuan(row.stake),
      payout: fenToYuan(row.win),
      status_text: LOTTERY_STATUS[row.status] ?? '未知',
      created_at: row.createdAt,
    })),
  ];
  return all
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
    .slice(0, RECENT)
    .map((order) => ({ ...order, created_at: order.created_at.toISOString() }));
}

/** One player's account, latest ledger rows, latest orders of both kinds and the sessions still alive. */
export async function playerDetail(db: Queryable, username: string, policy: SessionPolicy) {
  const [player] = await db.select(summaryColumns).from(users).where(eq(users.username, username)).limit(1);
  if (!player) return null;
  const [entries, recent, tokens] = await Promise.all([
    db.select().from(ledger).where(eq(ledger.userId, player.id)).orderBy(desc(ledger.id)).limit(RECENT),
    recentOrders(db, player.id),
    db
      .select({ id: authTokens.id, createdAt: authTokens.createdAt, lastUsedAt: authTokens.lastUsedAt })
      .from(authTokens)
      .where(and(eq(authTokens.userId, player.id), isNull(authTokens.revokedAt)))
      .orderBy(desc(authTokens.lastUsedAt)),
  ]);
  return {
    ...summaryJson(player),
    ledger: entries.map((entry) => ({
      id: entry.id,
      type: entry.type,
      type_text: ledgerTypeText(entry.type),
      amount: fenToYuan(entry.amount),
      before: fenToYuan(entry.before),
      after: fenToYuan(entry.after),
      remark: entry.remark,
      created_at: entry.createdAt.toISOString(),
    })),
    orders: recent,
    sessions: tokens
      .filter((token) => !sessionExpired(policy, token))
      .map((token) => ({
        id: token.id,
        created_at: token.createdAt.toISOString(),
        last_used_at: token.lastUsedAt.toISOString(),
      })),
  };
}
