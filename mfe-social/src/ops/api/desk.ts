import { http } from '@app/shared';

export interface ActivityApplication {
  id: number;
  username: string;
  title: string;
  reward: string;
  created_at: string;
}

export interface SupportQuestion {
  id: number;
  username: string;
  content: string;
  reply: string | null;
  status: number;
  status_text: string;
  created_at: string;
  replied_at: string | null;
}

export type MessageKind = 'system' | 'activity' | 'finance' | 'notice';

export interface MessageDraft {
  username: string;
  title: string;
  content: string;
  type: MessageKind;
}

export type Segment = 'all' | 'vip' | 'agents';

export interface Audience {
  segment: Segment;
  min_vip_level: number;
}

/** The desk's queues and the player messages an operator sends (/api/ops). */
export const opsDeskApi = {
  applications: () => http.get<ActivityApplication[]>('/ops/activity-applications'),
  approve: (id: number, remark = '') => http.post(`/ops/activity-applications/${id}/approve`, { remark }),
  reject: (id: number, remark = '') => http.post(`/ops/activity-applications/${id}/reject`, { remark }),
  sendMessage: (draft: MessageDraft) =>
    http.post<{ id: number; username: string; title: string }>('/ops/messages', draft),
  /** How many players a 群发 to `audience` reaches. */
  audience: (audience: Audience) =>
    http.get<Audience & { players: number }>('/ops/messages/audience', { ...audience }),
  broadcast: (audience: Audience, message: Omit<MessageDraft, 'username'>) =>
    http.post<Audience & { players: number }>('/ops/messages/broadcast', { ...audience, ...message }),
  supportQueue: () => http.get<SupportQuestion[]>('/ops/support/messages'),
  reply: (id: number, reply: string) =>
    http.post<SupportQuestion>(`/ops/support/messages/${id}/reply`, { reply }),
};
