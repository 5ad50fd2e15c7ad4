import { ApiError, Button, toast } from '@app/shared';
import { combinationsFor, distinctMatches } from '@app/shared/betting';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ordersApi } from '../api/orders';
import { sportsApi } from '../api/sports';
import { summarize } from './estimate';
import styles from './slip.module.css';
import { useSlip } from './useSlip';

const newKey = () => `slip-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/** The slip at the bottom of a bet page: live count, stake, prize range, combinations, amount and multiple. */
export function SlipBar() {
  const slip = useSlip();
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  // One key per slip attempt: a retried request never places a second order.
  const [key, setKey] = useState(newKey);
  const summary = summarize(slip);
  const matches = distinctMatches(slip.selections).length;
  if (slip.selections.length === 0) return null;

  const place = async () => {
    if (summary.problem) {
      toast.error(summary.problem);
      return;
    }
    setPlacing(true);
    try {
      const order = await ordersApi.submit(
        {
          sport: slip.sport,
          mode: slip.mode,
          combos: slip.mode === 'mixed' ? slip.combos : [],
          amount: Number(slip.amount),
          multiple: Number(slip.multiple),
          selections: slip.selections.map((s) => ({
            match_id: s.matchId,
            play: s.play,
            option: s.option,
            odds: s.odds,
          })),
        },
        key,
        { silent: true },
      );
      toast.success(`投注成功，共${order.bet_count}注`);
      slip.clear();
      setKey(newKey());
      navigate(`/betPages/order/detail?order_no=${order.order_no}`);
    } catch (error) {
      await handleFailure(error);
      setKey(newKey());
    } finally {
      setPlacing(false);
    }
  };

  // Moved odds: fetch the current ones into the slip so the player can accept them with a second tap.
  const handleFailure = async (error: unknown) => {
    const message = error instanceof Error ? error.message : '投注失败';
    if (error instanceof ApiError && error.code === 409) {
      const changes = [];
      for (const matchId of distinctMatches(slip.selections)) {
        const { plays } = await sportsApi.plays(matchId, { silent: true });
        for (const play of plays) {
          for (const option of play.options)
            changes.push({
              match_id: matchId,
              play: play.play,
              option: option.option,
              new_odds: option.odds,
            });
        }
      }
      slip.updateOdds(changes);
      toast.warning('赔率已变化，已更新为最新赔率，请确认后再次投注');
      return;
    }
    toast.error(message);
  };

  return (
    <div className={styles.bar} data-testid="slip-bar">
      {slip.mode === 'mixed' && (
        <fieldset className={styles.combos} aria-label="过关方式">
          {combinationsFor(matches).map((combination) => (
            <button
              key={combination.code}
              type="button"
              className={styles.combo}
              aria-pressed={slip.combos.includes(combination.code)}
              onClick={() => slip.toggleCombo(combination.code)}
            >
              {combination.name}
            </button>
          ))}
        </fieldset>
      )}
      <div className={styles.row}>
        <label className={styles.stake}>
          金额
          <input
            inputMode="numeric"
            aria-label="每注金额"
            value={slip.amount}
            onChange={(e) => slip.setAmount(e.target.value)}
          />
          元
        </label>
        <label className={styles.stake}>
          倍数
          <input
            inputMode="numeric"
            aria-label="倍数"
            value={slip.multiple}
            onChange={(e) => slip.setMultiple(e.target.value)}
          />
          倍
        </label>
      </div>
      <div className={styles.row}>
        <span className={styles.figures} data-testid="slip-figures">
          共<strong>{summary.count}</strong>注<strong>{summary.stake}</strong>元 · 预计奖金
          <strong>
            {summary.minPrize}~{summary.maxPrize}
          </strong>
          元
        </span>
        <Button variant="ghost" onClick={slip.clear}>
          清空
        </Button>
        <Button loading={placing} disabled={placing} onClick={place}>
          投注
        </Button>
      </div>
      {summary.problem && <p className={styles.problem}>{summary.problem}</p>}
    </div>
  );
}
