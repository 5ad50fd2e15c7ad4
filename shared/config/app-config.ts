import { create } from 'zustand';
import { configApi } from '../api/config';
import type { AppConfig } from '../types';
import { DEFAULT_APP_CONFIG } from './defaults';

const BOOLEAN_KEYS = Object.entries(DEFAULT_APP_CONFIG)
  .filter(([, value]) => typeof value === 'boolean')
  .map(([key]) => key);

function toBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

/** Server values over the defaults; known switches coerced to booleans, blank strings keep the default. */
export function mergeAppConfig(remote: Partial<Record<string, unknown>> | null | undefined): AppConfig {
  const merged: AppConfig = { ...DEFAULT_APP_CONFIG };
  for (const [key, value] of Object.entries(remote ?? {})) {
    if (value === null || value === undefined) continue;
    if (BOOLEAN_KEYS.includes(key)) merged[key] = toBoolean(value, DEFAULT_APP_CONFIG[key] as boolean);
    else if (typeof value === 'string' && value.trim() === '' && key in DEFAULT_APP_CONFIG) continue;
    else merged[key] = value;
  }
  return merged;
}

export interface AppConfigState {
  config: AppConfig;
  /** True after the first load attempt (a failed load keeps the defaults so the app still starts). */
  loaded: boolean;
  /** Date.now() of the last successful read from the server (0: none yet). */
  loadedAt: number;
  load: (force?: boolean) => Promise<AppConfig>;
}

let inFlight: Promise<AppConfig> | null = null;

export const useAppConfig = create<AppConfigState>((set, get) => ({
  config: { ...DEFAULT_APP_CONFIG },
  loaded: false,
  loadedAt: 0,
  load: (force = false) => {
    if (get().loaded && !force) return Promise.resolve(get().config);
    if (inFlight) return inFlight;
    inFlight = configApi
      .all({ silent: true })
      .then((remote) => {
        const config = mergeAppConfig(remote);
        set({ config, loaded: true, loadedAt: Date.now() });
        return config;
      })
      .catch((error: unknown) => {
        console.warn('[config] load failed, using defaults', error);
        set({ loaded: true });
        return get().config;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
}));
