export * from './activity';
export * from './agent';
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
export * from './experts';
export type {
  Game,
  GameArt,
  GameBalance,
  GameData,
  GamePlatform,
  GameRecord,
  GameRecordDetail,
  GameRecordQuery,
  GameRecordStats,
  GameRecordTotals,
  GameType,
  GameTypeCode,
  PlatformWallet,
  SlotLineWin,
  TransferInput,
  TransferResult,
  TransferType,
} from './games';
export { GAME_DATA_TTL_MS, gamesApi, isGameDataValid } from './games';
export * from './invite';
export { LOADING_DELAY_MS, NO_LOADING_PATHS, useLoadingStore } from './loading';
export * from './lottery';
export * from './messages';
export * from './notices';
export type {
  ComboDetail,
  ComboStats,
  Order,
  OrderLeg,
  SubmitOrderInput,
  SubmittedOrder,
} from './orders';
export { COMBO_STATUS, ordersApi } from './orders';
export * from './payments';
export * from './rankings';
export type {
  ChannelAuthData,
  ChannelGrant,
  ConnectionInfo,
  OnlineStatus,
  RealtimeApi,
  RealtimeBalance,
} from './realtime';
export { realtimeApi } from './realtime';
export * from './reports';
export type {
  League,
  LiveOdds,
  MatchDetail,
  MatchInfo,
  MatchListItem,
  MatchPlays,
  MatchQuery,
  MatchStatistics,
  Paged,
  PlayInfo,
  PlayOdds,
} from './sports';
export { liveApi, sportsApi } from './sports';
export type {
  AuthResult,
  BalanceInfo,
  ChangePasswordInput,
  PaymentPasswordInput,
  RegisterInput,
  SmartRegisterInput,
  ValidateResult,
  VipLevelInfo,
} from './user';
export { userApi } from './user';
export * from './vip';
