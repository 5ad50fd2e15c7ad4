import {
  Button,
  Empty,
  formatDateTime,
  Popup,
  unreadMessages,
  unreadNotificationCount,
  useRealtime,
  useSession,
  useUnreadBadge,
  useUnreadMessages,
  visibleNotifications,
} from '@app/shared';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import styles from './notifications.module.css';

/**
 * The header bell of the realtime notifications (SPEC 3/4/9): the 5 latest pushes in a sheet, a tap marks one
 * read, 全部已读, 清空 and 查看全部 (站内信). The pushes are 站内信, so the bell shows the one unread count the
 * 我的 tab and 站内信 show, and reading here reads on the server. The 4 s toast still announces each push.
 */
export function NotificationCentre() {
  const loggedIn = useSession((state) => Boolean(state.token && state.user));
  const notifications = useRealtime((state) => state.notifications);
  const unread = useUnreadMessages((state) => state.count);
  const badge = useUnreadBadge();
  const { markAllRead, clearNotifications } = useRealtime.getState();
  const [open, setOpen] = useState(false);
  if (!loggedIn) return null;
  const anyUnread = unread > 0 || unreadNotificationCount({ notifications }) > 0;
  // A failed call has already shown its error toast; the bell then stays as the server has it.
  const readAll = () => unreadMessages.markAllRead().then(markAllRead, () => {});
  const shown = visibleNotifications({ notifications });
  return (
    <>
      <button
        type="button"
        className={styles.bell}
        aria-label={unread > 0 ? `通知，${unread}条未读` : '通知'}
        data-testid="notification-bell"
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {badge ? (
          <span className={styles.badge} data-testid="notification-count">
            {badge}
          </span>
        ) : null}
      </button>
      {/* Portalled: the header is its own stacking context, under the tab bar, so a sheet inside it would be too. */}
      {createPortal(
        <Popup open={open} onClose={() => setOpen(false)} aria-label="通知中心">
          <div className={styles.sheet} data-testid="notification-centre">
            <header className={styles.head}>
              <h2 className={styles.heading}>通知中心</h2>
              <button
                type="button"
                className={styles.close}
                aria-label="关闭通知中心"
                onClick={() => setOpen(false)}
              >
                ×
              </button>
            </header>
            {shown.length === 0 ? (
              <Empty text="暂无通知" />
            ) : (
              <ul className={styles.list}>
                {shown.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={item.read ? styles.item : `${styles.item} ${styles.unread}`}
                      data-testid="notification-item"
                      data-read={item.read}
                      onClick={() => unreadMessages.read(item.id).catch(() => {})}
                    >
                      <span className={styles.title}>{item.title}</span>
                      <span className={styles.time}>{formatDateTime(item.timestamp)}</span>
                      {item.message ? <span className={styles.message}>{item.message}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.actions}>
              <Button variant="ghost" disabled={!anyUnread} onClick={readAll}>
                全部已读
              </Button>
              <Button variant="ghost" disabled={notifications.length === 0} onClick={clearNotifications}>
                清空
              </Button>
            </div>
            <Link
              to="/minePages/messages"
              className={styles.viewAll}
              data-testid="notification-view-all"
              onClick={() => setOpen(false)}
            >
              查看全部
            </Link>
          </div>
        </Popup>,
        document.body,
      )}
    </>
  );
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <path
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 10a6 6 0 1 1 12 0c0 4 1.5 5.5 2 6H4c.5-.5 2-2 2-6zM10 19a2 2 0 0 0 4 0"
      />
    </svg>
  );
}
