import { Button, formatDateTime, toast, useRequest } from '@app/shared';
import { useState } from 'react';
import { opsDeskApi, type SupportQuestion } from '../../api/desk';
import { OpsCard, OpsPanel } from '../../components/OpsPanel';
import styles from '../../components/ops.module.css';
import { alreadyToasted } from '../../components/toasted';

/** One waiting question with its reply box; a question is answered once. */
function QuestionCard({ question, onAnswered }: { question: SupportQuestion; onAnswered: () => void }) {
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const text = reply.trim();
    if (!text) {
      toast.error('请输入回复内容');
      return;
    }
    setBusy(true);
    await opsDeskApi.reply(question.id, text).then(() => {
      toast.success(`已回复 ${question.username}`);
      onAnswered();
    }, alreadyToasted);
    setBusy(false);
  };
  return (
    <div className={styles.card} data-testid="support-question">
      <p className={styles.hint}>
        {question.username} · {formatDateTime(question.created_at)}
      </p>
      <p>{question.content}</p>
      <div className={styles.form}>
        <textarea
          className={styles.input}
          aria-label={`回复 ${question.username}`}
          maxLength={1000}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
        />
        <div className={styles.actions}>
          <Button loading={busy} onClick={send}>
            回复
          </Button>
        </div>
      </div>
    </div>
  );
}

/** 客服消息: players' questions waiting for the desk, oldest first; the answer reaches them as a 站内信. */
export function SupportDeskPage() {
  const queue = useRequest(() => opsDeskApi.supportQueue(), 'support');
  return (
    <OpsPanel
      title="客服消息"
      hint="玩家留言，最早的在前；回复以站内信实时送达玩家。"
      actions={
        <Button variant="ghost" onClick={queue.reload}>
          刷新
        </Button>
      }
    >
      <OpsCard>
        {queue.status === 'ready' && queue.data.length === 0 && (
          <p className={styles.empty}>没有待回复的留言</p>
        )}
        {queue.status === 'ready' && (
          <div className={styles.form}>
            {queue.data.map((question) => (
              <QuestionCard key={question.id} question={question} onAnswered={queue.reload} />
            ))}
          </div>
        )}
      </OpsCard>
    </OpsPanel>
  );
}
