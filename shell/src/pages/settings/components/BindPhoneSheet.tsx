import { FormSheet, toast, type UserInfo, userApi, useSession } from '@app/shared';
import { useState } from 'react';
import { type PhoneCodeErrors, PhoneCodeFields } from '../../auth/PhoneCodeFields';
import { hasErrors, validatePhone, validateSmsCode } from '../../auth/validation';

/** The send-code type the server's bind-phone endpoint consumes. */
const BIND_PHONE_SMS_TYPE = 'bind_phone';

/** 绑定手机 / 更换手机: a number proven by an SMS code; 找回密码 then uses it. */
export function BindPhoneSheet({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: UserInfo;
  onClose: () => void;
}) {
  const updateUser = useSession((state) => state.updateUser);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<PhoneCodeErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function close() {
    setPhone('');
    setCode('');
    setErrors({});
    onClose();
  }

  async function save() {
    const found = { phone: validatePhone(phone.trim(), true), code: validateSmsCode(code.trim()) };
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      const updated = await userApi.bindPhone({ phone: phone.trim(), sms_code: code.trim() });
      updateUser({ phone: updated?.phone ?? phone.trim() });
      toast.success('手机绑定成功');
      close();
    } catch {
      // Wrong codes, a phone of another account and rate limits are toasted by the http layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <FormSheet
      open={open}
      title={user.phone ? '更换手机' : '绑定手机'}
      submitting={submitting}
      onClose={close}
      onSubmit={save}
      hint="绑定后可通过手机验证码找回密码"
    >
      <PhoneCodeFields
        phone={phone}
        code={code}
        onPhoneChange={setPhone}
        onCodeChange={setCode}
        errors={errors}
        onPhoneError={(message) => setErrors((current) => ({ ...current, phone: message }))}
        phonePlaceholder="请输入要绑定的手机号"
        phoneTestId="bind-phone"
        smsType={BIND_PHONE_SMS_TYPE}
      />
    </FormSheet>
  );
}
