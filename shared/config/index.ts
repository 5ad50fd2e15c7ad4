export { type AppConfigState, DEFAULT_APP_CONFIG, mergeAppConfig, useAppConfig } from './app-config';
export {
  apiBaseUrl,
  REMOTE_ADDRESS_RECHECK_MS,
  type RemoteAddressConfig,
  remoteAddressConfig,
} from './remote-address';
export { applyThemeColor } from './theme';
