import type { MessageKind } from '../../api/desk';

/** The message tabs players filter by (server MESSAGE_TYPES). */
export const MESSAGE_KINDS: ReadonlyArray<{ value: MessageKind; name: string }> = [
  { value: 'system', name: '系统消息' },
  { value: 'activity', name: '活动消息' },
  { value: 'finance', name: '资金消息' },
  { value: 'notice', name: '平台公告' },
];
