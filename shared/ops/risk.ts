// 风控's live channel (`REALTIME_CHANNELS.opsRisk` of the realtime contract): the server tells operators
// watching the book's liability what changed, with `ops.liability` and `ops.outcome_suspended`.

export type { LiabilityChanged, OutcomeSuspended } from '../realtime/contract';
