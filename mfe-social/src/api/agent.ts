import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';
import type { AgentApplication } from './invite';

/** Shapes of /v1/agent/* as the server's route schemas declare them: application history and the agent's team. */
export type TeamOverview = WireData<'get', '/v1/agent/team/overview'>;
export type TeamMemberPage = WireData<'get', '/v1/agent/team/members'>;
export type TeamMember = TeamMemberPage['list'][number];
export type TeamMemberDetail = WireData<'get', '/v1/agent/team/members/{id}'>;
export type TeamRecordPage = WireData<'get', '/v1/agent/team/records'>;
export type TeamRecord = TeamRecordPage['list'][number];
export type ApplicationStats = WireData<'get', '/v1/agent/application-stats'>;

export type TeamRecordKind = 'bet' | 'deposit' | 'all';

type PageQuery = { page?: number; per_page?: number };

export const agentApi = {
  applicationHistory: (query: PageQuery = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/agent/my-application-history'>>(
      '/v1/agent/my-application-history',
      query,
      opts,
    ),
  applicationStats: (opts?: RequestOptions) =>
    http.get<ApplicationStats>('/v1/agent/application-stats', undefined, opts),
  cancelApplication: (opts?: RequestOptions) =>
    http.post<AgentApplication>('/v1/agent/cancel-application', undefined, opts),
  overview: (opts?: RequestOptions) => http.get<TeamOverview>('/v1/agent/team/overview', undefined, opts),
  members: (query: PageQuery & { keyword?: string } = {}, opts?: RequestOptions) =>
    http.get<TeamMemberPage>('/v1/agent/team/members', query, opts),
  member: (id: number, opts?: RequestOptions) =>
    http.get<TeamMemberDetail>(`/v1/agent/team/members/${id}`, undefined, opts),
  records: (query: PageQuery & { kind?: TeamRecordKind } = {}, opts?: RequestOptions) =>
    http.get<TeamRecordPage>('/v1/agent/team/records', query, opts),
  memberRecords: (id: number, query: PageQuery & { kind?: TeamRecordKind } = {}, opts?: RequestOptions) =>
    http.get<TeamRecordPage>(`/v1/agent/team/members/${id}/records`, query, opts),
};
