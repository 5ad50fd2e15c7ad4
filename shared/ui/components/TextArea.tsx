import { type TextareaHTMLAttributes, useId } from 'react';
import styles from './TextArea.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line input (a question to 客服, an application's reason): one look for every form. */
export function TextArea({ label, value, onChange, id, className, ...props }: TextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        {...props}
        id={inputId}
        className={styles.textarea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
