import { ApiError, Button, newIdempotencyKey, toast } from '@app/shared';
import { AMOUNT_RANGE, BET_AMOUNT, lineShown, ODDS_POLICIES, parseOdds } from '@app/shared/betting';
import { formatMoney } from '@app/shared/format';
import { useEffect, useState } from 'react';
import { inplayApi } from '../api/inplay';
import { PickOdds } from '../slip/PickOdds';
import { useNow } from '../slip/useNow';
import styles from './inplay.module.css';
import { type InPlayPick, useInPlay } from './useInPlay';

type Outcome = { kind: 'accepted'; orderNo: string } | { kind: 'refused'; message: string };

/** 预计奖金 in exact fen: stake × the product of the legs' odds (odds are hundredths). */
function prizeOf(amount: number, picks: InPlayPick[]): string {
  let fen = BigInt(amount) * 100n;
  for (const pick of picks) fen = (fen * parseOdds(pick.odds)) / 100n;
  return formatMoney(fen);
}

/** Seconds left of the bet delay, ticking while a bet waits for its answer. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The 滚球 slip, fixed at the bottom of a live match: the picks (a single, or a 2串1 of two live matches),
 * the stake, the odds-change policy and 确认投注. A bet waits out the server's bet delay with a countdown
 * (确认中 5…), then shows whether it was accepted or refused (nothing is debited when refused).
 */
export function InPlaySlip() {
  const { picks, amount, policy, markets, delaySeconds } = useInPlay();
  const [pendingUntil, setPendingUntil] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [key, setKey] = useState(() => newIdempotencyKey('inplay'));
  const secondsLeft = useSecondsLeft(pendingUntil);
  const now = useNow(picks.some((pick) => pick.movedAt !== undefined));
  if (picks.length === 0 && !outcome) return null;

  const stake = Number(amount);
  const validStake = Number.isInteger(stake) && stake >= BET_AMOUNT.min && stake <= BET_AMOUNT.max;
  const suspended = picks.find((pick) => markets[pick.matchId]?.open === false);

  const place = async () => {
    if (!validStake) {
      toast.error(AMOUNT_RANGE);
      return;
    }
    if (suspended) {
      toast.error(`盘口暂停中（${markets[suspended.matchId]?.reason ?? '请稍候'}）`);
      return;
    }
    const first = picks[0];
    if (!first) return;
    setOutcome(null);
    setPendingUntil(Date.now() + delaySeconds * 1000);
    try {
      const order = await inplayApi.submit(
        {
          sport: first.sport,
          mode: picks.length > 1 ? 'mixed' : 'single',
          combos: picks.length > 1 ? ['2x1'] : [],
          amount: stake,
          multiple: 1,
          odds_policy: policy,
          selections: picks.map((pick) => ({
            match_id: pick.matchId,
            play: pick.play,
            option: pick.option,
            odds: pick.odds,
          })),
        },
        key,
        { silent: true, loading: false },
      );
      setOutcome({ kind: 'accepted', orderNo: order.order_no });
      toast.success('投注成功，已接受');
      useInPlay.getState().clear();
    } catch (error) {
      const message = error instanceof ApiError || error instanceof Error ? error.message : '投注未被接受';
      setOutcome({ kind: 'refused', message });
      toast.error(message);
    } finally {
      setKey(newIdempotencyKey('inplay'));
      setPendingUntil(null);
    }
  };

  const pending = pendingUntil !== null;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <div className={styles.slip} data-testid="inplay-slip">
        {picks.map((pick) => (
          <div key={pick.matchId} className={styles.pick}>
            <span className={styles.pickText}>
              <b>{pick.teams}</b>
              <span>
                {pick.playName}
                {pick.line && ` (${lineShown(pick.sport, pick.play, pick.line)})`} · {pick.name}
              </span>
            </span>
            <span className={styles.pickOdds}>
              @<PickOdds odds={pick.odds} previousOdds={pick.previousOdds} movedAt={pick.movedAt} now={now} />
            </span>
            {!pending && (
              <button
                type="button"
                className={styles.remove}
                aria-label="移除"
                onClick={() => useInPlay.getState().remove(pick.matchId)}
              >
                ×
              </button>
            )}
          </div>
        ))}
        {outcome && picks.length === 0 && (
          <div
            className={outcome.kind === 'accepted' ? styles.accepted : styles.refused}
            data-testid="inplay-result"
          >
            {outcome.kind === 'accepted' ? `已接受 · 注单 ${outcome.orderNo}` : `未接受：${outcome.message}`}
          </div>
        )}
        {picks.length > 0 && (
          <>
            {outcome?.kind === 'refused' && (
              <div className={styles.refused} data-testid="inplay-result">
                未接受：{outcome.message}
              </div>
            )}
            <fieldset className={styles.policy} aria-label="赔率变化">
              {ODDS_POLICIES.map((option) => (
                <button
                  key={option.key}
                  type="button"
                  className={styles.policyOption}
                  aria-pressed={policy === option.key}
                  disabled={pending}
                  onClick={() => useInPlay.getState().setPolicy(option.key)}
                >
                  {option.name}
                </button>
              ))}
            </fieldset>
            <div className={styles.row}>
              <label className={styles.stake}>
                <span>{picks.length > 1 ? '2串1' : '单关'} 金额</span>
                <input
                  inputMode="numeric"
                  value={amount}
                  disabled={pending}
                  aria-label="投注金额"
                  onChange={(event) => useInPlay.getState().setAmount(event.target.value.replace(/\D/g, ''))}
                />
                <span>元</span>
              </label>
              <span className={styles.prize}>
                预计奖金 <b>{validStake ? prizeOf(stake, picks) : '--'}</b>
              </span>
            </div>
            <Button
              className={styles.submit}
              disabled={pending || Boolean(suspended)}
              onClick={() => void place()}
              data-testid="inplay-submit"
            >
              {pending ? `确认中 ${secondsLeft}…` : suspended ? '盘口暂停中' : '确认投注'}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
