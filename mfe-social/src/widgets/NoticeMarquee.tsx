import { publicChannels, useRequest } from '@app/shared';
import { type NoticePublished, REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { noticesApi } from '../api/notices';
import styles from './widgets.module.css';

/**
 * Home widget: the home notices (category 1, at most 5) scrolling in one line; tap opens the notice list.
 * A home notice an operator publishes shows at once, without a reload.
 */
export function NoticeMarquee() {
  const state = useRequest(
    () => noticesApi.byCategory(1, 5, { silent: true }),
    'social:NoticeMarquee:marquee',
  );
  const { reload } = state;
  useEffect(
    () =>
      publicChannels.subscribe(REALTIME_CHANNELS.announcements, (event, data) => {
        if (
          event === REALTIME_EVENTS.noticePublished &&
          (data as Partial<NoticePublished>)?.category_id === 1
        )
          reload();
      }),
    [reload],
  );
  if (state.status !== 'ready' || state.data.length === 0) return null;
  const text = state.data.map((notice) => notice.title).join('　　');
  return (
    <Link to="/noticePages/list" className={styles.marquee} data-testid="notice-marquee">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M4 10v4h3l5 4V6L7 10zM15.5 9a4 4 0 0 1 0 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className={styles.track}>
        <span className={styles.text}>{text}</span>
      </span>
    </Link>
  );
}
