import { describe, expect, it } from 'vitest';
import { judge, percentile, phaseOf, sendSchedule, storedProblems, tally } from './burst-plan.mjs';

const CLOSE = 1_800_000_000_000;
const EXPECT = '20261128-1343';
const accepted = JSON.stringify({ code: 200, message: 'ok', data: { id: 7, repeated: false } });
const closed = JSON.stringify({ code: 422, message: `第${EXPECT}期已封盘，当前为第20261128-1344期` });

describe('sendSchedule', () => {
  /** A stand-in for Math.random walking evenly over [0, 1). */
  const steps = (count) => {
    let next = 0;
    return () => (next++ % count) / count;
  };

  it('sends one bet per player inside the window before the close, and the late ones after it, in time order', () => {
    const sends = sendSchedule({
      players: 1000,
      late: 10,
      closeAt: CLOSE,
      windowMs: 10_000,
      lateWindowMs: 2_000,
      random: Math.random,
    });
    const early = sends.filter((send) => !send.late);
    const late = sends.filter((send) => send.late);
    expect(new Set(early.map((send) => send.player)).size).toBe(1000);
    expect(early.every((send) => send.at >= CLOSE - 10_000 && send.at < CLOSE)).toBe(true);
    expect(late).toHaveLength(10);
    expect(late.every((send) => send.at > CLOSE && send.at <= CLOSE + 2_000)).toBe(true);
    expect(sends.map((send) => send.at)).toEqual([...sends.map((send) => send.at)].sort((a, b) => a - b));
  });

  it('spreads the bets over the whole window rather than bunching them at its start', () => {
    const sends = sendSchedule({
      players: 100,
      late: 0,
      closeAt: CLOSE,
      windowMs: 10_000,
      lateWindowMs: 0,
      random: steps(100),
    });
    const perSecond = Array.from({ length: 10 }, () => 0);
    for (const send of sends) perSecond[Math.floor((send.at - (CLOSE - 10_000)) / 1000)] += 1;
    expect(perSecond).toEqual(Array.from({ length: 10 }, () => 10));
  });
});

describe('phaseOf', () => {
  it('puts a bet by when it was sent: before the last grace, within it, or at or after the close', () => {
    const at = (sentAt) => phaseOf({ sentAt, closeAt: CLOSE, graceMs: 250 });
    expect(at(CLOSE - 9_999)).toBe('before');
    expect(at(CLOSE - 251)).toBe('before');
    expect(at(CLOSE - 250)).toBe('at close');
    expect(at(CLOSE - 1)).toBe('at close');
    expect(at(CLOSE)).toBe('after');
  });
});

describe('judge', () => {
  it('wants every bet answered before the close accepted', () => {
    expect(judge({ status: 200, body: accepted, phase: 'before', expect: EXPECT })).toEqual({
      outcome: 'accepted',
      problem: null,
    });
    const refused = judge({
      status: 503,
      body: JSON.stringify({ code: 503, message: '服务器正在维护，请稍后再试' }),
      phase: 'before',
      expect: EXPECT,
    });
    expect(refused.outcome).toBe('refused');
    expect(refused.problem).toContain('服务器正在维护，请稍后再试');
  });

  it('wants every bet sent after the close refused with the closed message naming its expect', () => {
    expect(judge({ status: 422, body: closed, phase: 'after', expect: EXPECT })).toEqual({
      outcome: 'closed',
      problem: null,
    });
    expect(judge({ status: 200, body: accepted, phase: 'after', expect: EXPECT }).problem).toBe(
      'sent after the close: accepted',
    );
    const otherExpect = judge({ status: 422, body: closed, phase: 'after', expect: '20261128-1342' });
    expect(otherExpect.outcome).toBe('refused');
    expect(otherExpect.problem).not.toBeNull();
  });

  it('takes either answer for a bet sent in the last moments before the close, but not another refusal', () => {
    for (const body of [accepted, closed])
      expect(
        judge({ status: body === closed ? 422 : 200, body, phase: 'at close', expect: EXPECT }).problem,
      ).toBeNull();
    expect(
      judge({ status: 0, body: 'connection: fetch failed', phase: 'at close', expect: EXPECT }).problem,
    ).toBe('sent just before the close: HTTP 0, code -: connection: fetch failed');
  });

  it('wants a bet sent well before the close accepted even when the answer comes after it', () => {
    expect(judge({ status: 422, body: closed, phase: 'before', expect: EXPECT }).problem).toBe(
      `sent before the close: HTTP 422, code 422: 第${EXPECT}期已封盘，当前为第20261128-1344期`,
    );
  });

  it('counts an answer repeated from an earlier request as no new bet', () => {
    const repeated = JSON.stringify({ code: 200, data: { id: 7, repeated: true } });
    expect(judge({ status: 200, body: repeated, phase: 'before', expect: EXPECT }).outcome).toBe('refused');
  });
});

describe('tally and percentile', () => {
  it('counts each phase and outcome and keeps the wrong answers', () => {
    const counts = tally([
      { phase: 'before', outcome: 'accepted', problem: null },
      { phase: 'before', outcome: 'refused', problem: 'sent before the close: HTTP 503' },
      { phase: 'after', outcome: 'closed', problem: null },
    ]);
    expect(counts.before).toEqual({ accepted: 1, closed: 0, refused: 1 });
    expect(counts.atClose).toEqual({ accepted: 0, closed: 0, refused: 0 });
    expect(counts.after).toEqual({ accepted: 0, closed: 1, refused: 0 });
    expect(counts.problems.map((result) => result.problem)).toEqual(['sent before the close: HTTP 503']);
  });

  it('reads percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([], 99)).toBeNaN();
  });
});

describe('storedProblems', () => {
  const good = {
    acceptedIds: [1, 2, 3],
    stored: { onExpectIds: [3, 2, 1], elsewhere: 0, latestAt: CLOSE - 1 },
    ledger: { debits: 3, matched: 3, unbalanced: 0 },
    closeAt: CLOSE,
  };

  it('finds nothing when every accepted bet is stored before the close with its debit', () => {
    expect(storedProblems(good)).toEqual([]);
  });

  it('names a lost bet, a bet moved to another expect, a bet taken at the close and a missing debit', () => {
    const problems = storedProblems({
      ...good,
      stored: { onExpectIds: [1, 2], elsewhere: 1, latestAt: CLOSE },
      ledger: { debits: 2, matched: 1, unbalanced: 1 },
    });
    expect(problems).toEqual([
      '1 accepted bets not stored (first id 3)',
      '2 bets stored on the expect, 3 accepted',
      '1 bets stored on another expect',
      `a bet taken at ${new Date(CLOSE).toISOString()}, at or after the close`,
      '1 of 2 bets have their own debit = stake',
      "1 players' balance != sum of their ledger",
    ]);
  });
});
