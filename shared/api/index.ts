export { registerAuthBridge } from './auth';
export {
  type DownloadedFile,
  http,
  REQUEST_TIMEOUT_MS,
  type RequestOptions,
  UPLOAD_TIMEOUT_MS,
  watchNetworkStatus,
} from './client';
export { type ConfigEntry, configApi } from './config';
export { DIRECT_TIMEOUT_MS, type DirectRequestOptions, directRequest } from './direct';
export {
  ApiError,
  HTTP_STATUS_MESSAGES,
  NETWORK_ERROR_MESSAGES,
  type NetworkErrorType,
} from './errors';
export { newIdempotencyKey, useIdempotencyKey } from './idempotency';
export { LOADING_DELAY_MS, NO_LOADING_PATHS, useLoadingStore } from './loading';
export type {
  ChannelAuthData,
  ChannelGrant,
  ConnectionInfo,
  OnlineStatus,
  RealtimeApi,
  RealtimeBalance,
} from './realtime';
export { realtimeApi } from './realtime';
export type {
  AuthResult,
  BalanceInfo,
  ChangePasswordInput,
  CodeSent,
  PaymentPasswordInput,
  RegisterInput,
  ResetPasswordInput,
  SmartRegisterInput,
  ValidateResult,
  VipLevelInfo,
} from './user';
export { userApi } from './user';
