import type { AppConfig, RemotesManifest } from '../types';
import type { WireData } from '../wire';
import { http, type RequestOptions } from './client';

export interface ConfigEntry<T = unknown> {
  key: string;
  value: T;
}

/** SPEC 7 "Config" calls plus the remotes manifest (CONTRACT). */
export const configApi = {
  all: (opts?: RequestOptions) => http.get<Partial<AppConfig>>('/v1/app/config/all', undefined, opts),
  get: <T = unknown>(key: string, opts?: RequestOptions) =>
    http.get<ConfigEntry<T>>(`/v1/app/config/${encodeURIComponent(key)}`, undefined, opts),
  batch: (keys: string[], opts?: RequestOptions) =>
    http.post<Record<string, unknown>>('/v1/app/config/batch', { keys }, opts),
  navigation: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/app/config/navigation'>>('/v1/app/config/navigation', undefined, opts),
  features: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/app/config/features'>>('/v1/app/config/features', undefined, opts),
  gameCategories: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/app/config/game-categories'>>(
      '/v1/app/config/game-categories',
      undefined,
      opts,
    ),
  bottomNavigation: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/app/config/bottom-navigation'>>(
      '/v1/app/config/bottom-navigation',
      undefined,
      opts,
    ),
  remotes: (opts?: RequestOptions) => http.get<RemotesManifest>('/v1/app/remotes', undefined, opts),
};
