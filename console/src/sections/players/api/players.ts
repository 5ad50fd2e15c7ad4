import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type PlayerSummary = WireData<'get', '/ops/players'>['list'][number];
export type PlayerDetail = WireData<'get', '/ops/players/{username}'>;
export type LedgerRow = PlayerDetail['ledger'][number];
export type PlayerOrder = PlayerDetail['orders'][number];
export type PlayerSession = PlayerDetail['sessions'][number];

export const PLAYERS_PER_PAGE = 20;

/** /api/ops/players (server/ops/player-routes.ts) and the status switches of user-status-routes.ts. */
export const playersApi = {
  search: (q: string, page: number) =>
    http.get<WireData<'get', '/ops/players'>>('/ops/players', { q, page, per_page: PLAYERS_PER_PAGE }),
  detail: (username: string) => http.get<PlayerDetail>(`/ops/players/${encodeURIComponent(username)}`),
  disable: (username: string, reason: string) =>
    http.post<WireData<'post', '/ops/users/disable'>>('/ops/users/disable', { username, reason }),
  enable: (username: string, reason: string) =>
    http.post<WireData<'post', '/ops/users/enable'>>('/ops/users/enable', { username, reason }),
};

export type PlayerProtection = WireData<'get', '/ops/users/{username}/protection'>;
/** One 理性投注 limit the player set: yuan ("500.00"), or whole minutes for kind `time`. */
export type ProtectionLimit = PlayerProtection['limits'][number];

/** GET /api/ops/users/:username/protection (server/ops/protection-routes.ts): read-only, nobody lifts it. */
export const protectionApi = {
  of: (username: string) =>
    http.get<PlayerProtection>(`/ops/users/${encodeURIComponent(username)}/protection`),
};
