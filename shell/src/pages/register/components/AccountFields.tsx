import { Field } from '@app/shared';
import { PasswordField } from '../../auth/PasswordField';
import type { AccountForm } from '../useAccountForm';

/** Username, password, confirmation and optional phone: the block shared by 注册, /ireg and /areg. */
export function AccountFields({ form }: { form: AccountForm }) {
  const { values, errors, change } = form;
  return (
    <>
      <Field
        label="用户名"
        value={values.username}
        onChange={(value) => change('username', value)}
        error={errors.username}
        placeholder="字母开头，4-16位字母或数字"
        autoComplete="username"
        maxLength={16}
        data-testid="reg-username"
      />
      <PasswordField
        label="密码"
        value={values.password}
        onChange={(value) => change('password', value)}
        error={errors.password}
        placeholder="6-20位密码"
        autoComplete="new-password"
        maxLength={20}
        data-testid="reg-password"
      />
      <PasswordField
        label="确认密码"
        value={values.confirm}
        onChange={(value) => change('confirm', value)}
        error={errors.confirm}
        placeholder="请再次输入密码"
        autoComplete="new-password"
        maxLength={20}
        data-testid="reg-confirm"
      />
      <Field
        label="手机号"
        value={values.phone}
        onChange={(value) => change('phone', value)}
        error={errors.phone}
        placeholder="选填，方便找回账号"
        type="tel"
        inputMode="tel"
        maxLength={11}
        data-testid="reg-phone"
      />
    </>
  );
}
