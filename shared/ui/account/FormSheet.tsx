import type { FormEvent, ReactNode } from 'react';
import { Button } from '../components/Button';
import { Popup } from '../components/Popup';
import styles from './account.module.css';

interface FormSheetProps {
  open: boolean;
  title: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  hint?: string;
}

/** A bottom sheet holding one small account form (account centre, withdrawal's payment password). */
export function FormSheet({ open, title, submitting, onClose, onSubmit, children, hint }: FormSheetProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Popup open={open} onClose={onClose} aria-label={title}>
      <form className={styles.sheet} onSubmit={submit} noValidate>
        <h2 className={styles.sheetTitle}>{title}</h2>
        {children}
        {hint ? <p className={styles.sheetHint}>{hint}</p> : null}
        <div className={styles.sheetActions}>
          <Button type="button" variant="ghost" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" variant="primary" loading={submitting}>
            保存
          </Button>
        </div>
      </form>
    </Popup>
  );
}
