import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type SupportMessage = WireData<'post', '/v1/support/messages'>;

/** 客服留言: questions to the service desk; the answers also arrive as 站内信. */
export const supportApi = {
  leave: (content: string, opts?: RequestOptions) =>
    http.post<SupportMessage>('/v1/support/messages', { content }, opts),
  mine: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/support/messages'>>('/v1/support/messages', undefined, opts),
};
