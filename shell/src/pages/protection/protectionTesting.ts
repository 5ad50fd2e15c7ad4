import type { Limit, Protection } from './protectionApi';

// Answers of the 理性投注 API as the server shapes them, for the page and reminder tests.

const PERIODS: Array<Pick<Limit, 'kind' | 'period'>> = [
  { kind: 'deposit', period: 'day' },
  { kind: 'deposit', period: 'week' },
  { kind: 'deposit', period: 'month' },
  { kind: 'loss', period: 'day' },
  { kind: 'loss', period: 'week' },
  { kind: 'loss', period: 'month' },
  { kind: 'stake', period: 'day' },
  { kind: 'stake', period: 'week' },
  { kind: 'stake', period: 'month' },
  { kind: 'time', period: 'session' },
  { kind: 'time', period: 'day' },
];

export function protectionOf(
  changes: Array<Partial<Limit> & Pick<Limit, 'kind' | 'period'>> = [],
  rest: Partial<Protection> = {},
): Protection {
  return {
    limits: PERIODS.map((key) => ({
      ...key,
      amount: null,
      used: key.kind === 'time' ? '0' : '0.00',
      resets_at: key.period === 'session' ? null : '2026-11-28T16:00:00.000Z',
      pending: null,
      ...changes.find((change) => change.kind === key.kind && change.period === key.period),
    })),
    reality_check_minutes: 0,
    exclusion: null,
    ...rest,
  };
}
