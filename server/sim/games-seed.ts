import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { gamePlatforms, games } from '../db/schema';

interface SeedGame {
  name: string;
  glyph: string;
  colors: [string, string];
  hot?: boolean;
  /** Overrides the platform's engine for this title. */
  engine?: string;
}

interface SeedPlatform {
  code: string;
  name: string;
  type: 'slot' | 'chess' | 'live' | 'fish' | 'lottery';
  glyph: string;
  colors: [string, string];
  isNg: boolean;
  /** The engine behind every title of the platform; '' lists them but answers 该游戏维护中. */
  engine: string;
  games: SeedGame[];
}

/**
 * The game catalogue. 星辰电子 is the built-in demo provider: every title is the one real demo slot (its
 * page is server/games/demo-slot). 星辰彩票's 极速骰宝 is a real dice game (server/games/quick-dice), entered
 * with the lottery token. The others show a realistic lobby but are not connected here.
 */
export const GAME_PLATFORMS: SeedPlatform[] = [
  {
    code: 'xcdz',
    name: '星辰电子',
    type: 'slot',
    glyph: '星',
    colors: ['#7b3ff2', '#1b1140'],
    isNg: true,
    engine: 'demo-slot',
    games: [
      { name: '星辰宝藏', glyph: '★', colors: ['#8e54e9', '#2b1a5c'], hot: true },
      { name: '幸运水果', glyph: '果', colors: ['#ff5f6d', '#5a1022'], hot: true },
      { name: '黄金777', glyph: '7', colors: ['#f7b733', '#5c3a00'] },
      { name: '财神到', glyph: '财', colors: ['#e53935', '#4a0d0d'] },
      { name: '龙凤呈祥', glyph: '龙', colors: ['#11998e', '#06352f'] },
      { name: '钻石之夜', glyph: '◆', colors: ['#36d1dc', '#0f2f5c'] },
    ],
  },
  {
    code: 'pgdz',
    name: 'PG电子',
    type: 'slot',
    glyph: 'PG',
    colors: ['#f857a6', '#3d0f2b'],
    isNg: true,
    engine: '',
    games: [
      { name: '麻将胡了', glyph: '麻', colors: ['#2ecc71', '#0b3a20'], hot: true },
      { name: '赏金船长', glyph: '船', colors: ['#2980b9', '#0b2338'] },
      { name: '寻宝黄金城', glyph: '金', colors: ['#f39c12', '#4a2b00'] },
    ],
  },
  {
    code: 'kyqp',
    name: '开元棋牌',
    type: 'chess',
    glyph: '开',
    colors: ['#00b09b', '#0a3b33'],
    isNg: true,
    engine: '',
    games: [
      { name: '抢庄牛牛', glyph: '牛', colors: ['#d35400', '#401800'], hot: true },
      { name: '炸金花', glyph: '花', colors: ['#c0392b', '#3d0d08'] },
      { name: '二十一点', glyph: '21', colors: ['#16a085', '#06302a'] },
    ],
  },
  {
    code: 'agzr',
    name: 'AG真人',
    type: 'live',
    glyph: 'AG',
    colors: ['#c79a3b', '#3a2a0b'],
    isNg: true,
    engine: '',
    games: [
      { name: '百家乐', glyph: '百', colors: ['#b8860b', '#3b2a05'], hot: true },
      { name: '龙虎斗', glyph: '虎', colors: ['#8e44ad', '#2c0f38'] },
      { name: '骰宝', glyph: '骰', colors: ['#e74c3c', '#470f0a'] },
    ],
  },
  {
    code: 'jdby',
    name: '极地捕鱼',
    type: 'fish',
    glyph: '鱼',
    colors: ['#1e90ff', '#0a2547'],
    isNg: true,
    engine: '',
    games: [
      { name: '捕鱼达人', glyph: '鱼', colors: ['#00c6ff', '#003a5c'], hot: true },
      { name: '深海狂鲨', glyph: '鲨', colors: ['#3a7bd5', '#0d1f3c'] },
    ],
  },
  {
    code: 'xccp',
    name: '星辰彩票',
    type: 'lottery',
    glyph: '彩',
    colors: ['#ff416c', '#4a0b1e'],
    isNg: false,
    engine: '',
    games: [
      { name: '极速骰宝', glyph: '骰', colors: ['#ff416c', '#4a0b1e'], hot: true, engine: 'quick-dice' },
      { name: '幸运飞艇', glyph: '艇', colors: ['#f7971e', '#4d2a00'] },
      { name: '重庆时时彩', glyph: '时', colors: ['#56ab2f', '#163a07'] },
    ],
  },
];

/** Adds missing platforms and games; never touches what exists (operators may have changed it). */
export async function seedGames(db: Queryable): Promise<void> {
  for (const [index, platform] of GAME_PLATFORMS.entries()) {
    await db
      .insert(gamePlatforms)
      .values({
        code: platform.code,
        name: platform.name,
        type: platform.type,
        isNg: platform.isNg,
        sort: index + 1,
        glyph: platform.glyph,
        colorFrom: platform.colors[0],
        colorTo: platform.colors[1],
      })
      .onConflictDoNothing();
    const [row] = await db.select().from(gamePlatforms).where(eq(gamePlatforms.code, platform.code));
    if (!row) continue;
    await db
      .insert(games)
      .values(
        platform.games.map((game, sort) => ({
          platformId: row.id,
          name: game.name,
          type: platform.type,
          engine: game.engine ?? platform.engine,
          hot: game.hot ?? false,
          sort,
          glyph: game.glyph,
          colorFrom: game.colors[0],
          colorTo: game.colors[1],
        })),
      )
      .onConflictDoNothing();
  }
}
