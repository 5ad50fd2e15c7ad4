import { useSession } from '@app/shared';
import { Link } from 'react-router-dom';
import styles from '../home.module.css';

/** The floating red packet entry, shown while appinfo.redpacket_switch is on; it opens the activities. */
export function RedPacketFloat() {
  const on = useSession((state) => Number(state.appInfo?.redpacket_switch ?? 0) === 1);
  if (!on) return null;
  return (
    <Link
      to="/pages/activity/activity"
      className={styles.redPacket}
      aria-label="领红包"
      data-testid="redpacket"
    >
      <svg viewBox="0 0 56 64" width="56" height="64" aria-hidden="true">
        <rect x="4" y="6" width="48" height="56" rx="8" fill="#e5322d" />
        <path d="M4 14a8 8 0 0 1 8-8h32a8 8 0 0 1 8 8v8c-8 7-16 10-24 10S12 29 4 22z" fill="#c8211c" />
        <circle cx="28" cy="32" r="9" fill="#ffcf4a" stroke="#e0a100" strokeWidth="2" />
        <text x="28" y="36.5" textAnchor="middle" fontSize="11" fontWeight="700" fill="#c8211c">
          ¥
        </text>
      </svg>
      <span className={styles.redPacketLabel}>领红包</span>
    </Link>
  );
}
