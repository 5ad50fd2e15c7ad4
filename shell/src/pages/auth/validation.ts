import { isMobile, isNumericCode } from '@app/shared';

/** The CONTRACT's Chinese messages, checked before anything is sent so the user gets instant feedback. */
export const MESSAGES = {
  usernameRequired: '请输入用户名',
  usernameFormat: '用户名须为4-16位字母或数字，以字母开头',
  passwordRequired: '请输入密码',
  passwordLength: '密码长度须为6-20位',
  confirmRequired: '请再次输入密码',
  confirmMismatch: '两次输入的密码不一致',
  phoneRequired: '请输入手机号',
  phoneFormat: '手机号格式不正确',
  smsRequired: '请输入验证码',
  smsFormat: '验证码须为6位数字',
  codeRequired: '请输入邀请码',
} as const;

const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,15}$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateUsername(username: string): string | undefined {
  if (!username) return MESSAGES.usernameRequired;
  if (!USERNAME_PATTERN.test(username)) return MESSAGES.usernameFormat;
  return undefined;
}

export function validatePassword(password: string): string | undefined {
  if (!password) return MESSAGES.passwordRequired;
  if (password.length < 6 || password.length > 20) return MESSAGES.passwordLength;
  return undefined;
}

export function validateConfirm(password: string, confirm: string): string | undefined {
  if (!confirm) return MESSAGES.confirmRequired;
  if (password !== confirm) return MESSAGES.confirmMismatch;
  return undefined;
}

/** The phone is optional on plain registration: an empty value is fine, a wrong one is not. */
export function validatePhone(phone: string, required: boolean): string | undefined {
  if (!phone) return required ? MESSAGES.phoneRequired : undefined;
  if (!isMobile(phone)) return MESSAGES.phoneFormat;
  return undefined;
}

export function validateSmsCode(code: string): string | undefined {
  if (!code) return MESSAGES.smsRequired;
  if (!isNumericCode(code, 6)) return MESSAGES.smsFormat;
  return undefined;
}

/** Drops the fields without an error so `Object.keys(errors).length === 0` means valid. */
export function compactErrors<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) result[key] = message;
  }
  return result;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
