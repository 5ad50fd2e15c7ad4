import { Link } from 'react-router-dom';
import type { Activity } from '../../api/activity';
import styles from './activity.module.css';

/** One promotion in the list: its banner, title, condition and reward. */
export function ActivityCard({ activity }: { activity: Activity }) {
  return (
    <Link to={`/activityPages/detail?id=${activity.id}`} className={styles.card} data-testid="activity-card">
      {activity.banner ? <img src={activity.banner} alt={activity.title} className={styles.banner} /> : null}
      <div className={styles.cardBody}>
        <div className={styles.cardTitleRow}>
          <span className={styles.cardTitle}>{activity.title}</span>
          <span className={styles.reward}>+{activity.reward}元</span>
        </div>
        <p className={styles.summary}>{activity.summary}</p>
        <div className={styles.tags}>
          <span className={styles.tag}>{activity.type_name}</span>
          <span className={styles.tag}>{activity.period_text}</span>
          {/* Automatic kinds pay the moment the player claims (no review); they are not granted unasked. */}
          <span className={styles.tag}>{activity.automatic ? '领取即到账' : '人工审核'}</span>
        </div>
      </div>
    </Link>
  );
}
