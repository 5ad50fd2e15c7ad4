/**
 * @app/shared/build: build-time only (Node). The rspack configuration every app shares, so the shell and
 * the remotes agree on the federation contract (singletons, share strategy) and build the same way.
 */
export type { RspackArgv, RspackConfigFn } from './base';
export { CONSOLE_PUBLIC_PATH, type ConsoleOptions, createConsoleConfig } from './console';
export { createHostConfig, type HostOptions, hostFederation, SHARED_VERSIONS_FILE } from './host';
export { createRemoteConfig, type RemoteOptions, remoteFederation, standaloneHtml } from './remote';
export { SERVICE_WORKER_FILE, ServiceWorkerPlugin } from './service-worker';
export { providedVersions, sharedSingletons } from './singletons';
