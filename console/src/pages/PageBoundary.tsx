import { Component, type ReactNode } from 'react';
import { Failure } from './Failure';

interface Props {
  /** Chinese page title, for the message. */
  title: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** Bumped by 重试: the page mounts afresh. */
  attempt: number;
}

/** One page's failure stays inside its page: the menu, the top bar and every other page keep working. */
export class PageBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[console] page ${this.props.title} failed`, error);
  }

  private readonly retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));

  override render() {
    if (this.state.failed)
      return <Failure message={`「${this.props.title}」页面出错了，请重试`} onRetry={this.retry} />;
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
