import styles from './Chips.module.css';

export interface Chip<K extends string> {
  key: K;
  label: string;
}

export interface ChipsProps<K extends string> {
  chips: Chip<K>[];
  active: K;
  onChange: (key: K) => void;
  /** Names the group for screen readers and tests ("账单类型"). */
  label: string;
}

/** One-choice filter chips in a scrolling row. */
export function Chips<K extends string>({ chips, active, onChange, label }: ChipsProps<K>) {
  return (
    <fieldset className={styles.chips} aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          aria-pressed={chip.key === active}
          className={`${styles.chip} ${chip.key === active ? styles.active : ''}`}
          onClick={() => onChange(chip.key)}
        >
          {chip.label}
        </button>
      ))}
    </fieldset>
  );
}
