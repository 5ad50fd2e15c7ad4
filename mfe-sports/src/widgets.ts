import { persistSlipOnce } from './persistSlip';

// Picks made on home are the player's slip too: it follows the signed-in player from the moment this loads.
persistSlipOnce();

export { HotMatches } from './widgets/HotMatches';
