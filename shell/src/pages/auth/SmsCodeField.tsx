import { Field, toast, userApi } from '@app/shared';
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
  /** Another way to ask for the code (forgot password); resolves to what the toast says. */
  requestCode?: (phone: string) => Promise<string>;
}

/** SMS code input with 获取验证码 and a 60 s resend countdown. */
export function SmsCodeField({
  phone,
  value,
  onChange,
  error,
  onPhoneError,
  type = 'register',
  requestCode,
}: SmsCodeFieldProps) {
  const { remaining, start } = useSmsCountdown();
  const [sending, setSending] = useState(false);

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
        : await userApi.sendSms({ phone: phone.trim(), type }).then(() => '验证码已发送');
      toast.success(sent);
      start();
    } catch {
      // Rate limits and other refusals are toasted by the http layer; the button stays available.
    } finally {
      setSending(false);
    }
  }

  return (
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
  );
}
