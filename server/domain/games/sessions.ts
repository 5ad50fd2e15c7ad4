import { randomBytes } from 'node:crypto';
import { fenToYuan } from '@app/shared/format';
import { and, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { gameSessions, gameWallets } from '../../db/schema';
import { DomainError } from '../errors';
import type { UserRow } from '../tokens';
import { assertMayPlay, GAME_MESSAGES, GameRefusal } from './access';
import { findGame, type GameRow, isPlayable, type PlatformRow } from './catalog';

/** SPEC 4/9: game data lives 5 minutes; play keeps the session alive for another 5 from each round. */
export const GAME_SESSION_TTL_MS = 5 * 60_000;

/** Where each engine's page is served (server/http/games/game-static.ts). */
export const ENGINE_PAGES: Record<string, string> = {
  'demo-slot': '/games/demo-slot/',
  'quick-dice': '/games/quick-dice/',
};

export class GameNotFound extends DomainError {
  constructor() {
    super(404, '游戏不存在');
  }
}

/** `<engine prefix>_<userId>_<random>`: at least 3 underscore-separated parts, as SPEC 4 requires. */
export const newSessionId = (userId: number) => `demo_${userId}_${randomBytes(16).toString('hex')}`;

export interface EnterOptions {
  /** Which door the player came through: ng refuses non-NG platforms, lottery non-lottery ones. */
  via: 'game' | 'ng' | 'lottery';
  now?: Date;
}

/** Lottery titles open only through /v1/game/lottery/address, where the lottery token is checked. */
function assertDoor(platform: PlatformRow, via: EnterOptions['via']) {
  if (via === 'ng' && !platform.isNg) throw new GameNotFound();
  if ((via === 'lottery') !== (platform.type === 'lottery')) throw new GameNotFound();
}

/**
 * Opens a game session after checking the player's flags and that the title is playable, and answers
 * SPEC 3 game data (game_url, timestamp, session_id) plus the platform wallet.
 */
export async function enterGame(db: Db, user: UserRow, gameId: number, options: EnterOptions) {
  const found = await findGame(db, gameId);
  if (!found) throw new GameNotFound();
  const { game, platform } = found;
  assertDoor(platform, options.via);
  assertMayPlay(user, platform);
  if (!isPlayable(platform, game)) throw new GameRefusal(GAME_MESSAGES.maintenance);
  const page = ENGINE_PAGES[game.engine];
  if (!page) throw new GameRefusal(GAME_MESSAGES.maintenance);

  const now = options.now ?? new Date();
  const sessionId = newSessionId(user.id);
  await db.insert(gameSessions).values({
    id: sessionId,
    userId: user.id,
    platformId: platform.id,
    gameId: game.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GAME_SESSION_TTL_MS),
  });
  return gameDataJson(game, platform, sessionId, now, await platformBalance(db, user.id, platform.id), page);
}

function gameDataJson(
  game: GameRow,
  platform: PlatformRow,
  sessionId: string,
  now: Date,
  balance: bigint,
  page: string,
) {
  return {
    game_url: `${page}?session_id=${encodeURIComponent(sessionId)}`,
    timestamp: now.getTime(),
    session_id: sessionId,
    game_id: game.id,
    game_name: game.name,
    platform_code: platform.code,
    platform_balance: fenToYuan(balance),
  };
}

export async function platformBalance(db: Queryable, userId: number, platformId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: gameWallets.balance })
    .from(gameWallets)
    .where(and(eq(gameWallets.userId, userId), eq(gameWallets.platformId, platformId)));
  return row?.balance ?? 0n;
}

export type SessionRow = typeof gameSessions.$inferSelect;

export class SessionExpired extends DomainError {
  constructor() {
    super(422, '游戏会话已过期，请重新进入游戏');
  }
}

/** The live session behind a session_id; unknown ids are not found, idle ones have expired. */
export async function liveSession(db: Queryable, sessionId: string, now = new Date()): Promise<SessionRow> {
  if (sessionId.split('_').length < 3) throw new SessionExpired();
  const [session] = await db.select().from(gameSessions).where(eq(gameSessions.id, sessionId));
  if (!session) throw new SessionExpired();
  if (session.expiresAt.getTime() <= now.getTime()) throw new SessionExpired();
  return session;
}
