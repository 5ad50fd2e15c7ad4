import type { ReactNode } from 'react';
import { Field } from './Field';

export interface AmountInputProps {
  value: string;
  onChange: (value: string) => void;
  label?: ReactNode;
  placeholder?: string;
  error?: string | null;
  /** Digits after the point (default 2: money is yuan with fen). */
  decimals?: number;
  /** Upper bound; typing beyond it clamps to it. */
  max?: number;
}

/** Keeps what the user types a valid partial amount: digits, one point, at most `decimals` decimals. */
export function sanitizeAmount(input: string, decimals = 2, max?: number): string {
  let text = input.replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  if (point !== -1) {
    const whole = text.slice(0, point);
    const fraction = text.slice(point + 1).replace(/\./g, '');
    text = decimals > 0 ? `${whole || '0'}.${fraction.slice(0, decimals)}` : whole;
  }
  text = text.replace(/^0+(?=\d)/, '');
  if (max !== undefined && text !== '' && Number(text) > max) return String(max);
  return text;
}

export function AmountInput({
  value,
  onChange,
  label = '金额',
  placeholder = '请输入金额',
  error,
  decimals = 2,
  max,
}: AmountInputProps) {
  return (
    <Field
      label={label}
      value={value}
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      error={error}
      onChange={(next) => onChange(sanitizeAmount(next, decimals, max))}
    />
  );
}
