import {
  Button,
  Dialog,
  formatDateTime,
  InfiniteList,
  Page,
  Tabs,
  toast,
  unreadMessages,
  usePagedList,
  useRequest,
  useUnreadBadge,
  useUnreadMessages,
} from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type Message, type MessageType, messagesApi } from '../../api/messages';
import styles from './messages.module.css';
import { SwipeRow } from './SwipeRow';

type TabKey = MessageType | 'all';
const PER_PAGE = 20;
const messageId = (message: Message) => message.id;

function MessageRow({ message }: { message: Message }) {
  return (
    <Link to={`/minePages/message-detail?id=${message.id}`} className={styles.row} data-testid="message-row">
      <span
        className={message.is_read ? styles.readDot : styles.unreadDot}
        data-unread={!message.is_read || undefined}
      />
      <span className={styles.rowMain}>
        <span className={styles.rowTop}>
          <span className={styles.rowTitle}>{message.title}</span>
          <span className={styles.rowTime}>{formatDateTime(message.created_at)}</span>
        </span>
        <span className={styles.rowContent}>{message.content}</span>
      </span>
    </Link>
  );
}

function Title() {
  const badge = useUnreadBadge();
  return (
    <span className={styles.title}>
      站内消息
      {badge ? (
        <span className={styles.badge} data-testid="messages-unread-badge">
          {badge}
        </span>
      ) : null}
    </span>
  );
}

/** /minePages/messages: tabs by type with unread counts, unread dots, mark all read, swipe to delete, clear. */
export function MessagesPage() {
  const [tab, setTab] = useState<TabKey>('all');
  const [confirmClear, setConfirmClear] = useState(false);
  const unread = useUnreadMessages((state) => state.count);
  const list = usePagedList(
    (page, perPage) => messagesApi.list({ page, per_page: perPage, ...(tab === 'all' ? {} : { type: tab }) }),
    `social:MessagesPage:messages-${tab}`,
    PER_PAGE,
    messageId,
  );
  // The tab counts stay while they are read again and after a failure.
  const statistics = useRequest(
    () => messagesApi.statistics({ silent: true }),
    'social:MessagesPage:statistics',
  );
  const stats = statistics.status === 'ready' ? statistics.data : null;
  const { reload: reloadList, patch: patchList } = list;
  const { reload: reloadStats } = statistics;
  const restart = useCallback(() => {
    void reloadList();
    void reloadStats();
  }, [reloadList, reloadStats]);

  // The badge may be stale (messages read elsewhere): ask once on opening.
  useEffect(() => {
    void unreadMessages.refresh();
  }, []);

  // A new message (live user.notification) or another tab's change shows up without a reload.
  const seenUnread = useRef(unread);
  useEffect(() => {
    if (seenUnread.current === unread) return;
    seenUnread.current = unread;
    restart();
  }, [unread, restart]);

  const markAllRead = async () => {
    const result = await unreadMessages.markAllRead(tab === 'all' ? undefined : tab);
    toast.success(result.updated > 0 ? `已将${result.updated}条消息标为已读` : '没有未读消息');
    restart();
  };

  const remove = async (id: number) => {
    const result = await messagesApi.remove(id);
    unreadMessages.set(result.unread_count);
    patchList((messages) => messages.filter((message) => message.id !== id));
  };

  const clear = async () => {
    setConfirmClear(false);
    const result = await messagesApi.clear();
    unreadMessages.set(result.unread_count);
    toast.success(`已清空${result.deleted}条消息`);
    restart();
  };

  const tabs = [
    { key: 'all' as TabKey, title: tabTitle('全部', stats?.unread ?? 0) },
    ...(stats?.by_type ?? []).map((entry) => ({
      key: entry.type as TabKey,
      title: tabTitle(entry.name.replace('消息', ''), entry.unread),
    })),
  ];

  return (
    <Page
      title={<Title />}
      right={
        <button
          type="button"
          className={styles.navAction}
          onClick={markAllRead}
          data-testid="messages-read-all"
        >
          全部已读
        </button>
      }
    >
      <Tabs items={tabs} active={tab} onChange={setTab} />
      <div className={styles.list} data-testid="message-list">
        <InfiniteList
          items={list.items}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          itemKey={(message) => message.id}
          renderItem={(message) => (
            <SwipeRow onDelete={() => void remove(message.id)}>
              <MessageRow message={message} />
            </SwipeRow>
          )}
          emptyText="暂无消息"
        />
      </div>
      {list.items.length > 0 ? (
        <div className={styles.footer}>
          <Button variant="ghost" block onClick={() => setConfirmClear(true)} data-testid="messages-clear">
            清空消息
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirmClear}
        title="清空消息"
        confirmText="清空"
        cancelText="取消"
        onConfirm={clear}
        onCancel={() => setConfirmClear(false)}
      >
        确定删除全部消息吗？删除后无法恢复。
      </Dialog>
    </Page>
  );
}

function tabTitle(name: string, unread: number) {
  return unread > 0 ? `${name}(${unread > 99 ? '99+' : unread})` : name;
}
