import { LOG_LEVELS, type LogLevel } from '@app/shared';
import styles from '../logs.module.css';

export type LevelChoice = LogLevel | 'all';

/** Chips for 全部 and each level, with the count next to each name when given. */
export function LevelFilter({
  value,
  onChange,
  counts,
  testId,
}: {
  value: LevelChoice;
  onChange: (next: LevelChoice) => void;
  counts?: Partial<Record<LevelChoice, number>>;
  testId: string;
}) {
  const choices: LevelChoice[] = ['all', ...LOG_LEVELS];
  return (
    <div className={styles.filters} role="tablist" data-testid={testId}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="tab"
          aria-selected={choice === value}
          className={`${styles.filter} ${choice === value ? styles.filterActive : ''}`}
          onClick={() => onChange(choice)}
        >
          {choice === 'all' ? '全部' : choice}
          {counts?.[choice] === undefined ? '' : ` ${counts[choice]}`}
        </button>
      ))}
    </div>
  );
}
