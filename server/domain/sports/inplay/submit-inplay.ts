import { acceptsOddsChange, formatOdds, parseOdds } from '@app/shared/betting';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inplayTickets, matches, matchOdds, orders } from '../../../db/schema';
import { readAllConfigCached } from '../../config';
import { DomainError } from '../../errors';
import { exclusionRefusal } from '../../protection';
import { MATCH_STATUS } from '../codes';
import { placeablePlan, slipSelections } from '../order-plan';
import { MATCH_CLOSED, type OddsChange, OrderRejected, type SubmitInput, submitOrder } from '../submit';
import { marketRefusal, suspensionCounts } from './market-state';
import { isInPlayPlay } from './plays';

/** Config key of the bet delay, seconds (operators and test environments set it). */
export const BET_DELAY_KEY = 'inplay_bet_delay_seconds';
export const DEFAULT_BET_DELAY_SECONDS = 5;
const MAX_BET_DELAY_SECONDS = 20;
export const INPLAY_ODDS_CHANGED = '赔率已变化，投注未被接受，未扣款';
export const NOT_IN_PLAY = '该玩法不支持滚球投注';
export const TOO_MANY_LEGS = '滚球最多2串1';
const TICKET = { pending: 0, accepted: 1, refused: 2 } as const;
type OrderRow = typeof orders.$inferSelect;

