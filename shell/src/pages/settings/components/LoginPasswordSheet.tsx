import { FormSheet, PasswordField, toast, userApi } from '@app/shared';
import { useState } from 'react';
import {
  type FieldErrors,
  hasErrors,
  MESSAGES,
  validateConfirm,
  validatePassword,
} from '../../auth/validation';

type PasswordKey = 'old' | 'next' | 'confirm';

/** Change the login password; the server signs every other device out. */
export function LoginPasswordSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<Record<PasswordKey, string>>({ old: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<PasswordKey>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (field: PasswordKey) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function close() {
    setValues({ old: '', next: '', confirm: '' });
    setErrors({});
    onClose();
  }

  async function save() {
    const found = {
      old: values.old ? undefined : '请输入原密码',
      next:
        validatePassword(values.next) ?? (values.next === values.old ? '新密码不能与原密码相同' : undefined),
      confirm: validateConfirm(values.next, values.confirm),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      await userApi.changePassword({
        old_password: values.old,
        password: values.next,
        password_confirmation: values.confirm,
      });
      toast.success('登录密码已修改，其他设备需重新登录');
      close();
    } catch {
      // Toasted by the http layer (e.g. 原密码错误).
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <FormSheet open={open} title="修改登录密码" submitting={submitting} onClose={close} onSubmit={save}>
      <PasswordField
        label="原密码"
        value={values.old}
        onChange={set('old')}
        error={errors.old}
        placeholder={MESSAGES.passwordRequired}
      />
      <PasswordField
        label="新密码"
        value={values.next}
        onChange={set('next')}
        error={errors.next}
        placeholder="6-20位新密码"
        autoComplete="new-password"
      />
      <PasswordField
        label="确认密码"
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
        placeholder="请再次输入新密码"
        autoComplete="new-password"
      />
    </FormSheet>
  );
}
