import type { ReactNode } from 'react';
import kit from './kit.module.css';

export interface OpsPageProps {
  title: string;
  /** One line of what the page is for, or the context of what it shows. */
  subtitle?: ReactNode;
  /** The page's main actions (刷新, 新建) on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every console page, the console's own and the remotes': title, context, actions, content. */
export function OpsPage({ title, subtitle, actions, children }: OpsPageProps) {
  return (
    <section className={kit.page} aria-label={title}>
      <header className={kit.header}>
        <div>
          <h1 className={kit.title}>{title}</h1>
          {subtitle && <p className={kit.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={kit.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
