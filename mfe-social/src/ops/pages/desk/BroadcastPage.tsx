import { useRequest } from '@app/shared';
import { Field, kit, OpsForm, OpsPage, useAction } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type Audience, type MessageKind, opsDeskApi, type Segment } from '../../api/desk';
import { MessageFields } from './MessageFields';

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
  const { busy, run } = useAction();
  const reach = useRequest(
    () => opsDeskApi.audience(audience),
    `social:BroadcastPage:${audience.segment}:${audience.min_vip_level}`,
  );
  const players = reach.status === 'ready' ? reach.data.players : null;

  const send = async () => {
    const found = !message.title.trim() ? '请输入标题' : !message.content.trim() ? '请输入内容' : null;
    setProblem(found ?? (players === 0 ? '该范围内没有玩家' : null));
    if (found || players === 0) return;
    const sent = await run(
      () =>
        opsDeskApi.broadcast(audience, {
          ...message,
          title: message.title.trim(),
          content: message.content.trim(),
        }),
      (answer) => `已发送给 ${answer.players} 位玩家`,
    );
    if (sent) setMessage({ ...message, title: '', content: '' });
  };

  return (
    <OpsPage
      title="群发站内信"
      subtitle="发给一个范围内的全部已启用玩家，在线玩家立即收到提醒；发送后不可撤回。"
    >
      <OpsForm
        label="群发站内信"
        submitText={players ? `群发给 ${players} 位玩家` : '群发'}
        problem={problem}
        busy={busy}
        onSubmit={send}
      >
        <Field label="发送范围">
          <select
            className={kit.select}
            value={audience.segment}
            onChange={(event) => setAudience({ ...audience, segment: event.target.value as Segment })}
          >
            {SEGMENTS.map((segment) => (
              <option key={segment.value} value={segment.value}>
                {segment.name}
              </option>
            ))}
          </select>
        </Field>
        {audience.segment === 'vip' && (
          <Field label="最低VIP等级">
            <input
              className={kit.input}
              type="number"
              min={0}
              max={99}
              value={audience.min_vip_level}
              onChange={(event) =>
                setAudience({ ...audience, min_vip_level: Number(event.target.value) || 0 })
              }
            />
          </Field>
        )}
        <p className={`${kit.muted} ${kit.full}`} data-testid="broadcast-reach">
          {players === null ? '正在统计人数…' : `将发送给 ${players} 位玩家`}
        </p>
        <MessageFields message={message} onChange={(patch) => setMessage({ ...message, ...patch })} />
      </OpsForm>
    </OpsPage>
  );
}
