import { randomInt } from 'node:crypto';
import { beijingDate, beijingDayStart, beijingStamp } from '@app/shared/format';
import { DomainError } from '../errors';

/** A refusal the player should read (422), or a resource that is not theirs / not there (404). */
export class FinanceRefusal extends DomainError {
  constructor(message: string, status: 404 | 422 = 422) {
    super(status, message);
  }
}

export const refuse = (message: string) => new FinanceRefusal(message);
export const notFound = (message: string) => new FinanceRefusal(message, 404);

/** Order numbers: a prefix + Beijing date-time to the second + 6 random digits (RC..., WD...). */
export function newOrderNo(prefix: 'RC' | 'WD', now = new Date()): string {
  return `${prefix}${beijingStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Midnight of the current Beijing day, as an instant (daily withdrawal counts reset there). */
export function todayStart(now = new Date()): Date {
  return beijingDayStart(beijingDate(now));
}

export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

const RATE_PATTERN = /^\d{1,4}(\.\d{1,4})?$/;

/** A CNY-per-USDT rate "7.2" -> 72000 (ten-thousandths); null when the configured text is not a rate. */
export function parseRate(value: unknown): number | null {
  const text = String(value ?? '').trim();
  if (!RATE_PATTERN.test(text)) return null;
  const [whole = '0', decimals = ''] = text.split('.');
  const rate = Number(whole) * 10_000 + Number(decimals.padEnd(4, '0'));
  return rate > 0 ? rate : null;
}

export const formatRate = (rate: number) => (rate / 10_000).toFixed(4);

/** USDT cents -> "13.89". */
export function formatUsdt(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** USDT a player must send for `fen` yuan at `rate`, rounded up to the cent (never short). */
export function usdtForDeposit(fen: bigint, rate: number): bigint {
  const scaled = fen * 10_000n;
  const divisor = BigInt(rate);
  return (scaled + divisor - 1n) / divisor;
}

/** USDT a player receives for `fen` yuan at `rate`, rounded down to the cent (never over-paid). */
export function usdtForPayout(fen: bigint, rate: number): bigint {
  return (fen * 10_000n) / BigInt(rate);
}

/** "6222021234567890123" -> "6222 **** **** 0123": the card's bank prefix and last four only. */
export function maskCard(account: string): string {
  if (account.length < 8) return '****';
  return `${account.slice(0, 4)} **** **** ${account.slice(-4)}`;
}

export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;
