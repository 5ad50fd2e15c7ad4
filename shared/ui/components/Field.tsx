import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './Field.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Error text shown under the input (and marks it invalid). */
  error?: string | null;
  /** Content at the end of the row (e.g. a send-code button). */
  extra?: ReactNode;
}

export function Field({ label, value, onChange, error, extra, id, className, ...inputProps }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''} ${className ?? ''}`.trim()}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        <input
          {...inputProps}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        {extra}
      </div>
      {error && (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
