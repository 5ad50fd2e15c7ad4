export {
  type BeijingStyle,
  beijingDate,
  beijingDayIndex,
  beijingDayStart,
  beijingMonthStart,
  beijingStamp,
  formatBeijing,
  formatClock,
  formatDate,
  formatDateTime,
} from './beijing';
export { formatBasisPoints, formatCount, formatPriceUnit, pad2 } from './display';
export {
  type FormatMoneyOptions,
  type FormatYuanOptions,
  fenToYuan,
  formatMoney,
  formatYuan,
  toFen,
} from './money';
