import type { ReactNode } from 'react';
import styles from './ops.module.css';

/** The frame of every content page: title, one line of what it is for, optional header actions. */
export function OpsPanel({
  title,
  hint,
  actions,
  children,
}: {
  title: string;
  hint: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.hint}>{hint}</p>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** A bordered block with its own heading (a list, a form). */
export function OpsCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={styles.card}>
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      {children}
    </div>
  );
}

/** One-of filter chips (category, state). */
export function FilterChips<T extends string | number>({
  options,
  value,
  onChange,
  label,
}: {
  options: ReadonlyArray<{ value: T; name: string }>;
  value: T;
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <fieldset className={styles.toolbar} aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.name}
        </button>
      ))}
    </fieldset>
  );
}
