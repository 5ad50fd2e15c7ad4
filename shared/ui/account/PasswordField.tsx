import { useState } from 'react';
import { Field, type FieldProps } from '../components/Field';
import styles from './account.module.css';

/** A password input with a 显示/隐藏 toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'extra'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      extra={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? '隐藏密码' : '显示密码'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? '隐藏' : '显示'}
        </button>
      }
    />
  );
}
