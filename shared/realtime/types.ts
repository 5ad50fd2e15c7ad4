import type { BalanceChanged, UserInfoChanged } from './contract';

/** SPEC 3/4 realtime entities, as the shell's realtime manager publishes them to every app. */

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'closed';

/** websocket if connected, polling if enabled, else none (SPEC 4). */
export type UpdateMethod = 'websocket' | 'polling' | 'none';

export type BalanceTrend = 'up' | 'down' | 'stable';

export interface WebsocketStatus {
  connected: boolean;
  connecting: boolean;
  /** ms since epoch of the last successful open, or null. */
  lastConnected: number | null;
  reconnectAttempts: number;
}

export interface PollingState {
  enabled: boolean;
  intervalMs: number;
  lastPollTime: number | null;
  pollCount: number;
}

/** One balance change: amount and balances are 2-decimal yuan strings, timestamp ms since epoch. */
export interface BalanceChangeRecord {
  amount: string;
  type: string;
  timestamp: number;
  before: string;
  after: string;
}

export interface RealtimeNotification {
  id: string;
  read: boolean;
  title: string;
  message: string;
  timestamp: number;
}

export type ConnectionLogType = 'info' | 'success' | 'error';

export interface ConnectionLogEntry {
  timestamp: number;
  type: ConnectionLogType;
  message: string;
  error?: string;
  data?: unknown;
}

/** balance.changed as the server publishes it (realtime contract), its timestamp in ms like every record here. */
export type BalanceChangedEvent = BalanceChanged;

/** user.info.changed as the server publishes it (realtime contract), its timestamp in ms. */
export type UserInfoChangedEvent = UserInfoChanged;

/** The events any app can listen to (`realtimeEvents.on(...)`). */
export interface RealtimeEventMap {
  balanceChanged: BalanceChangedEvent & { record: BalanceChangeRecord };
  userInfoChanged: UserInfoChangedEvent;
  websocketStatusChanged: WebsocketStatus & { status: ConnectionStatus };
  websocketReconnectFailed: { attempts: number; maxAttempts: number };
}