export async function betDelayMs(db: Db): Promise<number> {
  const value = Number((await readAllConfigCached(db))[BET_DELAY_KEY] ?? DEFAULT_BET_DELAY_SECONDS);
  const seconds = Number.isFinite(value) ? Math.min(MAX_BET_DELAY_SECONDS, Math.max(0, value)) : 5;
  return Math.round(seconds * 1000);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * How a held bet waits out its delay. Tests replace `wait` to end the delay when they say (after what they
 * make happen during it), instead of racing a timer.
 */
export const betDelayHook = { wait: sleep };

/**
 * In-play plays only, singles or one 2串1 of two live matches, and a slip the pre-match rules accept (odds,
 * stake, multiples): checked before anything reads its odds or holds it for the delay.
 */
async function assertInPlaySlip(db: Db, input: SubmitInput, sportType: number): Promise<void> {
  if (input.selections.some((selection) => !isInPlayPlay(sportType, selection.play))) {
    throw new OrderRejected(NOT_IN_PLAY);
  }
  const matchCount = new Set(input.selections.map((selection) => selection.match_id)).size;
  if (input.mode === 'mixed' && (matchCount > 2 || input.combos.some((combo) => combo !== '2x1'))) {
    throw new OrderRejected(TOO_MANY_LEGS);
  }
  const inPlay = { ...input, inPlay: true };
  placeablePlan(inPlay, await slipSelections(db, inPlay));
}

/**
 * What would refuse the bet right now: a match not live, a suspended market (or, at the end of the delay, one
 * suspended since the bet was taken), or a price the player's policy does not take. Checked when the bet
 * arrives (so nothing waits for a certain refusal) and again at the end of the delay, the markets once more
 * inside the order's transaction.
 */
async function refusalNow(db: Db, input: SubmitInput): Promise<OrderRejected | null> {
  const ids = [...new Set(input.selections.map((selection) => selection.match_id))];
  const found = await db
    .select({ id: matches.id, status: matches.status })
    .from(matches)
    .where(inArray(matches.id, ids));
  if (found.length !== ids.length || found.some((match) => match.status !== MATCH_STATUS.live)) {
    return new OrderRejected(MATCH_CLOSED);
  }
  const markets = await marketRefusal(db, ids, input.marketSuspensions);
  if (markets) return markets;
  const prices = await db.select().from(matchOdds).where(inArray(matchOdds.matchId, ids));
  const changes: OddsChange[] = [];
  for (const selection of input.selections) {
    const row = prices.find(
      (price) =>
        price.matchId === selection.match_id &&
        price.play === selection.play &&
        price.option === selection.option,
    );
    if (!row) return new OrderRejected(MATCH_CLOSED);
    const current = formatOdds(BigInt(row.odds));
    if (parseOdds(current) !== parseOdds(selection.odds)) {
      changes.push({
        match_id: selection.match_id,
        play: selection.play,
        option: selection.option,
        old_odds: selection.odds,
        new_odds: current,
      });
    }
  }
  const policy = input.oddsPolicy ?? 'none';
  if (changes.some((change) => !acceptsOddsChange(policy, change.old_odds, change.new_odds))) {
    return new OrderRejected(INPLAY_ODDS_CHANGED, 409, { changes });
  }
  return null;
}

/** The answer of a decided ticket: its order, or its refusal. */
async function answerOf(db: Db, ticket: typeof inplayTickets.$inferSelect): Promise<OrderRow> {
  if (ticket.status === TICKET.accepted && ticket.orderId) {
    const [order] = await db.select().from(orders).where(eq(orders.id, ticket.orderId));
    if (order) return order;
  }
  const refusal = ticket.refusal as { changes: OddsChange[] } | null;
  throw new OrderRejected(ticket.message ?? INPLAY_ODDS_CHANGED, refusal ? 409 : 422, refusal);
}

/** A resubmission under the same key waits for the first request's answer and gives the same one. */
async function awaitTicket(db: Db, userId: number, key: string): Promise<OrderRow> {
  for (;;) {
    const [ticket] = await db
      .select()
      .from(inplayTickets)
      .where(and(eq(inplayTickets.userId, userId), eq(inplayTickets.idempotencyKey, key)));
    if (!ticket) throw new Error('in-play ticket vanished');
    if (ticket.status !== TICKET.pending) return answerOf(db, ticket);
    // A ticket whose request died (a restart) never debited anything: it is refused for good.
    if (Date.now() > ticket.acceptAt.getTime() + 15_000) {
      throw new OrderRejected('投注确认超时，未扣款，请重新投注');
    }
    await sleep(150);
  }
}

/**
 * An in-play bet: checked at once, then held for the bet delay with nothing debited; at the end of the
 * delay it is placed (the same order path as pre-match, which checks inside its transaction that the
 * matches are live, their markets open and the prices within the player's odds policy) or refused.
 * The same Idempotency-Key, even concurrently, places once and answers alike.
 */
export async function submitInPlay(
  db: Db,
  input: SubmitInput,
  sportType: number,
): Promise<{ order: OrderRow; repeated: boolean }> {
  await assertInPlaySlip(db, input, sportType);
  const key = input.idempotencyKey;
  if (key) {
    const [existing] = await db
      .select({ id: inplayTickets.id })
      .from(inplayTickets)
      .where(and(eq(inplayTickets.userId, input.userId), eq(inplayTickets.idempotencyKey, key)));
    if (existing) return { order: await awaitTicket(db, input.userId, key), repeated: true };
  }
  // Read before the checks: a suspension from here on, however short, refuses the bet at the end of the delay.
  const marketSuspensions = await suspensionCounts(db, [
    ...new Set(input.selections.map((selection) => selection.match_id)),
  ]);
  const early = await refusalNow(db, input);
  if (early) throw early;
  // An excluded player is told at once, not after the delay (the order's own transaction checks again).
  const excluded = await exclusionRefusal(db, input.userId, new Date());
  if (excluded) throw excluded;

  const acceptAt = new Date(Date.now() + (await betDelayMs(db)));
  const [ticket] = await db
    .insert(inplayTickets)
    .values({ userId: input.userId, idempotencyKey: key ?? null, acceptAt })
    .onConflictDoNothing()
    .returning({ id: inplayTickets.id });
  if (!ticket) {
    if (!key) throw new Error('in-play ticket insert returned nothing');
    return { order: await awaitTicket(db, input.userId, key), repeated: true };
  }

  await betDelayHook.wait(acceptAt.getTime() - Date.now());
  try {
    const taken = { ...input, inPlay: true, marketSuspensions };
    const late = await refusalNow(db, taken);
    if (late) throw late;
    const { order } = await submitOrder(db, taken);
    await db
      .update(inplayTickets)
      .set({ status: TICKET.accepted, orderId: order.id })
      .where(eq(inplayTickets.id, ticket.id));
    return { order, repeated: false };
  } catch (error) {
    const refused =
      error instanceof OrderRejected && error.status === 409
        ? new OrderRejected(INPLAY_ODDS_CHANGED, 409, error.data)
        : error;
    await db
      .update(inplayTickets)
      .set({
        status: TICKET.refused,
        // A market refusal or the player's own 理性投注 limit: the message a repeated request answers.
        message: refused instanceof DomainError ? refused.message : '投注未被接受，未扣款',
        refusal: refused instanceof OrderRejected ? refused.data : null,
      })
      .where(eq(inplayTickets.id, ticket.id));
    throw refused;
  }
}
