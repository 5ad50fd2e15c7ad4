import type { ReactNode } from 'react';
import { NavBar, type NavBarProps } from './NavBar';
import styles from './Page.module.css';

export interface PageProps extends NavBarProps {
  children: ReactNode;
  /** Hide the NavBar (tab pages with their own header). */
  hideNavBar?: boolean;
  /** Inset the body from the screen edges (pages built from Sections rather than edge-to-edge lists). */
  padded?: boolean;
}

/** A screen: NavBar plus a scrolling body. */
export function Page({ children, hideNavBar = false, padded = false, ...nav }: PageProps) {
  return (
    <div className={styles.page}>
      {!hideNavBar && <NavBar {...nav} />}
      <main className={padded ? `${styles.body} ${styles.padded}` : styles.body}>{children}</main>
    </div>
  );
}
