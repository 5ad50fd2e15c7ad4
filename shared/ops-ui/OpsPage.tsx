import type { ReactNode } from 'react';
import kit from './kit.module.css';

export interface OpsPageProps {
  title: string;
  /** One line of what the page is for, or the context of what it shows. */
  subtitle?: ReactNode;
  /** The page's main actions and filters (新建, 状态) on the right of the title. */
  actions?: ReactNode;
  /** A 刷新 button after the actions: for a queue that changes while the operator works it. */
  onRefresh?: () => void;
  children: ReactNode;
}

/** The frame of every console page, the console's own and the remotes': title, context, actions, content. */
export function OpsPage({ title, subtitle, actions, onRefresh, children }: OpsPageProps) {
  return (
    <section className={kit.page} aria-label={title}>
      <header className={kit.header}>
        <div>
          <h1 className={kit.title}>{title}</h1>
          {subtitle && <p className={kit.subtitle}>{subtitle}</p>}
        </div>
        {(actions || onRefresh) && (
          <div className={kit.actions}>
            {actions}
            {onRefresh && (
              <button type="button" className={kit.button} onClick={onRefresh}>
                刷新
              </button>
            )}
          </div>
        )}
      </header>
      {children}
    </section>
  );
}
