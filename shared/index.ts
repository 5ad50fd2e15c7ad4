/**
 * @app/shared: the narrow contract every app imports. At runtime it is a module-federation singleton, so
 * everything here exists once per page (one http client, one session, one toast layer).
 */
export * from './api';
export * from './banners';
export * from './config';
export * from './figures';
export * from './format';
export * from './logs';
export * from './messages';
export * from './notices';
export { type OpsChannelWatch, type OpsLive, useOpsChannel, useOpsLive } from './ops/live';
export { useOpsPermissions } from './ops/operator';
export * from './realtime';
export * from './session';
export * from './types';
export * from './ui';
export * from './validate';
