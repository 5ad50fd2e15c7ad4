import { Button, toast } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { type MessageDraft, type MessageKind, opsDeskApi } from '../../api/desk';
import { OpsCard, OpsPanel } from '../../components/OpsPanel';
import styles from '../../components/ops.module.css';
import { alreadyToasted } from '../../components/toasted';
import { MESSAGE_KINDS } from './messageKinds';

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
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<MessageDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(draft);
    setProblem(found);
    if (found) return;
    setBusy(true);
    await opsDeskApi
      .sendMessage({
        ...draft,
        username: draft.username.trim(),
        title: draft.title.trim(),
        content: draft.content.trim(),
      })
      .then((sent) => {
        toast.success(`已发送给 ${sent.username}`);
        setDraft(blank);
      }, alreadyToasted);
    setBusy(false);
  };

  return (
    <OpsPanel title="站内信" hint="发送到玩家的消息中心，玩家在线时立即收到提醒。">
      <OpsCard>
        <form className={`${styles.form} ${styles.narrow}`} onSubmit={send} aria-label="发送站内信">
          <label className={styles.label}>
            用户名
            <input
              className={styles.input}
              value={draft.username}
              onChange={(e) => change({ username: e.target.value })}
            />
          </label>
          <label className={styles.label}>
            消息类型
            <select
              className={styles.input}
              value={draft.type}
              onChange={(e) => change({ type: e.target.value as MessageKind })}
            >
              {MESSAGE_KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.label}>
            标题
            <input
              className={styles.input}
              maxLength={100}
              value={draft.title}
              onChange={(e) => change({ title: e.target.value })}
            />
          </label>
          <label className={styles.label}>
            内容
            <textarea
              className={styles.input}
              maxLength={5000}
              value={draft.content}
              onChange={(e) => change({ content: e.target.value })}
            />
          </label>
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              发送
            </Button>
          </div>
        </form>
      </OpsCard>
    </OpsPanel>
  );
}
