import { Button, TextArea, toast, useRequest, useSession } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './customer.module.css';
import { supportApi } from './supportApi';

const MIN_LENGTH = 5;

/** 留言给客服: a signed-in player writes to the desk and sees each question with its answer. */
export function SupportMessages() {
  const signedIn = useSession((state) => state.token !== null);
  return (
    <section className={styles.support} aria-labelledby="support-title">
      <h2 id="support-title" className={styles.faqTitle}>
        留言给客服
      </h2>
      {signedIn ? (
        <SupportForm />
      ) : (
        <p className={styles.supportHint}>
          <Link className={styles.supportLink} to="/pages/login/login?redirect=/pages/customer/customer">
            登录
          </Link>
          后可留言，客服会以站内信回复您
        </p>
      )}
    </section>
  );
}

function SupportForm() {
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const messages = useRequest(
    () => supportApi.mine({ silent: true, loading: false }),
    'shell:SupportMessages:mine',
  );
  const mine = messages.status === 'ready' ? messages.data : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await supportApi.leave(content.trim());
      toast.success('留言已提交，客服回复后会通知您');
      setContent('');
      void messages.reload();
    } catch {
      // The HTTP client has shown the server's reason as a toast; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form className={styles.supportForm} onSubmit={submit}>
        <TextArea
          label={`描述您的问题（至少${MIN_LENGTH}个字），客服会以站内信回复`}
          value={content}
          onChange={setContent}
          maxLength={500}
          placeholder="例如：提现申请一直在审核中"
          data-testid="support-content"
        />
        <Button type="submit" block loading={sending} disabled={content.trim().length < MIN_LENGTH}>
          提交留言
        </Button>
      </form>
      {mine.length > 0 ? (
        <ul className={styles.supportList} data-testid="support-list">
          {mine.map((message) => (
            <li key={message.id} className={styles.supportItem} data-testid="support-item">
              <p className={styles.supportQuestion}>
                <em className={message.status === 1 ? styles.answered : styles.waiting}>
                  {message.status_text}
                </em>
                {message.content}
              </p>
              {message.reply ? <p className={styles.supportReply}>客服：{message.reply}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
