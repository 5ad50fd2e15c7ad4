import type { RegisterInput } from '@app/shared';
import { useState } from 'react';
import {
  type FieldErrors,
  hasErrors,
  validateConfirm,
  validatePassword,
  validatePhone,
  validateSmsCode,
  validateUsername,
} from '../auth/validation';

export type AccountField = 'username' | 'password' | 'confirm' | 'phone' | 'code';
export type AccountValues = Record<AccountField, string>;

const EMPTY: AccountValues = { username: '', password: '', confirm: '', phone: '', code: '' };

/** The phone is optional; a phone given is verified by its SMS code, like a real app does. */
export function validateAccount(values: AccountValues): FieldErrors<AccountField> {
  const phone = values.phone.trim();
  return {
    username: validateUsername(values.username.trim()),
    password: validatePassword(values.password),
    confirm: validateConfirm(values.password, values.confirm),
    phone: validatePhone(phone, false),
    code: phone ? validateSmsCode(values.code.trim()) : undefined,
  };
}

/** State of the username/password/confirm/phone (+ code) block that every registration form shares. */
export function useAccountForm() {
  const [values, setValues] = useState<AccountValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<AccountField>>({});

  function change(field: AccountField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // An error disappears as soon as the user edits its field; it is recomputed on submit.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** Validates everything and shows the messages; true when the form may be sent. */
  function check(): boolean {
    const found = validateAccount(values);
    setErrors(found);
    return !hasErrors(found);
  }

  function toInput(): RegisterInput {
    const phone = values.phone.trim();
    return {
      username: values.username.trim(),
      password: values.password,
      password_confirmation: values.confirm,
      ...(phone ? { phone, sms_code: values.code.trim() } : {}),
    };
  }

  /** Shows an error on one field (the code was asked for an invalid phone). */
  function fail(field: AccountField, message: string) {
    setErrors((current) => ({ ...current, [field]: message }));
  }

  return { values, errors, change, check, toInput, fail };
}

export type AccountForm = ReturnType<typeof useAccountForm>;
