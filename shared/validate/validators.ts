/** SPEC 5 generic validators. Pure: the server imports them too. */

/** Mainland mobile: 1, then 3-9, then 9 digits. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
    value,
  );
}

/** http(s) URL with a host. */
export function isUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/** Positive or zero amount with at most 2 decimals ("10", "10.5", "0.01"); no sign, no exponent. */
export function isAmount(value: string | number): boolean {
  return /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(String(value).trim());
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CODES = '10X98765432';

/**
 * Chinese resident ID card: 18 characters, a real birth date and the ISO 7064 MOD 11-2 check character
 * (X allowed, case-insensitive); the legacy 15-digit form is accepted with a valid 19xx birth date.
 */
export function isIdCard(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (/^\d{15}$/.test(id)) return isValidDate(`19${id.slice(6, 12)}`);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!isValidDate(id.slice(6, 14))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(id[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CODES[sum % 11] === id[17];
}

function isValidDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A numeric code of exactly `length` digits (SMS codes: 6). */
export function isNumericCode(code: string, length = 6): boolean {
  return new RegExp(`^\\d{${length}}$`).test(code);
}
