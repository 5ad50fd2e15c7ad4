export { type BeijingStyle, beijingDate, formatBeijing } from './beijing';
export { formatCount, formatPriceUnit, pad2 } from './display';
export { type FormatYuanOptions, fenToYuan, formatYuan, toFen } from './money';
