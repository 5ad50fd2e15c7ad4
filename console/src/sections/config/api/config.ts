import { http } from '@app/shared';

export interface ConfigEntry {
  key: string;
  value: unknown;
}

/** /api/ops/config/:key (server/ops/routes.ts): config.read to read, config.write to change. */
export const configApi = {
  read: (key: string) => http.get<ConfigEntry>(`/ops/config/${key}`, undefined, { loading: false }),
  write: (key: string, value: unknown) => http.put<ConfigEntry>(`/ops/config/${key}`, { value }),
};
