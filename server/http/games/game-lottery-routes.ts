import { timingSafeEqual } from 'node:crypto';
import { toFen } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectWith } from '../../domain/errors';
import { listGames, lotteryPlatform } from '../../domain/games/catalog';
import { enterGame } from '../../domain/games/sessions';
import { balanceJson, transfer } from '../../domain/games/wallets';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders, moneyAmount, noBody } from '../schemas';
import { enterBody, transferJson } from './game-common';
import { gameBalanceEnvelope, gameDataEnvelope, gamesEnvelope, transferEnvelope } from './game-schemas';

const tags = ['games'];
const security = [{ bearerAuth: [] }];

export const LOTTERY_TOKEN_INVALID = '彩票令牌已失效，请重新进入';

const addressBody = enterBody.extend({
  lottery_token: z.string({ error: '缺少彩票令牌' }).min(1, '缺少彩票令牌').max(200, LOTTERY_TOKEN_INVALID),
});
const outBody = z.strictObject({
  amount: z.union([z.literal(0), z.literal('0'), moneyAmount]).default(0),
});

function sameToken(given: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** SPEC 7 /v1/game/lottery/*: the lottery platform, entered with the player's lottery token (SPEC 4). */
export const gameLotteryRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const platformOrFail = async () => {
    const platform = await lotteryPlatform(db);
    if (!platform) throw rejectWith('彩票平台维护中');
    return platform;
  };
  const keyOf = (headers: { 'idempotency-key'?: string | undefined }) =>
    headers['idempotency-key'] ? { idempotencyKey: headers['idempotency-key'] } : {};

  app.get('/v1/game/lottery/list', { schema: { tags, response: { 200: gamesEnvelope } } }, async () =>
    ok(await listGames(db, { type: 'lottery' })),
  );

  app.post(
    '/v1/game/lottery/address',
    {
      schema: {
        tags,
        security,
        body: addressBody,
        description: '凭 lottery_token 进入彩票平台游戏',
        response: { 200: gameDataEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      if (!sameToken(request.body.lottery_token, user.lotteryToken)) throw rejectWith(LOTTERY_TOKEN_INVALID);
      return ok(await enterGame(db, user, request.body.gameId, { via: 'lottery' }));
    },
  );

  app.post(
    '/v1/game/lottery/transfer-in',
    {
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        body: z.strictObject({ amount: moneyAmount }),
        response: { 200: transferEnvelope },
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      const platform = await platformOrFail();
      const outcome = await transfer(db, {
        userId: user.id,
        sessionId: tokenId,
        direction: 'in',
        platforms: [platform],
        amountFen: toFen(request.body.amount),
        ...keyOf(request.headers),
      });
      return ok(await transferJson(deps, user.id, 'in', outcome, [platform.code]));
    },
  );

  app.post(
    '/v1/game/lottery/transfer-out',
    {
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        body: outBody,
        description: '彩票平台转出到主钱包；amount 为 0 或省略时转出全部',
        response: { 200: transferEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const platform = await platformOrFail();
      const outcome = await transfer(db, {
        userId: user.id,
        direction: 'out',
        platforms: [platform],
        amountFen: toFen(String(request.body.amount)),
        ...keyOf(request.headers),
      });
      return ok(await transferJson(deps, user.id, 'out', outcome, [platform.code]));
    },
  );

  app.post(
    '/v1/game/lottery/balance',
    { schema: { tags, security, body: noBody, response: { 200: gameBalanceEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const platform = await platformOrFail();
      return ok(await balanceJson(db, user.id, [platform.code]));
    },
  );
};
