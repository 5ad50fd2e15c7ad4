import {
  Button,
  Empty,
  formatBeijing,
  formatCount,
  Popup,
  unreadNotificationCount,
  useRealtime,
  useSession,
  visibleNotifications,
} from '@app/shared';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './notifications.module.css';

/**
 * The header bell of the realtime notifications (SPEC 3/4/9): the unread count on the bell, the 5 latest in a
 * sheet, a tap marks one read, 全部已读 and 清空. The 4 s toast still announces each one as it arrives.
 */
export function NotificationCentre() {
  const loggedIn = useSession((state) => Boolean(state.token && state.user));
  const notifications = useRealtime((state) => state.notifications);
  const { markRead, markAllRead, clearNotifications } = useRealtime.getState();
  const [open, setOpen] = useState(false);
  if (!loggedIn) return null;
  const unread = unreadNotificationCount({ notifications });
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
        {unread > 0 ? (
          <span className={styles.badge} data-testid="notification-count">
            {formatCount(unread)}
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
                      onClick={() => markRead(item.id)}
                    >
                      <span className={styles.title}>{item.title}</span>
                      <span className={styles.time}>{formatBeijing(item.timestamp, 'monthDayTime')}</span>
                      {item.message ? <span className={styles.message}>{item.message}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.actions}>
              <Button variant="ghost" disabled={unread === 0} onClick={markAllRead}>
                全部已读
              </Button>
              <Button variant="ghost" disabled={notifications.length === 0} onClick={clearNotifications}>
                清空
              </Button>
            </div>
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
