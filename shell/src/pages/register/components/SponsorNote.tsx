import styles from '../../auth/auth.module.css';

/** Who the new member registers under (inviter or agent), once the code has been validated. */
export function SponsorNote({ label, name }: { label: string; name: string }) {
  return (
    <div className={styles.badge} data-testid="reg-sponsor">
      {label}：<strong>{name}</strong>
    </div>
  );
}
