import type { ReactNode } from 'react';
import { useEffect } from 'react';
import dialogStyles from './dialog.module.css';
import styles from './ops.module.css';

export interface OpsDialogProps {
  title: string;
  children: ReactNode;
  /** Without it only 取消 is shown (nothing to confirm yet). */
  confirmText?: string;
  /** A red confirm button: the action cannot be taken back (settle, void). */
  danger?: boolean;
  /** While the request runs: the confirm button is disabled so it is sent once. */
  busy?: boolean;
  onConfirm?: () => void;
  onCancel: () => void;
}

/** A desktop modal with 取消 and, when given, one confirm button; Escape cancels. */
export function OpsDialog({
  title,
  children,
  confirmText,
  danger,
  busy,
  onConfirm,
  onCancel,
}: OpsDialogProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className={dialogStyles.mask}>
      <div className={dialogStyles.dialog} role="dialog" aria-modal="true" aria-label={title}>
        <h2>{title}</h2>
        <div className={dialogStyles.dialogBody}>{children}</div>
        <div className={dialogStyles.dialogFooter}>
          <button type="button" className={styles.action} onClick={onCancel}>
            取消
          </button>
          {confirmText && onConfirm && (
            <button
              type="button"
              className={`${styles.action} ${danger ? styles.dangerFill : styles.primary}`}
              disabled={busy}
              aria-busy={busy}
              onClick={onConfirm}
            >
              {confirmText}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
