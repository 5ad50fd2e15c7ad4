import { Button, formatMoney, Muted, Popup } from '@app/shared';
import { useEffect, useState } from 'react';
import styles from './withdrawal.module.css';

const LENGTH = 6;

/** The 6-digit payment password, typed into one hidden input shown as six boxes. */
export function PasswordSheet({
  open,
  amount,
  fee,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  amount: string;
  fee: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (open) setPassword('');
  }, [open]);

  const change = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, LENGTH);
    setPassword(digits);
  };

  return (
    <Popup open={open} onClose={onClose} aria-label="输入支付密码">
      <div className={styles.sheet}>
        <h2 className={styles.sheetTitle}>请输入支付密码</h2>
        <p className={styles.sheetAmount}>¥ {formatMoney(amount)}</p>
        <Muted>手续费 ¥ {formatMoney(fee)}</Muted>
        <div className={styles.digits}>
          {Array.from({ length: LENGTH }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of the six boxes
              key={index}
              className={`${styles.digit} ${index === password.length ? styles.digitActive : ''}`}
              aria-hidden="true"
            >
              {index < password.length ? '•' : ''}
            </span>
          ))}
          <input
            className={styles.hiddenInput}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            aria-label="支付密码"
            maxLength={LENGTH}
            value={password}
            // biome-ignore lint/a11y/noAutofocus: the sheet exists only to take this input
            autoFocus
            onChange={(event) => change(event.target.value)}
          />
        </div>
        <Button
          block
          loading={busy}
          disabled={password.length !== LENGTH}
          onClick={() => onConfirm(password)}
        >
          确认提现
        </Button>
      </div>
    </Popup>
  );
}
