import { http, type RequestOptions, type VipLevelInfo } from '@app/shared';

export interface VipBenefits {
  level: number;
  name: string;
  /** Game turnover that reaches the level (yuan). */
  turnover: string;
  /** The rebate rates this level gets, by game type ("0.70%"). */
  rebate_rates: Array<{ game_type: string; name: string; rate: string }>;
  upgrade_bonus: string;
}

export interface VipInfo extends VipLevelInfo {
  next_level_name: string | null;
  totalgame: string;
  next_level_turnover: string | null;
  need_turnover: string;
  levels: Array<VipBenefits & { reached: boolean; bonus_claimed: boolean }>;
  claimable_bonus: string;
}

/** VIP (/minePages/vip): levels by game turnover, benefits and upgrade bonuses. */
export const vipApi = {
  levels: (opts?: RequestOptions) => http.get<VipBenefits[]>('/v1/vip/levels', undefined, opts),
  info: (opts?: RequestOptions) => http.get<VipInfo>('/v1/vip/info', undefined, opts),
  claimUpgradeBonus: (opts?: RequestOptions) =>
    http.post<{ amount: string; balance: string }>('/v1/vip/claim-upgrade-bonus', {}, opts),
};
