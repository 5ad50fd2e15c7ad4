import { toFen } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PICK_CODES } from '../../domain/games/dice-engine';
import { diceState, roll, rollJson } from '../../domain/games/dice-play';
import { slotState, spin, spinJson } from '../../domain/games/slot-play';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders, moneyAmount } from '../schemas';
import { diceStateEnvelope, rollEnvelope, slotStateEnvelope, spinEnvelope } from './game-play-schemas';

const tags = ['games'];
const sessionId = z.string({ error: '缺少游戏会话' }).min(1, '缺少游戏会话').max(120, '游戏会话不存在');

/**
 * The demo slot's own API, called by its page inside the game iframe. The session_id from the game data
 * is the credential (the page never sees the player's token); every outcome is drawn here.
 */
export const gamePlayRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/game/demo-slot/state',
    {
      schema: {
        tags,
        querystring: z.object({ session_id: sessionId }),
        description: '演示老虎机：余额、注额、赔付表',
        response: { 200: slotStateEnvelope },
      },
    },
    async (request) => ok(await slotState(db, request.query.session_id)),
  );

  app.post(
    '/v1/game/demo-slot/spin',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: z.strictObject({ session_id: sessionId, bet: moneyAmount }),
        description: '演示老虎机旋转一次（服务端加密随机数决定结果）；支持 Idempotency-Key',
        response: { 200: spinEnvelope },
      },
    },
    async (request) => {
      const { session_id, bet } = request.body;
      const key = request.headers['idempotency-key'];
      const result = await spin(db, {
        sessionId: session_id,
        betFen: toFen(bet),
        ...(key ? { idempotencyKey: key } : {}),
      });
      return ok(spinJson(result));
    },
  );

  app.get(
    '/v1/game/quick-dice/state',
    {
      schema: {
        tags,
        querystring: z.object({ session_id: sessionId }),
        description: '极速骰宝：余额、注额、玩法',
        response: { 200: diceStateEnvelope },
      },
    },
    async (request) => ok(await diceState(db, request.query.session_id)),
  );

  app.post(
    '/v1/game/quick-dice/roll',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: z.strictObject({
          session_id: sessionId,
          bet: moneyAmount,
          pick: z.enum(PICK_CODES, { error: '请选择大、小、单或双' }),
        }),
        description: '极速骰宝开一局（服务端加密随机数掷骰）；支持 Idempotency-Key',
        response: { 200: rollEnvelope },
      },
    },
    async (request) => {
      const { session_id, bet, pick } = request.body;
      const key = request.headers['idempotency-key'];
      const result = await roll(db, {
        sessionId: session_id,
        betFen: toFen(bet),
        pick,
        ...(key ? { idempotencyKey: key } : {}),
      });
      return ok(rollJson(result));
    },
  );
};
