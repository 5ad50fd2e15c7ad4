import type { ApplicationStatus } from '../../api/activity';
import styles from './activity.module.css';

const TONE: Record<ApplicationStatus, string | undefined> = {
  0: styles.status0,
  1: styles.status1,
  2: styles.status2,
};

/** 审核中 (accent) / 已发放 (green) / 已拒绝 (red). */
export function StatusBadge({ status, text }: { status: ApplicationStatus; text: string }) {
  return (
    <span className={`${styles.badge} ${TONE[status] ?? ''}`} data-testid="application-status">
      {text}
    </span>
  );
}
