import { type AuthResult, Button, Dialog, PasswordField, userApi } from '@app/shared';
import { type FormEvent, useState } from 'react';
import styles from '../../auth/auth.module.css';
import { PhoneCodeFields } from '../../auth/PhoneCodeFields';
import { useCompleteLogin } from '../../auth/useCompleteLogin';
import {
  type FieldErrors,
  hasErrors,
  validatePassword,
  validatePhone,
  validateSmsCode,
} from '../../auth/validation';

type SmartField = 'phone' | 'code' | 'password';

/** 智能注册: phone + SMS code + password; the server generates the username. */
export function SmartRegisterForm() {
  const completeLogin = useCompleteLogin();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SmartField>>({});
  const [submitting, setSubmitting] = useState(false);
  // The server chose the username: the player sees it before going on, or could never type it.
  const [registered, setRegistered] = useState<AuthResult | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      phone: validatePhone(phone.trim(), true),
      code: validateSmsCode(code.trim()),
      password: validatePassword(password),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      setRegistered(await userApi.smartRegister({ phone: phone.trim(), sms_code: code.trim(), password }));
    } catch {
      // Wrong or expired codes are toasted by the http layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhoneCodeFields
        phone={phone}
        code={code}
        onPhoneChange={setPhone}
        onCodeChange={setCode}
        errors={errors}
        onPhoneError={(message) => setErrors((current) => ({ ...current, phone: message }))}
        phoneTestId="reg-smart-phone"
      />
      <PasswordField
        label="密码"
        value={password}
        onChange={setPassword}
        error={errors.password}
        placeholder="6-20位密码"
        autoComplete="new-password"
        maxLength={20}
        data-testid="reg-smart-password"
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" block loading={submitting} data-testid="reg-smart-submit">
          注册并登录
        </Button>
      </div>
      <Dialog
        open={registered !== null}
        title="注册成功"
        confirmText="开始游戏"
        onConfirm={() => registered && completeLogin(registered)}
      >
        <p data-testid="reg-smart-username">
          您的用户名：<strong>{registered?.userinfo.username}</strong>
        </p>
        <p>登录时可使用用户名或手机号 {phone.trim()}，请牢记密码。</p>
      </Dialog>
    </form>
  );
}
