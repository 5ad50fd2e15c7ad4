import { http, type Paged, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export interface ActivityType {
  id: number;
  name: string;
}

export type ActivityKind = 'newcomer' | 'first_deposit' | 'turnover' | 'manual';

export interface Activity {
  id: number;
  type_id: number;
  type_name: string;
  title: string;
  summary: string;
  /** Plain text rules (render as text, never as HTML). */
  content: string;
  banner: string;
  reward: string;
  period: 'once' | 'daily' | 'weekly';
  period_text: string;
  kind: ActivityKind;
  /** Checked and paid at once on apply; otherwise reviewed by an operator. */
  automatic: boolean;
  /** 自动发放: the platform pays it when the condition is met; it is never applied for. */
  auto_grant: boolean;
  /** 自动发放, 领取即到账 or 人工审核. */
  grant_text: string;
  /** The period running now: an application whose `period` equals it is this period's. */
  period_key: string;
  condition: string;
  starts_at: string | null;
  ends_at: string | null;
}

/** 0 审核中, 1 已发放, 2 已拒绝. */
export type ApplicationStatus = 0 | 1 | 2;

export interface ActivityApplication {
  id: number;
  activity_id: number;
  period: string;
  status: ApplicationStatus;
  status_text: string;
  reward: string;
  remark: string;
  reviewed_at: string | null;
  created_at: string;
}

export interface ActivityRecord extends ActivityApplication {
  title: string;
  banner: string;
}

export interface ActivityApplicationStatus {
  activity_id: number;
  applied: boolean;
  application: ActivityApplication | null;
  can_apply: boolean;
  eligible: boolean;
  reason: string;
  progress: number;
}

export interface AppliedActivity extends ActivityApplication {
  repeated: boolean;
  balance: string;
}

export type SigninStatus = WireData<'get', '/v1/signin/status'>;
export type SigninResult = WireData<'post', '/v1/signin'>;

/** SPEC 7 Activity calls. */
export const activityApi = {
  types: (opts?: RequestOptions) => http.get<ActivityType[]>('/v1/activity/types', undefined, opts),
  list: (query: { type_id?: number; page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<Paged<Activity>>('/v1/activity/list', query, opts),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<Activity>(`/v1/activity/detail/${id}`, undefined, opts),
  myApplications: (
    query: { page?: number; per_page?: number; status?: number } = {},
    opts?: RequestOptions,
  ) => http.get<Paged<ActivityRecord>>('/v1/activity/my-applications', query, opts),
  applicationStatus: (id: number, opts?: RequestOptions) =>
    http.get<ActivityApplicationStatus>(`/v1/activity/${id}/application-status`, undefined, opts),
  /** Pass an idempotencyKey per tap: a retried request gets its first result, never a second reward. */
  apply: (activityId: number, opts?: RequestOptions) =>
    http.post<AppliedActivity>('/v1/activity/apply', { activity_id: activityId }, opts),
};

/** Daily sign-in (/pages/signin/index). */
export const signinApi = {
  /** month 'YYYY-MM' (Beijing time); the current month by default. */
  status: (month?: string, opts?: RequestOptions) =>
    http.get<SigninStatus>('/v1/signin/status', { month }, opts),
  signIn: (opts?: RequestOptions) => http.post<SigninResult>('/v1/signin', {}, opts),
};
