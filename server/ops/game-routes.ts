import { fenToYuan } from '@app/shared/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { allPlatforms, setPlatformStatus } from '../domain/games/catalog';
import { balanceJson, transfer } from '../domain/games/wallets';
import { findUserByName } from '../domain/users';
import { envelopeOf, ok } from '../http/envelope';
import { gameBalance, gameBalanceEnvelope } from '../http/games/game-schemas';
import { yuan } from '../http/schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];

const sweptEnvelope = envelopeOf(
  gameBalance.extend({
    moved: yuan.describe('moved back to the main wallet; "0.00" when nothing was there'),
  }),
);
const platformStatusEnvelope = envelopeOf(
  z.strictObject({ code: z.string(), name: z.string(), status: z.number().int().describe('1 开放, 0 维护') }),
);

async function userNamed(db: Db, username: string) {
  const user = await findUserByName(db, username);
  if (!user) throw new DomainError(404, `用户不存在：${username}`);
  return user;
}

/** `pnpm ops game:*`: a player's platform wallets, sweeping them back, and platform maintenance. */
export function registerGameOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const userBody = z.strictObject({ username: z.string().min(1) });

  typed.get(
    '/games/wallets',
    {
      config: { permission: 'finance.games' },
      schema: {
        tags,
        security,
        querystring: userBody,
        description: '玩家主钱包与各游戏平台钱包',
        response: { 200: gameBalanceEnvelope },
      },
    },
    async (request) => ok(await balanceJson(db, (await userNamed(db, request.query.username)).id)),
  );

  typed.post(
    '/games/sweep',
    {
      config: { permission: 'finance.games' },
      schema: {
        tags,
        security,
        body: userBody,
        description: '把玩家所有游戏平台余额转回主钱包',
        response: { 200: sweptEnvelope },
      },
    },
    async (request) => {
      const user = await userNamed(db, request.body.username);
      const platforms = await allPlatforms(db);
      const { movedFen } = await transfer(db, {
        userId: user.id,
        direction: 'out',
        platforms,
        amountFen: 0n,
      });
      return ok({ moved: fenToYuan(movedFen), ...(await balanceJson(db, user.id)) });
    },
  );

  typed.put(
    '/games/platforms/:code',
    {
      config: { permission: 'games.platforms' },
      schema: {
        tags,
        security,
        params: z.object({ code: z.string().min(1).max(32) }),
        body: z.strictObject({ status: z.union([z.literal(0), z.literal(1)]) }),
        description: '游戏平台开放(1)或维护(0)',
        response: { 200: platformStatusEnvelope },
      },
    },
    async (request) => {
      const platform = await setPlatformStatus(db, request.params.code, request.body.status);
      if (!platform) throw new DomainError(404, `游戏平台不存在：${request.params.code}`);
      return ok({ code: platform.code, name: platform.name, status: platform.status });
    },
  );
}
