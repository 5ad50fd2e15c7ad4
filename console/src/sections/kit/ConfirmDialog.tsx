import { type ReactNode, useState } from 'react';
import styles from './kit.module.css';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmText: string;
  danger?: boolean;
  /** Asks for a reason (kept in the audit log) and keeps the confirm button off until one is typed. */
  askReason?: boolean;
  /** Room for a form (checkbox lists). */
  wide?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** The one confirmation every console write passes through: it stays open (busy) until the write settles. */
export function ConfirmDialog({
  title,
  children,
  confirmText,
  danger = false,
  askReason = false,
  wide = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch {
      // The http client already toasted why; the dialog stays for another try.
      setBusy(false);
    }
  };
  return (
    <Modal
      title={title}
      wide={wide}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={styles.button} onClick={onClose}>
            取消
          </button>
          <button
            type="button"
            className={`${styles.button} ${danger ? styles.danger : styles.primary}`}
            disabled={busy || (askReason && !reason.trim())}
            onClick={confirm}
          >
            {confirmText}
          </button>
        </>
      }
    >
      {children}
      {askReason && (
        <label className={styles.label}>
          原因（记入审计日志）
          <textarea
            className={styles.textarea}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
      )}
    </Modal>
  );
}
