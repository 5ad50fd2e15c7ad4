import kit from './kit.module.css';

export interface FilterChipsProps<T extends string | number | undefined> {
  /** The group's name for screen readers (状态, 分类). */
  label: string;
  options: ReadonlyArray<{ value: T; name: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** One-of filter chips above a list (state, category); the chosen one is pressed. */
export function FilterChips<T extends string | number | undefined>({
  label,
  options,
  value,
  onChange,
}: FilterChipsProps<T>) {
  return (
    <fieldset className={kit.chips} aria-label={label}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          className={kit.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.name}
        </button>
      ))}
    </fieldset>
  );
}
