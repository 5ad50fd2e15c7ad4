import { type ReactNode, useEffect } from 'react';
import styles from './Popup.module.css';

export interface PopupProps {
  open: boolean;
  onClose?: () => void;
  position?: 'bottom' | 'center';
  /** Close when the mask is tapped (default true). */
  closeOnMask?: boolean;
  children: ReactNode;
  'aria-label'?: string;
}

/** A sheet over a dimmed mask; Escape and mask taps close it. */
export function Popup({
  open,
  onClose,
  position = 'bottom',
  closeOnMask = true,
  children,
  ...aria
}: PopupProps) {
  useEffect(() => {
    if (!open || !onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={`${styles.mask} ${styles[position]}`}>
      <button
        type="button"
        className={styles.backdrop}
        aria-label="关闭"
        tabIndex={-1}
        onClick={() => {
          if (closeOnMask) onClose?.();
        }}
      />
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label={aria['aria-label']}>
        {children}
      </div>
    </div>
  );
}
