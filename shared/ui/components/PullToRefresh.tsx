import { type ReactNode, useRef, useState } from 'react';
import styles from './PullToRefresh.module.css';

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  /** Pull distance (px) that triggers a refresh. */
  threshold?: number;
}

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing';

const LABELS: Record<Phase, string> = {
  idle: '',
  pulling: '下拉刷新',
  ready: '释放立即刷新',
  refreshing: '正在刷新...',
};

/**
 * Pull down at the top of the page to run the async onRefresh. Touch events for phones and mouse drag for
 * desktop browsers (pointer events would be cancelled by the browser's own vertical panning on touch).
 */
export function PullToRefresh({ onRefresh, children, threshold = 60 }: PullToRefreshProps) {
  const [distance, setDistance] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const startY = useRef<number | null>(null);

  const start = (y: number) => {
    if (phase === 'refreshing' || (document.scrollingElement?.scrollTop ?? 0) > 0) return;
    startY.current = y;
  };
  const move = (y: number) => {
    if (startY.current === null) return;
    const pulled = Math.max(0, (y - startY.current) * 0.5);
    setDistance(pulled);
    setPhase(pulled === 0 ? 'idle' : pulled >= threshold ? 'ready' : 'pulling');
  };
  const end = async () => {
    if (startY.current === null) return;
    startY.current = null;
    if (phase !== 'ready') {
      setDistance(0);
      setPhase('idle');
      return;
    }
    setPhase('refreshing');
    setDistance(threshold);
    try {
      await onRefresh();
    } finally {
      setDistance(0);
      setPhase('idle');
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drag gesture surface; refresh is also reachable by reloading the page
    <div
      className={styles.root}
      onTouchStart={(event) => start(event.touches[0]?.clientY ?? 0)}
      onTouchMove={(event) => move(event.touches[0]?.clientY ?? 0)}
      onTouchEnd={end}
      onTouchCancel={end}
      onMouseDown={(event) => start(event.clientY)}
      onMouseMove={(event) => move(event.clientY)}
      onMouseUp={end}
      onMouseLeave={end}
    >
      <div
        className={`${styles.indicator} ${phase === 'pulling' || phase === 'ready' ? styles.dragging : ''}`}
        style={{ height: distance }}
        aria-live="polite"
      >
        {LABELS[phase]}
      </div>
      {children}
    </div>
  );
}
