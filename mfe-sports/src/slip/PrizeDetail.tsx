import { formatMoney } from '@app/shared';
import { prizeBreakdown } from '@app/shared/betting';
import { useState } from 'react';
import type { SlipSummary } from './estimate';
import styles from './slip.module.css';
import { useSlip } from './useSlip';

const SHOWN = 50;

/** 奖金明细: each sub-bet with its legs, odds and the prize it pays if it wins (capped). */
export function PrizeDetail({ summary }: { summary: SlipSummary }) {
  const [open, setOpen] = useState(false);
  const { mode, amount, multiple } = useSlip();
  if (!summary.estimate) return null;
  const lines = open
    ? prizeBreakdown(
        mode,
        summary.combinations,
        summary.picks,
        BigInt(amount) * 100n,
        Number(multiple),
        SHOWN,
      )
    : [];
  return (
    <section className={styles.block}>
      <button
        type="button"
        className={styles.detailToggle}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        奖金明细 <small>共{summary.count}注</small> <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <ol className={styles.detail} aria-label="奖金明细">
          {lines.map((line) => (
            <li key={line.legs.map((leg) => `${leg.matchId}:${leg.play}:${leg.option}`).join('|')}>
              <span className={styles.detailLegs}>
                {line.legs.map((leg) => `${leg.matchNo.slice(-3)} ${leg.name}`).join(' × ')}
              </span>
              <span className={styles.detailOdds}>{line.legs.map((leg) => leg.odds).join('×')}</span>
              <strong>
                {formatMoney(line.prizeFen)}
                {line.capped ? '(封顶)' : ''}
              </strong>
            </li>
          ))}
          {summary.count > SHOWN && <li className={styles.hint}>仅显示前{SHOWN}注</li>}
        </ol>
      )}
    </section>
  );
}
