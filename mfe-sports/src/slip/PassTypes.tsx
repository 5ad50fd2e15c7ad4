import {
  binomial,
  type Combination,
  distinctMatches,
  findCombination,
  isMultiPass,
  maxPassesOf,
  PARLAY_NEEDS_ANOTHER_MATCH,
  passTypesFor,
} from '@app/shared/betting';
import type { SlipPick } from './pick';
import styles from './slip.module.css';
import { useSlip } from './useSlip';

type PassMode = 'free' | 'multi';

const PASS_MODES: ReadonlyArray<{ key: PassMode; name: string }> = [
  { key: 'free', name: '自由过关' },
  { key: 'multi', name: '多串过关' },
];

/** What the chosen pass types buy: 多串 3串4 = 3个2串1 + 1个3串1, so the player sees why 3串1 is not added to it. */
function passHint(mode: PassMode, combos: readonly string[], matches: number): string {
  if (mode === 'free') return '可多选，各过关方式的注互不重复';
  const chosen = combos.map(findCombination).find((combination) => combination && isMultiPass(combination));
  if (!chosen) return '';
  const parts = chosen.legSizes.map((size) => `${binomial(matches, size)}个${size}串1`);
  return `${chosen.name} = ${parts.join(' + ')}，每次选一种`;
}

/**
 * 过关方式 of a 串关 slip over its available picks, as the 体彩 app and 500彩票 show them: 自由过关 (any of the
 * k串1, 2 ≤ k ≤ M) or 多串过关 (one M串N), one mode at a time, so no ticket is ever chosen twice. Switching mode
 * chooses that mode's first pass type. 单关 only when every pick's match offers its play for singles.
 */
export function PassTypes({ picks }: { picks: SlipPick[] }) {
  const { combos, toggleCombo, selections, sport } = useSlip();
  const matches = distinctMatches(picks).length;
  const legal = passTypesFor(picks);
  if (legal.length === 0) {
    return matches === 1 ? (
      <section className={styles.block} aria-label="过关方式">
        <p className={styles.hint} role="note">
          {PARLAY_NEEDS_ANOTHER_MATCH}
        </p>
      </section>
    ) : null;
  }
  const byMode: Record<PassMode, Combination[]> = {
    // Shown 2串1 … N串1, as the 体彩 app lists them (passTypesFor puts the default, the longest, first).
    free: legal.filter((combination) => !isMultiPass(combination)).sort((a, b) => a.matches - b.matches),
    multi: legal.filter(isMultiPass),
  };
  const chosenMulti = combos.some((code) => {
    const combination = findCombination(code);
    return combination !== undefined && isMultiPass(combination);
  });
  const mode: PassMode = chosenMulti ? 'multi' : 'free';
  return (
    <section className={styles.block} aria-label="过关方式">
      <h4 className={styles.blockTitle}>
        过关方式{' '}
        <small>
          已选{matches}场，最多{maxPassesOf(sport, selections)}关
        </small>
      </h4>
      {byMode.multi.length > 0 && (
        <div className={styles.passModes} role="tablist" aria-label="过关类型">
          {PASS_MODES.map((item) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              aria-selected={item.key === mode}
              className={styles.passMode}
              onClick={() => {
                const first = byMode[item.key][0];
                if (item.key !== mode && first) toggleCombo(first.code);
              }}
            >
              {item.name}
            </button>
          ))}
        </div>
      )}
      <div className={styles.chips}>
        {byMode[mode].map((combination) => (
          <button
            key={combination.code}
            type="button"
            className={styles.chip}
            aria-pressed={combos.includes(combination.code)}
            onClick={() => toggleCombo(combination.code)}
          >
            {combination.name}
          </button>
        ))}
      </div>
      <p className={styles.hint}>{passHint(mode, combos, matches)}</p>
    </section>
  );
}
