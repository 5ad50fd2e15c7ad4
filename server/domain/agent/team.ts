import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, gte, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledger, users } from '../../db/schema';
import { DomainError } from '../errors';
import { beijingPeriodStarts } from '../invite/queries';
import { ledgerTypeText, typesIn } from '../ledger-types';
import type { UserRow } from '../tokens';

/** Agents only; everyone else gets the same refusal whatever they ask for. */
export function requireAgent(user: UserRow): void {
  if (user.isAgent !== 1) throw new DomainError(403, '您不是代理');
}

/** The agent's own downline: registered with their agent code/domain or invited by them directly. */
const downlineOf = (agentId: number) =>
  and(or(eq(users.agentId, agentId), eq(users.inviterId, agentId)), ne(users.id, agentId)) as SQL;

const BET_TYPES = typesIn('bet');
const DEPOSIT_TYPES = typesIn('deposit');
const RECORD_KINDS = {
  bet: typesIn('bet', 'refund', 'win'),
  deposit: typesIn('deposit', 'withdraw'),
  all: typesIn('bet', 'refund', 'win', 'deposit', 'withdraw', 'rebate', 'bonus'),
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;

/** Stakes are negative ledger amounts; a team's betting volume is their magnitude. */
const monthSums = (since: Date) => ({
  deposit: sql<string>`coalesce(sum(${ledger.amount}) filter (where ${inArray(ledger.type, DEPOSIT_TYPES)} and ${gte(ledger.createdAt, since)}), 0)`,
  bet: sql<string>`coalesce(-sum(${ledger.amount}) filter (where ${inArray(ledger.type, BET_TYPES)} and ${gte(ledger.createdAt, since)}), 0)`,
  bettors:
    sql<number>`count(distinct ${ledger.userId}) filter (where ${inArray(ledger.type, BET_TYPES)} and ${gte(ledger.createdAt, since)})`.mapWith(
      Number,
    ),
});

export async function teamOverview(db: Queryable, agent: UserRow, origin: string) {
  const { month } = beijingPeriodStarts();
  const [size] = await db
    .select({
      total: count(),
      newThisMonth: sql<number>`count(*) filter (where ${gte(users.createdAt, month)})`.mapWith(Number),
      balance: sql<string>`coalesce(sum(${users.balance}), 0)`,
    })
    .from(users)
    .where(downlineOf(agent.id));
  const [money] = await db
    .select(monthSums(month))
    .from(ledger)
    .innerJoin(users, eq(users.id, ledger.userId))
    .where(downlineOf(agent.id));
  const code = agent.agentCode ?? '';
  return {
    agent_code: code,
    agent_link: code ? `${origin}/#/areg?code=${encodeURIComponent(code)}` : '',
    team_size: size?.total ?? 0,
    new_members_month: size?.newThisMonth ?? 0,
    team_balance: fenToYuan(BigInt(size?.balance ?? 0)),
    month_deposit: fenToYuan(BigInt(money?.deposit ?? 0)),
    month_bet: fenToYuan(BigInt(money?.bet ?? 0)),
    month_active_bettors: money?.bettors ?? 0,
  };
}

function memberJson(row: UserRow, agentId: number) {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname || row.username,
    source: row.agentId === agentId ? ('agent' as const) : ('invite' as const),
    source_text: row.agentId === agentId ? '代理码注册' : '直接邀请',
    balance: fenToYuan(row.balance),
    paysum: fenToYuan(row.paysum),
    totalgame: fenToYuan(row.totalgame),
    total_withdraw: fenToYuan(row.totalWithdraw),
    vip_level: row.vipLevel,
    enabled: row.enabled,
    registered_at: row.createdAt.toISOString(),
  };
}

export async function teamMembers(
  db: Queryable,
  agentId: number,
  query: { keyword?: string | undefined; page: number; perPage: number },
) {
  const filters: SQL[] = [downlineOf(agentId)];
  if (query.keyword)
    filters.push(ilike(users.username, `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    list: rows.map((row) => memberJson(row, agentId)),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.perPage,
  };
}

/** One member of the agent's downline; anyone else is "not found", never "forbidden". */
export async function findMember(db: Queryable, agentId: number, memberId: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), downlineOf(agentId)));
  if (!row) throw new DomainError(404, '成员不存在');
  return row;
}

export async function memberDetail(db: Queryable, agentId: number, memberId: number) {
  const member = await findMember(db, agentId, memberId);
  const { month } = beijingPeriodStarts();
  const [money] = await db.select(monthSums(month)).from(ledger).where(eq(ledger.userId, memberId));
  return {
    ...memberJson(member, agentId),
    month_deposit: fenToYuan(BigInt(money?.deposit ?? 0)),
    month_bet: fenToYuan(BigInt(money?.bet ?? 0)),
  };
}

/** Money records of the team (or of one member): bets, payouts and refunds by default. */
export async function teamRecords(
  db: Queryable,
  agentId: number,
  query: { kind: RecordKind; memberId?: number | undefined; page: number; perPage: number },
) {
  const filters: SQL[] = [downlineOf(agentId), inArray(ledger.type, [...RECORD_KINDS[query.kind]])];
  if (query.memberId !== undefined) filters.push(eq(ledger.userId, query.memberId));
  const where = and(...filters);
  const [total] = await db
    .select({ n: count() })
    .from(ledger)
    .innerJoin(users, eq(users.id, ledger.userId))
    .where(where);
  const rows = await db
    .select({ entry: ledger, username: users.username })
    .from(ledger)
    .innerJoin(users, eq(users.id, ledger.userId))
    .where(where)
    .orderBy(desc(ledger.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    list: rows.map(({ entry, username }) => ({
      id: entry.id,
      member_id: entry.userId,
      username,
      type: entry.type,
      type_text: ledgerTypeText(entry.type),
      amount: fenToYuan(entry.amount),
      remark: entry.remark,
      created_at: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.perPage,
  };
}
