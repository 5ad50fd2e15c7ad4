import { randomUUID } from 'node:crypto';
import { fenToYuan } from '@app/shared/format';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { gamePlatforms, gameTransfers, gameWallets, users } from '../../db/schema';
import { changeBalance, InsufficientBalanceError, moneyTransaction } from '../ledger';
import { guardStake } from '../protection';
import { lockPlayerFlags } from '../restrictions';
import { assertMayPlay, GAME_MESSAGES, GameRefusal } from './access';
import type { PlatformRow } from './catalog';

export type Direction = 'in' | 'out';

/** Locks (creating at 0 if missing) the player's wallet on a platform; call after lockPlayerFlags (the player's row). */
export async function lockGameWallet(tx: Tx, userId: number, platformId: number): Promise<bigint> {
  await tx.insert(gameWallets).values({ userId, platformId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: gameWallets.balance })
    .from(gameWallets)
    .where(and(eq(gameWallets.userId, userId), eq(gameWallets.platformId, platformId)))
    .for('update');
  return row?.balance ?? 0n;
}

export async function setGameWallet(tx: Tx, userId: number, platformId: number, balance: bigint) {
  await tx
    .update(gameWallets)
    .set({ balance, updatedAt: sql`now()` })
    .where(and(eq(gameWallets.userId, userId), eq(gameWallets.platformId, platformId)));
}

/** Every platform with the player's balance on it (0.00 where they never played). */
export async function walletsOf(db: Queryable, userId: number) {
  const rows = await db
    .select({ code: gamePlatforms.code, name: gamePlatforms.name, balance: gameWallets.balance })
    .from(gamePlatforms)
    .leftJoin(gameWallets, and(eq(gameWallets.platformId, gamePlatforms.id), eq(gameWallets.userId, userId)))
    .orderBy(asc(gamePlatforms.sort), asc(gamePlatforms.id));
  return rows.map((row) => ({
    platform_code: row.code,
    platform_name: row.name,
    balanceFen: row.balance ?? 0n,
  }));
}

export async function balanceJson(db: Queryable, userId: number, platformCodes?: string[]) {
  const [user] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  const all = await walletsOf(db, userId);
  const wallets = platformCodes ? all.filter((w) => platformCodes.includes(w.platform_code)) : all;
  return {
    balance: fenToYuan(user?.balance ?? 0n),
    wallets: wallets.map(({ balanceFen, ...wallet }) => ({ ...wallet, balance: fenToYuan(balanceFen) })),
    platform_total: fenToYuan(wallets.reduce((sum, wallet) => sum + wallet.balanceFen, 0n)),
  };
}

export interface TransferRequest {
  userId: number;
  direction: Direction;
  /** Platforms to move between; several only for the automatic transfer-out of everything. */
  platforms: PlatformRow[];
  /** 0 with out: the whole platform balance. */
  amountFen: bigint;
  idempotencyKey?: string;
  /** The signed-in session moving it, for the player's time limits (理性投注). */
  sessionId?: number;
}

export interface TransferOutcome {
  movedFen: bigint;
  repeated: boolean;
}

/**
 * Moves money between the main wallet and platform wallets: the ledger row (game_transfer_in debits the
 * main wallet, game_transfer_out credits it), the platform wallet and the transfer row commit together
 * or not at all. The player's row is locked first, then the platform wallets, so concurrent transfers
 * and spins of one player queue instead of overdrawing either side. A repeated Idempotency-Key answers
 * what the first request moved.
 */
export async function transfer(db: Db, request: TransferRequest): Promise<TransferOutcome> {
  const key = request.idempotencyKey;
  return moneyTransaction(db, async (tx) => {
    const player = await lockPlayerFlags(tx, request.userId);
    if (key) {
      const earlier = await tx
        .select({ amount: gameTransfers.amount })
        .from(gameTransfers)
        .where(and(eq(gameTransfers.userId, request.userId), eq(gameTransfers.idempotencyKey, key)));
      if (earlier.length > 0) {
        return { movedFen: earlier.reduce((sum, row) => sum + row.amount, 0n), repeated: true };
      }
    }
    let movedFen = 0n;
    for (const platform of request.platforms) {
      // Checked with the wallet held, so a flag set a moment ago stops the next transfer in.
      if (request.direction === 'in') assertMayPlay(player, platform);
      movedFen += await moveOne(tx, request, platform, key ?? randomUUID());
    }
    return { movedFen, repeated: false };
  });
}

async function moveOne(tx: Tx, request: TransferRequest, platform: PlatformRow, key: string) {
  const { userId, direction } = request;
  const platformBalance = await lockGameWallet(tx, userId, platform.id);
  const amount = direction === 'out' && request.amountFen === 0n ? platformBalance : request.amountFen;
  if (amount === 0n) return 0n;
  // Money moved into a game is money put into play: the stake and loss limits count it here, once.
  if (direction === 'in') {
    const source = `game:${platform.code}:${key}`;
    await guardStake(tx, {
      userId,
      amountFen: amount,
      source,
      now: new Date(),
      sessionId: request.sessionId,
    });
  }
  if (direction === 'out' && amount > platformBalance) {
    throw new GameRefusal(GAME_MESSAGES.insufficientPlatform);
  }
  try {
    await changeBalance(tx, {
      userId,
      amountFen: direction === 'in' ? -amount : amount,
      type: direction === 'in' ? 'game_transfer_in' : 'game_transfer_out',
      remark: `${direction === 'in' ? '转入' : '转出'} ${platform.name}`,
      idempotencyKey: `game:${direction}:${platform.code}:${key}`,
    });
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw new GameRefusal(GAME_MESSAGES.insufficientMain);
    throw error;
  }
  const next = direction === 'in' ? platformBalance + amount : platformBalance - amount;
  await setGameWallet(tx, userId, platform.id, next);
  await tx.insert(gameTransfers).values({
    userId,
    platformId: platform.id,
    direction,
    amount,
    idempotencyKey: request.idempotencyKey ?? null,
  });
  return amount;
}
