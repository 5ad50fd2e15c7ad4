import { useState } from 'react';
import { userApi } from '../../api';
import { useSession } from '../../session';
import type { UserInfo } from '../../types';
import { isNumericCode } from '../../validate';
import { Field } from '../components/Field';
import { toast } from '../toast/store';
import { FormSheet } from './FormSheet';
import { PasswordField } from './PasswordField';

type PaymentKey = 'proof' | 'next' | 'confirm';

const EMPTY: Record<PaymentKey, string> = { proof: '', next: '', confirm: '' };

function paymentPasswordError(value: string): string | undefined {
  if (!value) return '请输入支付密码';
  return isNumericCode(value, 6) ? undefined : '支付密码须为6位数字';
}

/**
 * Sets the payment password, or changes it. A change needs proof: the old payment password; the login
 * password proves the first setting (and stands in when the old payment password is forgotten).
 */
export function PaymentPasswordSheet({
  open,
  user,
  onClose,
  onSaved,
}: {
  open: boolean;
  user: UserInfo;
  onClose: () => void;
  /** After the password is saved (withdrawal goes on to its confirmation). */
  onSaved?: () => void;
}) {
  const updateUser = useSession((state) => state.updateUser);
  const changing = user.has_payment_password === 1;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PaymentKey, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (field: PaymentKey) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function close() {
    setValues(EMPTY);
    setErrors({});
    onClose();
  }

  async function save() {
    const found = {
      proof: values.proof ? undefined : changing ? '请输入原支付密码' : '请输入登录密码',
      next: paymentPasswordError(values.next),
      confirm: values.confirm === values.next ? undefined : '两次输入的密码不一致',
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const proof = changing ? { old_password: values.proof } : { login_password: values.proof };
      await userApi.setPaymentPassword({ password: values.next, ...proof });
      updateUser({ has_payment_password: 1 });
      toast.success(changing ? '支付密码已修改' : '支付密码设置成功');
      close();
      onSaved?.();
    } catch {
      // Toasted by the http layer (e.g. 原支付密码或登录密码错误).
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <FormSheet
      open={open}
      title={changing ? '修改支付密码' : '设置支付密码'}
      submitting={submitting}
      onClose={close}
      onSubmit={save}
      hint="支付密码用于提现等资金操作，请勿告诉他人"
    >
      <PasswordField
        label={changing ? '原支付密码' : '登录密码'}
        value={values.proof}
        onChange={set('proof')}
        error={errors.proof}
        placeholder={changing ? '请输入原支付密码' : '请输入登录密码验证身份'}
      />
      <Field
        label="支付密码"
        type="password"
        inputMode="numeric"
        maxLength={6}
        value={values.next}
        onChange={set('next')}
        error={errors.next}
        placeholder="6位数字"
        autoComplete="new-password"
      />
      <Field
        label="确认密码"
        type="password"
        inputMode="numeric"
        maxLength={6}
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
        placeholder="请再次输入支付密码"
        autoComplete="new-password"
      />
    </FormSheet>
  );
}
