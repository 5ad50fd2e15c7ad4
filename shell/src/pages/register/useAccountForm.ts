import type { RegisterInput } from '@app/shared';
import { useState } from 'react';
import {
  type FieldErrors,
  hasErrors,
  validateConfirm,
  validatePassword,
  validatePhone,
  validateUsername,
} from '../auth/validation';

export type AccountField = 'username' | 'password' | 'confirm' | 'phone';
export type AccountValues = Record<AccountField, string>;

const EMPTY: AccountValues = { username: '', password: '', confirm: '', phone: '' };

export function validateAccount(values: AccountValues): FieldErrors<AccountField> {
  return {
    username: validateUsername(values.username.trim()),
    password: validatePassword(values.password),
    confirm: validateConfirm(values.password, values.confirm),
    phone: validatePhone(values.phone.trim(), false),
  };
}

/** State of the username/password/confirm/phone block that every registration form shares. */
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
      ...(phone ? { phone } : {}),
    };
  }

  return { values, errors, change, check, toInput };
}

export type AccountForm = ReturnType<typeof useAccountForm>;
