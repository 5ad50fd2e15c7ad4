import type { ReactNode } from 'react';
import styles from './Dialog.module.css';
import { Popup } from './Popup';

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  confirmText?: string;
  /** Omit to show a single-button alert. */
  cancelText?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
}

export function Dialog({
  open,
  title,
  children,
  confirmText = '确定',
  cancelText,
  onConfirm,
  onCancel,
}: DialogProps) {
  return (
    <Popup open={open} position="center" closeOnMask={false} onClose={onCancel}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {children && <div className={styles.body}>{children}</div>}
      <div className={styles.actions}>
        {cancelText && (
          <button type="button" className={styles.action} onClick={onCancel}>
            {cancelText}
          </button>
        )}
        <button type="button" className={`${styles.action} ${styles.confirm}`} onClick={onConfirm}>
          {confirmText}
        </button>
      </div>
    </Popup>
  );
}
