import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { userWallets, withdrawals } from '../../db/schema';
import { maskCard, notFound, refuse } from './common';
import { WITHDRAW_STATUS } from './statuses';
import { isTronAddress } from './tron-address';

export type WalletRow = typeof userWallets.$inferSelect;
export type WalletType = 'bank' | 'usdt';

export const WALLET_TYPES = [
  { type: 'bank', name: '银行卡', description: '提现到本人银行卡' },
  { type: 'usdt', name: 'USDT (TRC20)', description: '提现到TRC20钱包地址', network: 'TRC20' },
] as const;

/** Banks a card can be added for (GET /v1/withdraws/banks). */
export const BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '交通银行',
  '招商银行',
  '中国邮政储蓄银行',
  '兴业银行',
  '中信银行',
  '浦发银行',
  '民生银行',
  '光大银行',
  '平安银行',
  '华夏银行',
  '广发银行',
] as const;

export const MAX_WALLETS_PER_TYPE = 5;

export interface WalletInput {
  type: WalletType;
  holder?: string | undefined;
  bankName?: string | undefined;
  branch?: string | undefined;
  account: string;
}

/** Checks and normalises an account: card numbers lose their spaces, addresses must be valid TRC20. */
export function normaliseWallet(input: WalletInput): Required<WalletInput> {
  const holder = (input.holder ?? '').trim();
  const branch = (input.branch ?? '').trim();
  if (input.type === 'bank') {
    const account = input.account.replace(/\s+/g, '');
    if (!/^\d{12,19}$/.test(account)) throw refuse('银行卡号须为12-19位数字');
    if (!/^[\u4e00-\u9fa5·A-Za-z ]{2,30}$/.test(holder)) throw refuse('请输入正确的持卡人姓名');
    const bankName = (input.bankName ?? '').trim();
    if (!(BANKS as readonly string[]).includes(bankName)) throw refuse('请选择开户银行');
    return { type: 'bank', holder, bankName, branch, account };
  }
  const account = input.account.trim();
  if (!isTronAddress(account)) throw refuse('USDT地址格式不正确，请填写TRC20地址（T开头34位）');
  return { type: 'usdt', holder: holder || 'USDT钱包', bankName: '', branch: '', account };
}

/** How a wallet is shown to its owner: bank cards masked, never the full number. */
export function walletJson(row: WalletRow) {
  const isBank = row.type === 'bank';
  return {
    id: row.id,
    type: row.type,
    type_text: isBank ? '银行卡' : 'USDT (TRC20)',
    holder: row.holder,
    bank_name: row.bankName,
    branch: row.branch,
    account: isBank ? maskCard(row.account) : row.account,
    account_tail: row.account.slice(-4),
    network: isBank ? '' : 'TRC20',
    status: row.status,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listWallets(db: Queryable, userId: number): Promise<WalletRow[]> {
  return db
    .select()
    .from(userWallets)
    .where(and(eq(userWallets.userId, userId), isNull(userWallets.deletedAt)))
    .orderBy(desc(userWallets.isDefault), desc(userWallets.id));
}

/** The player's own live wallet; anyone else's (or a deleted one) does not exist for them. */
export async function ownWallet(
  db: Queryable,
  userId: number,
  id: number,
  lock?: 'share' | 'update',
): Promise<WalletRow> {
  const query = db
    .select()
    .from(userWallets)
    .where(and(eq(userWallets.id, id), eq(userWallets.userId, userId), isNull(userWallets.deletedAt)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound('钱包不存在');
  return row;
}

async function assertAccountFree(db: Queryable, userId: number, account: string, exceptId?: number) {
  const rows = await listWallets(db, userId);
  if (rows.some((row) => row.account === account && row.id !== exceptId)) throw refuse('该账户已绑定');
}

export async function createWallet(db: Db, userId: number, input: WalletInput): Promise<WalletRow> {
  const wallet = normaliseWallet(input);
  return db.transaction(async (tx) => {
    const existing = await listWallets(tx, userId);
    if (existing.filter((row) => row.type === wallet.type).length >= MAX_WALLETS_PER_TYPE) {
      throw refuse(`每种钱包最多绑定${MAX_WALLETS_PER_TYPE}个`);
    }
    await assertAccountFree(tx, userId, wallet.account);
    const [row] = await tx
      .insert(userWallets)
      .values({
        userId,
        type: wallet.type,
        holder: wallet.holder,
        bankName: wallet.bankName,
        branch: wallet.branch,
        account: wallet.account,
        isDefault: existing.length === 0 ? 1 : 0,
      })
      .returning();
    return row as WalletRow;
  });
}

export interface WalletUpdate {
  holder?: string | undefined;
  bankName?: string | undefined;
  branch?: string | undefined;
  account?: string | undefined;
  isDefault?: boolean | undefined;
}

export async function updateWallet(db: Db, userId: number, id: number, update: WalletUpdate) {
  return db.transaction(async (tx) => {
    const current = await ownWallet(tx, userId, id);
    const wallet = normaliseWallet({
      type: current.type as WalletType,
      holder: update.holder ?? current.holder,
      bankName: update.bankName ?? current.bankName,
      branch: update.branch ?? current.branch,
      account: update.account ?? current.account,
    });
    await assertAccountFree(tx, userId, wallet.account, id);
    if (update.isDefault) {
      await tx.update(userWallets).set({ isDefault: 0 }).where(eq(userWallets.userId, userId));
    }
    const [row] = await tx
      .update(userWallets)
      .set({
        holder: wallet.holder,
        bankName: wallet.bankName,
        branch: wallet.branch,
        account: wallet.account,
        ...(update.isDefault === undefined ? {} : { isDefault: update.isDefault ? 1 : 0 }),
      })
      .where(eq(userWallets.id, id))
      .returning();
    return row as WalletRow;
  });
}

async function pendingWithdrawalsOf(tx: Queryable, walletId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.walletId, walletId), eq(withdrawals.status, WITHDRAW_STATUS.pending)));
  return row?.n ?? 0;
}

/**
 * Soft delete (past withdrawals keep pointing at it). Refused while a withdrawal to it is pending; the
 * wallet row is locked so a withdrawal being made to it at the same moment waits for the answer.
 */
export async function deleteWallet(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownWallet(tx, userId, id, 'update');
    if ((await pendingWithdrawalsOf(tx, id)) > 0) throw refuse('该钱包有处理中的提现，暂不能删除');
    await tx.update(userWallets).set({ deletedAt: new Date(), isDefault: 0 }).where(eq(userWallets.id, id));
  });
}

export async function toggleWallet(db: Db, userId: number, id: number): Promise<WalletRow> {
  return db.transaction(async (tx) => {
    const current = await ownWallet(tx, userId, id);
    const [row] = await tx
      .update(userWallets)
      .set({ status: current.status === 1 ? 0 : 1 })
      .where(eq(userWallets.id, id))
      .returning();
    return row as WalletRow;
  });
}
