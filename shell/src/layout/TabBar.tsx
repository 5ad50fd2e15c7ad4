import { useAppConfig, useUnreadBadge } from '@app/shared';
import { NavLink } from 'react-router-dom';
import styles from './layout.module.css';
import { TabIcon } from './TabIcon';
import { visibleTabs } from './tabs';

export function TabBar() {
  const config = useAppConfig((state) => state.config);
  const unread = useUnreadBadge();
  return (
    <nav className={styles.tabbar} data-testid="tabbar" aria-label="主导航">
      {visibleTabs(config).map((tab) => (
        <NavLink
          key={tab.id}
          to={tab.path}
          replace
          data-testid={`tab-${tab.id}`}
          className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
        >
          <TabIcon id={tab.id} />
          <span>{tab.label}</span>
          {tab.id === 'mine' && unread ? (
            <span className={styles.tabBadge} data-testid="tab-mine-badge">
              {unread}
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}
