/**
 * THE money type of the product: integer fen in a bigint, never a float.
 * Pure (no DOM), imported by the server and the client alike.
 */

const YUAN_PATTERN = /^([+-])?(\d+)(?:\.(\d{0,2}))?$/;

/** Parses yuan ("12.5", "-3.05", 7) into integer fen; rejects more than 2 decimals and non-numbers. */
export function toFen(yuan: string | number): bigint {
  const text = typeof yuan === 'number' ? numberToText(yuan) : yuan.trim();
  const match = YUAN_PATTERN.exec(text);
  if (!match) throw new RangeError(`金额格式不正确: ${String(yuan)}`);
  const [, sign, whole = '0', decimals = ''] = match;
  const fen = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0') || '0');
  return sign === '-' ? -fen : fen;
}

function numberToText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`金额格式不正确: ${value}`);
  // Numbers like 0.1 + 0.2 carry binary noise; more than 2 real decimals is still rejected by the pattern.
  const text = String(value);
  if (/e/i.test(text)) throw new RangeError(`金额格式不正确: ${value}`);
  return text;
}

/** Integer fen -> yuan string with exactly 2 decimals ("1234.50", "-0.05"). */
export function fenToYuan(fen: bigint): string {
  const negative = fen < 0n;
  const abs = negative ? -fen : fen;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

export interface FormatYuanOptions {
  /** Group thousands with commas ("10,000.00"). */
  thousands?: boolean;
}

/**
 * Display form of an amount: 2 decimals. Accepts the JSON amount strings and numbers; values with more
 * than 2 decimals (e.g. odds products) are rounded half away from zero on their decimal text, not floats.
 * Anything unparseable shows as "0.00".
 */
export function formatYuan(
  value: string | number | null | undefined,
  options: FormatYuanOptions = {},
): string {
  const fen = parseRoundedFen(value);
  const yuan = fenToYuan(fen);
  return options.thousands ? groupThousands(yuan) : yuan;
}

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

function parseRoundedFen(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 0n;
    text = value.toFixed(6);
  } else {
    text = value.trim();
  }
  const match = DECIMAL_PATTERN.exec(text);
  if (!match || (!match[2] && !match[3])) return 0n;
  const [, sign, whole = '', decimals = ''] = match;
  const padded = decimals.padEnd(3, '0');
  let fen = BigInt(whole || '0') * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) fen += 1n;
  return sign === '-' && fen !== 0n ? -fen : fen;
}

function groupThousands(yuan: string): string {
  const [whole = '0', cents = '00'] = yuan.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents}`;
}

export interface FormatMoneyOptions {
  /** Prefix a gain with "+" ("+1,234.50"); a loss keeps its "-", zero stays "0.00". For profit figures. */
  signed?: boolean;
}

/**
 * THE display form of every amount a page shows (balances, stakes, payouts, report figures, bills): grouped
 * thousands and 2 decimals, "10,255.87". Pages show money only through it (a test greps for hand-made
 * forms); inputs and request bodies keep the plain formatYuan form. A bigint is integer fen.
 */
export function formatMoney(
  value: string | number | bigint | null | undefined,
  options: FormatMoneyOptions = {},
): string {
  const text = formatYuan(typeof value === 'bigint' ? fenToYuan(value) : value, { thousands: true });
  return options.signed && !text.startsWith('-') && text !== '0.00' ? `+${text}` : text;
}
