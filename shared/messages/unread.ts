import { useEffect } from 'react';
import { create } from 'zustand';
import { http, type RequestOptions } from '../api/client';
import { formatCount } from '../format/display';
import { useRealtime } from '../realtime/store';
import { isLoggedIn, useSession } from '../session/store';

/**
 * The one messages call every app needs (the tab bar's badge is the shell's); the rest of the messages API
 * lives in mfe-social.
 */
export const unreadMessagesApi = {
  count: (opts?: RequestOptions) => http.get<{ count: number }>('/v1/messages/unread-count', undefined, opts),
};

interface UnreadState {
  /** Unread in-app messages of the logged-in player (0 when logged out). */
  count: number;
}

/** One per page (shared singleton): every badge reads the same count. */
export const useUnreadMessages = create<UnreadState>(() => ({ count: 0 }));

let latestRequest = 0;

export const unreadMessages = {
  /** Pages that changed read state pass the server's new count (saves a request). */
  set(count: number): void {
    latestRequest += 1;
    useUnreadMessages.setState({ count: Math.max(0, count) });
  },
  /** Asks the server; quiet (no toast, no overlay). Only the newest answer is kept. */
  async refresh(): Promise<void> {
    if (!isLoggedIn()) {
      unreadMessages.set(0);
      return;
    }
    latestRequest += 1;
    const request = latestRequest;
    try {
      const { count } = await unreadMessagesApi.count({ silent: true, loading: false });
      if (request === latestRequest) useUnreadMessages.setState({ count });
    } catch {
      // Keep the last known count; the next notification or page visit asks again.
    }
  },
};

let stopWatching: (() => void) | null = null;

/**
 * Keeps the count current: every `user.notification` the shell's realtime manager receives (it lands in
 * useRealtime's notifications) and every login/logout asks the server again. Idempotent; returns the stop.
 */
export function watchUnreadMessages(): () => void {
  if (stopWatching) return stopWatching;
  const offRealtime = useRealtime.subscribe((state, previous) => {
    if (state.notifications[0] && state.notifications[0] !== previous.notifications[0]) {
      void unreadMessages.refresh();
    }
  });
  const offSession = useSession.subscribe((state, previous) => {
    if (state.token !== previous.token) void unreadMessages.refresh();
  });
  void unreadMessages.refresh();
  stopWatching = () => {
    offRealtime();
    offSession();
    stopWatching = null;
  };
  return stopWatching;
}

/**
 * The badge text of unread messages ('' when none, 99+ above 99), live. Any app can show it:
 * `const badge = useUnreadBadge();`.
 */
export function useUnreadBadge(): string {
  const count = useUnreadMessages((state) => state.count);
  useEffect(() => {
    watchUnreadMessages();
  }, []);
  return count > 0 ? formatCount(count) : '';
}
