import { http, type Paged, type RequestOptions } from '@app/shared';
import type { AgentApplication } from './invite';

/** Shapes of /v1/agent/* (server/http/social/agent-routes.ts): application history and the agent's team. */
export interface TeamOverview {
  agent_code: string;
  agent_link: string;
  team_size: number;
  new_members_month: number;
  team_balance: string;
  month_deposit: string;
  month_bet: string;
  month_active_bettors: number;
}

export interface TeamMember {
  id: number;
  username: string;
  nickname: string;
  source: 'agent' | 'invite';
  source_text: string;
  balance: string;
  paysum: string;
  totalgame: string;
  total_withdraw: string;
  vip_level: number;
  enabled: number;
  registered_at: string;
}

export interface TeamMemberDetail extends TeamMember {
  month_deposit: string;
  month_bet: string;
}

export interface TeamRecord {
  id: number;
  member_id: number;
  username: string;
  type: string;
  type_text: string;
  amount: string;
  remark: string;
  created_at: string;
}

export type TeamRecordKind = 'bet' | 'deposit' | 'all';

export interface ApplicationStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  cancelled: number;
}

type PageQuery = { page?: number; per_page?: number };

export const agentApi = {
  applicationHistory: (query: PageQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<AgentApplication>>('/v1/agent/my-application-history', query, opts),
  applicationStats: (opts?: RequestOptions) =>
    http.get<ApplicationStats>('/v1/agent/application-stats', undefined, opts),
  cancelApplication: (opts?: RequestOptions) =>
    http.post<AgentApplication>('/v1/agent/cancel-application', undefined, opts),
  overview: (opts?: RequestOptions) => http.get<TeamOverview>('/v1/agent/team/overview', undefined, opts),
  members: (query: PageQuery & { keyword?: string } = {}, opts?: RequestOptions) =>
    http.get<Paged<TeamMember>>('/v1/agent/team/members', query, opts),
  member: (id: number, opts?: RequestOptions) =>
    http.get<TeamMemberDetail>(`/v1/agent/team/members/${id}`, undefined, opts),
  records: (query: PageQuery & { kind?: TeamRecordKind } = {}, opts?: RequestOptions) =>
    http.get<Paged<TeamRecord>>('/v1/agent/team/records', query, opts),
  memberRecords: (id: number, query: PageQuery & { kind?: TeamRecordKind } = {}, opts?: RequestOptions) =>
    http.get<Paged<TeamRecord>>(`/v1/agent/team/members/${id}/records`, query, opts),
};
