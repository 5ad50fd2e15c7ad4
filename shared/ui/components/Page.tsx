import type { ReactNode } from 'react';
import { NavBar, type NavBarProps } from './NavBar';
import styles from './Page.module.css';

export interface PageProps extends NavBarProps {
  children: ReactNode;
  /** Hide the NavBar (tab pages with their own header). */
  hideNavBar?: boolean;
}

/** A screen: NavBar plus a scrolling body. */
export function Page({ children, hideNavBar = false, ...nav }: PageProps) {
  return (
    <div className={styles.page}>
      {!hideNavBar && <NavBar {...nav} />}
      <main className={styles.body}>{children}</main>
    </div>
  );
}
