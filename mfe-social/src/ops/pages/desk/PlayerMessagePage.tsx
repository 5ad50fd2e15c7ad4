import { Field, kit, OpsForm, OpsPage, useAction } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type MessageDraft, opsDeskApi } from '../../api/desk';
import { MessageFields } from './MessageFields';

const blank: MessageDraft = { username: '', title: '', content: '', type: 'system' };

function problemOf(draft: MessageDraft): string | null {
  if (!draft.username.trim()) return '请输入用户名';
  if (!draft.title.trim()) return '请输入标题';
  if (draft.title.trim().length > 100) return '标题不能超过100个字符';
  if (!draft.content.trim()) return '请输入内容';
  if (draft.content.trim().length > 5000) return '内容不能超过5000个字符';
  return null;
}

/** 站内信: a message to one player, delivered live (badge and list update in their open app). */
export function PlayerMessagePage() {
  const [draft, setDraft] = useState<MessageDraft>(blank);
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useAction();
  const change = (patch: Partial<MessageDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const send = async () => {
    const found = problemOf(draft);
    setProblem(found);
    if (found) return;
    const message = {
      ...draft,
      username: draft.username.trim(),
      title: draft.title.trim(),
      content: draft.content.trim(),
    };
    if (
      await run(
        () => opsDeskApi.sendMessage(message),
        (sent) => `已发送给 ${sent.username}`,
      )
    )
      setDraft(blank);
  };

  return (
    <OpsPage title="站内信" subtitle="发送到玩家的消息中心，玩家在线时立即收到提醒。">
      <OpsForm label="发送站内信" submitText="发送" problem={problem} busy={busy} onSubmit={send}>
        <Field label="用户名">
          <input
            className={kit.input}
            value={draft.username}
            onChange={(e) => change({ username: e.target.value })}
          />
        </Field>
        <MessageFields message={draft} onChange={change} />
      </OpsForm>
    </OpsPage>
  );
}
