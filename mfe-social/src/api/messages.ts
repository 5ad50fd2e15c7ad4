import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type MessageType = 'system' | 'activity' | 'finance' | 'notice';

// Message shapes from the server's route schemas (server/http/social/message-schemas.ts), through the wire types.
export type Message = WireData<'get', '/v1/messages/{id}'>;
export type MessageStatistics = WireData<'get', '/v1/messages/statistics'>;

/**
 * SPEC 7 Messages: the logged-in player's in-app messages. Reading one or all goes through `unreadMessages` of
 * @app/shared (read, markAllRead), which also moves the bell and the 我的 badge.
 */
export const messagesApi = {
  list: (query: { type?: MessageType; page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/messages'>>('/v1/messages', query, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<Message>(`/v1/messages/${id}`, undefined, opts),
  statistics: (opts?: RequestOptions) =>
    http.get<MessageStatistics>('/v1/messages/statistics', undefined, opts),
  types: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/messages/types'>>('/v1/messages/types', undefined, opts),
  markMultipleRead: (ids: number[], opts?: RequestOptions) =>
    http.post<WireData<'post', '/v1/messages/mark-multiple-read'>>(
      '/v1/messages/mark-multiple-read',
      { ids },
      opts,
    ),
  remove: (id: number, opts?: RequestOptions) =>
    http.post<WireData<'post', '/v1/messages/{id}/delete'>>(`/v1/messages/${id}/delete`, {}, opts),
  clear: (opts?: RequestOptions) =>
    http.post<WireData<'post', '/v1/messages/clear'>>('/v1/messages/clear', {}, opts),
};
