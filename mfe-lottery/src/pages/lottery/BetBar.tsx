import { Button, formatMoney, sanitizeAmount, toFen } from '@app/shared';
import { estimateLotteryBet, findLotteryPlay } from '@app/shared/lottery';
import styles from './game.module.css';

interface BetBarProps {
  playId: string;
  codes: string;
  amount: string;
  multiple: number;
  busy: boolean;
  onAmount: (amount: string) => void;
  onMultiple: (multiple: number) => void;
  onRandom: () => void;
  onClear: () => void;
  onBet: () => void;
  onChase: () => void;
}

const fenOf = (amount: string) => {
  try {
    return toFen(amount || '0');
  } catch {
    return 0n;
  }
};

/** Bottom bar of the game page: 注数 and stake live (the shared rules the server settles with), 追号 and 投注. */
export function BetBar(props: BetBarProps) {
  const { playId, codes, amount, multiple, busy } = props;
  const play = findLotteryPlay(playId);
  const estimate = play ? estimateLotteryBet(play, codes, fenOf(amount), multiple) : null;
  const picked = codes.replace(/[|,]/g, '') !== '';
  const hint = !picked ? '请选择号码' : estimate && !estimate.valid ? estimate.message : '';
  return (
    <div className={styles.betBar} data-testid="bet-bar">
      <div className={styles.betSummary}>
        <span>
          共 <b data-testid="item-count">{estimate?.itemCount ?? 0}</b> 注
        </span>
        <span>
          合计 <b data-testid="stake">{formatMoney(estimate?.stakeFen ?? 0n)}</b> 元
        </span>
        {hint ? <span className={styles.betHint}>{hint}</span> : null}
      </div>
      <div className={styles.betControls}>
        <button type="button" className={styles.chip} onClick={props.onRandom}>
          机选
        </button>
        <button type="button" className={styles.chip} onClick={props.onClear}>
          清空
        </button>
        <label className={styles.amount}>
          <input
            aria-label="每注金额"
            inputMode="decimal"
            value={amount}
            onChange={(event) => props.onAmount(sanitizeAmount(event.target.value, 2, 20000))}
          />
          元/注
        </label>
        <span className={styles.stepper}>
          <button
            type="button"
            aria-label="减少倍数"
            onClick={() => props.onMultiple(Math.max(1, multiple - 1))}
          >
            −
          </button>
          <span data-testid="multiple">{multiple}倍</span>
          <button
            type="button"
            aria-label="增加倍数"
            onClick={() => props.onMultiple(Math.min(99, multiple + 1))}
          >
            +
          </button>
        </span>
        <button
          type="button"
          className={styles.chaseButton}
          disabled={!estimate?.valid || busy}
          onClick={props.onChase}
        >
          追号
        </button>
        <Button
          className={styles.betButton}
          disabled={!estimate?.valid || busy}
          loading={busy}
          onClick={props.onBet}
        >
          投注
        </Button>
      </div>
    </div>
  );
}
