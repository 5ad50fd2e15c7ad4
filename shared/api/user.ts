import type { ApiEnvelope, UserInfo } from '../types';
import type { WireData } from '../wire';
import { http, type RequestOptions } from './client';

export interface AuthResult {
  token: string;
  userinfo: UserInfo;
}

export interface RegisterInput {
  username: string;
  password: string;
  password_confirmation: string;
  phone?: string;
  sms_code?: string;
}

export interface SmartRegisterInput {
  phone: string;
  sms_code: string;
  password: string;
}

export interface ResetPasswordInput {
  phone: string;
  sms_code: string;
  password: string;
  password_confirmation: string;
}

/** What asking for an SMS code answers; `demo_code` only when the server runs its demo SMS provider. */
export interface CodeSent {
  expires_in: number;
  demo_code?: string;
}

export interface BalanceInfo {
  balance: string;
  codingvolume: string;
  paysum: string;
  totalgame: string;
  total_withdraw: string;
}

/** Level, name and progress (by game turnover) to the next level: the server's declared shape. */
export type VipLevelInfo = WireData<'get', '/v1/user/viplevel'>;

export interface ValidateResult {
  valid: boolean;
  inviter?: string;
  agent?: string;
}

export interface ChangePasswordInput {
  old_password: string;
  password: string;
  password_confirmation: string;
}

export interface PaymentPasswordInput {
  password: string;
  old_password?: string;
  login_password?: string;
}

/** SPEC 7 "User" calls (CONTRACT: Auth and user API). */
export const userApi = {
  /** `username` is the username or the phone bound to the account. */
  login: (body: { username: string; password: string }, opts?: RequestOptions) =>
    http.post<AuthResult>('/v1/login', body, opts),
  register: (body: RegisterInput, opts?: RequestOptions) => http.post<AuthResult>('/v1/register', body, opts),
  inviteRegister: (body: RegisterInput & { invite_code: string }, opts?: RequestOptions) =>
    http.post<AuthResult>('/v1/invite/register', body, opts),
  agentRegister: (body: RegisterInput & { agent_code: string }, opts?: RequestOptions) =>
    http.post<AuthResult>('/v1/agent/register', body, opts),
  domainRegister: (body: RegisterInput & { domain: string }, opts?: RequestOptions) =>
    http.post<AuthResult>('/v1/agent/register-by-domain', body, opts),
  smartRegister: (body: SmartRegisterInput, opts?: RequestOptions) =>
    http.post<AuthResult>('/v1/smart/register', body, opts),
  validateInvite: (invite_code: string, opts?: RequestOptions) =>
    http.post<ValidateResult>('/v1/invite/validate', { invite_code }, opts),
  validateAgent: (agent_code: string, opts?: RequestOptions) =>
    http.post<ValidateResult>('/v1/agent/validate', { agent_code }, opts),
  validateDomain: (domain: string, opts?: RequestOptions) =>
    http.post<ValidateResult>('/v1/domain/validate', { domain }, opts),
  me: (opts?: RequestOptions) => http.get<UserInfo>('/v1/me', undefined, opts),
  profile: (opts?: RequestOptions) => http.get<UserInfo>('/user/profile', undefined, opts),
  balance: (opts?: RequestOptions) => http.get<BalanceInfo>('/v1/user/balance', undefined, opts),
  vipLevel: (opts?: RequestOptions) => http.get<VipLevelInfo>('/v1/user/viplevel', undefined, opts),
  update: (body: { nickname?: string; avatar?: string; email?: string }, opts?: RequestOptions) =>
    http.post<UserInfo>('/user/update', body, opts),
  changePassword: (body: ChangePasswordInput, opts?: RequestOptions) =>
    http.post<unknown>('/v1/user/profile', body, opts),
  setPaymentPassword: (body: PaymentPasswordInput, opts?: RequestOptions) =>
    http.post<unknown>('/v1/user/set-payment-password', body, opts),
  sendSms: (body: { phone: string; type: string }, opts?: RequestOptions) =>
    http.post<CodeSent>('/v1/sms/send-code', body, opts),
  verifySms: (body: { phone: string; code: string; type: string }, opts?: RequestOptions) =>
    http.post<unknown>('/v1/sms/verify-code', body, opts),
  /** 绑定手机: the code comes from sendSms with type bind_phone. */
  bindPhone: (body: { phone: string; sms_code: string }, opts?: RequestOptions) =>
    http.post<UserInfo>('/v1/user/bind-phone', body, opts),
  appInfo: (opts?: RequestOptions) =>
    http.post<WireData<'post', '/v1/appinfo'>>('/v1/appinfo', undefined, opts),
  /** SPEC 6: the same answer whether the phone is registered or not (its message says so). */
  forgotPassword: (phone: string, opts?: RequestOptions) =>
    http.post<CodeSent>('/v1/forgot-password', { phone }, opts),
  /** Answers the account's username (a player who registered by phone may never have typed it). */
  resetPassword: (body: ResetPasswordInput, opts?: RequestOptions) =>
    http.post<{ username: string }>('/v1/reset-password', body, opts),
  logout: (opts?: RequestOptions) => http.post<unknown>('/v1/logout', undefined, opts),
  /** Resolves the whole envelope: code 200 carries data.lottery_token, 202 means "being created". */
  updateLotteryToken: (opts?: RequestOptions) =>
    http.post<ApiEnvelope<{ lottery_token?: string | null } | null>>('/v1/update-lottery-token', undefined, {
      ...opts,
      raw: true,
    }),
};
