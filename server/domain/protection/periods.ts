import {
  beijingDate,
  beijingDayIndex,
  beijingDayStart,
  beijingMonthStart,
  formatBeijing,
} from '@app/shared/format';

/** The calendar periods a limit counts over, in Beijing time: days from 00:00, weeks from Monday, months from the 1st. */
export type Period = 'day' | 'week' | 'month';

export const PERIOD_TEXT: Record<Period | 'session', string> = {
  day: '每日',
  week: '每周',
  month: '每月',
  session: '单次登录',
};

export interface PeriodWindow {
  start: Date;
  /** When the next period begins: the limit resets then. */
  resetsAt: Date;
}

// Day index 0 (1970-01-01) was a Thursday: Monday is 3 days later in the week.
const MONDAY_OFFSET = 3;

export function periodWindow(period: Period, now: Date): PeriodWindow {
  switch (period) {
    case 'day':
      return { start: beijingDayStart(beijingDate(now)), resetsAt: beijingDayStart(beijingDate(now, 1)) };
    case 'week': {
      const sinceMonday = (beijingDayIndex(now) + MONDAY_OFFSET) % 7;
      return {
        start: beijingDayStart(beijingDate(now, -sinceMonday)),
        resetsAt: beijingDayStart(beijingDate(now, 7 - sinceMonday)),
      };
    }
    case 'month': {
      const start = beijingMonthStart(now);
      // Day 32 after the 1st is always in the next month.
      return { start, resetsAt: beijingMonthStart(new Date(start.getTime() + 32 * 86_400_000)) };
    }
  }
}

/** '11月28日 00:00', as a refusal names the reset. */
export function resetText(at: Date): string {
  const [month, day] = formatBeijing(at, 'date').slice(5).split('-');
  return `${Number(month)}月${Number(day)}日 ${formatBeijing(at, 'time')}`;
}
