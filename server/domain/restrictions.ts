import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { DomainError } from './errors';
import { UnknownUserError } from './ledger';
import type { UserRow } from './tokens';

/**
 * Where a player's money goes into play. Each is checked inside the transaction that debits, on every path
 * that reaches it (a player's request, a 追号 plan placed by the scheduler or after an operator draw), so a
 * flag set after a plan was made still applies. Taking money out (a game transfer-out, a refund) is never
 * refused, so a restricted player's money is never stuck.
 */
export type MoneyUse = 'lottery' | 'sports' | 'game' | 'ng_game';

export type PlayerFlags = Pick<UserRow, 'enabled' | 'isBlack' | 'disableGame' | 'disableNggame'>;

/** A restricted player's refusal: the message names the flag's effect, as the player's page shows it. */
export class PlayerRestricted extends DomainError {}

const DISABLED = '账号已被禁用';
const BETTING_BLOCKED = '您的账号已被限制投注';

/**
 * The rules: is_black closes every kind of betting and game; disable_game closes the platform's games,
 * lottery among them; disable_nggame only the NG aggregator's platforms. A disabled account cannot sign in,
 * and no path that runs without a request (a 追号 plan) bets for it either. Sports answer 403 (their wire).
 */
export function restrictionOf(flags: PlayerFlags, use: MoneyUse): PlayerRestricted | null {
  const refuse = (message: string) => new PlayerRestricted(use === 'sports' ? 403 : 422, message);
  if (flags.enabled !== 1) return refuse(DISABLED);
  switch (use) {
    case 'sports':
      return flags.isBlack === 1 ? refuse(BETTING_BLOCKED) : null;
    case 'lottery':
      if (flags.isBlack === 1) return refuse(BETTING_BLOCKED);
      return flags.disableGame === 1 ? refuse('您的账户已被禁止游戏，不能投注彩票') : null;
    case 'game':
    case 'ng_game':
      if (flags.isBlack === 1) return refuse('您的账户已被限制，无法进入游戏');
      if (flags.disableGame === 1) return refuse('您的账户已被禁止进入游戏');
      return use === 'ng_game' && flags.disableNggame === 1 ? refuse('您的账户已被禁止进入第三方游戏') : null;
  }
}

export function assertMayUse(flags: PlayerFlags, use: MoneyUse): void {
  const refusal = restrictionOf(flags, use);
  if (refusal) throw refusal;
}

/**
 * Inside a money transaction: locks the player's row (the wallet lock every balance change takes) and
 * reads the flags as committed, so a flag set by an operator either precedes this debit or follows it.
 */
export async function lockPlayerFlags(tx: Queryable, userId: number): Promise<PlayerFlags> {
  const [row] = await tx
    .select({
      enabled: users.enabled,
      isBlack: users.isBlack,
      disableGame: users.disableGame,
      disableNggame: users.disableNggame,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new UnknownUserError();
  return row;
}

/** lockPlayerFlags, refusing a restricted player. */
export async function lockPlayerFor(tx: Queryable, userId: number, use: MoneyUse): Promise<void> {
  assertMayUse(await lockPlayerFlags(tx, userId), use);
}

/** Money the platform gives: sign-in and VIP rewards, activity rewards, rebates. */
export type Reward = 'reward' | 'activity' | 'rebate';

const REWARD_REFUSED: Record<Reward, string> = {
  reward: '您的账户暂不能领取奖励',
  activity: '您的账户暂不能参与活动',
  rebate: '您的账户暂不能领取返水',
};

/**
 * Inside the transaction that pays a reward: locks the player's row (the wallet lock) and refuses a
 * disabled or blacklisted player, so a flag an operator sets while the request runs either precedes the
 * payment or follows it.
 */
export async function lockPlayerForReward(tx: Queryable, userId: number, reward: Reward): Promise<void> {
  const flags = await lockPlayerFlags(tx, userId);
  if (flags.enabled !== 1) throw new PlayerRestricted(422, DISABLED);
  if (flags.isBlack === 1) throw new PlayerRestricted(422, REWARD_REFUSED[reward]);
}
