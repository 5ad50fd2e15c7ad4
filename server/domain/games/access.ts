import { DomainError } from '../errors';
import { assertMayUse, type PlayerFlags } from '../restrictions';
import type { PlatformRow } from './catalog';

/** A refusal with the Chinese message the player sees (the routes answer it as 422). */
export class GameRefusal extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}

export const GAME_MESSAGES = {
  maintenance: '该游戏维护中',
  insufficientMain: '余额不足',
  insufficientPlatform: '游戏余额不足',
} as const;

/**
 * Who may enter a platform, play on it or move money into it: the player's restrictions (domain/restrictions.ts)
 * for the platform's kind, and nobody plays on a platform under maintenance. Moving money OUT is never
 * refused, so a flagged player's money is never stuck on a platform.
 */
export function assertMayPlay(player: PlayerFlags, platform: PlatformRow): void {
  assertMayUse(player, platform.isNg ? 'ng_game' : 'game');
  if (platform.status !== 1) throw new GameRefusal(GAME_MESSAGES.maintenance);
}
