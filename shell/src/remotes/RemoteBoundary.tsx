import { NavBar } from '@app/shared';
import { Component, Fragment, type ReactNode } from 'react';
import { ChunkLoadError, classifyChunkError, sharedVersionMismatch } from './chunkErrors';
import { reloadRemote } from './loader';
import type { RemoteName } from './registry';
import styles from './remotes.module.css';
import { reportRemoteError } from './reporter';

interface Props {
  /** The remote inside; none around the shell's own lazy pages (shell/src/pages/lazyPage.ts). */
  remote?: RemoteName;
  /** 'page' fills the screen; 'widget' is a small card inside the home page. */
  variant: 'page' | 'widget';
  /** Changing it (e.g. a new route path) clears a shown error. */
  resetKey?: string;
  /** Page variant only: show a NavBar with a back arrow (not on tab roots, which keep the tab bar). */
  navBack?: boolean;
  /** What else 重试 does before the children mount again (besides reloading the remote inside). */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  attempt: number;
  resetKey: string | undefined;
}

const MESSAGES = {
  missing: '模块暂时不可用，请稍后重试',
  timeout: '加载超时，请检查网络后重试',
  error: '模块暂时不可用，请稍后重试',
};

/**
 * Catches a remote that fails to load (the loader's ChunkLoadError is thrown during render) or throws while
 * rendering, and reports it. 重试 makes the loader forget the remote (its loaded modules and the manifest)
 * and remounts the children under a new key, so the remote is fetched again from wherever the manifest
 * points now (a rollback fixes an open tab) without reloading the page. A remote that needs newer shared
 * code than this page provides cannot load here at all: 模块版本不兼容, and the action reloads the page.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    if (!this.props.remote) return;
    const kind = sharedVersionMismatch(error)
      ? 'version'
      : error instanceof ChunkLoadError
        ? error.type
        : 'render';
    reportRemoteError(this.props.remote, kind, error);
  }

  retry = () => {
    if (this.props.remote) reloadRemote(this.props.remote);
    this.props.onRetry?.();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    if (error === null) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const mismatch = sharedVersionMismatch(error) !== null;
    const type = classifyChunkError(error);
    const page = this.props.variant === 'page';
    const card = (
      <div
        className={page ? styles.pageError : styles.widgetError}
        data-testid={page ? 'remote-error' : 'remote-widget-error'}
        data-error-type={mismatch ? 'version' : type}
        role="alert"
      >
        {page && <BrokenIcon />}
        <p className={styles.title}>{mismatch ? '模块版本不兼容' : page ? '页面加载失败' : '内容加载失败'}</p>
        <p className={styles.detail}>{mismatch ? '新版本需要刷新页面后使用' : MESSAGES[type]}</p>
        {mismatch ? (
          <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
            刷新页面
          </button>
        ) : (
          <button type="button" className={styles.retry} onClick={this.retry}>
            重试
          </button>
        )}
      </div>
    );
    if (!page || this.props.navBack === undefined) return card;
    return (
      <>
        <NavBar title="加载失败" back={this.props.navBack} />
        {card}
      </>
    );
  }
}

function BrokenIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
      <rect x="8" y="12" width="48" height="40" rx="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M8 22h48" stroke="currentColor" strokeWidth="3" />
      <path d="M26 32l12 12M38 32L26 44" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
