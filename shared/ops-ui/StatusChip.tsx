import type { ReactNode } from 'react';
import kit from './kit.module.css';

/** ok: running, paid, published; bad: held, disabled, refused; accent: waits for an operator; quiet: the rest. */
export type StatusTone = 'ok' | 'bad' | 'accent' | 'quiet';

const TONE_CLASS: Record<StatusTone, string | undefined> = {
  ok: kit.badgeOk,
  bad: kit.badgeBad,
  accent: kit.badgeAccent,
  quiet: '',
};

/** A row's state as a small pill, its colour saying whether it needs attention. */
export function StatusChip({ tone = 'quiet', children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={`${kit.badge} ${TONE_CLASS[tone] ?? ''}`.trim()}>{children}</span>;
}
