import { SPORT_TYPE_OF } from '@app/shared/betting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveMarketStates } from '../../domain/sports/inplay/market-state';
import { betDelayMs, submitInPlay } from '../../domain/sports/inplay/submit-inplay';
import type { RouteDeps } from '../deps';
import { envelopeOf, ok } from '../envelope';
import { idempotencyHeaders } from '../schemas';
import { submitBody } from './order-routes';
import {
  oddsChangedEnvelope,
  placedOrderJson,
  refusedEnvelope,
  submittedOrderEnvelope,
} from './order-schemas';

const tags = ['inplay'];
const security = [{ bearerAuth: [] }];

const marketsEnvelope = envelopeOf(
  z.strictObject({
    bet_delay_seconds: z.number(),
    markets: z.array(
      z.strictObject({ match_id: z.number().int(), open: z.boolean(), reason: z.string().nullable() }),
    ),
  }),
);

/**
 * 滚球: in-play bets on live matches (held for the bet delay, then accepted or refused with nothing
 * debited) and the in-play market state of live matches (changes arrive as `market.status` on live-matches).
 */
export const inplayRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/inplay/markets',
    {
      schema: {
        tags,
        description: '进行中比赛的滚球盘口状态（open=false 为暂停，reason 为原因）与投注确认延迟秒数',
        querystring: z.object({ match_id: z.coerce.number().int().positive().optional() }),
        response: { 200: marketsEnvelope },
      },
    },
    async (request) => {
      const markets = await liveMarketStates(db, request.query.match_id, new Date());
      return ok({
        bet_delay_seconds: (await betDelayMs(db)) / 1000,
        markets: markets.map(({ matchId, open, reason }) => ({ match_id: matchId, open, reason })),
      });
    },
  );

  app.post(
    '/v1/inplay/submit',
    {
      schema: {
        tags,
        security,
        description:
          '滚球投注（单关或2串1）：请求保持到投注确认延迟结束（inplay_bet_delay_seconds，默认5秒），届时盘口开放且赔率符合 odds_policy 才接受并扣款；否则 422（盘口暂停）或 409（赔率变化，data.changes），不扣款；支持 Idempotency-Key',
        headers: idempotencyHeaders,
        body: submitBody,
        response: { 200: submittedOrderEnvelope, 409: oddsChangedEnvelope, 422: refusedEnvelope },
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      const { odds_policy, ...slip } = request.body;
      const key = request.headers['idempotency-key'];
      const { order, repeated } = await submitInPlay(
        db,
        {
          userId: user.id,
          sessionId: tokenId,
          ...slip,
          ...(odds_policy ? { oddsPolicy: odds_policy } : {}),
          ...(key ? { idempotencyKey: key } : {}),
        },
        SPORT_TYPE_OF[slip.sport],
      );
      return ok(placedOrderJson(order, repeated));
    },
  );
};
