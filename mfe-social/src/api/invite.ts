import { http, type Paged, type RequestOptions } from '@app/shared';

/** Shapes of /v1/invite/* (server/http/social/invite-routes.ts). */
export interface InviteInfo {
  invite_code: string;
  invite_link: string;
  invited_count: number;
  deposited_count: number;
  today_count: number;
  total_reward: string;
}

export interface Referral {
  id: number;
  /** Masked: ab***9. */
  username: string;
  registered_at: string;
  /** 1 when the friend has deposited at least once. */
  has_deposited: number;
  reward: string;
}

export interface InviteStatistics {
  invited_count: number;
  today_count: number;
  month_count: number;
  deposited_count: number;
  qualified_count: number;
  reward_count: number;
  total_reward: string;
  register_reward: string;
  deposit_reward: string;
}

export interface InviteReward {
  id: number;
  invitee: string;
  rule: string;
  rule_name: string;
  amount: string;
  created_at: string;
}

export interface InviteRules {
  rules: Array<{ key: string; name: string; amount: string; threshold?: string }>;
  lines: string[];
}

export interface AgentApplication {
  id: number;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  status_text: string;
  real_name: string;
  contact: string;
  reason: string;
  reject_reason: string;
  reviewed_at: string | null;
  created_at: string;
}

export interface AgentStatus {
  is_agent: number;
  agent_code: string;
  status: 'none' | AgentApplication['status'];
  can_apply: boolean;
  application: AgentApplication | null;
}

export interface InviteRanking {
  period: 'all' | 'month';
  list: Array<{ rank: number; username: string; invited_count: number; is_me: number }>;
  my_rank: number | null;
  my_count: number;
}

export interface AgentApplyInput {
  real_name: string;
  contact: string;
  reason: string;
}

/** SPEC 7 Invite/agent: the player's invite programme and agent application. */
export const inviteApi = {
  info: (opts?: RequestOptions) => http.get<InviteInfo>('/v1/invite/info', undefined, opts),
  url: (opts?: RequestOptions) =>
    http.get<{ invite_code: string; url: string }>('/v1/invite/url', undefined, opts),
  referrals: (query: { page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<Paged<Referral>>('/v1/invite/referrals', query, opts),
  statistics: (opts?: RequestOptions) => http.get<InviteStatistics>('/v1/invite/statistics', undefined, opts),
  rewards: (query: { page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<Paged<InviteReward> & { total_amount: string }>('/v1/invite/rewards', query, opts),
  rules: (opts?: RequestOptions) => http.get<InviteRules>('/v1/invite/rules', undefined, opts),
  agentStatus: (opts?: RequestOptions) => http.get<AgentStatus>('/v1/invite/agent-status', undefined, opts),
  ranking: (period: 'all' | 'month' = 'all', opts?: RequestOptions) =>
    http.get<InviteRanking>('/v1/invite/ranking', { period }, opts),
  generateCode: (opts?: RequestOptions) =>
    http.post<{ invite_code: string; invite_link: string }>('/v1/invite/generate-code', undefined, opts),
  validateCode: (code: string, opts?: RequestOptions) =>
    http.post<{ valid: boolean; inviter: string }>('/v1/invite/validate-code', { code }, opts),
  applyAgent: (body: AgentApplyInput, opts?: RequestOptions) =>
    http.post<AgentApplication>('/v1/invite/apply-agent', body, opts),
};
