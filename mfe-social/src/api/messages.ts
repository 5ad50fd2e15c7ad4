import { http, type Paged, type RequestOptions } from '@app/shared';

export type MessageType = 'system' | 'activity' | 'finance' | 'notice';

export interface Message {
  id: number;
  type: MessageType;
  type_name: string;
  title: string;
  content: string;
  is_read: 0 | 1;
  read_at: string | null;
  created_at: string;
}

export interface MessageStatistics {
  total: number;
  unread: number;
  by_type: Array<{ type: MessageType; name: string; total: number; unread: number }>;
}

/**
 * SPEC 7 Messages: the logged-in player's in-app messages. Reading one or all goes through `unreadMessages` of
 * @app/shared (read, markAllRead), which also moves the bell and the 我的 badge.
 */
export const messagesApi = {
  list: (query: { type?: MessageType; page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<Paged<Message>>('/v1/messages', query, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<Message>(`/v1/messages/${id}`, undefined, opts),
  statistics: (opts?: RequestOptions) =>
    http.get<MessageStatistics>('/v1/messages/statistics', undefined, opts),
  types: (opts?: RequestOptions) =>
    http.get<Array<{ type: MessageType; name: string }>>('/v1/messages/types', undefined, opts),
  markMultipleRead: (ids: number[], opts?: RequestOptions) =>
    http.post<{ updated: number; unread_count: number }>('/v1/messages/mark-multiple-read', { ids }, opts),
  remove: (id: number, opts?: RequestOptions) =>
    http.post<{ unread_count: number }>(`/v1/messages/${id}/delete`, {}, opts),
  clear: (opts?: RequestOptions) =>
    http.post<{ deleted: number; unread_count: number }>('/v1/messages/clear', {}, opts),
};
