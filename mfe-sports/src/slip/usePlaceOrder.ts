import { ApiError, newIdempotencyKey, toast } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ordersApi, type SubmitOrderInput } from '../api/orders';
import type { SlipSummary } from './estimate';
import { slipTicket } from './ticket';
import { type OddsChange, useSlip } from './useSlip';

/** One moved price of a 409 answer: shown old -> new until the player accepts. */
export interface RefusedChange extends OddsChange {
  old_odds: string;
}

function changesOf(error: unknown): RefusedChange[] | null {
  if (!(error instanceof ApiError) || error.code !== 409) return null;
  const data = error.data as { changes?: unknown } | undefined;
  return Array.isArray(data?.changes) ? (data.changes as RefusedChange[]) : null;
}

/**
 * Places the slip's available picks as one order (idempotency key per attempt, the player's odds policy
 * sent along, bankers marked in 串关). With an optimisation (奖金优化) the sub-bets carry their own
 * multiples and the slip's multiple is 1. A 409 keeps the server's moved prices for the player to accept
 * in one tap. Resolves true once the order is placed.
 */
export function usePlaceOrder(summary: SlipSummary) {
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const [changes, setChanges] = useState<RefusedChange[] | null>(null);
  // One key per slip attempt: a retried request never places a second order.
  const [key, setKey] = useState(() => newIdempotencyKey('slip'));

  const place = async (optimization?: SubmitOrderInput['optimization']): Promise<boolean> => {
    if (summary.problem) {
      toast.error(summary.problem);
      return false;
    }
    const slip = useSlip.getState();
    setPlacing(true);
    try {
      const order = await ordersApi.submit(
        {
          ...slipTicket(summary),
          ...(optimization ? { multiple: 1, optimization } : {}),
          odds_policy: slip.oddsPolicy,
        },
        key,
        { silent: true },
      );
      toast.success(`投注成功，共${order.bet_count}注`);
      setChanges(null);
      slip.clear();
      navigate(`/betPages/order/detail?order_no=${order.order_no}`);
      return true;
    } catch (error) {
      const moved = changesOf(error);
      if (moved) setChanges(moved);
      else toast.error(error instanceof Error ? error.message : '投注失败');
      return false;
    } finally {
      setKey(newIdempotencyKey('slip'));
      setPlacing(false);
    }
  };

  /** Takes the server's new prices into the slip; the next tap on 投注 bets at them. */
  const acceptChanges = () => {
    if (changes) useSlip.getState().updateOdds(changes);
    setChanges(null);
  };

  return { placing, place, changes, acceptChanges };
}
