import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Queryable } from '../db/client';
import { ledger, paymentOrders, users, withdrawals } from '../db/schema';
import type { TestServer } from './server';
import { fundedPlayer } from './sports';

/** A TRC20 address with a valid checksum (the USDT contract's own address). */
export const VALID_TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const PAYMENT_PASSWORD = '135790';

export interface Player {
  username: string;
  token: string;
  userinfo: { id: number; username: string };
}

export interface WalletJson {
  id: number;
  type: string;
  account: string;
  status: number;
}

/** A player with `amount` yuan, a payment password and (optionally) a bank card to withdraw to. */
export async function withdrawingPlayer(server: TestServer, amount: string) {
  const player = (await fundedPlayer(server, amount)) as Player;
  const set = await server.post(
    '/api/v1/user/set-payment-password',
    { password: PAYMENT_PASSWORD },
    player.token,
  );
  expect(set.status).toBe(200);
  const wallet = await server.post<WalletJson>(
    '/api/v1/user-wallets',
    { type: 'bank', holder: '张三', bank_name: '招商银行', account: '6225881234567890' },
    player.token,
  );
  expect(wallet.status).toBe(200);
  return { ...player, walletId: wallet.body.data.id };
}

export function financeTools(server: TestServer) {
  return {
    recharge: (token: string, method: string, amount: string, key?: string) =>
      server.post<RechargeJson>(
        '/api/v1/payment-orders',
        { method, amount },
        token,
        key ? { 'idempotency-key': key } : {},
      ),
    withdraw: (token: string, walletId: number, amount: string, key?: string, password = PAYMENT_PASSWORD) =>
      server.post<WithdrawalJson>(
        '/api/v1/withdraws',
        { wallet_id: walletId, amount, payment_password: password },
        token,
        key ? { 'idempotency-key': key } : {},
      ),
    /** Opens the demo gateway's page like the webview does and reads the signed callbacks off its buttons. */
    gatewayCallbacks: async (payUrl: string) => {
      const page = await server.app.inject({ method: 'GET', url: payUrl });
      expect(page.statusCode).toBe(200);
      const payloads = [...page.body.matchAll(/data-callback="([^"]+)"/g)].map((match) =>
        JSON.parse((match[1] as string).replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))),
      ) as Array<Record<string, unknown>>;
      const success = payloads.find((payload) => payload.status === 'success');
      const failure = payloads.find((payload) => payload.status === 'failed');
      return { page, success, failure };
    },
    callback: (payload: unknown) => server.post<CallbackJson>('/api/v1/payment-orders/callback', payload),
  };
}

export interface RechargeJson {
  order: { id: number; order_no: string; amount: string; status: number; usdt_amount: string | null };
  pay_url?: string;
  address?: string;
  bank_account?: Record<string, string>;
  repeated: boolean;
}

export interface WithdrawalJson {
  id: number;
  order_no: string;
  amount: string;
  fee: string;
  actual_amount: string;
  status: number;
  status_text: string;
  repeated?: boolean;
}

export interface CallbackJson {
  result: string;
  status: number;
  callback_count: number;
}

/**
 * The ledger invariants, checked from the database itself: every user's rows chain (each row starts
 * where the previous ended and moves by its amount), their sum is the balance, nothing is negative;
 * every withdrawal has its hold (and a refund exactly when it was refunded), every paid order exactly
 * one deposit, and no deposit exists without its paid order.
 */
export async function assertLedgerInvariants(db: Queryable): Promise<void> {
  const everyone = await db.select({ id: users.id, balance: users.balance }).from(users);
  for (const user of everyone) {
    const rows = await db.select().from(ledger).where(eq(ledger.userId, user.id)).orderBy(asc(ledger.id));
    let running = 0n;
    for (const row of rows) {
      expect(row.before, `user ${user.id} ledger #${row.id} before`).toBe(running);
      expect(row.after, `user ${user.id} ledger #${row.id} after`).toBe(row.before + row.amount);
      expect(row.after >= 0n, `user ${user.id} ledger #${row.id} negative`).toBe(true);
      running = row.after;
    }
    expect(user.balance, `user ${user.id} balance equals its ledger`).toBe(running);
  }
  const holds = await db.execute<{ problem: string }>(sql`
    select w.order_no as problem from ${withdrawals} w
    where (select count(*) from ${ledger} l where l.user_id = w.user_id and l.idempotency_key = 'withdraw:' || w.order_no) <> 1
       or (select count(*) from ${ledger} l where l.user_id = w.user_id and l.idempotency_key = 'withdraw_refund:' || w.order_no)
          <> case when w.status in (2, 3) then 1 else 0 end`);
  expect(rowsOf(holds)).toEqual([]);
  const deposits = await db.execute<{ problem: string }>(sql`
    select p.order_no as problem from ${paymentOrders} p
    where (select count(*) from ${ledger} l where l.user_id = p.user_id and l.idempotency_key = 'deposit:' || p.order_no)
          <> case when p.status = 2 then 1 else 0 end`);
  expect(rowsOf(deposits)).toEqual([]);
  const orphans = await db.execute<{ problem: string }>(sql`
    select l.idempotency_key as problem from ${ledger} l
    where l.type = 'withdraw' and not exists (select 1 from ${withdrawals} w where 'withdraw:' || w.order_no = l.idempotency_key)`);
  expect(rowsOf(orphans)).toEqual([]);
}

/** db.execute answers rows (postgres-js) or { rows } (PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
