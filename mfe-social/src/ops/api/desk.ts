import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type ActivityApplication = WireData<'get', '/ops/activity-applications'>[number];
export type SupportQuestion = WireData<'get', '/ops/support/messages'>[number];

export type MessageKind = 'system' | 'activity' | 'finance' | 'notice';

export interface MessageDraft {
  username: string;
  title: string;
  content: string;
  type: MessageKind;
}

export type Segment = WireData<'get', '/ops/messages/audience'>['segment'];

export interface Audience {
  segment: Segment;
  min_vip_level: number;
}

/** The desk's queues and the player messages an operator sends (/api/ops). */
export const opsDeskApi = {
  applications: () => http.get<ActivityApplication[]>('/ops/activity-applications'),
  approve: (id: number, remark = '') =>
    http.post<WireData<'post', '/ops/activity-applications/{id}/approve'>>(
      `/ops/activity-applications/${id}/approve`,
      { remark },
    ),
  reject: (id: number, remark = '') =>
    http.post<WireData<'post', '/ops/activity-applications/{id}/reject'>>(
      `/ops/activity-applications/${id}/reject`,
      { remark },
    ),
  sendMessage: (draft: MessageDraft) => http.post<WireData<'post', '/ops/messages'>>('/ops/messages', draft),
  /** How many players a 群发 to `audience` reaches. */
  audience: (audience: Audience) =>
    http.get<WireData<'get', '/ops/messages/audience'>>('/ops/messages/audience', { ...audience }),
  broadcast: (audience: Audience, message: Omit<MessageDraft, 'username'>) =>
    http.post<WireData<'post', '/ops/messages/broadcast'>>('/ops/messages/broadcast', {
      ...audience,
      ...message,
    }),
  supportQueue: () => http.get<SupportQuestion[]>('/ops/support/messages'),
  reply: (id: number, reply: string) =>
    http.post<SupportQuestion>(`/ops/support/messages/${id}/reply`, { reply }),
};
