import { toFen } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectWith } from '../../domain/errors';
import {
  GAME_TYPE_CODES,
  GAME_TYPES,
  listGames,
  listPlatforms,
  ngPlatformRows,
} from '../../domain/games/catalog';
import { enterGame } from '../../domain/games/sessions';
import { balanceJson, transfer } from '../../domain/games/wallets';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders } from '../schemas';
import { enterBody, transferJson } from './game-common';
import {
  gameBalanceEnvelope,
  gameDataEnvelope,
  gamesEnvelope,
  gameTypesEnvelope,
  platformsEnvelope,
  transferEnvelope,
} from './game-schemas';

const tags = ['games'];
const security = [{ bearerAuth: [] }];

const gameType = z.enum(GAME_TYPE_CODES as [string, ...string[]], { error: '游戏类型不正确' });
const listQuery = z.object({
  type: gameType.optional(),
  platform_code: z.string().max(32).optional(),
  keyword: z.string().max(40, '搜索内容过长').optional(),
});
const transferBody = z.strictObject({
  type: z.enum(['in', 'out'], { error: '转账类型须为 in 或 out' }),
  amount: z.union([z.string(), z.number()], { error: '请输入金额' }),
  platform_code: z.string().max(32).optional(),
});

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
/** Transfer amounts: a positive yuan amount, or 0 meaning "all" (only for out). */
function transferFen(amount: string | number, type: 'in' | 'out'): bigint {
  const text = String(amount).trim();
  if (!MONEY.test(text)) throw rejectWith('金额格式不正确，最多两位小数');
  const fen = toFen(text);
  if (fen === 0n && type === 'in') throw rejectWith('转入金额必须大于0');
  return fen;
}

/** SPEC 7 Games: catalogue, entering a game (game data), NG wallets and transfers. */
export const gameRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/v1/game/list',
    { schema: { tags, querystring: listQuery, response: { 200: gamesEnvelope } } },
    async (request) => {
      const { type, platform_code, keyword } = request.query;
      return ok(
        await listGames(db, {
          ...(type ? { type } : {}),
          ...(platform_code ? { platformCode: platform_code } : {}),
          ...(keyword ? { keyword } : {}),
        }),
      );
    },
  );

  app.post(
    '/v1/game/enter',
    {
      schema: {
        tags,
        security,
        body: enterBody,
        description: '进入游戏：返回 game_url、timestamp、session_id',
        response: { 200: gameDataEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok(await enterGame(db, user, request.body.gameId, { via: 'game' }));
    },
  );

  app.get('/v1/game/ng/platforms', { schema: { tags, response: { 200: platformsEnvelope } } }, async () =>
    ok(await listPlatforms(db, { ngOnly: true })),
  );

  app.get('/v1/game/ng/game-types', { schema: { tags, response: { 200: gameTypesEnvelope } } }, async () => {
    const platforms = await listPlatforms(db, { ngOnly: true });
    return ok(
      GAME_TYPE_CODES.map((code) => ({
        code,
        name: GAME_TYPES[code],
        platform_count: platforms.filter((platform) => platform.type === code).length,
      })).filter((type) => type.platform_count > 0),
    );
  });

  app.get(
    '/v1/game/ng/platforms-by-type',
    {
      schema: {
        tags,
        querystring: z.object({ game_type: gameType }),
        response: { 200: platformsEnvelope },
      },
    },
    async (request) => ok(await listPlatforms(db, { ngOnly: true, type: request.query.game_type })),
  );

  app.get(
    '/v1/game/ng/game-list-by-type',
    {
      schema: {
        tags,
        querystring: z.object({ game_type: gameType }),
        response: { 200: gamesEnvelope },
      },
    },
    async (request) => ok(await listGames(db, { ngOnly: true, type: request.query.game_type })),
  );

  app.get(
    '/v1/game/ng/game-list',
    {
      schema: {
        tags,
        querystring: listQuery.omit({ type: true }),
        response: { 200: gamesEnvelope },
      },
    },
    async (request) => {
      const { platform_code, keyword } = request.query;
      return ok(
        await listGames(db, {
          ngOnly: true,
          ...(platform_code ? { platformCode: platform_code } : {}),
          ...(keyword ? { keyword } : {}),
        }),
      );
    },
  );

  app.get(
    '/v1/game/ng/balance',
    { schema: { tags, security, response: { 200: gameBalanceEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const platforms = await listPlatforms(db, { ngOnly: true });
      return ok(
        await balanceJson(
          db,
          user.id,
          platforms.map((platform) => platform.code),
        ),
      );
    },
  );

  app.post(
    '/v1/game/ng/enter-game',
    {
      schema: {
        tags,
        security,
        body: enterBody,
        description: '进入NG平台游戏（受 disable_nggame 限制）',
        response: { 200: gameDataEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok(await enterGame(db, user, request.body.gameId, { via: 'ng' }));
    },
  );

  app.post(
    '/v1/game/ng/transfer',
    {
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        body: transferBody,
        description:
          '主钱包与平台钱包互转：type in|out，amount 元；out 且 amount 为 0 时转出全部（未指定平台则转出所有平台）；支持 Idempotency-Key',
        response: { 200: transferEnvelope },
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      const { type, amount, platform_code } = request.body;
      const amountFen = transferFen(amount, type);
      if (!platform_code && (type === 'in' || amountFen > 0n)) throw rejectWith('请选择游戏平台');
      const platforms = await ngPlatformRows(db, platform_code);
      if (platforms.length === 0) throw rejectWith('游戏平台不存在');
      const codes = platforms.map((platform) => platform.code);
      const outcome = await transfer(db, {
        userId: user.id,
        sessionId: tokenId,
        direction: type,
        platforms,
        amountFen,
        ...(request.headers['idempotency-key'] ? { idempotencyKey: request.headers['idempotency-key'] } : {}),
      });
      return ok(await transferJson(deps, user.id, type, outcome, codes));
    },
  );
};
