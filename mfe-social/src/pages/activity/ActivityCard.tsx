import { formatMoney } from '@app/shared';
import { Link } from 'react-router-dom';
import type { Activity, ActivityRecord } from '../../api/activity';
import styles from './activity.module.css';
import { StatusBadge } from './StatusBadge';

/**
 * One promotion in the list: its banner, title, condition, reward, how it is paid, and the player's
 * application or grant of the period running now (已发放 once the platform paid it).
 */
export function ActivityCard({
  activity,
  record,
}: {
  activity: Activity;
  record?: ActivityRecord | undefined;
}) {
  return (
    <Link to={`/activityPages/detail?id=${activity.id}`} className={styles.card} data-testid="activity-card">
      {activity.banner ? <img src={activity.banner} alt={activity.title} className={styles.banner} /> : null}
      <div className={styles.cardBody}>
        <div className={styles.cardTitleRow}>
          <span className={styles.cardTitle}>{activity.title}</span>
          <span className={styles.reward}>+{formatMoney(activity.reward)}元</span>
        </div>
        <p className={styles.summary}>{activity.summary}</p>
        <div className={styles.tags}>
          <span className={styles.tag}>{activity.type_name}</span>
          <span className={styles.tag}>{activity.period_text}</span>
          <span className={styles.tag}>{activity.grant_text}</span>
          {record ? <StatusBadge status={record.status} text={record.status_text} /> : null}
        </div>
      </div>
    </Link>
  );
}
