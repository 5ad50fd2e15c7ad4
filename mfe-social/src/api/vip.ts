import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

// VIP shapes from the server's route schemas (server/http/social/reward-schemas.ts), through the wire types.
/** A level's turnover threshold, rebate rates by game type ("0.70%") and upgrade bonus. */
export type VipBenefits = WireData<'get', '/v1/vip/levels'>[number];
/** The player's level and progress, every level with reached / bonus_claimed, and the bonus to claim. */
export type VipInfo = WireData<'get', '/v1/vip/info'>;

/** VIP (/minePages/vip): levels by game turnover, benefits and upgrade bonuses. */
export const vipApi = {
  levels: (opts?: RequestOptions) => http.get<VipBenefits[]>('/v1/vip/levels', undefined, opts),
  info: (opts?: RequestOptions) => http.get<VipInfo>('/v1/vip/info', undefined, opts),
  claimUpgradeBonus: (opts?: RequestOptions) =>
    http.post<WireData<'post', '/v1/vip/claim-upgrade-bonus'>>('/v1/vip/claim-upgrade-bonus', {}, opts),
};
