import { beijingDayStart, fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, gte, lt, type SQL, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { gamePlatforms, gameRounds, games } from '../../db/schema';
import { gameTypeName } from './catalog';

export interface RecordFilter {
  userId: number;
  platformCode?: string;
  /** Beijing calendar days, YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
  /** Only rounds of NG platforms (/v1/game/ng/game-records). */
  ngOnly?: boolean;
}

const nextDayStart = (day: string) => new Date(beijingDayStart(day).getTime() + 86_400_000);

function conditions(filter: RecordFilter): SQL[] {
  const where: SQL[] = [eq(gameRounds.userId, filter.userId)];
  if (filter.platformCode) where.push(eq(gamePlatforms.code, filter.platformCode));
  if (filter.ngOnly) where.push(eq(gamePlatforms.isNg, true));
  if (filter.startDate) where.push(gte(gameRounds.createdAt, beijingDayStart(filter.startDate)));
  if (filter.endDate) where.push(lt(gameRounds.createdAt, nextDayStart(filter.endDate)));
  return where;
}

const columns = { round: gameRounds, game: games, platform: gamePlatforms };
type Joined = {
  round: typeof gameRounds.$inferSelect;
  game: typeof games.$inferSelect;
  platform: typeof gamePlatforms.$inferSelect;
};

function joined(db: Queryable) {
  return db
    .select(columns)
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, gameRounds.platformId));
}

export function recordJson({ round, game, platform }: Joined) {
  return {
    id: round.id,
    round_no: round.roundNo,
    platform_code: platform.code,
    platform_name: platform.name,
    game_id: game.id,
    game_name: game.name,
    game_type: game.type,
    game_type_name: gameTypeName(game.type),
    bet: fenToYuan(round.bet),
    win: fenToYuan(round.win),
    profit: fenToYuan(round.win - round.bet),
    balance_before: fenToYuan(round.balanceBefore),
    balance_after: fenToYuan(round.balanceAfter),
    status: 1,
    status_text: '已结算',
    created_at: round.createdAt.toISOString(),
  };
}

/** The owner's rounds, newest first, paged and filtered by platform and Beijing date. */
export async function listRecords(db: Queryable, filter: RecordFilter, page: number, perPage: number) {
  const where = and(...conditions(filter));
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(gameRounds.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db
    .select({ n: count() })
    .from(gameRounds)
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, gameRounds.platformId))
    .where(where);
  return { list: rows.map(recordJson), total: total?.n ?? 0, page, per_page: perPage };
}

const totalsJson = (row: { n: number; bet: string | null; win: string | null }) => {
  const bet = BigInt(row.bet ?? 0);
  const win = BigInt(row.win ?? 0);
  return {
    count: row.n,
    bet_total: fenToYuan(bet),
    win_total: fenToYuan(win),
    profit_total: fenToYuan(win - bet),
  };
};

/** Count, stake, win and profit over the same filters, overall and per platform. */
export async function recordStats(db: Queryable, filter: RecordFilter) {
  const figures = { n: count(), bet: sum(gameRounds.bet), win: sum(gameRounds.win) };
  const where = and(...conditions(filter));
  const byPlatform = await db
    .select({ code: gamePlatforms.code, name: gamePlatforms.name, ...figures })
    .from(gameRounds)
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, gameRounds.platformId))
    .where(where)
    .groupBy(gamePlatforms.code, gamePlatforms.name)
    .orderBy(gamePlatforms.code);
  const overall = byPlatform.reduce(
    (acc, row) => ({
      n: acc.n + row.n,
      bet: String(BigInt(acc.bet) + BigInt(row.bet ?? 0)),
      win: String(BigInt(acc.win) + BigInt(row.win ?? 0)),
    }),
    { n: 0, bet: '0', win: '0' },
  );
  return {
    ...totalsJson(overall),
    by_platform: byPlatform.map((row) => ({
      platform_code: row.code,
      platform_name: row.name,
      ...totalsJson(row),
    })),
  };
}

/** One of the owner's rounds with its reels; someone else's is as missing as a wrong id. */
export async function recordDetail(db: Queryable, userId: number, id: number) {
  const [row] = await joined(db).where(and(eq(gameRounds.userId, userId), eq(gameRounds.id, id)));
  if (!row) return null;
  const detail = row.round.detail as {
    reels?: string[][];
    lines?: Array<{ line: number; symbol: string; count: number; win: string }>;
    dice?: number[];
    pick?: string;
  };
  return {
    ...recordJson(row),
    reels: detail.reels ?? [],
    lines: (detail.lines ?? []).map((line) => ({
      line: line.line,
      symbol: line.symbol,
      count: line.count,
      win: line.win,
    })),
    ...(detail.dice ? { dice: detail.dice, pick: detail.pick } : {}),
  };
}
