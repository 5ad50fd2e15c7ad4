export { type AppConfigState, mergeAppConfig, useAppConfig } from './app-config';
export { DEFAULT_APP_CONFIG } from './defaults';
export {
  apiBaseUrl,
  loadRemoteAddress,
  REMOTE_ADDRESS_PATH,
  REMOTE_ADDRESS_RECHECK_MS,
  type RemoteAddressConfig,
  realtimeAddress,
  remoteAddressConfig,
  remoteApiAnswers,
} from './remote-address';
export { applyThemeColor } from './theme';
