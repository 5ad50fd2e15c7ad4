import styles from './Picker.module.css';

export interface CheckListProps {
  legend: string;
  options: Array<{ value: string; label: string }>;
  checked: string[];
  onChange: (checked: string[]) => void;
}

/** A set of checkboxes over a list of ids (roles of an operator, permissions of a role). */
export function CheckList({ legend, options, checked, onChange }: CheckListProps) {
  const toggle = (value: string) =>
    onChange(checked.includes(value) ? checked.filter((item) => item !== value) : [...checked, value]);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="checkbox"
              checked={checked.includes(option.value)}
              onChange={() => toggle(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
