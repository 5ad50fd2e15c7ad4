import { Button, formatMoney, toast, toFen, useIdempotencyKey, useSession } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type SyndicateDetail, syndicatesApi } from '../../api/syndicates';
import plans from '../plans/plans.module.css';

const QUICK_SHARES = [1, 5, 10];

interface BuyBoxProps {
  syndicate: SyndicateDetail;
  /** A private syndicate's code, from its link. */
  code: string | null;
  onBought: () => void;
}

/**
 * 认购: shares of 1 yuan each, up to what is left. A retried tap (timeout, double tap) reuses its
 * Idempotency-Key, so it never buys twice; the next purchase gets a new one.
 */
export function BuyBox({ syndicate, code, onBought }: BuyBoxProps) {
  const loggedIn = useSession((state) => !!state.token);
  const navigate = useNavigate();
  const left = syndicate.total_shares - syndicate.sold_shares;
  const [shares, setShares] = useState(1);
  const [busy, setBusy] = useState(false);
  const key = useIdempotencyKey('syndicate-buy');
  const clamp = (value: number) =>
    Math.min(left, Math.max(1, Number.isFinite(value) ? Math.floor(value) : 1));
  const amount = toFen(syndicate.share_price) * BigInt(shares);

  const buy = async () => {
    if (!loggedIn) {
      navigate('/pages/login/login');
      return;
    }
    setBusy(true);
    try {
      await syndicatesApi.buy(syndicate.id, shares, code, key.keyFor(`${syndicate.id}:${shares}`));
      key.done();
      toast.success(`认购成功，${shares}份共 ${formatMoney(amount)} 元`);
      setShares(1);
      onBought();
    } catch {
      // The http client has toasted why; the key stays for a retry of the same purchase.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={plans.followBox} aria-label="认购">
      <div className={plans.multipleRow}>
        <span>份数</span>
        <button
          type="button"
          className={plans.step}
          aria-label="减少份数"
          onClick={() => setShares((value) => clamp(value - 1))}
        >
          −
        </button>
        <input
          className={plans.multipleInput}
          inputMode="numeric"
          aria-label="认购份数"
          value={shares}
          onChange={(event) => setShares(clamp(Number(event.target.value.replace(/\D/g, ''))))}
        />
        <button
          type="button"
          className={plans.step}
          aria-label="增加份数"
          onClick={() => setShares((value) => clamp(value + 1))}
        >
          +
        </button>
        <span className={plans.quick}>
          {QUICK_SHARES.filter((value) => value < left).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={value === shares}
              onClick={() => setShares(value)}
            >
              {value}份
            </button>
          ))}
          <button type="button" aria-pressed={shares === left} onClick={() => setShares(left)}>
            包尾
          </button>
        </span>
      </div>
      <div className={plans.followFoot}>
        <span>
          认购 <b data-testid="buy-amount">{formatMoney(amount)}</b> 元
        </span>
        <Button loading={busy} onClick={buy}>
          立即认购
        </Button>
      </div>
    </section>
  );
}
