import { Button, formatMoney, toast, toFen, useIdempotencyKey, useSession } from '@app/shared';
import { FOLLOW_MULTIPLE_MAX } from '@app/shared/betting';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type PlanDetail, plansApi } from '../../api/plans';
import styles from './plans.module.css';

const QUICK_MULTIPLES = [1, 5, 10, 50];

const clampMultiple = (value: number) =>
  Math.min(FOLLOW_MULTIPLE_MAX, Math.max(1, Number.isFinite(value) ? Math.floor(value) : 1));

/**
 * 跟单 at the player's own multiple: the stake is the plan's one-multiple stake times it, in fen. A retried
 * tap (timeout, double tap) reuses its Idempotency-Key, so it never places a second order.
 */
export function FollowBox({ plan, onFollowed }: { plan: PlanDetail; onFollowed: () => void }) {
  const loggedIn = useSession((state) => !!state.token);
  const navigate = useNavigate();
  const [multiple, setMultiple] = useState(1);
  const [busy, setBusy] = useState(false);
  const key = useIdempotencyKey('plan-follow');
  const stake = toFen(plan.unit_stake) * BigInt(multiple);

  const follow = async () => {
    if (!loggedIn) {
      navigate('/pages/login/login');
      return;
    }
    setBusy(true);
    try {
      const placed = await plansApi.follow(plan.id, multiple, key.keyFor(`${plan.id}:${multiple}`));
      key.done();
      toast.success(`跟单成功，投注 ${formatMoney(placed.stake)} 元`);
      onFollowed();
    } catch {
      // The http client has toasted why; the key stays for a retry of the same follow.
    } finally {
      setBusy(false);
    }
  };

  if (plan.status !== 'open') {
    return <p className={styles.closedNote}>{plan.status === 'settled' ? '方案已结算' : '已截止跟单'}</p>;
  }
  return (
    <section className={styles.followBox} aria-label="跟单">
      <div className={styles.multipleRow}>
        <span>倍数</span>
        <button
          type="button"
          className={styles.step}
          aria-label="减少倍数"
          onClick={() => setMultiple((value) => clampMultiple(value - 1))}
        >
          −
        </button>
        <input
          className={styles.multipleInput}
          inputMode="numeric"
          aria-label="跟单倍数"
          value={multiple}
          onChange={(event) => setMultiple(clampMultiple(Number(event.target.value.replace(/\D/g, ''))))}
        />
        <button
          type="button"
          className={styles.step}
          aria-label="增加倍数"
          onClick={() => setMultiple((value) => clampMultiple(value + 1))}
        >
          +
        </button>
        <span className={styles.quick}>
          {QUICK_MULTIPLES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={value === multiple}
              onClick={() => setMultiple(value)}
            >
              {value}倍
            </button>
          ))}
        </span>
      </div>
      <div className={styles.followFoot}>
        <span>
          投注 <b data-testid="follow-stake">{formatMoney(stake)}</b> 元
        </span>
        <Button loading={busy} onClick={follow}>
          立即跟单
        </Button>
      </div>
    </section>
  );
}
