import type { ReactNode } from 'react';
import kit from './kit.module.css';
import { useAction } from './use-action';

export interface ActionButtonProps {
  /** The write; the http client toasts a refusal. */
  onClick: () => Promise<unknown>;
  variant?: 'plain' | 'primary' | 'danger';
  children: ReactNode;
}

const VARIANT_CLASS = { plain: '', primary: kit.primary, danger: kit.dangerGhost } as const;

/** A table row's decision button: off while its write is in flight, so one click sends one request. */
export function ActionButton({ onClick, variant = 'plain', children }: ActionButtonProps) {
  const { busy, run } = useAction();
  return (
    <button
      type="button"
      className={`${kit.small} ${VARIANT_CLASS[variant]}`.trim()}
      disabled={busy}
      aria-busy={busy}
      onClick={() => run(onClick)}
    >
      {children}
    </button>
  );
}
