import { type ReactNode, useEffect } from 'react';
import styles from './dialog.module.css';
import kit from './kit.module.css';

export interface OpsDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** The confirm button; without it (and without `footer`) only 取消 is shown. */
  confirmText?: string;
  onConfirm?: () => void;
  /** A red confirm button: the action cannot be taken back (settle, void, disable). */
  danger?: boolean;
  /** While the write runs: the confirm button is off so it is sent once. */
  busy?: boolean;
  /** The confirm button stays off until the form is complete (a required reason). */
  confirmDisabled?: boolean;
  /** Buttons of its own instead of 取消 + confirm (a dialog that only shows something). */
  footer?: ReactNode;
  /** Room for a form (checkbox lists). */
  wide?: boolean;
}

/** A desktop dialog over a dimmed page (the shared Popup is sized for phones); Escape closes it. */
export function OpsDialog({
  title,
  children,
  onClose,
  confirmText,
  onConfirm,
  danger = false,
  busy = false,
  confirmDisabled = false,
  footer,
  wide = false,
}: OpsDialogProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.mask}>
      <div
        className={`${styles.panel} ${wide ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
      >
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>
          {footer ?? (
            <>
              <button type="button" className={kit.button} onClick={onClose}>
                取消
              </button>
              {confirmText && onConfirm && (
                <button
                  type="button"
                  className={`${kit.button} ${danger ? kit.danger : kit.primary}`}
                  disabled={busy || confirmDisabled}
                  aria-busy={busy}
                  onClick={onConfirm}
                >
                  {confirmText}
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
