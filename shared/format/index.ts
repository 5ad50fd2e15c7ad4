export {
  type BeijingStyle,
  beijingDate,
  beijingDayIndex,
  beijingDayStart,
  beijingMonthStart,
  beijingStamp,
  formatBeijing,
} from './beijing';
export { formatCount, formatPriceUnit, pad2 } from './display';
export { type FormatYuanOptions, fenToYuan, formatBalance, formatYuan, toFen } from './money';
