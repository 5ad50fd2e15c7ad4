import { Button, Page, PasswordField, toast, userApi } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthHero } from '../auth/AuthHero';
import styles from '../auth/auth.module.css';
import { PhoneCodeFields } from '../auth/PhoneCodeFields';
import {
  type FieldErrors,
  hasErrors,
  validateConfirm,
  validatePassword,
  validatePhone,
  validateSmsCode,
} from '../auth/validation';

type ResetField = 'phone' | 'code' | 'password' | 'confirm';

/** The server's answer for any phone, registered or not. */
const CODE_SENT = '如该手机号已注册，验证码已发送';

/** /pages/login/forgot: a new password by phone and SMS code; every session of the account ends. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      phone: validatePhone(phone.trim(), true),
      code: validateSmsCode(code.trim()),
      password: validatePassword(password),
      confirm: validateConfirm(password, confirm),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      const { username } = await userApi.resetPassword({
        phone: phone.trim(),
        sms_code: code.trim(),
        password,
        password_confirmation: confirm,
      });
      toast.success('密码已重置，请使用新密码登录');
      // A player who registered by phone may never have seen the username: login shows it, filled in.
      navigate('/pages/login/login', { replace: true, state: { username } });
    } catch {
      // Wrong or expired codes and rate limits are toasted by the http layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Page title="找回密码" back>
      <AuthHero title="找回密码" subtitle="通过绑定的手机号验证后设置新密码" />
      <form className={styles.card} onSubmit={submit} noValidate>
        <div className={styles.form}>
          <PhoneCodeFields
            phone={phone}
            code={code}
            onPhoneChange={setPhone}
            onCodeChange={setCode}
            errors={errors}
            onPhoneError={(message) => setErrors((current) => ({ ...current, phone: message }))}
            phonePlaceholder="请输入绑定的手机号"
            phoneTestId="forgot-phone"
            requestCode={(number) => userApi.forgotPassword(number)}
            sentMessage={CODE_SENT}
          />
          <PasswordField
            label="新密码"
            value={password}
            onChange={setPassword}
            error={errors.password}
            placeholder="6-20位新密码"
            autoComplete="new-password"
            maxLength={20}
            data-testid="forgot-password"
          />
          <PasswordField
            label="确认密码"
            value={confirm}
            onChange={setConfirm}
            error={errors.confirm}
            placeholder="请再次输入新密码"
            autoComplete="new-password"
            maxLength={20}
            data-testid="forgot-confirm"
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" block loading={submitting} data-testid="forgot-submit">
            重置密码
          </Button>
        </div>
      </form>
    </Page>
  );
}
