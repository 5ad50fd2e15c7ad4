import { Button, formatMoney, Popup, toast } from '@app/shared';
import { BET_MULTIPLE, OPTIMIZE_STRATEGIES, type OptimizeStrategy } from '@app/shared/betting';
import { useEffect, useMemo, useState } from 'react';
import type { SlipSummary } from './estimate';
import { optimizableSubBets, optimizationBody, optimize, optimizedFigures } from './optimization';
import styles from './optimize.module.css';
import type { usePlaceOrder } from './usePlaceOrder';
import { useSlip } from './useSlip';

const QUICK_TOTALS = [50, 100, 200, 500];

interface OptimizeSheetProps {
  open: boolean;
  onClose(): void;
  summary: SlipSummary;
  order: ReturnType<typeof usePlaceOrder>;
}

/**
 * 奖金优化 of a 串关 plan: the player's total (计划购买金额) spread over the sub-bets by 平均 / 博热 / 博冷
 * (the shared strategies), each multiple then tunable by hand with − / +; 确认投注 places ONE order whose
 * sub-bets carry these multiples. The list scrolls; the strategy tabs and 确认投注 stay in view.
 */
export function OptimizeSheet({ open, onClose, summary, order }: OptimizeSheetProps) {
  const unit = Number(useSlip((state) => state.amount)) || 0;
  const subBets = useMemo(() => (open ? optimizableSubBets(summary) : []), [open, summary]);
  const planKey = subBets.map((subBet) => subBet.picks.join('.') + subBet.odds).join('|');
  const [strategy, setStrategy] = useState<OptimizeStrategy>('average');
  const [totalText, setTotalText] = useState('');
  const [multiples, setMultiples] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const apply = (next: OptimizeStrategy, total: string) => {
    const result = optimize(next, subBets, unit, Number(total));
    if (!result.valid) {
      setMultiples([]);
      setNotice(result.message);
      return;
    }
    setMultiples(result.multiples);
    setNotice(result.notice);
  };

  // A new plan (picks, odds, 每注金额) starts over at 100 yuan, or the least the plan can take.
  // biome-ignore lint/correctness/useExhaustiveDependencies: planKey names the plan; apply reads it
  useEffect(() => {
    if (subBets.length === 0) return;
    const total = String(Math.max(Math.floor(100 / unit) * unit, subBets.length * unit));
    setTotalText(total);
    apply(strategy, total);
  }, [planKey, unit]);

  if (!open || subBets.length === 0) return null;
  const ready = multiples.length === subBets.length;
  const { prizes, estimate } = optimizedFigures(subBets, ready ? multiples : [], unit);
  const stakeYuan = Number(estimate.stakeFen / 100n);

  const step = (index: number, delta: number) => {
    const next = multiples.map((m, i) => (i === index ? m + delta : m));
    const value = next[index] ?? 1;
    if (value < BET_MULTIPLE.min || value > BET_MULTIPLE.max) return;
    setMultiples(next);
    setTotalText(String(next.reduce((a, b) => a + b, 0) * unit));
    setNotice(null);
  };

  const confirm = async () => {
    if (!ready) {
      if (notice) toast.error(notice);
      return;
    }
    if (await order.place(optimizationBody(subBets, multiples, stakeYuan))) onClose();
  };

  return (
    <Popup open onClose={onClose} aria-label="奖金优化">
      <div className={styles.sheet} data-testid="optimize-sheet">
        <header className={styles.head}>
          <strong>奖金优化</strong>
          <small>
            {summary.combinations.map((c) => c.name).join(' ')} · 共{subBets.length}注 · 每注{unit}元
          </small>
          <button type="button" className={styles.back} onClick={onClose}>
            返回
          </button>
        </header>
        <div className={styles.strategies} role="tablist" aria-label="优化方式">
          {OPTIMIZE_STRATEGIES.map((item) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              aria-selected={item.key === strategy}
              className={styles.strategy}
              onClick={() => {
                setStrategy(item.key);
                apply(item.key, totalText);
              }}
            >
              {item.name}
            </button>
          ))}
        </div>
        <div className={styles.totalRow}>
          <label className={styles.total}>
            计划购买
            <input
              inputMode="numeric"
              aria-label="计划购买金额"
              value={totalText}
              onChange={(e) => setTotalText(e.target.value.replace(/\D/g, '').slice(0, 7))}
              onBlur={() => apply(strategy, totalText)}
            />
            元
          </label>
          {QUICK_TOTALS.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.quick}
              aria-pressed={totalText === String(value)}
              onClick={() => {
                setTotalText(String(value));
                apply(strategy, String(value));
              }}
            >
              {value}
            </button>
          ))}
        </div>
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <ol className={styles.list} aria-label="优化明细">
          {subBets.map((subBet, index) => (
            <li key={subBet.picks.join('.')} className={styles.row} data-testid="optimize-row">
              <span className={styles.legs}>
                {subBet.legs.map((leg) => (
                  <span key={`${leg.matchId}:${leg.option}`}>
                    {leg.matchNo.slice(-3)} {leg.name}
                    {leg.banker && <em className={styles.banker}>胆</em>}
                  </span>
                ))}
                <small>赔率 {subBet.odds}</small>
              </span>
              <span className={styles.stepper}>
                <button type="button" aria-label="减少倍数" onClick={() => step(index, -1)}>
                  −
                </button>
                <b data-testid="optimize-multiple">{ready ? multiples[index] : '-'}</b>
                <button type="button" aria-label="增加倍数" onClick={() => step(index, 1)}>
                  +
                </button>
              </span>
              <strong className={styles.prize}>{ready ? formatMoney(prizes[index] ?? 0n) : '-'}</strong>
            </li>
          ))}
        </ol>
        <footer className={styles.foot}>
          <div className={styles.figures} data-testid="optimize-figures">
            共<strong>{subBets.length}</strong>注
            <strong>{ready ? formatMoney(estimate.stakeFen) : '-'}</strong>
            元
            <br />
            预计奖金
            <strong>
              {ready ? `${formatMoney(estimate.minPrizeFen)}~${formatMoney(estimate.maxPrizeFen)}` : '-'}
            </strong>
            元
          </div>
          <Button loading={order.placing} disabled={!ready || Boolean(order.changes)} onClick={confirm}>
            确认投注
          </Button>
        </footer>
      </div>
    </Popup>
  );
}
