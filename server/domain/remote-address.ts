// SPEC 3/4/5/9 remote address config: where players' clients reach the API (apiServerUrl) and the realtime
// socket (reverbUrl) when not on the host that served the page. Operators set it as the config key
// `remote_address`; open clients re-read it (GET /api/v1/app/remote-address on the page's own host) at start,
// on every config change and every 5 minutes, and move without a reload.
import type { ConfigValue } from './config';

export const REMOTE_ADDRESS_KEY = 'remote_address';

export interface RemoteAddress {
  version?: string | number;
  baseUrl: string;
  apiServerUrl: string;
  reverbUrl: string;
}

function urlWith(value: unknown, protocols: readonly string[]): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The stored value as a config, or null when none is set (the page's own host serves everything). What the
 * operator may store is checked by `remoteAddressError`; anything else read back is treated as unset.
 */
export function remoteAddressOf(value: ConfigValue | undefined): RemoteAddress | null {
  return value !== undefined && remoteAddressError(value) === null
    ? (value as unknown as RemoteAddress)
    : null;
}

/** Why an operator's value cannot be stored (Chinese, shown by the CLI), or null when it can. */
export function remoteAddressError(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return '远程地址配置必须是对象：{"baseUrl","apiServerUrl","reverbUrl"}';
  }
  const record = value as Record<string, unknown>;
  if (!urlWith(record.baseUrl, ['http:', 'https:'])) return 'baseUrl 必须是 http(s) 地址';
  if (!urlWith(record.apiServerUrl, ['http:', 'https:']))
    return 'apiServerUrl 必须是 http(s) 地址（含 /api）';
  if (!urlWith(record.reverbUrl, ['ws:', 'wss:', 'http:', 'https:'])) return 'reverbUrl 必须是 ws(s) 地址';
  const version = record.version;
  if (version !== undefined && typeof version !== 'string' && typeof version !== 'number') {
    return 'version 必须是字符串或数字';
  }
  return null;
}

/**
 * What the shell page's connect-src must allow for the config: the API origin and the socket origin (as ws
 * and wss both follow the scheme the client derives from reverbUrl).
 */
export function remoteAddressOrigins(address: RemoteAddress | null): string[] {
  if (!address) return [];
  const api = new URL(address.apiServerUrl).origin;
  const socket = new URL(address.reverbUrl);
  const tls = socket.protocol === 'wss:' || socket.protocol === 'https:';
  return [api, `${tls ? 'wss' : 'ws'}://${socket.host}`];
}
