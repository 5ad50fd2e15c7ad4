import { kit } from '@app/shared/ops-ui';
import type { ConfigSwitch } from '../switches';
import styles from './SwitchRow.module.css';

export interface SwitchRowProps {
  entry: ConfigSwitch;
  on: boolean;
  /** Shown, not flippable (an operator without config.write). */
  readOnly: boolean;
  onFlip: () => void;
}

export function SwitchRow({ entry, on, readOnly, onFlip }: SwitchRowProps) {
  // An inverted switch (maintenance) being on is the alarming state.
  const healthy = entry.inverted ? !on : on;
  return (
    <div className={styles.row} data-testid={`switch-${entry.key}`}>
      <div className={styles.text}>
        <div className={styles.name}>
          {entry.label}
          <span className={kit.mono}>{entry.key}</span>
        </div>
        <div className={kit.muted}>{entry.effect}</div>
      </div>
      <span className={`${kit.badge} ${healthy ? kit.badgeOk : kit.badgeBad}`}>
        {on ? '已开启' : '已关闭'}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={entry.label}
        disabled={readOnly}
        className={`${styles.toggle} ${on ? styles.on : ''}`}
        onClick={onFlip}
      >
        <span className={styles.knob} />
      </button>
    </div>
  );
}
