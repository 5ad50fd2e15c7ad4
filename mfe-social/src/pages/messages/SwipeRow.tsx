import { type ReactNode, useRef, useState } from 'react';
import styles from './messages.module.css';

const ACTION_WIDTH = 72;

/** A row that slides left on a horizontal swipe to reveal its delete button. */
export function SwipeRow({ children, onDelete }: { children: ReactNode; onDelete: () => void }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; y: number; offset: number } | null>(null);

  return (
    <div className={styles.swipe}>
      <button type="button" className={styles.deleteAction} onClick={onDelete} aria-label="删除">
        删除
      </button>
      <div
        className={styles.swipeContent}
        style={{ transform: `translateX(${-offset}px)` }}
        onTouchStart={(event) => {
          const touch = event.touches[0];
          if (touch) start.current = { x: touch.clientX, y: touch.clientY, offset };
        }}
        onTouchMove={(event) => {
          const touch = event.touches[0];
          if (!touch || !start.current) return;
          const dx = start.current.x - touch.clientX;
          if (Math.abs(dx) < Math.abs(touch.clientY - start.current.y)) return;
          setOffset(Math.max(0, Math.min(ACTION_WIDTH, start.current.offset + dx)));
        }}
        onTouchEnd={() => {
          start.current = null;
          setOffset((current) => (current > ACTION_WIDTH / 2 ? ACTION_WIDTH : 0));
        }}
      >
        {children}
      </div>
    </div>
  );
}
