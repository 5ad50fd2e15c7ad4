import type { WireData } from '../wire';
import { http, type RequestOptions } from './client';

/** GET /v1/websocket/connection-info: where the socket is and which channels to join. */
export type ConnectionInfo = WireData<'get', '/v1/websocket/connection-info'>;

export type ChannelAuthData = WireData<'post', '/v1/broadcasting/auth'>;
/** A channel's signature, or `{error, status}` when the caller may not join it. */
export type ChannelGrant = WireData<'post', '/v1/broadcasting/auth-batch'>[string];

export type RealtimeBalance = WireData<'get', '/v1/websocket/current-balance'>;
export type OnlineStatus = WireData<'get', '/v1/websocket/online-status'>;

// Background calls: failures are only logged by the realtime manager, never toasted (SPEC 8), and the
// status/auth paths never show the loading overlay (the http layer's NO_LOADING_PATHS).
const quiet: RequestOptions = { silent: true, loading: false };

/** SPEC 7 "Websocket" calls. */
export const realtimeApi = {
  connectionInfo: () => http.get<ConnectionInfo>('/v1/websocket/connection-info', undefined, quiet),
  currentBalance: () => http.get<RealtimeBalance>('/v1/websocket/current-balance', undefined, quiet),
  onlineStatus: () => http.get<OnlineStatus>('/v1/websocket/online-status', undefined, quiet),
  /** Rejects with 连接测试失败 (503) when the realtime server is unhealthy. */
  testConnection: () =>
    http.post<WireData<'post', '/v1/websocket/test-connection'>>(
      '/v1/websocket/test-connection',
      undefined,
      quiet,
    ),
  heartbeat: (socket_id?: string) =>
    http.post<WireData<'post', '/v1/websocket/heartbeat'>>('/v1/websocket/heartbeat', { socket_id }, quiet),
  updateStatus: (status: 'online' | 'offline', socket_id?: string) =>
    http.post<WireData<'post', '/v1/websocket/update-status'>>(
      '/v1/websocket/update-status',
      { status, socket_id },
      quiet,
    ),
  auth: (channel_name: string, socket_id: string) =>
    http.post<ChannelAuthData>('/v1/broadcasting/auth', { channel_name, socket_id }, quiet),
  /** data maps each channel to its signature or to `{error, status}`. */
  authBatch: (channels: string[], socket_id: string) =>
    http.post<Record<string, ChannelGrant>>('/v1/broadcasting/auth-batch', { channels, socket_id }, quiet),
};

export type RealtimeApi = typeof realtimeApi;
