import { directRequest } from '../api/direct';

/** SPEC 3/4/5 remote address config: where the API and the realtime server live when not on this host. */

export interface RemoteAddressConfig {
  version?: string | number;
  baseUrl: string;
  /** Full API base including its /api prefix, e.g. https://api.example.com/api. */
  apiServerUrl: string;
  /** The realtime (Pusher protocol) server, e.g. wss://ws.example.com or ws://10.0.0.2:8080. */
  reverbUrl: string;
}

/** SPEC 9: rechecked at most every 5 minutes unless forced. */
export const REMOTE_ADDRESS_RECHECK_MS = 5 * 60 * 1000;
/** Where the config is read, always on the page's own host (the API may be elsewhere). */
export const REMOTE_ADDRESS_PATH = '/api/v1/app/remote-address';

type ChangeListener = (config: RemoteAddressConfig | null) => void;

let current: RemoteAddressConfig | null = null;
let lastCheckTime = 0;
let inFlight: Promise<RemoteAddressConfig | null> | null = null;
/** A forced check asked for while one was in flight: it reads again once that one is done. */
let forcedAfter: Promise<RemoteAddressConfig | null> | null = null;
const listeners = new Set<ChangeListener>();

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function parsesAs(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The addresses the client actually uses: a change of either moves the API or the socket. */
const addressOf = (config: RemoteAddressConfig | null) =>
  config ? `${config.apiServerUrl.replace(/\/+$/, '')} ${config.reverbUrl}` : '';

function adopt(next: RemoteAddressConfig | null): void {
  const moved = addressOf(next) !== addressOf(current);
  current = next ? { ...next } : null;
  if (!moved) return;
  for (const listener of listeners) listener(current);
}

export const remoteAddressConfig = {
  /**
   * SPEC 5: an object with non-empty string baseUrl, apiServerUrl and reverbUrl; the client also needs them
   * to be addresses it can use (http(s) for the API, ws(s) or http(s) for the socket), or it would lose the API.
   */
  validate(config: unknown): config is RemoteAddressConfig {
    if (typeof config !== 'object' || config === null) return false;
    const record = config as Record<string, unknown>;
    return (
      nonEmptyString(record.baseUrl) &&
      nonEmptyString(record.apiServerUrl) &&
      nonEmptyString(record.reverbUrl) &&
      parsesAs(record.apiServerUrl, ['http:', 'https:']) &&
      parsesAs(record.reverbUrl, ['ws:', 'wss:', 'http:', 'https:'])
    );
  },

  current(): RemoteAddressConfig | null {
    return current;
  },

  lastCheckTime(): number {
    return lastCheckTime;
  },

  /** Adopts a config if valid; an invalid one is ignored (returns false) and the current one kept. */
  apply(config: unknown): boolean {
    if (!remoteAddressConfig.validate(config)) return false;
    adopt(config);
    return true;
  },

  /** Called when the API or the socket address changes (not for a new version with the same addresses). */
  onChange(listener: ChangeListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  reset(): void {
    current = null;
    lastCheckTime = 0;
    inFlight = null;
    forcedAfter = null;
    listeners.clear();
  },

  /**
   * Loads a fresh config with `load` unless the last check is under 5 minutes old (or `force`). null means none
   * is set: everything on this host again. An invalid one, a failing load, or a new API that does not answer
   * `reachable` keeps the current config.
   *
   * With a check in flight, an unforced call waits for its answer; a forced one (the operator just changed the
   * config) reads again after it, because the one in flight may have read before the change.
   */
  async check(
    load: () => Promise<unknown>,
    force = false,
    reachable?: (config: RemoteAddressConfig) => Promise<unknown>,
  ): Promise<RemoteAddressConfig | null> {
    if (inFlight) {
      if (!force) return inFlight;
      forcedAfter ??= inFlight.then(() => {
        forcedAfter = null;
        return remoteAddressConfig.check(load, true, reachable);
      });
      return forcedAfter;
    }
    if (!force && lastCheckTime > 0 && Date.now() - lastCheckTime < REMOTE_ADDRESS_RECHECK_MS) return current;
    lastCheckTime = Date.now();
    inFlight = (async () => {
      try {
        const config = await load();
        if (config === null) adopt(null);
        else if (!remoteAddressConfig.validate(config))
          console.warn('[remoteAddressConfig] invalid config ignored');
        else {
          if (reachable && addressOf(config) !== addressOf(current)) await reachable(config);
          adopt(config);
        }
      } catch (error) {
        console.warn('[remoteAddressConfig] check failed, current address kept', error);
      }
      return current;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  },
};

/** The API base: the remote address config's apiServerUrl when set, else this origin + /api. */
export function apiBaseUrl(): string {
  if (current) return current.apiServerUrl.replace(/\/+$/, '');
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return `${origin}/api`;
}

/** Where the realtime socket connects per the remote address config (reverbUrl), or null: this host. */
export function realtimeAddress(): { host: string; port: number; tls: boolean } | null {
  if (!current) return null;
  const url = new URL(current.reverbUrl);
  const tls = url.protocol === 'wss:' || url.protocol === 'https:';
  return { host: url.hostname, port: url.port ? Number(url.port) : tls ? 443 : 80, tls };
}

/** The config as the page's own host serves it: the data of its envelope (null when none is set). */
export async function loadRemoteAddress(): Promise<unknown> {
  const body = await directRequest<{ code?: number; data?: unknown }>(
    `${location.origin}${REMOTE_ADDRESS_PATH}`,
  );
  if (body?.code !== 200) throw new Error('远程地址配置读取失败');
  return body.data ?? null;
}

/** A moved API must answer before the client moves to it (it may be down, or not allowed by this page yet). */
export function remoteApiAnswers(config: RemoteAddressConfig): Promise<unknown> {
  return directRequest(`${config.apiServerUrl.replace(/\/+$/, '')}/v1/app/remote-address`);
}
