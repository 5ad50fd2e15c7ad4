import { Button, formatMoney, Popup, toast, useAppConfig } from '@app/shared';
import { distinctMatches, OPTIMIZE_MAX_SUB_BETS, OPTIMIZE_TOO_MANY } from '@app/shared/betting';
import { useState } from 'react';
import type { SlipSummary } from './estimate';
import { OptimizeSheet } from './OptimizeSheet';
import { PassTypes } from './PassTypes';
import { PickList } from './PickList';
import { PrizeDetail } from './PrizeDetail';
import { StakeControls } from './StakeControls';
import { SyndicateSheet } from './SyndicateSheet';
import styles from './slip.module.css';
import type { usePlaceOrder } from './usePlaceOrder';
import { useSlip } from './useSlip';

interface SlipSheetProps {
  open: boolean;
  onClose(): void;
  summary: SlipSummary;
  now: number;
  order: ReturnType<typeof usePlaceOrder>;
}

/**
 * The whole slip: picks (胆 in 串关), 过关方式, amount and 倍数, odds policy, 奖金明细, and 投注 always in reach,
 * with 奖金优化 beside it in 串关; 发起合买 sells the same ticket in shares.
 */
export function SlipSheet({ open, onClose, summary, now, order }: SlipSheetProps) {
  const { selections, mode, clear, removeStale } = useSlip();
  const [optimizing, setOptimizing] = useState(false);
  const [syndicating, setSyndicating] = useState(false);
  // The operator's syndicate_open 0 stops new 合买 (the server refuses them too).
  const syndicateOpen = useAppConfig((state) => Number(state.config.syndicate_open ?? 1) !== 0);
  const stale = selections.length - summary.picks.length;
  const openOptimizer = () => {
    if (summary.problem) toast.error(summary.problem);
    else if (summary.count > OPTIMIZE_MAX_SUB_BETS) toast.error(OPTIMIZE_TOO_MANY);
    else setOptimizing(true);
  };
  const openSyndicate = () => {
    if (summary.problem) toast.error(summary.problem);
    else setSyndicating(true);
  };
  return (
    <>
      <Popup open={open} onClose={onClose} aria-label="投注单">
        <div className={styles.sheet} data-testid="slip-sheet">
          <header className={styles.sheetHead}>
            <strong>投注单</strong>
            <small>已选{distinctMatches(selections).length}场</small>
            {syndicateOpen && (
              <button type="button" className={styles.textButton} onClick={openSyndicate}>
                发起合买
              </button>
            )}
            <button type="button" className={styles.textButton} onClick={clear}>
              清空
            </button>
            <button type="button" className={styles.textButton} aria-label="收起投注单" onClick={onClose}>
              收起
            </button>
          </header>
          {stale > 0 && (
            <div className={styles.staleBanner} role="alert">
              {stale}个选项已停止投注，不计入本单
              <button type="button" className={styles.textButton} onClick={removeStale}>
                移除失效选项
              </button>
            </div>
          )}
          <PickList now={now} />
          {mode === 'mixed' && <PassTypes picks={summary.picks} />}
          <StakeControls />
          <PrizeDetail summary={summary} />
          {order.changes && (
            <div className={styles.changes} role="alert" data-testid="odds-changes">
              <p>赔率已变化，请确认最新赔率：</p>
              <ul>
                {order.changes.map((change) => {
                  const pick = selections.find(
                    (p) =>
                      p.matchId === change.match_id && p.play === change.play && p.option === change.option,
                  );
                  return (
                    <li key={`${change.match_id}:${change.play}:${change.option}`}>
                      {pick ? `${pick.matchNo} ${pick.name}` : change.option} <s>{change.old_odds}</s> →{' '}
                      <b>{change.new_odds}</b>
                    </li>
                  );
                })}
              </ul>
              <Button block onClick={order.acceptChanges}>
                接受新赔率
              </Button>
            </div>
          )}
          <footer className={styles.sheetFoot}>
            <div className={styles.figures} data-testid="slip-figures">
              共<strong>{summary.count}</strong>注<strong>{formatMoney(summary.stake)}</strong>元 · 预计奖金
              <strong>
                {summary.minPrize}~{summary.maxPrize}
              </strong>
              元{summary.problem && <p className={styles.problem}>{summary.problem}</p>}
            </div>
            {mode === 'mixed' && (
              <Button variant="ghost" className={styles.optimizeEntry} onClick={openOptimizer}>
                奖金优化
              </Button>
            )}
            <Button
              loading={order.placing}
              disabled={Boolean(order.changes)}
              onClick={() => void order.place()}
            >
              投注
            </Button>
          </footer>
        </div>
      </Popup>
      <SyndicateSheet open={open && syndicating} onClose={() => setSyndicating(false)} summary={summary} />
      <OptimizeSheet
        open={open && optimizing && mode === 'mixed'}
        onClose={() => setOptimizing(false)}
        summary={summary}
        order={order}
      />
    </>
  );
}
