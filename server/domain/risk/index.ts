export { type OrderShape, outcomeShares } from './contributions';
export { announceLiabilityChanged, type OutcomeKey, onLiabilityChanged, onOutcomeSuspended } from './events';
export {
  LiabilityBreach,
  OUTCOME_SUSPENDED,
  reserveLiability,
  resumeOutcome,
  suspendOutcome,
} from './liability';
export {
  type BookLimits,
  bookLimits,
  DEFAULT_LIMITS,
  FULL_FACTOR_BP,
  type OnBreach,
  setBookLimits,
  setMatchLimits,
  setStakeFactorBp,
  stakeFactorBp,
} from './limits';
export { releaseLiability } from './release';
export { largestLiabilities } from './views';
