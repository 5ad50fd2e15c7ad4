import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** Shapes of /v1/invite/* as the server's route schemas declare them (server/http/social/invite-schemas.ts). */
export type InviteInfo = WireData<'get', '/v1/invite/info'>;
export type ReferralPage = WireData<'get', '/v1/invite/referrals'>;
export type Referral = ReferralPage['list'][number];
export type InviteStatistics = WireData<'get', '/v1/invite/statistics'>;
export type InviteRewardPage = WireData<'get', '/v1/invite/rewards'>;
export type InviteReward = InviteRewardPage['list'][number];
export type InviteRules = WireData<'get', '/v1/invite/rules'>;
export type AgentStatus = WireData<'get', '/v1/invite/agent-status'>;
export type AgentApplication = WireData<'post', '/v1/invite/apply-agent'>;
export type InviteRanking = WireData<'get', '/v1/invite/ranking'>;

export interface AgentApplyInput {
  real_name: string;
  contact: string;
  reason: string;
}

/** SPEC 7 Invite/agent: the player's invite programme and agent application. */
export const inviteApi = {
  info: (opts?: RequestOptions) => http.get<InviteInfo>('/v1/invite/info', undefined, opts),
  url: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/invite/url'>>('/v1/invite/url', undefined, opts),
  referrals: (query: { page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<ReferralPage>('/v1/invite/referrals', query, opts),
  statistics: (opts?: RequestOptions) => http.get<InviteStatistics>('/v1/invite/statistics', undefined, opts),
  rewards: (query: { page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<InviteRewardPage>('/v1/invite/rewards', query, opts),
  rules: (opts?: RequestOptions) => http.get<InviteRules>('/v1/invite/rules', undefined, opts),
  agentStatus: (opts?: RequestOptions) => http.get<AgentStatus>('/v1/invite/agent-status', undefined, opts),
  ranking: (period: 'all' | 'month' = 'all', opts?: RequestOptions) =>
    http.get<InviteRanking>('/v1/invite/ranking', { period }, opts),
  generateCode: (opts?: RequestOptions) =>
    http.post<WireData<'post', '/v1/invite/generate-code'>>('/v1/invite/generate-code', undefined, opts),
  validateCode: (code: string, opts?: RequestOptions) =>
    http.post<WireData<'post', '/v1/invite/validate-code'>>('/v1/invite/validate-code', { code }, opts),
  applyAgent: (body: AgentApplyInput, opts?: RequestOptions) =>
    http.post<AgentApplication>('/v1/invite/apply-agent', body, opts),
};
