import { Button, Popup } from '@app/shared';
import styles from './protection.module.css';

export interface Choice {
  value: number;
  label: string;
}

interface ChoiceSheetProps {
  title: string;
  hint: string;
  choices: Choice[];
  current?: number;
  onPick: (value: number) => void;
  onClose: () => void;
}

/** A bottom sheet of a few fixed choices (reality-check interval, exclusion length). */
export function ChoiceSheet({ title, hint, choices, current, onPick, onClose }: ChoiceSheetProps) {
  return (
    <Popup open onClose={onClose} aria-label={title}>
      <div className={styles.sheet}>
        <h2 className={styles.sheetTitle}>{title}</h2>
        <p className={styles.sheetHint}>{hint}</p>
        <div className={styles.choices}>
          {choices.map((choice) => (
            <Button
              key={choice.value}
              variant={choice.value === current ? 'primary' : 'ghost'}
              onClick={() => onPick(choice.value)}
              data-testid={`choice-${choice.value}`}
            >
              {choice.label}
            </Button>
          ))}
        </div>
        <Button variant="ghost" block onClick={onClose}>
          取消
        </Button>
      </div>
    </Popup>
  );
}
