import { type CodeSent, Field, toast, userApi } from '@app/shared';
import { useState } from 'react';
import styles from './auth.module.css';
import { useSmsCountdown } from './useSmsCountdown';
import { validatePhone } from './validation';

interface SmsCodeFieldProps {
  phone: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Called with the phone's error when the code is requested for an invalid number. */
  onPhoneError: (message: string) => void;
  type?: string;
  /** Another way to ask for the code (forgot password). */
  requestCode?: (phone: string) => Promise<CodeSent>;
  /** What the toast says once the code is asked for. */
  sentMessage?: string;
}

/**
 * SMS code input with 获取验证码 and a 60 s resend countdown. When the server runs its demo SMS provider (no
 * real one configured), the code it answers is shown under the field, labelled as the demo's.
 */
export function SmsCodeField({
  phone,
  value,
  onChange,
  error,
  onPhoneError,
  type = 'register',
  requestCode,
  sentMessage = '验证码已发送',
}: SmsCodeFieldProps) {
  const { remaining, start } = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const [demoCode, setDemoCode] = useState<string | null>(null);

  async function send() {
    const phoneError = validatePhone(phone.trim(), true);
    if (phoneError) {
      onPhoneError(phoneError);
      return;
    }
    setSending(true);
    try {
      const sent = requestCode
        ? await requestCode(phone.trim())
        : await userApi.sendSms({ phone: phone.trim(), type });
      setDemoCode(sent?.demo_code ?? null);
      toast.success(sentMessage);
      start();
    } catch {
      // Rate limits and other refusals are toasted by the http layer; the button stays available.
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Field
        label="验证码"
        value={value}
        onChange={onChange}
        error={error}
        placeholder="6位数字"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-testid="reg-sms-code"
        extra={
          <button
            type="button"
            className={styles.smsButton}
            disabled={remaining > 0 || sending}
            onClick={send}
            data-testid="reg-sms-send"
          >
            {remaining > 0 ? `${remaining}秒后重发` : '获取验证码'}
          </button>
        }
      />
      {demoCode ? (
        <p className={styles.demoCode} data-testid="sms-demo-code">
          演示环境，验证码：<strong>{demoCode}</strong>
        </p>
      ) : null}
    </>
  );
}
