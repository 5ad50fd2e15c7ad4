import {
  Button,
  Dialog,
  formatDateTime,
  InfiniteList,
  Page,
  Tabs,
  toast,
  unreadMessages,
  useUnreadBadge,
  useUnreadMessages,
} from '@app/shared';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { type Message, type MessageStatistics, type MessageType, messagesApi } from '../../api/messages';
import styles from './messages.module.css';
import { SwipeRow } from './SwipeRow';

type TabKey = MessageType | 'all';
const PER_PAGE = 20;

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
  const [items, setItems] = useState<Message[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(true);
  // Its own state, not useRequest: re-read with the list on every restart, the tab counts stay meanwhile and
  // after a failure.
  const [stats, setStats] = useState<MessageStatistics | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const unread = useUnreadMessages((state) => state.count);

  const restart = useCallback(() => {
    setItems([]);
    setPage(0);
    setHasMore(true);
    messagesApi.statistics({ silent: true }).then(setStats, () => {});
  }, []);

  // The badge may be stale (messages read elsewhere): ask once on opening.
  useEffect(() => {
    void unreadMessages.refresh();
  }, []);

  // A new message (live user.notification) or another tab's change shows up without a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: unread and tab are the triggers.
  useEffect(restart, [tab, unread, restart]);

  const loadMore = useCallback(async () => {
    const next = page + 1;
    const result = await messagesApi.list({
      page: next,
      per_page: PER_PAGE,
      ...(tab === 'all' ? {} : { type: tab }),
    });
    setItems((current) => (next === 1 ? result.list : [...current, ...result.list]));
    setPage(next);
    setHasMore(next * PER_PAGE < result.total);
  }, [page, tab]);

  const markAllRead = async () => {
    const result = await unreadMessages.markAllRead(tab === 'all' ? undefined : tab);
    toast.success(result.updated > 0 ? `已将${result.updated}条消息标为已读` : '没有未读消息');
    restart();
  };

  const remove = async (id: number) => {
    const result = await messagesApi.remove(id);
    unreadMessages.set(result.unread_count);
    setItems((current) => current.filter((message) => message.id !== id));
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
          items={items}
          hasMore={hasMore}
          onLoadMore={loadMore}
          itemKey={(message) => message.id}
          renderItem={(message) => (
            <SwipeRow onDelete={() => void remove(message.id)}>
              <MessageRow message={message} />
            </SwipeRow>
          )}
          emptyText="暂无消息"
        />
      </div>
      {items.length > 0 ? (
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
