import { persistSlipPerPlayer } from './slip/persistence';

let started = false;

/**
 * Keeps the slip per player from whichever expose of this remote loads first (the routes, or the home
 * widget that adds picks too); both share one slip store, so it starts once.
 */
export function persistSlipOnce(): void {
  if (started) return;
  started = true;
  persistSlipPerPlayer();
}
