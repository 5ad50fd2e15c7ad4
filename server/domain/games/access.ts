import { DomainError } from '../errors';
import type { UserRow } from '../tokens';
import type { PlatformRow } from './catalog';

/** A refusal with the Chinese message the player sees (the routes answer it as 422). */
export class GameRefusal extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}

export const GAME_MESSAGES = {
  blacklisted: '您的账户已被限制，无法进入游戏',
  gameDisabled: '您的账户已被禁止进入游戏',
  ngDisabled: '您的账户已被禁止进入第三方游戏',
  maintenance: '该游戏维护中',
  insufficientMain: '余额不足',
  insufficientPlatform: '游戏余额不足',
} as const;

/**
 * Who may enter a platform, play on it or move money into it: is_black and disable_game close every
 * game, disable_nggame closes the NG aggregator's platforms, and nobody plays on a platform under
 * maintenance. Moving money OUT is never refused, so a flagged
 * player's money is never stuck on a platform.
 */
export function assertMayPlay(user: UserRow, platform: PlatformRow): void {
  if (user.isBlack === 1) throw new GameRefusal(GAME_MESSAGES.blacklisted);
  if (user.disableGame === 1) throw new GameRefusal(GAME_MESSAGES.gameDisabled);
  if (platform.isNg && user.disableNggame === 1) throw new GameRefusal(GAME_MESSAGES.ngDisabled);
  if (platform.status !== 1) throw new GameRefusal(GAME_MESSAGES.maintenance);
}
