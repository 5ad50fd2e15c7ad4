import { storage, userDataKey, useSession } from '@app/shared';
import { isOddsPolicy } from '@app/shared/betting';
import type { SlipPick } from './pick';
import { EMPTY_SLIP, type SlipData, useSlip } from './useSlip';

const SLIP_KEY = 'mfe_sports_slip';

const currentPlayer = () => useSession.getState().user?.id ?? null;

function saved(state: SlipData): SlipData {
  const { selections, betType, sport, mode, amount, multiple, combos, oddsPolicy } = state;
  return { selections, betType, sport, mode, amount, multiple, combos, oddsPolicy };
}

/** The player's stored slip, or the empty one; anything malformed starts over rather than breaking the page. */
function load(playerId: number | null): SlipData {
  const stored =
    playerId === null ? null : storage.getItem<Partial<SlipData>>(userDataKey(SLIP_KEY, playerId));
  if (!stored || !Array.isArray(stored.selections)) return EMPTY_SLIP;
  return {
    ...EMPTY_SLIP,
    ...stored,
    selections: stored.selections.filter((pick: SlipPick) => typeof pick?.startTime === 'string'),
    oddsPolicy: isOddsPolicy(stored.oddsPolicy) ? stored.oddsPolicy : EMPTY_SLIP.oddsPolicy,
  };
}

/**
 * Keeps the slip per player: loads the signed-in player's slip now and whenever the player changes,
 * saves every change under that player's key, and empties it on logout (clearSession removes the stored
 * copy). Nothing is saved while nobody is signed in. Returns the stop.
 */
export function persistSlipPerPlayer(): () => void {
  // Earlier builds kept one slip for everyone under the bare key: it belongs to nobody now.
  storage.removeItem(SLIP_KEY);
  let player = currentPlayer();
  useSlip.setState(load(player));
  const stopSaving = useSlip.subscribe((state) => {
    if (player !== null) storage.setItem(userDataKey(SLIP_KEY, player), saved(state));
  });
  const stopFollowing = useSession.subscribe((session) => {
    const next = session.user?.id ?? null;
    if (next === player) return;
    player = next;
    useSlip.setState(load(player));
  });
  return () => {
    stopSaving();
    stopFollowing();
  };
}
