import { fenToYuan } from '@app/shared/format';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { rebateRecords, users } from '../../db/schema';
import { readConfigKeys } from '../config';
import { DomainError } from '../errors';
import { changeBalance, moneyTransaction } from '../ledger';
import { lockPlayerForReward } from '../restrictions';
import { GAME_TYPE_NAMES, REBATE_GAME_TYPES, type RebateGameType, rateFor, rebateFen } from './rates';
import { REBATE_STATUS, type RebateRow, rateJson, recordJson, watermarks } from './records';
import { summarizeTurnover } from './turnover';

export class RebateRefused extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** The rebate switch (app info fanshui) and the configured rates. */
export async function rebateSettings(db: Queryable) {
  const config = await readConfigKeys(db, ['fanshui', 'rebate_rates']);
  return { enabled: truthy(config.fanshui), rates: config.rebate_rates };
}

export async function ratesFor(db: Queryable, vipLevel: number) {
  const { rates } = await rebateSettings(db);
  return (Object.keys(GAME_TYPE_NAMES) as RebateGameType[]).map((gameType) =>
    rateJson(gameType, rateFor(rates, gameType, vipLevel)),
  );
}

async function vipLevelOf(db: Queryable, userId: number) {
  const [row] = await db.select({ vipLevel: users.vipLevel }).from(users).where(eq(users.id, userId));
  return row?.vipLevel ?? 0;
}

interface PeriodToApply {
  gameType: RebateGameType;
  turnover: bigint;
  betCount: number;
  fromRef: number;
  toRef: number;
  first: Date;
  last: Date;
  rateBp: string;
  amount: bigint;
}

/**
 * What applying now would create: per game type, the valid turnover since the last applied period at the
 * player's current VIP rate. A game type whose turnover does not reach one fen of rebate keeps
 * accumulating (its period is not closed).
 */
export async function previewRebate(db: Queryable, userId: number, now = new Date()) {
  const vipLevel = await vipLevelOf(db, userId);
  const { rates } = await rebateSettings(db);
  const starts = await watermarks(db, userId);
  const items: PeriodToApply[] = [];
  for (const gameType of REBATE_GAME_TYPES) {
    const fromRef = starts.get(gameType) ?? 0;
    const summary = await summarizeTurnover(db, userId, gameType, fromRef);
    const rateBp = rateFor(rates, gameType, vipLevel);
    const amount = summary.turnover > 0n ? rebateFen(summary.turnover, rateBp) : 0n;
    if (amount <= 0n || summary.toRef === null || !summary.first || !summary.last) continue;
    const { turnover, betCount, toRef, first, last } = summary;
    items.push({
      gameType,
      turnover,
      betCount,
      fromRef,
      toRef,
      first,
      last,
      rateBp,
      amount,
    });
  }
  const total = (pick: (item: (typeof items)[number]) => bigint) =>
    items.reduce((sum, item) => sum + pick(item), 0n);
  return {
    vipLevel,
    items,
    json: {
      vip_level: vipLevel,
      items: items.map((item) => ({
        ...rateJson(item.gameType, item.rateBp),
        turnover: fenToYuan(item.turnover),
        amount: fenToYuan(item.amount),
        bet_count: item.betCount,
        period_start: item.first.toISOString(),
        period_end: item.last.toISOString(),
      })),
      total_turnover: fenToYuan(total((item) => item.turnover)),
      total_amount: fenToYuan(total((item) => item.amount)),
      calculated_at: now.toISOString(),
    },
  };
}

const recordsResult = (rows: RebateRow[]) => ({
  records: rows.map(recordJson),
  total_amount: fenToYuan(rows.reduce((sum, row) => sum + row.amount, 0n)),
});

/**
 * Closes the open periods into pending rebate records. The wallet lock makes every settled stake of the
 * player committed before the watermarks are read (counting turnover takes the same lock), and a period start is unique, so a
 * concurrent or repeated apply never rebates a stake twice.
 */
export async function applyRebate(db: Db, userId: number, applyKey?: string) {
  return db.transaction(async (tx) => {
    await lockPlayerForReward(tx, userId, 'rebate');
    if (applyKey) {
      const previous = await tx
        .select()
        .from(rebateRecords)
        .where(and(eq(rebateRecords.userId, userId), eq(rebateRecords.applyKey, applyKey)));
      if (previous.length > 0) return { ...recordsResult(previous), repeated: true };
    }
    const { items, vipLevel } = await previewRebate(tx, userId);
    if (items.length === 0) throw new RebateRefused('暂无可申请的返水');
    const created = await tx
      .insert(rebateRecords)
      .values(
        items.map((item) => ({
          userId,
          gameType: item.gameType,
          vipLevel,
          rateBp: item.rateBp,
          turnover: item.turnover,
          amount: item.amount,
          fromRef: item.fromRef,
          toRef: item.toRef,
          periodStart: item.first,
          periodEnd: item.last,
          applyKey: applyKey ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning();
    return { ...recordsResult(created), repeated: false };
  });
}

export type ClaimTarget = { all: true } | { ids: number[] };

/**
 * Pays pending records: each flips pending -> claimed and pays through the ledger (key rebate:<id>) in one
 * transaction, so however often or concurrently a record is claimed it is paid once. A repeated request
 * with the same Idempotency-Key answers with what its first run paid.
 */
export async function claimRebates(db: Db, userId: number, target: ClaimTarget, claimKey?: string) {
  return moneyTransaction(db, async (tx) => {
    await lockPlayerForReward(tx, userId, 'rebate');
    if (claimKey) {
      const previous = await tx
        .select()
        .from(rebateRecords)
        .where(and(eq(rebateRecords.userId, userId), eq(rebateRecords.claimKey, claimKey)));
      if (previous.length > 0)
        return { rows: previous, repeated: true, balance: await balanceOf(tx, userId) };
    }
    const claimed = await tx
      .update(rebateRecords)
      .set({ status: REBATE_STATUS.claimed, claimedAt: new Date(), claimKey: claimKey ?? null })
      .where(
        and(
          eq(rebateRecords.userId, userId),
          eq(rebateRecords.status, REBATE_STATUS.pending),
          'ids' in target ? inArray(rebateRecords.id, target.ids) : undefined,
        ),
      )
      .returning();
    if (claimed.length === 0) throw new RebateRefused(noneClaimable(target));
    let balance = 0n;
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      const entry = await changeBalance(tx, {
        userId,
        amountFen: row.amount,
        type: 'rebate',
        remark: `${GAME_TYPE_NAMES[row.gameType as RebateGameType] ?? ''}返水`,
        idempotencyKey: `rebate:${row.id}`,
      });
      balance = entry.after;
    }
    return { rows: claimed, repeated: false, balance };
  });
}

function noneClaimable(target: ClaimTarget) {
  if ('all' in target) return '暂无可领取的返水';
  return target.ids.length === 1 ? '该返水已领取' : '所选返水已领取';
}

async function balanceOf(db: Queryable, userId: number) {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0n;
}

export function claimJson(result: { rows: RebateRow[]; repeated: boolean; balance: bigint }) {
  return {
    records: result.rows.map(recordJson),
    amount: fenToYuan(result.rows.reduce((sum, row) => sum + row.amount, 0n)),
    balance: fenToYuan(result.balance),
    repeated: result.repeated,
  };
}
