import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { users } from './schema';

// Recharge, withdrawal and the player's payout accounts. Money is integer fen (bigint); USDT amounts are
// integer cents of USDT and rates integer ten-thousandths of a yuan per USDT (7.2 -> 72000).
const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A recharge. Status: 0 待支付, 1 待确认 (transfer submitted), 2 已到账, 3 已取消, 4 失败/已驳回, 5 已过期.
 * Only the 0/1 -> 2 transition credits the ledger, and it happens once (a conditional update in the
 * crediting transaction).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** online | bank | usdt */
    method: text('method').notNull(),
    amount: fen('amount'),
    usdtAmount: bigint('usdt_amount', { mode: 'bigint' }),
    usdtRate: integer('usdt_rate'),
    status: smallint('status').notNull().default(0),
    /** The USDT transaction hash (unique: one transfer credits one order). */
    txHash: text('tx_hash').unique(),
    /** Bank transfer voucher text (payer, reference) the player submitted. */
    voucher: text('voucher'),
    gatewayTradeNo: text('gateway_trade_no'),
    callbackCount: integer('callback_count').notNull().default(0),
    lastCallbackAt: moment('last_callback_at'),
    remark: text('remark').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    expiresAt: moment('expires_at').notNull(),
    submittedAt: moment('submitted_at'),
    paidAt: moment('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('payment_orders_user_created_idx').on(t.userId, t.createdAt),
    index('payment_orders_status_idx').on(t.status),
  ],
);

/** A payout account. type bank | usdt; status 1 enabled, 0 disabled; deleted rows stay for history. */
export const userWallets = pgTable(
  'user_wallets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    /** Account holder (bank) or a label (usdt). */
    holder: text('holder').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    branch: text('branch').notNull().default(''),
    /** Card number (digits only) or TRC20 address. */
    account: text('account').notNull(),
    status: smallint('status').notNull().default(1),
    isDefault: smallint('is_default').notNull().default(0),
    deletedAt: moment('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_wallets_user_idx').on(t.userId)],
);

/**
 * A withdrawal. Status: 0 审核中, 1 已到账, 2 已驳回 (refunded), 3 已取消 (refunded). The amount is held
 * through the ledger when the row is written; the player receives amount - fee.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => userWallets.id),
    walletType: text('wallet_type').notNull(),
    /** What the account looked like when the withdrawal was made (masked). */
    accountSnapshot: text('account_snapshot').notNull(),
    bankName: text('bank_name').notNull().default(''),
    amount: fen('amount'),
    fee: fen('fee'),
    usdtAmount: bigint('usdt_amount', { mode: 'bigint' }),
    usdtRate: integer('usdt_rate'),
    status: smallint('status').notNull().default(0),
    remark: text('remark').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    reviewedAt: moment('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt),
    index('withdrawals_wallet_idx').on(t.walletId, t.status),
  ],
);
