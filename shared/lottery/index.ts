/**
 * @app/shared/lottery: the pure lottery rules shared by the server (validation, settlement, expects) and
 * the client (game board, 注数 and stake while picking). No I/O, no randomness of its own.
 */
export {
  findLottery,
  findLotteryPlay,
  LOTTERIES,
  LOTTERY_PLAYS,
  LOTTERY_TYPE_NAMES,
  LOTTERY_TYPES,
  type LotteryPlayGroup,
  playGroupsOf,
  playsOf,
} from './catalogue';
export {
  type CodesCheck,
  checkBetCodes,
  drawNumbers,
  formatBetCodes,
  formatOpenCode,
  MAX_CODES_LENGTH,
  MAX_ITEMS,
  OPEN_CODE_HINTS,
  parseOpenCode,
} from './codes';
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
  LotteryDefinition,
  LotteryPlay,
  LotteryPlayOption,
  LotteryPlayRow,
  LotteryType,
  Picks,
} from './types';
