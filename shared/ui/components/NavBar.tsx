import type { ReactNode } from 'react';
import styles from './NavBar.module.css';

export const HOME_HASH = '#/pages/home/home';

export interface NavBarProps {
  title: ReactNode;
  /** Show the back button (default true). */
  back?: boolean;
  right?: ReactNode;
  /** Overrides the default back behaviour. */
  onBack?: () => void;
}

/** SPEC 2: going back with no history leads to the home page. */
export function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else window.location.hash = HOME_HASH;
}

export function NavBar({ title, back = true, right, onBack }: NavBarProps) {
  return (
    <header className={styles.bar} data-testid="navbar">
      <div>
        {back && (
          <button type="button" className={styles.back} aria-label="返回" onClick={onBack ?? goBack}>
            返回
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.right}>{right}</div>
    </header>
  );
}
