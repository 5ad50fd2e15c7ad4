import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { gamePlatforms, games } from '../../db/schema';

export const GAME_TYPES = {
  slot: '电子',
  chess: '棋牌',
  live: '真人',
  fish: '捕鱼',
  lottery: '彩票',
} as const;
export type GameTypeCode = keyof typeof GAME_TYPES;
export const GAME_TYPE_CODES = Object.keys(GAME_TYPES) as GameTypeCode[];

export const gameTypeName = (type: string): string =>
  Object.hasOwn(GAME_TYPES, type) ? GAME_TYPES[type as GameTypeCode] : type;

export type PlatformRow = typeof gamePlatforms.$inferSelect;
export type GameRow = typeof games.$inferSelect;

/** Open platforms with something real behind them (an engine) can be entered. */
export const isPlayable = (platform: PlatformRow, game?: GameRow): boolean =>
  platform.status === 1 && (game ? game.status === 1 && game.engine !== '' : true);

export function platformJson(platform: PlatformRow, playable: boolean) {
  return {
    id: platform.id,
    code: platform.code,
    name: platform.name,
    type: platform.type,
    type_name: gameTypeName(platform.type),
    status: platform.status,
    playable,
    is_ng: platform.isNg,
    color_from: platform.colorFrom,
    color_to: platform.colorTo,
    glyph: platform.glyph,
  };
}

export function gameJson(game: GameRow, platform: PlatformRow) {
  return {
    id: game.id,
    platform_code: platform.code,
    platform_name: platform.name,
    name: game.name,
    type: game.type,
    type_name: gameTypeName(game.type),
    hot: game.hot,
    playable: isPlayable(platform, game),
    color_from: game.colorFrom,
    color_to: game.colorTo,
    glyph: game.glyph,
  };
}

export interface PlatformFilter {
  type?: string;
  ngOnly?: boolean;
}

/** Platforms in display order; a platform is playable when at least one of its games is. */
export async function listPlatforms(db: Queryable, filter: PlatformFilter = {}) {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(gamePlatforms.type, filter.type));
  if (filter.ngOnly) conditions.push(eq(gamePlatforms.isNg, true));
  const platforms = await db
    .select()
    .from(gamePlatforms)
    .where(and(...conditions))
    .orderBy(asc(gamePlatforms.sort), asc(gamePlatforms.id));
  const rows = await db.select().from(games);
  return platforms.map((platform) =>
    platformJson(
      platform,
      rows.some((game) => game.platformId === platform.id && isPlayable(platform, game)),
    ),
  );
}

export interface GameFilter extends PlatformFilter {
  platformCode?: string;
  keyword?: string;
}

/** Games with their platform, hot first then by sort; the keyword matches the title. */
export async function listGames(db: Queryable, filter: GameFilter = {}) {
  const conditions: SQL[] = [eq(games.status, 1)];
  if (filter.type) conditions.push(eq(games.type, filter.type));
  if (filter.ngOnly) conditions.push(eq(gamePlatforms.isNg, true));
  if (filter.platformCode) conditions.push(eq(gamePlatforms.code, filter.platformCode));
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(ilike(games.name, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const rows = await db
    .select({ game: games, platform: gamePlatforms })
    .from(games)
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, games.platformId))
    .where(and(...conditions))
    .orderBy(asc(gamePlatforms.sort), asc(games.sort), asc(games.id));
  return rows.map(({ game, platform }) => gameJson(game, platform));
}

export async function findGame(db: Queryable, gameId: number) {
  const [row] = await db
    .select({ game: games, platform: gamePlatforms })
    .from(games)
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, games.platformId))
    .where(eq(games.id, gameId));
  return row;
}

export async function findPlatform(db: Queryable, code: string): Promise<PlatformRow | undefined> {
  const [row] = await db.select().from(gamePlatforms).where(eq(gamePlatforms.code, code));
  return row;
}

/** Every platform, for a sweep of a player's platform wallets back to the main wallet. */
export function allPlatforms(db: Queryable): Promise<PlatformRow[]> {
  return db.select().from(gamePlatforms);
}

/** Opens a platform (1) or puts it in maintenance (0); the platform as it now is, or undefined when unknown. */
export async function setPlatformStatus(
  db: Queryable,
  code: string,
  status: 0 | 1,
): Promise<PlatformRow | undefined> {
  const [row] = await db
    .update(gamePlatforms)
    .set({ status })
    .where(eq(gamePlatforms.code, code))
    .returning();
  return row;
}

/** NG platform rows in display order: one by code, or all of them (the automatic transfer-out sweeps every one). */
export async function ngPlatformRows(db: Queryable, code?: string): Promise<PlatformRow[]> {
  const conditions: SQL[] = [eq(gamePlatforms.isNg, true)];
  if (code) conditions.push(eq(gamePlatforms.code, code));
  return db
    .select()
    .from(gamePlatforms)
    .where(and(...conditions))
    .orderBy(asc(gamePlatforms.sort), asc(gamePlatforms.id));
}

/** The lottery platform behind /v1/game/lottery/* (the first one of type lottery). */
export async function lotteryPlatform(db: Queryable): Promise<PlatformRow | undefined> {
  const [row] = await db
    .select()
    .from(gamePlatforms)
    .where(eq(gamePlatforms.type, 'lottery'))
    .orderBy(asc(gamePlatforms.sort), asc(gamePlatforms.id))
    .limit(1);
  return row;
}
