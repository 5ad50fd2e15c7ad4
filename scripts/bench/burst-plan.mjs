// The pure parts of the draw-close burst (burst.mjs): when each bet is sent, which answer each bet must get
// given when it was sent and answered against the expect's close (封盘), and the tally of a run.
import { refusalOf } from './answers.mjs';

/**
 * Send times (ms since the epoch) for one bet per player spread uniformly over the `windowMs` before
 * `closeAt`, and `late` more bets spread over the `lateWindowMs` after it; sorted by time. `random` is
 * Math.random or a seeded stand-in.
 */
export function sendSchedule({ players, late, closeAt, windowMs, lateWindowMs, random = Math.random }) {
  const sends = [];
  for (let player = 0; player < players; player++)
    sends.push({ player, at: closeAt - windowMs + Math.floor(random() * windowMs), late: false });
  // A late bettor is one of the players betting a second time: funded, signed in, just too slow.
  for (let index = 0; index < late; index++)
    sends.push({
      player: index % players,
      at: closeAt + 1 + Math.floor(random() * lateWindowMs),
      late: true,
    });
  return sends.sort((a, b) => a.at - b.at);
}

/**
 * Where a bet stands against the close by when its request was sent: more than `graceMs` before it
 * (`before`: must be accepted), within the last `graceMs` (`at close`: the server's clock when it takes the
 * bet decides, so accepted and refused as closed are both right), or at or after it (`after`: must be
 * refused as closed). The grace is the spec's p99 target: a server meeting it takes a bet within that time.
 */
export function phaseOf({ sentAt, closeAt, graceMs }) {
  if (sentAt >= closeAt) return 'after';
  return sentAt < closeAt - graceMs ? 'before' : 'at close';
}

const PHASE_TEXT = { before: 'before', 'at close': 'just before', after: 'after' };

/** The server's refusal of a bet on an expect that has closed (domain/lottery/expects.ts). */
export const closedMessage = (expect) => new RegExp(`^第${expect}期已封盘，当前为第\\d{8}-\\d+期$`);

/**
 * One answer judged: `accepted`, `closed` (refused with the closed message) or `refused` (anything else,
 * with the server's message), and the problem when the answer is wrong for its phase, else null.
 */
export function judge({ status, body, phase, expect }) {
  const refusal = refusalOf(status, body, { newOrder: true });
  let outcome = 'accepted';
  if (refusal) {
    let message = null;
    try {
      message = JSON.parse(body).message;
    } catch {
      // not JSON: the refusal quotes the body
    }
    outcome = typeof message === 'string' && closedMessage(expect).test(message) ? 'closed' : 'refused';
  }
  const allowed = { before: ['accepted'], 'at close': ['accepted', 'closed'], after: ['closed'] }[phase];
  const problem = allowed.includes(outcome)
    ? null
    : `sent ${PHASE_TEXT[phase]} the close: ${outcome === 'accepted' ? 'accepted' : (refusal ?? 'refused')}`;
  return { outcome, problem };
}

/** The p-th percentile (0-100) of `values` by nearest rank, NaN when empty. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Counts per phase and outcome, and every wrong answer (`problems`, in send order). */
export function tally(results) {
  const counts = {};
  const problems = [];
  for (const result of results) {
    counts[result.phase] ??= { accepted: 0, closed: 0, refused: 0 };
    counts[result.phase][result.outcome] += 1;
    if (result.problem) problems.push(result);
  }
  const zero = { accepted: 0, closed: 0, refused: 0 };
  return {
    before: counts.before ?? zero,
    atClose: counts['at close'] ?? zero,
    after: counts.after ?? zero,
    problems,
  };
}

/**
 * What the database must hold after the burst, as readable mismatches: every accepted bet stored on the
 * expect and nothing else of the run's players, each with its one `lottery_bet` ledger debit equal to its
 * stake, no bet taken at or after the close, every player's balance = the sum of its ledger rows.
 */
export function storedProblems({ acceptedIds, stored, ledger, closeAt }) {
  const problems = [];
  const storedIds = new Set(stored.onExpectIds);
  const missing = acceptedIds.filter((id) => !storedIds.has(id));
  if (missing.length > 0)
    problems.push(`${missing.length} accepted bets not stored (first id ${missing[0]})`);
  if (stored.onExpectIds.length !== acceptedIds.length)
    problems.push(`${stored.onExpectIds.length} bets stored on the expect, ${acceptedIds.length} accepted`);
  if (stored.elsewhere > 0) problems.push(`${stored.elsewhere} bets stored on another expect`);
  if (stored.latestAt !== null && stored.latestAt >= closeAt)
    problems.push(`a bet taken at ${new Date(stored.latestAt).toISOString()}, at or after the close`);
  if (ledger.debits !== stored.onExpectIds.length)
    problems.push(`${ledger.debits} lottery_bet ledger rows for ${stored.onExpectIds.length} stored bets`);
  if (ledger.matched !== stored.onExpectIds.length)
    problems.push(`${ledger.matched} of ${stored.onExpectIds.length} bets have their own debit = stake`);
  if (ledger.unbalanced > 0) problems.push(`${ledger.unbalanced} players' balance != sum of their ledger`);
  return problems;
}
