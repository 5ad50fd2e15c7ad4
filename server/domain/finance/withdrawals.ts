import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, gte, notInArray, sql, sum } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { users, withdrawals } from '../../db/schema';
import { paymentPasswordMatches } from '../auth/payment-password';
import { changeBalance, InsufficientBalanceError, lockWallet, moneyTransaction } from '../ledger';
import { verifyPassword } from '../passwords';
import type { UserRow } from '../tokens';
import {
  formatRate,
  formatUsdt,
  isUniqueViolation,
  maskCard,
  newOrderNo,
  notFound,
  refuse,
  todayStart,
  usdtForPayout,
} from './common';
import { type WithdrawSettings, withdrawFee } from './settings';
import { WITHDRAW_STATUS, WITHDRAW_STATUS_TEXT } from './statuses';
import { ownWallet } from './wallets';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export function withdrawalJson(row: WithdrawalRow) {
  return {
    id: row.id,
    order_no: row.orderNo,
    wallet_id: row.walletId,
    wallet_type: row.walletType,
    bank_name: row.bankName,
    account: row.accountSnapshot,
    amount: fenToYuan(row.amount),
    fee: fenToYuan(row.fee),
    actual_amount: fenToYuan(row.amount - row.fee),
    usdt_amount: row.usdtAmount === null ? null : formatUsdt(row.usdtAmount),
    usdt_rate: row.usdtRate === null ? null : formatRate(row.usdtRate),
    status: row.status,
    status_text: WITHDRAW_STATUS_TEXT[row.status] ?? '',
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Withdrawals made today (Beijing day) that still count against the daily limit. */
export async function todaysCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        gte(withdrawals.createdAt, todayStart()),
        notInArray(withdrawals.status, [WITHDRAW_STATUS.cancelled, WITHDRAW_STATUS.rejected]),
      ),
    );
  return row?.n ?? 0;
}

/** Why this player cannot withdraw right now (flags and turnover), or null. */
export function withdrawBlocker(user: UserRow): string | null {
  // A blacklisted account keeps its balance but cannot take money out until an operator clears it.
  if (user.disableWithdraw === 1 || user.isBlack === 1) return '您的账户已被禁止提现';
  if (user.codingvolume > 0n) return `还需完成打码量 ${fenToYuan(user.codingvolume)} 元才能提现`;
  return null;
}

export interface WithdrawInput {
  user: UserRow;
  walletId: number;
  amountFen: bigint;
  paymentPassword: string;
  idempotencyKey?: string | undefined;
}

async function findByKey(db: Queryable, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)));
  return row;
}

/**
 * A withdrawal request: payment password, amount limits, then under the player's wallet lock the flags,
 * turnover and daily count are checked again against the locked row, the request is written and its
 * amount held through the ledger, all in one transaction.
 */
export async function createWithdrawal(
  db: Db,
  settings: WithdrawSettings,
  input: WithdrawInput,
): Promise<{ withdrawal: WithdrawalRow; repeated: boolean }> {
  const { user } = input;
  if (input.idempotencyKey) {
    const existing = await findByKey(db, user.id, input.idempotencyKey);
    if (existing) return { withdrawal: existing, repeated: true };
  }
  const blocker = withdrawBlocker(user);
  if (blocker) throw refuse(blocker);
  if (!user.paymentPasswordHash) throw refuse('请先设置支付密码');
  const hash = user.paymentPasswordHash;
  const valid = await paymentPasswordMatches(db, user.id, () => verifyPassword(input.paymentPassword, hash));
  if (!valid) throw refuse('支付密码错误');
  if (input.amountFen < settings.minFen || input.amountFen > settings.maxFen) {
    throw refuse(`单笔提现金额须在${fenToYuan(settings.minFen)}-${fenToYuan(settings.maxFen)}元之间`);
  }
  const wallet = await ownWallet(db, user.id, input.walletId);
  if (wallet.status !== 1) throw refuse('该钱包已停用，请选择其他钱包');
  const fee = withdrawFee(settings, input.amountFen);
  const isUsdt = wallet.type === 'usdt';
  const orderNo = newOrderNo('WD');
  try {
    const withdrawal = await moneyTransaction(db, async (tx) => {
      await lockWallet(tx, user.id);
      const [locked] = await tx.select().from(users).where(eq(users.id, user.id));
      const lockedBlocker = locked ? withdrawBlocker(locked) : '用户不存在';
      if (lockedBlocker) throw refuse(lockedBlocker);
      if ((await todaysCount(tx, user.id)) >= settings.dailyCount) {
        throw refuse(`今日提现次数已达上限（${settings.dailyCount}次）`);
      }
      // Locked and re-read: a concurrent delete either finishes first (then this finds no wallet) or waits
      // for this commit and then sees the pending withdrawal and refuses.
      await ownWallet(tx, user.id, wallet.id, 'share');
      const [row] = await tx
        .insert(withdrawals)
        .values({
          orderNo,
          userId: user.id,
          walletId: wallet.id,
          walletType: wallet.type,
          accountSnapshot: isUsdt ? wallet.account : maskCard(wallet.account),
          bankName: wallet.bankName,
          amount: input.amountFen,
          fee,
          usdtAmount: isUsdt ? usdtForPayout(input.amountFen - fee, settings.usdtRate) : null,
          usdtRate: isUsdt ? settings.usdtRate : null,
          idempotencyKey: input.idempotencyKey ?? null,
        })
        .returning();
      await changeBalance(tx, {
        userId: user.id,
        amountFen: -input.amountFen,
        type: 'withdraw',
        remark: `提现 ${orderNo}`,
        idempotencyKey: `withdraw:${orderNo}`,
      });
      return row as WithdrawalRow;
    });
    return { withdrawal, repeated: false };
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw refuse('余额不足');
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByKey(db, user.id, input.idempotencyKey);
      if (existing) return { withdrawal: existing, repeated: true };
    }
    throw error;
  }
}

