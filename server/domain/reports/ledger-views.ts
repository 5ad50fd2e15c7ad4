import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledger } from '../../db/schema';
import type { LedgerEntry } from '../ledger';
import { type LedgerCategory, ledgerCategory, ledgerTypeText, typesIn } from '../ledger-types';
import { type DayFilter, instantsOf } from './days';

/** How each report bucket reads in the bill filter chips, in the order they are shown. */
export const CATEGORY_TEXT: Record<LedgerCategory, string> = {
  deposit: '充值',
  withdraw: '提现',
  bet: '投注',
  win: '派奖',
  refund: '撤单',
  rebate: '返水',
  bonus: '红利',
  transfer: '转账',
  adjust: '系统调整',
};

/** The filter chips' order; every category of CATEGORY_TEXT (a test keeps them in step). */
export const CATEGORIES = [
  'deposit',
  'withdraw',
  'bet',
  'win',
  'refund',
  'rebate',
  'bonus',
  'transfer',
  'adjust',
] as const satisfies readonly LedgerCategory[];

export interface PageOf {
  page: number;
  perPage: number;
}

/** The ledger rows of one player matching some types and a Beijing day range. */
export function ledgerWhere(
  userId: number,
  types: readonly string[] | null,
  days: DayFilter,
): SQL | undefined {
  const { from, to } = instantsOf(days);
  return and(
    eq(ledger.userId, userId),
    types ? inArray(ledger.type, [...types]) : undefined,
    from ? gte(ledger.createdAt, from) : undefined,
    to ? lt(ledger.createdAt, to) : undefined,
  );
}

export function ledgerRowJson(row: LedgerEntry) {
  return {
    id: row.id,
    type: row.type,
    type_text: ledgerTypeText(row.type),
    amount: fenToYuan(row.amount),
    before: fenToYuan(row.before),
    after: fenToYuan(row.after),
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
  };
}

export function billJson(row: LedgerEntry) {
  const category = ledgerCategory(row.type);
  return { ...ledgerRowJson(row), category, category_text: CATEGORY_TEXT[category] };
}

async function pageOfLedger(db: Queryable, where: SQL | undefined, { page, perPage }: PageOf) {
  const rows = await db
    .select()
    .from(ledger)
    .where(where)
    .orderBy(desc(ledger.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(ledger).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Bills: every balance change, optionally of one category, with the money in and out over the filter. */
export async function listBills(
  db: Queryable,
  userId: number,
  filter: DayFilter & { category?: LedgerCategory | undefined },
  paging: PageOf,
) {
  const where = ledgerWhere(userId, filter.category ? typesIn(filter.category) : null, filter);
  const { rows, total } = await pageOfLedger(db, where, paging);
  const [sums] = await db
    .select({
      income: sql<string>`coalesce(sum(${ledger.amount}) filter (where ${ledger.amount} > 0), 0)::text`,
      expense: sql<string>`coalesce(-sum(${ledger.amount}) filter (where ${ledger.amount} < 0), 0)::text`,
    })
    .from(ledger)
    .where(where);
  return {
    list: rows.map(billJson),
    total,
    page: paging.page,
    per_page: paging.perPage,
    income: fenToYuan(BigInt(sums?.income ?? '0')),
    expense: fenToYuan(BigInt(sums?.expense ?? '0')),
    net: fenToYuan(BigInt(sums?.income ?? '0') - BigInt(sums?.expense ?? '0')),
  };
}

export function billCategories() {
  return CATEGORIES.map((key) => ({
    key,
    name: CATEGORY_TEXT[key],
    types: typesIn(key).map((type) => ({ type, name: ledgerTypeText(type) })),
  }));
}

/** Bonus logs: the rewards other areas pay (activity, sign-in, invite, VIP), read from the ledger. */
export const BONUS_TYPES = typesIn('bonus');

export const isBonusType = (type: string) => (BONUS_TYPES as string[]).includes(type);

export async function listBonusLogs(
  db: Queryable,
  userId: number,
  filter: DayFilter & { type?: string | undefined },
  paging: PageOf,
) {
  const types = filter.type ? BONUS_TYPES.filter((name) => name === filter.type) : BONUS_TYPES;
  const { rows, total } = await pageOfLedger(db, ledgerWhere(userId, types, filter), paging);
  return { list: rows.map(ledgerRowJson), total, page: paging.page, per_page: paging.perPage };
}

export async function findBonusLog(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(ledger)
    .where(and(eq(ledger.id, id), eq(ledger.userId, userId), inArray(ledger.type, BONUS_TYPES)));
  return row ? ledgerRowJson(row) : null;
}

export function bonusTypes() {
  return BONUS_TYPES.map((type) => ({ type, name: ledgerTypeText(type) }));
}
