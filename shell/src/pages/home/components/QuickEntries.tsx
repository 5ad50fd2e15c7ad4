import { useAppConfig } from '@app/shared';
import { Link } from 'react-router-dom';
import { closedAreaOf } from '../../../layout/tabs';
import styles from '../home.module.css';

interface QuickEntry {
  title: string;
  path: string;
  glyph: string;
  /** Gradient start of the icon tile; each entry gets its own colour so the grid reads at a glance. */
  color: string;
}

export const QUICK_ENTRIES: QuickEntry[] = [
  { title: '充值', path: '/financePages/recharge', glyph: '充', color: '#ffb400' },
  { title: '提现', path: '/financePages/withdrawal', glyph: '提', color: '#22c55e' },
  { title: '彩票', path: '/pages/lottery/lottery-list', glyph: '彩', color: '#ef4444' },
  { title: '体育', path: '/pages/gameplay/gameplay', glyph: '体', color: '#3b82f6' },
  { title: '签到', path: '/pages/signin/index', glyph: '签', color: '#a855f7' },
  { title: '邀请', path: '/minePages/invite', glyph: '邀', color: '#f97316' },
  { title: 'VIP', path: '/minePages/vip', glyph: 'V', color: '#eab308' },
  { title: '电子', path: '/gamelistPages/soltlist', glyph: '电', color: '#14b8a6' },
];

/** The entry grid; an entry into an area the operator switched off is not shown. */
export function QuickEntries() {
  const config = useAppConfig((state) => state.config);
  const entries = QUICK_ENTRIES.filter((entry) => !closedAreaOf(entry.path, config));
  return (
    <nav className={styles.quickGrid} aria-label="快捷入口" data-testid="quick-entries">
      {entries.map((entry) => (
        <Link key={entry.path} to={entry.path} className={styles.quickItem}>
          <span
            aria-hidden="true"
            className={styles.quickIcon}
            style={{ background: `linear-gradient(135deg, ${entry.color}, #1f2430)` }}
          >
            {entry.glyph}
          </span>
          <span className={styles.quickTitle}>{entry.title}</span>
        </Link>
      ))}
    </nav>
  );
}
