import { Field, type FieldProps, PasswordField } from '@app/shared';
import type { AccountField, AccountForm } from '../useAccountForm';

type InputProps = Pick<
  FieldProps,
  'label' | 'placeholder' | 'autoComplete' | 'maxLength' | 'type' | 'inputMode'
>;

interface FieldSpec extends InputProps {
  name: AccountField;
  /** A password input with its 显示/隐藏 toggle. */
  secret?: boolean;
}

const FIELDS: FieldSpec[] = [
  {
    name: 'username',
    label: '用户名',
    placeholder: '4-16位，字母开头',
    autoComplete: 'username',
    maxLength: 16,
  },
  {
    name: 'password',
    label: '密码',
    placeholder: '6-20位密码',
    autoComplete: 'new-password',
    maxLength: 20,
    secret: true,
  },
  {
    name: 'confirm',
    label: '确认密码',
    placeholder: '请再次输入密码',
    autoComplete: 'new-password',
    maxLength: 20,
    secret: true,
  },
  {
    name: 'phone',
    label: '手机号',
    placeholder: '选填，方便找回账号',
    type: 'tel',
    inputMode: 'tel',
    maxLength: 11,
  },
];

/** Username, password, confirmation and optional phone: the block shared by 注册, /ireg and /areg. */
export function AccountFields({ form }: { form: AccountForm }) {
  const { values, errors, change } = form;
  return (
    <>
      {FIELDS.map(({ name, secret, ...input }) => {
        const Input = secret ? PasswordField : Field;
        return (
          <Input
            key={name}
            {...input}
            value={values[name]}
            onChange={(value) => change(name, value)}
            error={errors[name]}
            data-testid={`reg-${name}`}
          />
        );
      })}
    </>
  );
}
