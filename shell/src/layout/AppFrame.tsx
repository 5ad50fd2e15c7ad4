import type { ReactNode } from 'react';
import { RealityCheck } from '../pages/protection/RealityCheck';
import { AutoUpdateCheck } from '../pages/update/AutoUpdateCheck';
import styles from './layout.module.css';
import { TabBar } from './TabBar';

/** The phone-width column; on wide screens (>= 768px) it is centred at 375px on a dark background. */
export function AppFrame({ withTabBar, children }: { withTabBar: boolean; children: ReactNode }) {
  return (
    <div className={withTabBar ? `${styles.frame} ${styles.withTabBar}` : styles.frame}>
      {children}
      {withTabBar && <TabBar />}
      <AutoUpdateCheck />
      <RealityCheck />
    </div>
  );
}
