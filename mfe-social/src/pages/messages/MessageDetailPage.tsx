import {
  Button,
  Empty,
  formatDateTime,
  Page,
  Section,
  Skeleton,
  unreadMessages,
  useRequest,
} from '@app/shared';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messagesApi } from '../../api/messages';
import styles from './messages.module.css';

/** /minePages/message-detail?id=: the message, marked read on opening; delete from here too. */
export function MessageDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const message = useRequest(
    () => (Number.isInteger(id) && id > 0 ? messagesApi.detail(id) : Promise.reject(new Error('no id'))),
    `social:MessageDetailPage:message-${id}`,
  );

  useEffect(() => {
    if (message.status === 'ready' && !message.data.is_read) {
      unreadMessages.read(message.data.id, { silent: true }).catch(() => {});
    }
  }, [message]);

  const remove = async () => {
    const result = await messagesApi.remove(id);
    unreadMessages.set(result.unread_count);
    navigate(-1);
  };

  return (
    <Page title="消息详情" padded>
      {message.status === 'loading' && <Skeleton />}
      {message.status === 'error' && <Empty text="消息不存在或已删除" />}
      {message.status === 'ready' && (
        <>
          <Section title={message.data.title}>
            <p className={styles.meta}>
              {message.data.type_name} · {formatDateTime(message.data.created_at)}
            </p>
            <p className={styles.body} data-testid="message-content">
              {message.data.content}
            </p>
          </Section>
          <Button variant="danger" block onClick={remove}>
            删除消息
          </Button>
        </>
      )}
    </Page>
  );
}
