import { ConfirmDialog, kit } from '@app/shared/ops-ui';
import { useState } from 'react';

interface RejectButtonProps {
  /** What is being refused (提现 #12, 充值 RC…, 申请 #3): the dialog's title and the reason's label. */
  subject: string;
  onReject: (reason: string) => Promise<unknown>;
}

/** 驳回 asks for the reason (it reaches the player or the requester) before anything is sent. */
export function RejectButton({ subject, onReject }: RejectButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${kit.small} ${kit.dangerGhost}`} onClick={() => setOpen(true)}>
        驳回
      </button>
      {open && (
        <ConfirmDialog
          title={`驳回${subject}`}
          confirmText="确认驳回"
          danger
          askReason
          reasonLabel={`${subject} 驳回原因`}
          onConfirm={onReject}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
