import { formatDateTime, toast, useRequest } from '@app/shared';
import { kit, OpsPage, useAction } from '@app/shared/ops-ui';
import { useState } from 'react';
import { opsDeskApi, type SupportQuestion } from '../../api/desk';

/** One waiting question with its reply box; a question is answered once. */
function QuestionCard({ question, onAnswered }: { question: SupportQuestion; onAnswered: () => void }) {
  const [reply, setReply] = useState('');
  const { busy, run } = useAction(onAnswered);
  const send = () => {
    const text = reply.trim();
    if (!text) toast.error('请输入回复内容');
    else
      run(
        () => opsDeskApi.reply(question.id, text),
        () => `已回复 ${question.username}`,
      );
  };
  return (
    <div className={`${kit.card} ${kit.form}`} data-testid="support-question">
      <p className={kit.muted}>
        {question.username} · {formatDateTime(question.created_at)}
      </p>
      <p>{question.content}</p>
      <textarea
        className={kit.textarea}
        aria-label={`回复 ${question.username}`}
        maxLength={1000}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
      />
      <div className={kit.actions}>
        <button type="button" className={`${kit.button} ${kit.primary}`} disabled={busy} onClick={send}>
          回复
        </button>
      </div>
    </div>
  );
}

/** 客服消息: players' questions waiting for the desk, oldest first; the answer reaches them as a 站内信. */
export function SupportDeskPage() {
  const queue = useRequest(() => opsDeskApi.supportQueue(), 'social:SupportDeskPage:support');
  return (
    <OpsPage
      title="客服消息"
      subtitle="玩家留言，最早的在前；回复以站内信实时送达玩家。"
      onRefresh={queue.reload}
    >
      {queue.status === 'ready' && queue.data.length === 0 && <p className={kit.empty}>没有待回复的留言</p>}
      {queue.status === 'ready' &&
        queue.data.map((question) => (
          <QuestionCard key={question.id} question={question} onAnswered={queue.reload} />
        ))}
    </OpsPage>
  );
}
