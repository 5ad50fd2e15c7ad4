import { useEffect, useRef, useState } from 'react';
import kit from './kit.module.css';

export interface DateTimeFieldProps {
  label: string;
  /** `YYYY-MM-DDTHH:mm` (with time) or `YYYY-MM-DD`, the browser's own input values; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** A day (比赛日期) rather than a moment (开始时间). */
  dateOnly?: boolean;
}

const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})$/;
const pad = (part: string) => part.padStart(2, '0');

/** What the operator typed as the input value, '' for nothing, or null while it is not a date yet. */
function parse(text: string, dateOnly: boolean): string | null {
  const typed = text.trim();
  if (!typed) return '';
  const match = (dateOnly ? DATE : DATE_TIME).exec(typed);
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '', minute = ''] = match;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return dateOnly ? date : `${date}T${pad(hour)}:${minute}`;
}

const shown = (value: string) => value.replace('T', ' ');

/**
 * The console's one date field. A native date input shows the browser's locale (mm/dd/yyyy on an English
 * Chromium) and differs between browsers; this one always reads 2026-01-31 08:00, typed or picked from the
 * browser's calendar behind the calendar button.
 */
export function DateTimeField({ label, value, onChange, dateOnly = false }: DateTimeFieldProps) {
  const [text, setText] = useState(shown(value));
  const picker = useRef<HTMLInputElement>(null);
  // Only a value set from outside (reset, the picker) rewrites what is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` is what the operator is typing, not a cause.
  useEffect(() => {
    if (parse(text, dateOnly) !== value) setText(shown(value));
  }, [value, dateOnly]);
  const type = (typed: string) => {
    setText(typed);
    const parsed = parse(typed, dateOnly);
    if (parsed !== null && parsed !== value) onChange(parsed);
  };
  const invalid = parse(text, dateOnly) === null;
  return (
    <label className={kit.label}>
      {label}
      <span className={kit.dateField}>
        <input
          className={kit.input}
          value={text}
          placeholder={dateOnly ? '年-月-日' : '年-月-日 时:分'}
          aria-invalid={invalid || undefined}
          onChange={(event) => type(event.target.value)}
        />
        <input
          ref={picker}
          className={kit.datePicker}
          type={dateOnly ? 'date' : 'datetime-local'}
          tabIndex={-1}
          aria-hidden="true"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={kit.dateButton}
          aria-label={`选择${label}`}
          onClick={() => picker.current?.showPicker()}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <rect x="2" y="3" width="12" height="11" rx="1.5" fill="none" stroke="currentColor" />
            <path d="M2 6.5h12M5 1.5v3M11 1.5v3" stroke="currentColor" />
          </svg>
        </button>
      </span>
    </label>
  );
}
