import { Field, kit } from '@app/shared/ops-ui';
import type { MessageDraft, MessageKind } from '../../api/desk';

/** The message tabs players filter by (server MESSAGE_TYPES). */
const MESSAGE_KINDS: ReadonlyArray<{ value: MessageKind; name: string }> = [
  { value: 'system', name: '系统消息' },
  { value: 'activity', name: '活动消息' },
  { value: 'finance', name: '资金消息' },
  { value: 'notice', name: '平台公告' },
];

type Message = Omit<MessageDraft, 'username'>;

/** 消息类型, 标题 and 内容 of a 站内信, to one player or to a segment. */
export function MessageFields({
  message,
  onChange,
}: {
  message: Message;
  onChange: (patch: Partial<Message>) => void;
}) {
  return (
    <>
      <Field label="消息类型">
        <select
          className={kit.select}
          value={message.type}
          onChange={(event) => onChange({ type: event.target.value as MessageKind })}
        >
          {MESSAGE_KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="标题" full>
        <input
          className={kit.input}
          maxLength={100}
          value={message.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </Field>
      <Field label="内容" full>
        <textarea
          className={kit.textarea}
          maxLength={5000}
          value={message.content}
          onChange={(event) => onChange({ content: event.target.value })}
        />
      </Field>
    </>
  );
}
