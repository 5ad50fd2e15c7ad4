import {
  COMBINATIONS,
  enumerateSubBets,
  formatOdds,
  type LegResult,
  PLAYS,
  type Sport,
  settleLeg,
  settleSubBet,
} from '@app/shared/betting';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, matches, matchOdds, orderLegs, orders, users, validTurnover } from '../../db/schema';
import { createRng, pickInt } from '../../sim/rng';
import { describeOnEachDatabase } from '../../test/server';
import { type MatchOutcome, settleMatch } from './settlement';

interface LegPlan {
  matchId: number;
  play: string;
  option: string;
  odds: number;
  line: string;
}
interface OrderPlan {
  orderNo: string;
  userId: number;
  sport: Sport;
  mode: 'single' | 'mixed';
  combos: string;
  amountFen: bigint;
  multiple: number;
  legs: LegPlan[];
}

const RESULTS: MatchOutcome[] = [
  { kind: 'result', full: { home: 2, away: 1 }, half: { home: 1, away: 0 } },
  { kind: 'result', full: { home: 0, away: 0 }, half: { home: 0, away: 0 } },
  { kind: 'void' },
  // No half-time score: 半全场 legs are void; 6:2 is an unlisted score (胜其它) and 7+ goals.
  { kind: 'result', full: { home: 6, away: 2 } },
];
const BASKETBALL_RESULTS: MatchOutcome[] = [
  { kind: 'result', full: { home: 101, away: 99 } },
  { kind: 'result', full: { home: 100, away: 100 } },
];

interface Expected {
  prize: bigint;
  refund: bigint;
  valid: bigint;
}

/** What @app/shared/betting alone says an order pays, refunds and counts once all its matches are decided. */
function expectedOutcome(order: OrderPlan, outcomes: Map<number, MatchOutcome>): Expected {
  const priced = order.legs.map((leg) => {
    const outcome = outcomes.get(leg.matchId);
    const result: LegResult =
      !outcome || outcome.kind === 'void'
        ? 'void'
        : settleLeg(
            order.sport,
            { play: leg.play, option: leg.option, line: leg.line || undefined },
            outcome,
          );
    return { matchId: leg.matchId, odds: formatOdds(BigInt(leg.odds)), result };
  });
  const combinations = COMBINATIONS.filter((combination) =>
    order.combos.split(',').includes(combination.code),
  );
  const total = { prize: 0n, refund: 0n, valid: 0n };
  for (const subBet of enumerateSubBets(order.mode, combinations, priced)) {
    const settled = settleSubBet(subBet, order.amountFen, order.multiple);
    total.prize += settled.prizeFen;
    total.refund += settled.refundFen;
    total.valid += settled.validFen;
  }
  return total;
}

const statusOf = ({ prize, valid }: Expected) => (valid === 0n ? 3 : prize > 0n ? 1 : 2);