export async function ownWithdrawal(db: Queryable, userId: number, id: number): Promise<WithdrawalRow> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)));
  if (!row) throw notFound('提现记录不存在');
  return row;
}

export async function withdrawalById(db: Queryable, id: number): Promise<WithdrawalRow> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw notFound('提现记录不存在');
  return row;
}

/**
 * Ends a pending withdrawal: approved keeps the held amount (and adds it to total_withdraw); rejected and
 * cancelled give it back as withdraw_refund. The conditional status update makes each happen once.
 */
async function finish(
  db: Db,
  current: WithdrawalRow,
  status: (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS],
  remark: string,
): Promise<WithdrawalRow> {
  const done = await moneyTransaction(db, (tx) => finishIn(tx, current, status, remark));
  if (done) return done;
  const now = await withdrawalById(db, current.id);
  throw refuse(`该提现${WITHDRAW_STATUS_TEXT[now.status] ?? ''}，不能重复处理`);
}

/** finish's work inside the caller's transaction; null when the withdrawal is no longer pending. */
async function finishIn(
  tx: Queryable,
  current: WithdrawalRow,
  status: (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS],
  remark: string,
): Promise<WithdrawalRow | null> {
  await lockWallet(tx, current.userId);
  const [row] = await tx
    .update(withdrawals)
    .set({ status, remark, reviewedAt: new Date() })
    .where(and(eq(withdrawals.id, current.id), eq(withdrawals.status, WITHDRAW_STATUS.pending)))
    .returning();
  if (!row) return null;
  if (status === WITHDRAW_STATUS.approved) {
    await tx
      .update(users)
      .set({ totalWithdraw: sql`${users.totalWithdraw} + ${row.amount}` })
      .where(eq(users.id, row.userId));
  } else {
    await changeBalance(tx, {
      userId: row.userId,
      amountFen: row.amount,
      type: 'withdraw_refund',
      remark: `${status === WITHDRAW_STATUS.cancelled ? '取消提现' : '提现驳回'} ${row.orderNo}`,
      idempotencyKey: `withdraw_refund:${row.orderNo}`,
    });
  }
  return row;
}

/** Pays a pending withdrawal inside the caller's transaction (a four-eyes approval); null if not pending. */
export async function approveWithdrawalIn(tx: Queryable, id: number): Promise<WithdrawalRow | null> {
  return finishIn(tx, await withdrawalById(tx, id), WITHDRAW_STATUS.approved, '已打款');
}

/**
 * The player takes a pending withdrawal back. A repeated cancel (a retried tap, even at the same moment)
 * answers with the cancelled withdrawal again and refunds nothing more.
 */
export async function cancelWithdrawal(
  db: Db,
  userId: number,
  id: number,
): Promise<{ withdrawal: WithdrawalRow; repeated: boolean }> {
  const current = await ownWithdrawal(db, userId, id);
  if (current.status !== WITHDRAW_STATUS.cancelled) {
    try {
      return {
        withdrawal: await finish(db, current, WITHDRAW_STATUS.cancelled, '用户取消'),
        repeated: false,
      };
    } catch (error) {
      const now = await ownWithdrawal(db, userId, id);
      if (now.status !== WITHDRAW_STATUS.cancelled) throw error;
    }
  }
  return { withdrawal: await ownWithdrawal(db, userId, id), repeated: true };
}

export async function approveWithdrawal(db: Db, id: number) {
  return finish(db, await withdrawalById(db, id), WITHDRAW_STATUS.approved, '已打款');
}

export async function rejectWithdrawal(db: Db, id: number, reason: string) {
  return finish(db, await withdrawalById(db, id), WITHDRAW_STATUS.rejected, reason);
}

export async function listWithdrawals(
  db: Queryable,
  userId: number,
  query: { page: number; perPage: number; status?: number | undefined },
) {
  const where = and(
    eq(withdrawals.userId, userId),
    ...(query.status === undefined ? [] : [eq(withdrawals.status, query.status)]),
  );
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { list: rows.map(withdrawalJson), total: total?.n ?? 0, page: query.page, per_page: query.perPage };
}

export async function withdrawStatistics(db: Queryable, userId: number) {
  const rows = await db
    .select({
      status: withdrawals.status,
      n: count(),
      amount: sum(withdrawals.amount),
      fee: sum(withdrawals.fee),
    })
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .groupBy(withdrawals.status);
  const of = (status: number) => rows.find((row) => row.status === status);
  const approved = of(WITHDRAW_STATUS.approved);
  const pending = of(WITHDRAW_STATUS.pending);
  return {
    total_count: rows.reduce((total, row) => total + row.n, 0),
    approved_count: approved?.n ?? 0,
    pending_count: pending?.n ?? 0,
    approved_amount: fenToYuan(BigInt(approved?.amount ?? 0)),
    pending_amount: fenToYuan(BigInt(pending?.amount ?? 0)),
    fee_amount: fenToYuan(BigInt(approved?.fee ?? 0)),
    today_count: await todaysCount(db, userId),
  };
}

/** The amount held by pending withdrawals (shown as 冻结中). */
export async function pendingAmount(db: Queryable, userId: number): Promise<bigint> {
  const [row] = await db
    .select({ amount: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, WITHDRAW_STATUS.pending)));
  return BigInt(row?.amount ?? 0);
}
