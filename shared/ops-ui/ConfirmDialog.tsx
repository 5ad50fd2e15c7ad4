import { type ReactNode, useState } from 'react';
import kit from './kit.module.css';
import { OpsDialog } from './OpsDialog';
import { useAction } from './use-action';

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmText: string;
  danger?: boolean;
  /** Asks for a reason and keeps the confirm button off until one is typed. */
  askReason?: boolean;
  /** The reason field's label: where the reason goes (the audit log by default; the player for a refusal). */
  reasonLabel?: string;
  /** Room for a form (checkbox lists). */
  wide?: boolean;
  /** The write; a success toast when it gives one. */
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
  reasonLabel = '原因（记入审计日志）',
  wide = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const { busy, run } = useAction();
  const confirm = async () => {
    if (await run(() => onConfirm(reason.trim()))) onClose();
  };
  return (
    <OpsDialog
      title={title}
      wide={wide}
      onClose={onClose}
      confirmText={confirmText}
      danger={danger}
      busy={busy}
      confirmDisabled={askReason && !reason.trim()}
      onConfirm={confirm}
    >
      {children}
      {askReason && (
        <label className={kit.label}>
          {reasonLabel}
          <textarea
            className={kit.textarea}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
      )}
    </OpsDialog>
  );
}
