/**
 * Expect (期号) numbering. A lottery draws every `intervalSeconds`; the draws of one Beijing day (UTC+8) are
 * numbered from 1, so expect `20261121-0481` is the 481st minute of 21 November (Beijing) for a 1-minute
 * lottery. Numbers come from time alone, so every node and every restart agrees on them.
 */
import { beijingDayIndex, beijingDayStart } from '../format/beijing';

const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;

export interface ExpectSlot {
  /** `YYYYMMDD-NNNN` (4 digits for 1440 draws a day, 3 for 288). */
  expect: string;
  /** Betting opens (the previous expect's draw). */
  openAt: Date;
  /** Betting closes and the open code is drawn. */
  closeAt: Date;
}

export const drawsPerDay = (intervalSeconds: number): number => {
  if (intervalSeconds <= 0 || DAY_SECONDS % intervalSeconds !== 0) {
    throw new Error(`interval must divide a day: ${intervalSeconds}`);
  }
  return DAY_SECONDS / intervalSeconds;
};

const digitsFor = (intervalSeconds: number) => String(drawsPerDay(intervalSeconds)).length;

const dayDate = (dayIndex: number) => new Date(dayIndex * DAY_MS).toISOString().slice(0, 10);

function slotOf(intervalSeconds: number, dayIndex: number, number: number): ExpectSlot {
  const dayStart = beijingDayStart(dayDate(dayIndex)).getTime();
  const intervalMs = intervalSeconds * 1000;
  return {
    expect: `${dayDate(dayIndex).replace(/-/g, '')}-${String(number).padStart(digitsFor(intervalSeconds), '0')}`,
    openAt: new Date(dayStart + (number - 1) * intervalMs),
    closeAt: new Date(dayStart + number * intervalMs),
  };
}

/** The expect open at `time`: its window holds `time` (a draw at exactly closeAt belongs to the next). */
export function expectAt(intervalSeconds: number, time: Date | number): ExpectSlot {
  const ms = typeof time === 'number' ? time : time.getTime();
  const dayIndex = beijingDayIndex(ms);
  const number =
    Math.floor((ms - beijingDayStart(dayDate(dayIndex)).getTime()) / (intervalSeconds * 1000)) + 1;
  return slotOf(intervalSeconds, dayIndex, number);
}

/** The slot of an expect number, or undefined when it is not one of this lottery's expects. */
export function expectSlot(intervalSeconds: number, expect: string): ExpectSlot | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d+)$/.exec(expect);
  if (!match) return undefined;
  const [, year, month, day, numberText = ''] = match;
  const dayIndex = Date.UTC(Number(year), Number(month) - 1, Number(day)) / DAY_MS;
  const number = Number(numberText);
  if (!Number.isInteger(dayIndex) || number < 1 || number > drawsPerDay(intervalSeconds)) return undefined;
  const slot = slotOf(intervalSeconds, dayIndex, number);
  return slot.expect === expect ? slot : undefined;
}

/** The expect after `expect` (the first of the next day after the last of a day). */
export function nextExpect(intervalSeconds: number, expect: string): ExpectSlot {
  const slot = expectSlot(intervalSeconds, expect);
  if (!slot) throw new Error(`not an expect: ${expect}`);
  return expectAt(intervalSeconds, slot.closeAt);
}

/** The expects whose draw falls in (after, until], oldest first. */
export function expectsClosingBetween(intervalSeconds: number, after: Date, until: Date): ExpectSlot[] {
  const slots: ExpectSlot[] = [];
  // The slot holding `after` closes strictly after it.
  let slot = expectAt(intervalSeconds, after);
  while (slot.closeAt.getTime() <= until.getTime()) {
    slots.push(slot);
    slot = expectAt(intervalSeconds, slot.closeAt);
  }
  return slots;
}
