import { Field, type FieldProps, PasswordField } from '@app/shared';
import { SmsCodeField } from '../../auth/SmsCodeField';
import { useAppInfo } from '../../common/useAppInfo';
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
];

const PHONE: FieldSpec = {
  name: 'phone',
  label: '手机号',
  placeholder: '选填，可用于登录和找回密码',
  type: 'tel',
  inputMode: 'tel',
  maxLength: 11,
};

/**
 * Username, password, confirmation and optional phone: the block shared by 注册, /ireg and /areg. A phone
 * typed in is verified: the SMS code field with 获取验证码 appears under it. Without SMS (app info sms_open 0)
 * no phone is asked for.
 */
export function AccountFields({ form }: { form: AccountForm }) {
  const { values, errors, change } = form;
  const { appInfo } = useAppInfo();
  const smsOff = appInfo !== null && Number(appInfo.sms_open ?? 1) === 0;
  const fields = smsOff ? FIELDS : [...FIELDS, PHONE];
  return (
    <>
      {fields.map(({ name, secret, ...input }) => {
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
      {!smsOff && values.phone.trim() ? (
        <SmsCodeField
          phone={values.phone}
          value={values.code}
          onChange={(value) => change('code', value)}
          error={errors.code}
          onPhoneError={(message) => form.fail('phone', message)}
        />
      ) : null}
    </>
  );
}
