import { create } from 'zustand';
import {
  BALANCE_HISTORY_LIMIT,
  CONNECTION_LOG_LIMIT,
  NOTIFICATION_LIMIT,
  NOTIFICATIONS_SHOWN,
  POLLING_INTERVAL_MS,
} from './limits';
import { balanceTrendOf } from './trend';
import type {
  BalanceChangeRecord,
  BalanceTrend,
  ConnectionLogEntry,
  ConnectionStatus,
  PollingState,
  RealtimeNotification,
  UpdateMethod,
  WebsocketStatus,
} from './types';

export interface RealtimeState {
  status: ConnectionStatus;
  websocket: WebsocketStatus;
  updateMethod: UpdateMethod;
  polling: PollingState;
  /** Newest first, at most 10. */
  balanceHistory: BalanceChangeRecord[];
  balanceTrend: BalanceTrend;
  /** Newest first, at most 20 kept; `visibleNotifications` shows 5. */
  notifications: RealtimeNotification[];
  /** Newest first, at most 100. */
  connectionLog: ConnectionLogEntry[];
  markRead: (id: string) => void;
  markAllRead: () => void;
  clearNotifications: () => void;
}

function initialState() {
  return {
    status: 'idle' as ConnectionStatus,
    websocket: { connected: false, connecting: false, lastConnected: null, reconnectAttempts: 0 },
    updateMethod: 'none' as UpdateMethod,
    polling: { enabled: false, intervalMs: POLLING_INTERVAL_MS, lastPollTime: null, pollCount: 0 },
    balanceHistory: [],
    balanceTrend: 'stable' as BalanceTrend,
    notifications: [],
    connectionLog: [],
  } satisfies Partial<RealtimeState>;
}

/** Read by every app; written only by the shell's realtime manager (through `realtimeWriter`). */
export const useRealtime = create<RealtimeState>((set) => ({
  ...initialState(),
  markRead: (id) =>
    set((state) => ({
      notifications: state.notifications.map((item) => (item.id === id ? { ...item, read: true } : item)),
    })),
  markAllRead: () =>
    set((state) => ({ notifications: state.notifications.map((item) => ({ ...item, read: true })) })),
  clearNotifications: () => set({ notifications: [] }),
}));

/** Unread among the kept notifications: the notification centre's badge. */
export function unreadNotificationCount(state: Pick<RealtimeState, 'notifications'>): number {
  return state.notifications.filter((item) => !item.read).length;
}

export function visibleNotifications(state: Pick<RealtimeState, 'notifications'>): RealtimeNotification[] {
  return state.notifications.slice(0, NOTIFICATIONS_SHOWN);
}

function methodOf(connected: boolean, pollingEnabled: boolean): UpdateMethod {
  if (connected) return 'websocket';
  return pollingEnabled ? 'polling' : 'none';
}

/** The manager's write side; apps other than the shell only read `useRealtime`. */
export const realtimeWriter = {
  setStatus(status: ConnectionStatus, reconnectAttempts?: number): void {
    useRealtime.setState((state) => {
      const connected = status === 'connected';
      const websocket: WebsocketStatus = {
        connected,
        connecting: status === 'connecting',
        lastConnected: connected ? Date.now() : state.websocket.lastConnected,
        reconnectAttempts: reconnectAttempts ?? state.websocket.reconnectAttempts,
      };
      return { status, websocket, updateMethod: methodOf(connected, state.polling.enabled) };
    });
  },
  setPolling(partial: Partial<PollingState>): void {
    useRealtime.setState((state) => {
      const polling = { ...state.polling, ...partial };
      return { polling, updateMethod: methodOf(state.websocket.connected, polling.enabled) };
    });
  },
  addBalanceChange(record: BalanceChangeRecord): void {
    useRealtime.setState((state) => {
      const balanceHistory = [record, ...state.balanceHistory].slice(0, BALANCE_HISTORY_LIMIT);
      return { balanceHistory, balanceTrend: balanceTrendOf(balanceHistory) };
    });
  },
  addNotification(notification: RealtimeNotification): void {
    useRealtime.setState((state) => ({
      notifications: [notification, ...state.notifications].slice(0, NOTIFICATION_LIMIT),
    }));
  },
  log(
    type: ConnectionLogEntry['type'],
    message: string,
    extra: { error?: unknown; data?: unknown } = {},
  ): void {
    const entry: ConnectionLogEntry = { timestamp: Date.now(), type, message };
    if (extra.error !== undefined) {
      entry.error = extra.error instanceof Error ? extra.error.message : String(extra.error);
    }
    if (extra.data !== undefined) entry.data = extra.data;
    useRealtime.setState((state) => ({
      connectionLog: [entry, ...state.connectionLog].slice(0, CONNECTION_LOG_LIMIT),
    }));
  },
  /** Back to the logged-out state (history and notifications belong to the user who left). */
  reset(): void {
    useRealtime.setState(initialState());
  },
};
