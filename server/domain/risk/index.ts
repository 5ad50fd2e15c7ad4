export { type OrderShape, outcomeShares } from './contributions';
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
export {
  LiabilityBreach,
  OUTCOME_SUSPENDED,
  reserveLiability,
  resumeOutcome,
  suspendOutcome,
} from './liability';
export { largestLiabilities } from './views';
export { releaseLiability } from './release';
