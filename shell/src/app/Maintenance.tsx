import styles from './app.module.css';

/** maintenance_mode: the whole app is replaced by this screen with appinfo.repair_tips. */
export function Maintenance({ tips }: { tips: string | undefined }) {
  return (
    <div className={styles.maintenance} data-testid="maintenance" role="alert">
      <svg className={styles.maintenanceIcon} viewBox="0 0 64 64" aria-hidden="true">
        <path
          d="M40 10a14 14 0 0 0-13 19L10 46a5 5 0 0 0 7 7l17-17a14 14 0 0 0 19-13l-8 8-8-2-2-8 8-8a14 14 0 0 0-3-3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <h1 className={styles.maintenanceTitle}>系统维护中</h1>
      <p className={styles.maintenanceTips}>{tips?.trim() || '系统正在维护升级，请稍后再来'}</p>
    </div>
  );
}
