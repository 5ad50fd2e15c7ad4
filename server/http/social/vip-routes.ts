import { fenToYuan } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readConfigKeys } from '../../domain/config';
import { findUserById } from '../../domain/users';
import {
  claimUpgradeBonuses,
  paidUpgradeLevels,
  syncVipLevel,
  VIP_LEVELS,
  vipBenefitsJson,
  vipLevelOf,
} from '../../domain/vip';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { noBody } from '../schemas';
import { paidEnvelope, vipInfoEnvelope, vipLevelsEnvelope } from './reward-schemas';

const tags = ['vip'];
const security = [{ bearerAuth: [] }];

/** VIP (/minePages/vip): the ladder by game turnover, the player's progress and the upgrade bonuses. */
export const vipRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const rebateRates = async () => (await readConfigKeys(db, ['rebate_rates'])).rebate_rates;

  app.get(
    '/v1/vip/levels',
    { schema: { tags, description: 'VIP 等级与权益', response: { 200: vipLevelsEnvelope } } },
    async () => {
      const rates = await rebateRates();
      return ok(VIP_LEVELS.map((entry) => vipBenefitsJson(entry, rates)));
    },
  );

  app.get(
    '/v1/vip/info',
    { schema: { tags, security, response: { 200: vipInfoEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const level = await syncVipLevel(db, user);
      const paid = await paidUpgradeLevels(db, user.id);
      const rates = await rebateRates();
      return ok({
        ...vipLevelOf(user),
        levels: VIP_LEVELS.map((entry) => ({
          ...vipBenefitsJson(entry, rates),
          reached: entry.level <= level,
          bonus_claimed: paid.includes(entry.level),
        })),
        claimable_bonus: fenToYuan(
          VIP_LEVELS.filter((entry) => entry.level <= level && !paid.includes(entry.level)).reduce(
            (sum, entry) => sum + entry.upgradeBonus,
            0n,
          ),
        ),
      });
    },
  );

  app.post(
    '/v1/vip/claim-upgrade-bonus',
    {
      schema: {
        tags,
        security,
        description: '领取已达到等级的晋级礼金；每级只发放一次（重复领取返回 422 暂无可领取）',
        body: noBody,
        response: { 200: paidEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const paid = await claimUpgradeBonuses(db, user.id);
      const after = await findUserById(db, user.id);
      return ok({ amount: fenToYuan(paid), balance: fenToYuan(after?.balance ?? 0n) });
    },
  );
};
