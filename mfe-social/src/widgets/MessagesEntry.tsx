import { useUnreadBadge } from '@app/shared';
import { Link } from 'react-router-dom';
import styles from './widgets.module.css';

/** Mine-page widget: the 站内消息 row with the live unread badge (99+), opening /minePages/messages. */
export function MessagesEntry() {
  const badge = useUnreadBadge();
  return (
    <Link to="/minePages/messages" className={styles.entry} data-testid="messages-entry">
      <span>站内消息</span>
      {badge ? (
        <span className={styles.unread} data-testid="messages-entry-badge">
          {badge}
        </span>
      ) : null}
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
