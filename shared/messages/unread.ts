import { useEffect } from 'react';
import { create } from 'zustand';
import { http, type RequestOptions } from '../api/client';
import { formatCount } from '../format/display';
import { useRealtime } from '../realtime/store';
import { isLoggedIn, useSession } from '../session/store';

/**
 * The messages calls that change the unread count everywhere (the shell's bell and tab badge, mfe-social's
 * 站内信); the rest of the messages API lives in mfe-social.
 */
export const unreadMessagesApi = {
  count: (opts?: RequestOptions) => http.get<{ count: number }>('/v1/messages/unread-count', undefined, opts),
  read: (id: number | string, opts?: RequestOptions) =>
    http.post<{ unread_count: number }>(`/v1/messages/${id}/read`, {}, opts),
  markAllRead: (type?: string, opts?: RequestOptions) =>
    http.post<{ updated: number; unread_count: number }>(
      '/v1/messages/mark-all-read',
      type ? { type } : {},
      opts,
    ),
};

interface UnreadState {
  /** Unread in-app messages of the logged-in player (0 when logged out). */
  count: number;
}

/**
 * The one unread count (shared singleton): the bell, the 我的 tab and 站内信 all read it, so they never
 * disagree. The bell's own list only keeps the latest pushes; it follows this count, never the other way.
 */
export const useUnreadMessages = create<UnreadState>(() => ({ count: 0 }));

let latestRequest = 0;

function apply(count: number): void {
  const next = Math.max(0, count);
  useUnreadMessages.setState({ count: next });
  // Nothing unread on the server: the bell's kept pushes cannot be unread either (read on 站内信 or elsewhere).
  if (next === 0 && useRealtime.getState().notifications.some((item) => !item.read)) {
    useRealtime.getState().markAllRead();
  }
}

export const unreadMessages = {
  /** Pages that changed read state pass the server's new count (saves a request). */
  set(count: number): void {
    latestRequest += 1;
    apply(count);
  },
  /** A live `user.notification` carries the player's new unread count; without one, ask the server. */
  pushed(count: unknown): void {
    if (typeof count === 'number' && Number.isFinite(count)) unreadMessages.set(count);
    else void unreadMessages.refresh();
  },
  /**
   * Marks one message read on the server and in the bell (the bell and 消息详情 both go through here). A push
   * without a message id (the handler made one up) has nothing on the server to mark.
   */
  async read(id: number | string, opts?: RequestOptions): Promise<void> {
    if (/^\d+$/.test(String(id))) {
      const { unread_count } = await unreadMessagesApi.read(id, opts);
      unreadMessages.set(unread_count);
    }
    useRealtime.getState().markRead(String(id));
  },
  /** 全部已读 on the server, so the bell, the 我的 badge and 站内信 all reach 0 together. */
  async markAllRead(type?: string, opts?: RequestOptions): Promise<{ updated: number }> {
    const { updated, unread_count } = await unreadMessagesApi.markAllRead(type, opts);
    unreadMessages.set(unread_count);
    return { updated };
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
      if (request === latestRequest) apply(count);
    } catch {
      // Keep the last known count; the next notification or page visit asks again.
    }
  },
};

let stopWatching: (() => void) | null = null;

/**
 * Keeps the count current: every login/logout asks the server again (each live `user.notification` sets it
 * through `unreadMessages.pushed`, in the shell's realtime handler). Idempotent; returns the stop.
 */
export function watchUnreadMessages(): () => void {
  if (stopWatching) return stopWatching;
  const offSession = useSession.subscribe((state, previous) => {
    if (state.token !== previous.token) void unreadMessages.refresh();
  });
  void unreadMessages.refresh();
  stopWatching = () => {
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
