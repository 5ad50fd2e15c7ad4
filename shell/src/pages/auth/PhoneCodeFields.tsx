import { type CodeSent, Field } from '@app/shared';
import { SmsCodeField } from './SmsCodeField';

export interface PhoneCodeErrors {
  phone?: string | undefined;
  code?: string | undefined;
}

interface PhoneCodeFieldsProps {
  phone: string;
  code: string;
  onPhoneChange: (value: string) => void;
  onCodeChange: (value: string) => void;
  errors: PhoneCodeErrors;
  /** Shows the phone's error when the code is asked for an invalid number. */
  onPhoneError: (message: string) => void;
  phonePlaceholder?: string;
  phoneTestId: string;
  /** The SMS code type sent with send-code (register, bind_phone). */
  smsType?: string;
  /** Another way to ask for the code (forgot password). */
  requestCode?: (phone: string) => Promise<CodeSent>;
  /** What the toast says once the code is asked for. */
  sentMessage?: string;
}

/** 手机号 + 验证码 with 获取验证码: the pair of 智能注册, 找回密码 and 绑定手机. */
export function PhoneCodeFields({
  phone,
  code,
  onPhoneChange,
  onCodeChange,
  errors,
  onPhoneError,
  phonePlaceholder = '请输入手机号',
  phoneTestId,
  smsType,
  requestCode,
  sentMessage,
}: PhoneCodeFieldsProps) {
  return (
    <>
      <Field
        label="手机号"
        value={phone}
        onChange={onPhoneChange}
        error={errors.phone}
        placeholder={phonePlaceholder}
        type="tel"
        inputMode="tel"
        maxLength={11}
        data-testid={phoneTestId}
      />
      <SmsCodeField
        phone={phone}
        value={code}
        onChange={onCodeChange}
        error={errors.code}
        onPhoneError={onPhoneError}
        {...(smsType ? { type: smsType } : {})}
        {...(requestCode ? { requestCode } : {})}
        {...(sentMessage ? { sentMessage } : {})}
      />
    </>
  );
}
