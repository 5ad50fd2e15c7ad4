import { http, type Paged } from '@app/shared';

export interface PlayerSummary {
  id: number;
  username: string;
  nickname: string;
  phone: string;
  /** Yuan string, e.g. "96.00". */
  balance: string;
  vip_level: number;
  is_agent: number;
  /** 1 may sign in, 0 disabled by an operator. */
  enabled: number;
  created_at: string;
}

export interface LedgerRow {
  id: number;
  type: string;
  type_text: string;
  amount: string;
  before: string;
  after: string;
  remark: string;
  created_at: string;
}

export interface PlayerOrder {
  kind: 'sports' | 'lottery';
  no: string;
  title: string;
  stake: string;
  payout: string;
  status_text: string;
  created_at: string;
}

export interface PlayerSession {
  id: number;
  created_at: string;
  last_used_at: string;
}

export interface PlayerDetail extends PlayerSummary {
  ledger: LedgerRow[];
  orders: PlayerOrder[];
  sessions: PlayerSession[];
}

export const PLAYERS_PER_PAGE = 20;

/** /api/ops/players (server/ops/player-routes.ts) and the status switches of user-status-routes.ts. */
export const playersApi = {
  search: (q: string, page: number) =>
    http.get<Paged<PlayerSummary>>('/ops/players', { q, page, per_page: PLAYERS_PER_PAGE }),
  detail: (username: string) => http.get<PlayerDetail>(`/ops/players/${encodeURIComponent(username)}`),
  disable: (username: string, reason: string) =>
    http.post<{ username: string; enabled: 0 }>('/ops/users/disable', { username, reason }),
  enable: (username: string, reason: string) =>
    http.post<{ username: string; enabled: 1 }>('/ops/users/enable', { username, reason }),
};

/** One 理性投注 limit the player set: yuan ("500.00"), or whole minutes for kind `time`. */
export interface ProtectionLimit {
  kind: 'deposit' | 'loss' | 'stake' | 'time';
  period: 'day' | 'week' | 'month' | 'session';
  amount: string | null;
  used: string;
  resets_at: string | null;
  pending: { amount: string | null; effective_at: string } | null;
}

export interface PlayerProtection {
  username: string;
  limits: ProtectionLimit[];
  reality_check_minutes: number;
  exclusion: { kind: 'cooling_off' | 'self_exclusion'; since: string; until: string } | null;
}

/** GET /api/ops/users/:username/protection (server/ops/protection-routes.ts): read-only, nobody lifts it. */
export const protectionApi = {
  of: (username: string) =>
    http.get<PlayerProtection>(`/ops/users/${encodeURIComponent(username)}/protection`),
};
