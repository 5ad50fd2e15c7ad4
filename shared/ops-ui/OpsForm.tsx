import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import kit from './kit.module.css';

export interface OpsFormProps {
  /** The form's accessible name (发布公告); also its heading unless `title` says otherwise. */
  label: string;
  title?: string;
  submitText: string;
  /** What stops the form from being sent, shown above the buttons (the page checks before sending). */
  problem?: string | null;
  /** While the write runs: the submit button is off so it is sent once. */
  busy?: boolean;
  onSubmit: () => void;
  /** Shows 取消 (leaving an edit). */
  onCancel?: () => void;
  /** Buttons before the submit button (预览). */
  extraActions?: ReactNode;
  /** Below the buttons (a preview of what players will see). */
  footer?: ReactNode;
  /** The fields, laid out side by side on a desktop (`Field full` for a long text). */
  children: ReactNode;
  /**
   * Opened from a row far down a list (编辑): the form scrolls into view and its first field takes the
   * focus, so the operator sees what they are editing.
   */
  revealOnOpen?: boolean;
}

/** A console form in its card: heading, fields in a grid, the problem that stops it, its buttons. */
export function OpsForm({
  label,
  title = label,
  submitText,
  problem,
  busy = false,
  onSubmit,
  onCancel,
  extraActions,
  footer,
  children,
  revealOnOpen = false,
}: OpsFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!revealOnOpen || !form.current) return;
    form.current.scrollIntoView?.({ block: 'start' });
    form.current.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }, [revealOnOpen]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form} className={`${kit.card} ${kit.form}`} onSubmit={submit} aria-label={label}>
      <h2 className={kit.cardTitle}>{title}</h2>
      <div className={kit.formGrid}>{children}</div>
      {problem && (
        <p className={kit.error} role="alert">
          {problem}
        </p>
      )}
      <div className={kit.actions}>
        {onCancel && (
          <button type="button" className={kit.button} onClick={onCancel}>
            取消
          </button>
        )}
        {extraActions}
        <button type="submit" className={`${kit.button} ${kit.primary}`} disabled={busy} aria-busy={busy}>
          {submitText}
        </button>
      </div>
      {footer}
    </form>
  );
}
