import { Button, type ButtonProps } from '@app/shared';
import { useState } from 'react';

interface AsyncButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  onClick: () => Promise<unknown>;
}

/** A decision button: busy until the server answers, so one click sends one request. */
export function AsyncButton({ onClick, ...rest }: AsyncButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onClick();
    } catch {
      // The http client has toasted the refusal (不能审批自己发起的申请, 余额不足, ...).
    } finally {
      setBusy(false);
    }
  };
  return <Button {...rest} loading={busy} onClick={run} />;
}