describeOnEachDatabase('settlement: set-based SQL agrees with @app/shared/betting', (server) => {
  it('a mixed batch of singles, 串关 and 复式 with void legs and prize caps pays, refunds and counts exactly the pure result', async () => {
    const players = [await server.registerPlayer('st'), await server.registerPlayer('st')];
    const open = await server.db.select().from(matches).where(eq(matches.status, 0)).orderBy(matches.id);
    const football = open.filter((match) => match.sportType === 1).slice(0, RESULTS.length);
    const basketball = open.filter((match) => match.sportType === 2).slice(0, BASKETBALL_RESULTS.length);
    const outcomes = new Map<number, MatchOutcome>([
      ...football.map((match, index) => [match.id, RESULTS[index] as MatchOutcome] as const),
      ...basketball.map((match, index) => [match.id, BASKETBALL_RESULTS[index] as MatchOutcome] as const),
    ]);
    const lines = await server.db
      .select()
      .from(matchOdds)
      .where(inArray(matchOdds.matchId, [...outcomes.keys()]));
    const lineOf = (matchId: number, play: string) =>
      lines.find((row) => row.matchId === matchId && row.play === play)?.line ?? '';

    const rng = createRng(20261121);
    const pick = <T>(items: readonly T[]): T => items[pickInt(rng, 0, items.length - 1)] as T;
    const plans: OrderPlan[] = [];
    for (let index = 0; index < 160; index += 1) {
      const sport: Sport = index % 4 === 3 ? 'basketball' : 'football';
      const pool = (sport === 'football' ? football : basketball).map((match) => match.id);
      const mixed = index % 2 === 1 && pool.length >= 2;
      // Every tenth order is huge (20000 元 x 99 at long odds): its prizes hit the caps.
      const huge = index % 10 === 0;
      const oddsOf = () => (huge ? pickInt(rng, 5000, 99999) : pickInt(rng, 101, 2500));
      const legs: LegPlan[] = [];
      const matchIds = mixed
        ? [...pool].sort(() => rng() - 0.5).slice(0, pickInt(rng, 2, pool.length))
        : [pick(pool), pick(pool)];
      for (const matchId of matchIds) {
        const play = pick(PLAYS[sport]);
        // 复式: up to three options of the match's play; a single may also back two options.
        const options = [...play.options].sort(() => rng() - 0.5).slice(0, pickInt(rng, 1, 3));
        for (const option of options) {
          if (
            legs.some((leg) => leg.matchId === matchId && leg.play === play.key && leg.option === option.code)
          )
            continue;
          legs.push({
            matchId,
            play: play.key,
            option: option.code,
            odds: oddsOf(),
            line: lineOf(matchId, play.key),
          });
        }
      }
      const legalCombos = COMBINATIONS.filter((combination) => combination.matches === matchIds.length);
      plans.push({
        orderNo: `ST${String(index).padStart(6, '0')}`,
        userId: (players[index % 2] ?? players[0])?.userinfo.id ?? 0,
        sport,
        mode: mixed ? 'mixed' : 'single',
        combos: mixed ? [...new Set([pick(legalCombos).code, pick(legalCombos).code])].join(',') : '',
        // Odd fen amounts so single prizes need the half-to-even rounding too (whole yuan never do).
        amountFen: huge ? 2_000_000n : BigInt(pickInt(rng, 200, 50_000)),
        multiple: huge ? 99 : pickInt(rng, 1, 5),
        legs,
      });
    }

    for (const plan of plans) {
      const [row] = await server.db
        .insert(orders)
        .values({
          orderNo: plan.orderNo,
          userId: plan.userId,
          sportType: plan.sport === 'football' ? 1 : 2,
          mode: plan.mode,
          combos: plan.combos,
          amount: plan.amountFen,
          multiple: plan.multiple,
          betCount: 0,
        })
        .returning({ id: orders.id });
      await server.db
        .insert(orderLegs)
        .values(plan.legs.map((leg) => ({ ...leg, orderId: row?.id ?? 0, optionName: leg.option })));
    }

    let finished = 0;
    let paid = 0n;
    for (const [matchId, outcome] of outcomes) {
      const summary = await settleMatch(server.db, matchId, outcome);
      finished += summary.orders;
      paid += summary.paid;
    }

    const stored = await server.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          players.map((player) => player.userinfo.id),
        ),
      );
    const playerIds = players.map((player) => player.userinfo.id);
    const credits = await server.db.select().from(ledger).where(inArray(ledger.userId, playerIds));
    const creditOf = (key: string) => credits.find((row) => row.idempotencyKey === key);
    const counted = await server.db
      .select()
      .from(validTurnover)
      .where(inArray(validTurnover.userId, playerIds));
    const expectedAll = plans.map((plan) => expectedOutcome(plan, outcomes));
    const expected = expectedAll.map((outcome) => outcome.prize + outcome.refund);
    expect(finished).toBe(plans.length);
    expect(paid).toBe(expected.reduce((sum, value) => sum + value, 0n));
    for (const [index, plan] of plans.entries()) {
      const order = stored.find((row) => row.orderNo === plan.orderNo);
      const outcome = expectedAll[index] as Expected;
      expect({ order: plan.orderNo, payout: order?.payout, status: order?.status }).toEqual({
        order: plan.orderNo,
        payout: outcome.prize + outcome.refund,
        status: statusOf(outcome),
      });
      const amountOf = (key: string) => creditOf(key)?.amount;
      expect(amountOf(`bet_win:${plan.orderNo}`)).toBe(outcome.prize > 0n ? outcome.prize : undefined);
      expect(creditOf(`bet_refund:${plan.orderNo}`)?.type ?? null).toBe(
        outcome.refund > 0n ? 'bet_refund' : null,
      );
      expect(amountOf(`bet_refund:${plan.orderNo}`)).toBe(outcome.refund > 0n ? outcome.refund : undefined);
      const row = counted.find((candidate) => candidate.source === `order:${plan.orderNo}`);
      expect(row?.amount).toBe(outcome.valid > 0n ? outcome.valid : undefined);
    }
    // totalgame (VIP) follows the valid turnover exactly; refunded orders (every sub-bet void) count nothing.
    for (const id of playerIds) {
      const [user] = await server.db.select().from(users).where(eq(users.id, id));
      const valid = plans
        .map((plan, index) => (plan.userId === id ? (expectedAll[index]?.valid ?? 0n) : 0n))
        .reduce((sum, value) => sum + value, 0n);
      expect(user?.totalgame).toBe(valid);
    }
    expect(expectedAll.some((outcome) => outcome.valid === 0n)).toBe(true);
    expect(expectedAll.some((outcome) => outcome.refund > 0n && outcome.valid > 0n)).toBe(true);
    // The batch covers what it claims: caps reached, void legs, 复式, singles and 串关 that won and lost.
    const cap = (yuan: number) => BigInt(yuan) * 100n;
    expect(expected.some((payout) => payout === cap(100000))).toBe(true);
    expect(expected.some((payout, index) => plans[index]?.mode === 'mixed' && payout >= cap(200000))).toBe(
      true,
    );
    expect(
      plans.some(
        (plan) =>
          plan.mode === 'mixed' && new Set(plan.legs.map((leg) => leg.matchId)).size < plan.legs.length,
      ),
    ).toBe(true);
    for (const mode of ['single', 'mixed'] as const) {
      const payouts = expected.filter((_, index) => plans[index]?.mode === mode);
      expect(payouts.some((payout) => payout > 0n)).toBe(true);
      expect(payouts.some((payout) => payout === 0n)).toBe(true);
    }
    expect(plans.some((plan) => plan.legs.some((leg) => outcomes.get(leg.matchId)?.kind === 'void'))).toBe(
      true,
    );
    expect(basketball).toHaveLength(BASKETBALL_RESULTS.length);
  });
});
