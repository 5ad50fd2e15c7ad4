import type { ReactNode } from 'react';
import kit from './kit.module.css';

export interface FieldProps {
  label: ReactNode;
  /** Spans the whole row of a `kit.formGrid` (a long text, an editor). */
  full?: boolean;
  children: ReactNode;
}

/** A form control under its label; the label names the control for screen readers and tests. */
export function Field({ label, full = false, children }: FieldProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, inside the label.
    <label className={full ? `${kit.label} ${kit.full}` : kit.label}>
      {label}
      {children}
    </label>
  );
}
