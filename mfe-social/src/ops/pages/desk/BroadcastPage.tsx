import { Button, toast, useRequest } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { type Audience, type MessageKind, opsDeskApi, type Segment } from '../../api/desk';
import { OpsCard, OpsPanel } from '../../components/OpsPanel';
import styles from '../../components/ops.module.css';
import { alreadyToasted } from '../../components/toasted';
import { MESSAGE_KINDS } from './messageKinds';

const SEGMENTS: ReadonlyArray<{ value: Segment; name: string }> = [
  { value: 'all', name: '全部玩家' },
  { value: 'vip', name: 'VIP玩家（指定等级及以上）' },
  { value: 'agents', name: '代理' },
];

/** 群发站内信: one message to every enabled player of a segment; the reach is shown before sending. */
export function BroadcastPage() {
  const [audience, setAudience] = useState<Audience>({ segment: 'all', min_vip_level: 1 });
  const [message, setMessage] = useState({ title: '', content: '', type: 'notice' as MessageKind });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reach = useRequest(
    () => opsDeskApi.audience(audience),
    `${audience.segment}:${audience.min_vip_level}`,
  );
  const players = reach.status === 'ready' ? reach.data.players : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = !message.title.trim() ? '请输入标题' : !message.content.trim() ? '请输入内容' : null;
    setProblem(found ?? (players === 0 ? '该范围内没有玩家' : null));
    if (found || players === 0) return;
    setBusy(true);
    await opsDeskApi
      .broadcast(audience, { ...message, title: message.title.trim(), content: message.content.trim() })
      .then((sent) => {
        toast.success(`已发送给 ${sent.players} 位玩家`);
        setMessage({ ...message, title: '', content: '' });
      }, alreadyToasted);
    setBusy(false);
  };

  return (
    <OpsPanel
      title="群发站内信"
      hint="发给一个范围内的全部已启用玩家，在线玩家立即收到提醒；发送后不可撤回。"
    >
      <OpsCard>
        <form className={`${styles.form} ${styles.narrow}`} onSubmit={send} aria-label="群发站内信">
          <label className={styles.label}>
            发送范围
            <select
              className={styles.input}
              value={audience.segment}
              onChange={(event) => setAudience({ ...audience, segment: event.target.value as Segment })}
            >
              {SEGMENTS.map((segment) => (
                <option key={segment.value} value={segment.value}>
                  {segment.name}
                </option>
              ))}
            </select>
          </label>
          {audience.segment === 'vip' && (
            <label className={styles.label}>
              最低VIP等级
              <input
                className={styles.input}
                type="number"
                min={0}
                max={99}
                value={audience.min_vip_level}
                onChange={(event) =>
                  setAudience({ ...audience, min_vip_level: Number(event.target.value) || 0 })
                }
              />
            </label>
          )}
          <p className={styles.hint} data-testid="broadcast-reach">
            {players === null ? '正在统计人数…' : `将发送给 ${players} 位玩家`}
          </p>
          <label className={styles.label}>
            消息类型
            <select
              className={styles.input}
              value={message.type}
              onChange={(event) => setMessage({ ...message, type: event.target.value as MessageKind })}
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
              value={message.title}
              onChange={(event) => setMessage({ ...message, title: event.target.value })}
            />
          </label>
          <label className={styles.label}>
            内容
            <textarea
              className={styles.input}
              maxLength={5000}
              value={message.content}
              onChange={(event) => setMessage({ ...message, content: event.target.value })}
            />
          </label>
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {players ? `群发给 ${players} 位玩家` : '群发'}
            </Button>
          </div>
        </form>
      </OpsCard>
    </OpsPanel>
  );
}
