// 理性投注 (player protection): limits, exclusions and the checks the money paths run. See README of server.
export {
  exclusionRefusal,
  guardDeposit,
  guardPlay,
  guardStake,
  recordStake,
  type StakeInput,
  stakeRefusal,
} from './enforce';
export { periodWindow, resetText } from './periods';
export * from './rules';
export * from './settings';
