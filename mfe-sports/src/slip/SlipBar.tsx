import { Button, formatMoney, toast } from '@app/shared';
import { distinctMatches } from '@app/shared/betting';
import { useEffect, useState } from 'react';
import { summarize } from './estimate';
import { SlipSheet } from './SlipSheet';
import styles from './slip.module.css';
import { useNow } from './useNow';
import { usePlaceOrder } from './usePlaceOrder';
import { useSlip } from './useSlip';
import { useSlipLiveSync } from './useSlipLiveSync';

/**
 * The slip on a bet page: a bar fixed at the bottom of the screen from the first pick on (matches, 注数,
 * stake, 预计奖金, 投注); tapping it opens the whole slip.
 */
export function SlipBar() {
  const slip = useSlip();
  const [open, setOpen] = useState(false);
  const now = useNow(slip.selections.length > 0);
  const summary = summarize(slip, now);
  const order = usePlaceOrder(summary);
  useSlipLiveSync();
  // A refused price change is shown (old -> new) in the open slip.
  useEffect(() => {
    if (order.changes) setOpen(true);
  }, [order.changes]);
  if (slip.selections.length === 0) {
    // An emptied slip closes its sheet, so the next pick shows in the bar, not in a sheet over the list.
    if (open) setOpen(false);
    return null;
  }
  const matches = distinctMatches(summary.picks).length;
  const stale = slip.selections.length - summary.picks.length;

  const placeFromBar = () => {
    if (summary.problem || stale > 0 || order.changes) {
      if (summary.problem) toast.error(summary.problem);
      setOpen(true);
      return;
    }
    void order.place();
  };

  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <div className={styles.bar} data-testid="slip-bar">
        <button
          type="button"
          className={styles.barSummary}
          aria-label="展开投注单"
          onClick={() => setOpen(true)}
        >
          <span className={styles.badge}>{matches}</span>
          <span className={styles.barText}>
            <span>
              {slip.mode === 'mixed' ? '串关' : '单关'} · 共<b>{summary.count}</b>注{' '}
              <b>{formatMoney(summary.stake)}</b>元
              {stale > 0 && <em className={styles.staleCount}> {stale}项失效</em>}
            </span>
            <span className={styles.barPrize} data-testid="slip-bar-prize">
              预计奖金{' '}
              <b>
                {summary.minPrize === summary.maxPrize
                  ? summary.maxPrize
                  : `${summary.minPrize}~${summary.maxPrize}`}
              </b>
              元
            </span>
          </span>
          <span className={styles.chevron} aria-hidden="true">
            ▴
          </span>
        </button>
        <Button className={styles.barSubmit} loading={order.placing} onClick={placeFromBar}>
          投注
        </Button>
      </div>
      <SlipSheet open={open} onClose={() => setOpen(false)} summary={summary} now={now} order={order} />
    </>
  );
}
