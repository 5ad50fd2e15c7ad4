import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

// Shapes of the server's /v1/activity routes as its route schemas declare them (SPEC 7 "Activity").
export type ActivityType = WireData<'get', '/v1/activity/types'>[number];
export type ActivityPage = WireData<'get', '/v1/activity/list'>;
/** `content` is plain text: render it as text, never as HTML. */
export type Activity = ActivityPage['list'][number];
export type ActivityKind = Activity['kind'];
export type ActivityRecordPage = WireData<'get', '/v1/activity/my-applications'>;
export type ActivityRecord = ActivityRecordPage['list'][number];
export type ActivityApplicationStatus = WireData<'get', '/v1/activity/{id}/application-status'>;
export type ActivityApplication = NonNullable<ActivityApplicationStatus['application']>;
/** 0 审核中, 1 已发放, 2 已拒绝. */
export type ApplicationStatus = ActivityApplication['status'];
export type AppliedActivity = WireData<'post', '/v1/activity/apply'>;

export type SigninStatus = WireData<'get', '/v1/signin/status'>;
export type SigninResult = WireData<'post', '/v1/signin'>;

/** SPEC 7 Activity calls. */
export const activityApi = {
  types: (opts?: RequestOptions) => http.get<ActivityType[]>('/v1/activity/types', undefined, opts),
  list: (query: { type_id?: number; page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<ActivityPage>('/v1/activity/list', query, opts),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<Activity>(`/v1/activity/detail/${id}`, undefined, opts),
  myApplications: (
    query: { page?: number; per_page?: number; status?: number } = {},
    opts?: RequestOptions,
  ) => http.get<ActivityRecordPage>('/v1/activity/my-applications', query, opts),
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
