import type { SlipSummary } from './estimate';
import { useSlip } from './useSlip';

/**
 * The slip's available picks as the ticket the server checks (bankers only in 串关): the order a 投注 places,
 * and the ticket a 合买 sells.
 */
export function slipTicket(summary: SlipSummary) {
  const slip = useSlip.getState();
  return {
    sport: slip.sport,
    mode: slip.mode,
    combos: slip.mode === 'mixed' ? slip.combos : [],
    amount: Number(slip.amount),
    multiple: Number(slip.multiple),
    selections: summary.picks.map((pick) => ({
      match_id: pick.matchId,
      play: pick.play,
      option: pick.option,
      odds: pick.odds,
      ...(pick.banker && slip.mode === 'mixed' ? { banker: true } : {}),
    })),
  };
}
