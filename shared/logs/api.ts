import { http, UPLOAD_TIMEOUT_MS } from '../api/client';
import type { WireData } from '../wire';
import type { LogEntry, LogLevel } from './buffer';

/** SPEC 3 deviceInfo sent with every upload. */
export interface LogDeviceInfo {
  platform: string;
  system: string;
  version: string;
  timestamp: number;
}

export type ServerLogPage = WireData<'get', '/v1/logs'>;
export type ServerLog = ServerLogPage['list'][number];
export type ServerLogStats = WireData<'get', '/v1/logs/stats'>;

export interface LogQuery {
  page?: number;
  per_page?: number;
  level?: LogLevel;
}

/** SPEC 9: periodic upload (every 30 s) exists in the product but is switched off; uploads are manual. */
export const LOG_AUTO_UPLOAD_MS = 30_000;
export const LOG_AUTO_UPLOAD_ENABLED = false;
/** Entries per request: a full 1000-entry buffer goes up in four requests well under the body limit. */
export const LOG_UPLOAD_BATCH = 250;

function wire(entry: LogEntry) {
  const { id: _id, ...rest } = entry;
  return rest;
}

/** SPEC 7 Logs. */
export const logsApi = {
  /** Uploads the entries in batches; resolves to how many the server stored. */
  async upload(entries: LogEntry[], deviceInfo: LogDeviceInfo): Promise<number> {
    let received = 0;
    for (let start = 0; start < entries.length; start += LOG_UPLOAD_BATCH) {
      const logs = entries.slice(start, start + LOG_UPLOAD_BATCH).map(wire);
      const reply = await http.post<WireData<'post', '/v1/logs/upload'>>(
        '/v1/logs/upload',
        { logs, deviceInfo },
        { timeout: UPLOAD_TIMEOUT_MS },
      );
      received += reply.received;
    }
    return received;
  },
  stats: () => http.get<ServerLogStats>('/v1/logs/stats'),
  list: (query: LogQuery = {}) => http.get<ServerLogPage>('/v1/logs', { ...query }),
  ios: (query: LogQuery = {}) => http.get<ServerLogPage>('/v1/logs/ios', { ...query }),
  network: (query: LogQuery = {}) => http.get<ServerLogPage>('/v1/logs/network', { ...query }),
  errors: (query: LogQuery = {}) => http.get<ServerLogPage>('/v1/logs/errors', { ...query }),
  export: (level?: LogLevel) => http.download('/v1/logs/export', level ? { level } : undefined),
  clear: () => http.delete<WireData<'delete', '/v1/logs'>>('/v1/logs'),
};
