import type { WireData } from '../wire';

/** The response envelope of every API call (msg mirrors message). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  msg?: string;
  data: T;
}

/** One page of a list endpoint (`data` of every paged answer). */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  per_page: number;
}

export type Flag = 0 | 1;

/**
 * Logged-in user. Amount fields stay as the server's 2-decimal strings (exact money);
 * counters and flags are numbers that default to 0 (see session/userinfo.ts).
 */
export interface UserInfo {
  id: number;
  username: string;
  nickname: string;
  phone: string;
  email: string;
  avatar: string;
  balance: string;
  codingvolume: string;
  paysum: string;
  totalgame: string;
  total_withdraw: string;
  vip_level: number;
  lottery_token: string | null;
  invite_code: string;
  is_mock: Flag;
  is_online: Flag;
  is_black: Flag;
  is_agent: Flag;
  enabled: Flag;
  disable_withdraw: Flag;
  disable_game: Flag;
  disable_nggame: Flag;
  has_payment_password: Flag;
  created_at: string;
}

/** POST /v1/appinfo as the server declares it, and when the client last cached a change of it. */
export type AppInfo = WireData<'post', '/v1/appinfo'> & {
  /** Set by the client when the cached app info last changed (ms since epoch). */
  lastCheckTime?: number;
};

export interface AppConfig {
  nav_sports_enabled: boolean;
  nav_live_ball_enabled: boolean;
  nav_real_time_enabled: boolean;
  nav_expert_enabled: boolean;
  notice_enabled: boolean;
  banner_enabled: boolean;
  maintenance_mode: boolean;
  theme_color: string;
  app_version: string;
  [key: string]: unknown;
}

/** Remote name -> mf-manifest.json URL (GET /v1/app/remotes). */
export type RemotesManifest = Record<string, string>;
