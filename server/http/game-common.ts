import { fenToYuan } from '@app/shared/format';
import { z } from 'zod';
import { GameRefusal } from '../domain/games/access';
import { GameNotFound, SessionExpired } from '../domain/games/sessions';
import { balanceJson } from '../domain/games/wallets';
import type { RouteDeps } from './deps';
import { ApiError, rejectWith } from './envelope';

/** Game domain refusals as the envelope the client toasts: 422 with the Chinese reason, 404 for unknown games. */
export async function answeringGameErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GameRefusal || error instanceof SessionExpired) throw rejectWith(error.message);
    if (error instanceof GameNotFound) throw new ApiError(404, error.message);
    throw error;
  }
}

export const enterBody = z.strictObject({
  gameId: z.coerce.number({ error: '请选择游戏' }).int('请选择游戏').positive('请选择游戏'),
});

/** The answer of every transfer: what moved, the main wallet after it and the platform wallets involved. */
export async function transferJson(
  { db }: RouteDeps,
  userId: number,
  type: 'in' | 'out',
  outcome: { movedFen: bigint; repeated: boolean },
  codes: string[],
) {
  const balance = await balanceJson(db, userId, codes);
  return {
    type,
    amount: fenToYuan(outcome.movedFen),
    balance: balance.balance,
    wallets: balance.wallets,
    repeated: outcome.repeated,
  };
}
