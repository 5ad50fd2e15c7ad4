import { isBuiltInRole, ROLES } from '@app/shared/ops';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { MenuGroup } from '../menu/menu';
import type { RemoteModuleState } from '../remotes/opsModules';
import type { Operator } from '../session/opsApi';
import styles from './layout.module.css';

/** Role ids as Chinese labels (custom roles keep their name). */
export const roleLabels = (roles: readonly string[]) =>
  roles.map((role) => (isBuiltInRole(role) ? ROLES[role].label : role)).join(' · ');

interface LayoutProps {
  operator: Operator;
  menu: MenuGroup[];
  /** Remotes whose operator pages are still loading or failed: shown under the menu, retried from there. */
  pendingRemotes: RemoteModuleState[];
  onRetryRemote: (name: string) => void;
  /** The remotes manifest could not be read: no team's pages are known yet. */
  manifestFailed: boolean;
  onRetryManifest: () => void;
  onSignOut: () => void;
  children: ReactNode;
}

export function ConsoleLayout({
  operator,
  menu,
  pendingRemotes,
  onRetryRemote,
  manifestFailed,
  onRetryManifest,
  onSignOut,
  children,
}: LayoutProps) {
  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            ★
          </span>
          运营后台
        </div>
        <div className={styles.who}>
          <span className={styles.avatar} aria-hidden="true">
            {(operator.display_name || operator.username).slice(0, 1)}
          </span>
          <span className={styles.name}>{operator.display_name || operator.username}</span>
          <span className={styles.role}>{roleLabels(operator.roles) || '无角色'}</span>
          <button type="button" className={styles.signOut} onClick={onSignOut}>
            退出登录
          </button>
        </div>
      </header>
      <nav className={styles.menu} aria-label="功能菜单">
        {menu.map((group) => (
          <section key={group.section} className={styles.group}>
            <h2>{group.title}</h2>
            {group.pages.map((page) => (
              <NavLink
                key={page.href}
                to={page.href}
                className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
              >
                {page.title}
              </NavLink>
            ))}
          </section>
        ))}
        {manifestFailed && (
          <section className={styles.group}>
            <div className={styles.remoteFailed} role="alert">
              <p>各业务模块列表加载失败</p>
              <button type="button" onClick={onRetryManifest}>
                重试
              </button>
            </div>
          </section>
        )}
        {pendingRemotes.map((entry) => (
          <section key={entry.remote.name} className={styles.group}>
            {entry.status === 'loading' ? (
              <p className={styles.note}>正在加载运营模块…</p>
            ) : (
              <div className={styles.remoteFailed} role="alert">
                <p>运营模块 {entry.remote.name} 加载失败</p>
                <button type="button" onClick={() => onRetryRemote(entry.remote.name)}>
                  重试
                </button>
              </div>
            )}
          </section>
        ))}
      </nav>
      <main className={styles.content}>{children}</main>
    </div>
  );
}
