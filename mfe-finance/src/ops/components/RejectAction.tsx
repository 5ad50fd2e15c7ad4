import { Button } from '@app/shared';
import { useState } from 'react';
import styles from './ops.module.css';

interface RejectActionProps {
  /** What is being refused, for the input's label (订单号, 申请号). */
  subject: string;
  label?: string;
  onReject: (reason: string) => Promise<unknown>;
}

/** 驳回 asks for the reason in place (it reaches the player or the requester) before anything is sent. */
export function RejectAction({ subject, label = '驳回', onReject }: RejectActionProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <Button variant="danger" onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  const submit = async () => {
    setBusy(true);
    try {
      await onReject(reason.trim());
      setOpen(false);
    } catch {
      // The http client has toasted the refusal; the form stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.reasonRow}>
      <input
        className={styles.input}
        aria-label={`${subject} ${label}原因`}
        placeholder={`${label}原因（必填）`}
        maxLength={200}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button variant="danger" loading={busy} disabled={!reason.trim()} onClick={submit}>
        确认{label}
      </Button>
      <Button variant="ghost" onClick={() => setOpen(false)}>
        取消
      </Button>
    </div>
  );
}
