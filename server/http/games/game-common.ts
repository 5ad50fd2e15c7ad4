import { fenToYuan } from '@app/shared/format';
import { z } from 'zod';
import { balanceJson } from '../../domain/games/wallets';
import type { RouteDeps } from '../deps';

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
