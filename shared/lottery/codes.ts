import { FAMILIES } from './families';
import type { LotteryPlay, LotteryType, Picks } from './types';

/**
 * Bet codes: rows separated by '|', the picked options of a row by ',' ("1,2|3" for 二同号单选; "大,单"
 * for 大小单双). Open codes: the drawn numbers separated by ',' ("2,3,5"; PK10 cars two digits, "03,01,...").
 */
export const MAX_CODES_LENGTH = 1000;
/** One bet may hold at most this many items (注), the whole 前三直选 board. */
export const MAX_ITEMS = 1000;

export type CodesCheck =
  | { valid: true; picks: Picks; codes: string; itemCount: number; message: '' }
  | { valid: false; message: string; itemCount: 0 };

const refuse = (message: string): CodesCheck => ({ valid: false, message, itemCount: 0 });

/** Parses and checks a bet code for a play; the canonical form lists options in board order. */
export function checkBetCodes(play: LotteryPlay, raw: string): CodesCheck {
  const text = raw.replace(/\s+/g, '');
  if (text.length === 0) return refuse(play.needs);
  if (text.length > MAX_CODES_LENGTH) return refuse('投注号码过长');
  const lines = text.split('|');
  if (lines.length !== play.rows.length) return refuse('投注号码格式不正确');
  const picks: Picks = [];
  for (const [index, line] of lines.entries()) {
    const row = play.rows[index];
    if (!row) return refuse('投注号码格式不正确');
    const chosen = line === '' ? [] : line.split(',');
    if (new Set(chosen).size !== chosen.length) return refuse(`${row.label}有重复的号码`);
    const known = row.options.map((option) => option.code);
    const unknown = chosen.find((code) => !known.includes(code));
    if (unknown !== undefined) return refuse(`${row.label}的号码“${unknown}”无效`);
    picks.push(known.filter((code) => chosen.includes(code)));
  }
  const itemCount = play.count(picks);
  if (itemCount <= 0) return refuse(play.needs);
  if (itemCount > MAX_ITEMS) return refuse(`单注最多${MAX_ITEMS}注`);
  return { valid: true, picks, codes: formatBetCodes(picks), itemCount, message: '' };
}

export const formatBetCodes = (picks: Picks): string => picks.map((line) => line.join(',')).join('|');

export function formatOpenCode(type: LotteryType, numbers: number[]): string {
  return numbers.map((n) => String(n).padStart(FAMILIES[type].draw.width, '0')).join(',');
}

/** The numbers of an open code, or undefined when it is not a possible draw of the family. */
export function parseOpenCode(type: LotteryType, code: string): number[] | undefined {
  const shape = FAMILIES[type].draw;
  const parts = code.trim().split(/[,\s]+/);
  if (parts.length !== shape.length || parts.some((part) => !/^\d{1,2}$/.test(part))) return undefined;
  const numbers = parts.map(Number);
  if (numbers.some((n) => n < shape.min || n > shape.max)) return undefined;
  if (shape.distinct && new Set(numbers).size !== numbers.length) return undefined;
  return type === 'k3' ? [...numbers].sort((a, b) => a - b) : numbers;
}

/**
 * A draw of the family from a source of uniform integers (the server passes crypto.randomInt): dice and
 * digits independently, PK10 cars as a Fisher-Yates shuffle. 快三 dice are shown in ascending order.
 */
export function drawNumbers(type: LotteryType, randomBelow: (limit: number) => number): number[] {
  const shape = FAMILIES[type].draw;
  if (shape.distinct) {
    const cars = Array.from({ length: shape.length }, (_, index) => index + shape.min);
    for (let i = cars.length - 1; i > 0; i -= 1) {
      const j = randomBelow(i + 1);
      [cars[i], cars[j]] = [cars[j] as number, cars[i] as number];
    }
    return cars;
  }
  const numbers = Array.from(
    { length: shape.length },
    () => shape.min + randomBelow(shape.max - shape.min + 1),
  );
  return type === 'k3' ? numbers.sort((a, b) => a - b) : numbers;
}
