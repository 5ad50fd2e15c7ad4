/**
 * @app/shared/lottery: the pure lottery rules shared by the server (validation, settlement, expects) and
 * the client (game board, 注数 and stake while picking). No I/O, no randomness of its own.
 * A family is one descriptor (families.ts: draw shape, positions, return, plays); a play declares how many
 * draws win one item and its odds follow (play-kit.ts); returns.test.ts walks every draw to check them.
 */
export {
  findLottery,
  findLotteryPlay,
  LOTTERIES,
  type LotteryPlayGroup,
  playGroupsOf,
  playsOf,
} from './catalogue';
export {
  CHASE_EXPECTS_MAX,
  CHASE_EXPECTS_MIN,
  CHASE_MODE_TEXT,
  CHASE_MODES,
  CHASE_PROFIT_RATE_MAX,
  type ChaseMode,
  type ChasePlan,
  type ChaseRow,
  type ChaseSettings,
  lowestPickedOdds,
  planChase,
} from './chase';
export {
  type CodesCheck,
  checkBetCodes,
  drawNumbers,
  formatBetCodes,
  formatOpenCode,
  MAX_CODES_LENGTH,
  MAX_ITEMS,
  parseOpenCode,
} from './codes';
export { FAMILIES, familyOf, LOTTERY_TYPES } from './families';
export { fairOdds, formatHundredths, type Hundredths, parseHundredths } from './odds';
export { applyRowFilter, isNumberRow, ROW_FILTERS, type RowFilter, randomPick } from './pickers';
export {
  estimateLotteryBet,
  LOTTERY_AMOUNT_MAX_FEN,
  LOTTERY_AMOUNT_MIN_FEN,
  LOTTERY_AMOUNT_RANGE,
  LOTTERY_MULTIPLE_MAX,
  LOTTERY_MULTIPLE_MIN,
  LOTTERY_MULTIPLE_RANGE,
  type LotteryBetEstimate,
  prizeFen,
  stakeFen,
} from './prize';
export {
  drawsPerDay,
  type ExpectSlot,
  expectAt,
  expectSlot,
  expectsClosingBetween,
  nextExpect,
} from './schedule';
export { type LotteryDraw, type Trend, type TrendPosition, trendOf } from './trend';
export type {
  DrawShape,
  LotteryDefinition,
  LotteryFamily,
  LotteryPlay,
  LotteryPlayOption,
  LotteryPlayRow,
  LotteryType,
  Picks,
  PlayPays,
} from './types';
