import { BET_AMOUNT, BET_MULTIPLE, ODDS_POLICIES } from '@app/shared/betting';
import styles from './slip.module.css';
import { useSlip } from './useSlip';

const QUICK_MULTIPLES = [1, 5, 10, 20, 50, 99];

interface WholeNumberFieldProps {
  before: string;
  after: string;
  label: string;
  value: string;
  onChange(value: string): void;
}

function WholeNumberField({ before, after, label, value, onChange }: WholeNumberFieldProps) {
  return (
    <label className={styles.field}>
      {before}
      <input
        inputMode="numeric"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {after}
    </label>
  );
}

/** 每注金额 and 倍数 with quick buttons, inside the SPEC limits, and the odds-change policy. */
export function StakeControls() {
  const { amount, multiple, setAmount, setMultiple, oddsPolicy, setOddsPolicy } = useSlip();
  return (
    <section className={styles.block}>
      <div className={styles.stakeRow}>
        <WholeNumberField before="每注" after="元" label="每注金额" value={amount} onChange={setAmount} />
        <WholeNumberField before="投" after="倍" label="倍数" value={multiple} onChange={setMultiple} />
      </div>
      <div className={styles.chips}>
        {QUICK_MULTIPLES.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={multiple === String(value)}
            onClick={() => setMultiple(String(value))}
          >
            {value}倍
          </button>
        ))}
      </div>
      <p className={styles.hint}>
        金额{BET_AMOUNT.min}-{BET_AMOUNT.max}元/注，倍数{BET_MULTIPLE.min}-{BET_MULTIPLE.max}倍
      </p>
      <fieldset className={styles.policy}>
        <legend>赔率变化</legend>
        {ODDS_POLICIES.map((policy) => (
          <button
            key={policy.key}
            type="button"
            aria-pressed={oddsPolicy === policy.key}
            className={styles.chip}
            onClick={() => setOddsPolicy(policy.key)}
          >
            {policy.name}
          </button>
        ))}
      </fieldset>
    </section>
  );
}
