import { randomBytes } from 'node:crypto';
import { formatOdds, SPORT_TYPE_OF, UNKNOWN_OPTION } from '@app/shared/betting';
import { and, count, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matches, matchOdds, syndicateShares, syndicates } from '../../db/schema';
import { readConfigKeys } from '../config';
import { DomainError } from '../errors';
import { changeBalance, moneyTransaction } from '../ledger';
import { guardStake } from '../protection';
import { lockPlayerFor } from '../restrictions';
import { MATCH_STATUS } from '../sports/codes';
import { placeablePlan, type SubmitInput, slipSelections } from '../sports/order-plan';
import { OrderRejected } from '../sports/order-rejected';
import { CLOSE_BEFORE_KICKOFF_MS, minOwnShares, SHARE_PRICE_FEN } from './rules';

/** The slip a syndicate sells: an ordinary 竞彩 ticket without 奖金优化. */
export type SyndicateTicket = Pick<
  SubmitInput,
  'sport' | 'mode' | 'combos' | 'selections' | 'amount' | 'multiple'
>;

export interface CreateInput {
  userId: number;
  sessionId?: number;
  ticket: SyndicateTicket;
  ownShares: number;
  guaranteeShares: number;
  commissionRate: number;
  isPublic: boolean;
  ticketAlways: boolean;
  description: string;
  idempotencyKey?: string;
}

/**
 * 发起合买: checks the ticket as the order code would (it must be placeable now, at today's odds), splits its stake into 1-yuan
 * shares, and in one transaction holds the initiator's own shares and guarantee from their balance. Sales
 * close five minutes before the earliest kickoff. The operator's `syndicate_open` 0 stops new syndicates. The same
 * idempotency key returns the first syndicate.
 */
export async function createSyndicate(db: Db, input: CreateInput): Promise<number> {
  if (input.idempotencyKey) {
    const existing = await byKey(db, input.userId, input.idempotencyKey);
    if (existing) return existing;
  }
  const { syndicate_open } = await readConfigKeys(db, ['syndicate_open']);
  if (Number(syndicate_open) === 0) throw new DomainError(422, '合买暂未开放');
  const ticket = await atCurrentOdds(db, input.ticket);
  const submit: SubmitInput = { userId: input.userId, ...ticket };
  const { estimate } = placeablePlan(submit, await slipSelections(db, submit));
  if (estimate.stakeFen % SHARE_PRICE_FEN !== 0n) throw new DomainError(422, '合买方案金额须为整元');
  const totalShares = Number(estimate.stakeFen / SHARE_PRICE_FEN);
  if (totalShares < 2) throw new DomainError(422, '合买方案金额至少2元');
  const leastOwn = minOwnShares(totalShares);
  if (input.ownShares < leastOwn) throw new DomainError(422, `发起人自购不能少于5%（至少${leastOwn}份）`);
  if (input.ownShares + input.guaranteeShares > totalShares)
    throw new DomainError(422, `自购与保底份数之和不能超过总份数${totalShares}份`);
  const deadline = await deadlineOf(
    db,
    input.ticket.selections.map((selection) => selection.match_id),
  );

  const ownFen = BigInt(input.ownShares) * SHARE_PRICE_FEN;
  const guaranteeFen = BigInt(input.guaranteeShares) * SHARE_PRICE_FEN;
  try {
    return await moneyTransaction(db, async (tx) => {
      await lockPlayerFor(tx, input.userId, 'sports');
      const [created] = await tx
        .insert(syndicates)
        .values({
          userId: input.userId,
          sportType: SPORT_TYPE_OF[input.ticket.sport],
          ticket,
          betCount: estimate.count,
          totalShares,
          soldShares: input.ownShares,
          guaranteeShares: input.guaranteeShares,
          commissionRate: input.commissionRate,
          isPublic: input.isPublic,
          shareCode: randomBytes(6).toString('base64url'),
          ticketAlways: input.ticketAlways,
          description: input.description.trim(),
          deadline,
          idempotencyKey: input.idempotencyKey ?? null,
        })
        .returning({ id: syndicates.id });
      if (!created) throw new Error('syndicate insert returned nothing');
      await guardStake(tx, {
        userId: input.userId,
        amountFen: ownFen + guaranteeFen,
        source: `syndicate:${created.id}`,
        now: new Date(),
        sessionId: input.sessionId,
      });
      await changeBalance(tx, {
        userId: input.userId,
        amountFen: -ownFen,
        type: 'syndicate_buy',
        remark: `发起合买 #${created.id} 自购${input.ownShares}份`,
      });
      if (guaranteeFen > 0n)
        await changeBalance(tx, {
          userId: input.userId,
          amountFen: -guaranteeFen,
          type: 'syndicate_guarantee',
          remark: `合买 #${created.id} 保底${input.guaranteeShares}份`,
        });
      await tx.insert(syndicateShares).values({
        syndicateId: created.id,
        userId: input.userId,
        kind: 'initiator',
        shares: input.ownShares,
        amount: ownFen,
      });
      return created.id;
    });
  } catch (error) {
    // Two requests with one key raced: the loser answers with the winner's syndicate.
    const existing = input.idempotencyKey ? await byKey(db, input.userId, input.idempotencyKey) : undefined;
    if (existing) return existing;
    throw error;
  }
}

/**
 * The ticket at today's odds: what buyers are shown is what the board offers, never a price the initiator typed
 * (the order is placed at the odds of its close). An option the board does not offer is refused.
 */
async function atCurrentOdds(db: Db, ticket: SyndicateTicket): Promise<SyndicateTicket> {
  const ids = [...new Set(ticket.selections.map((selection) => selection.match_id))];
  const offered = await db.select().from(matchOdds).where(inArray(matchOdds.matchId, ids));
  return {
    ...ticket,
    selections: ticket.selections.map((selection) => {
      const current = offered.find(
        (row) =>
          row.matchId === selection.match_id &&
          row.play === selection.play &&
          row.option === selection.option,
      );
      if (!current) throw new OrderRejected(UNKNOWN_OPTION);
      return { ...selection, odds: formatOdds(BigInt(current.odds)) };
    }),
  };
}

async function byKey(db: Db, userId: number, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: syndicates.id })
    .from(syndicates)
    .where(and(eq(syndicates.userId, userId), eq(syndicates.idempotencyKey, key)));
  return row?.id;
}

/** Five minutes before the earliest kickoff; refused when every match is not open or that moment has passed. */
async function deadlineOf(db: Db, matchIds: number[]): Promise<Date> {
  const ids = [...new Set(matchIds)];
  const [row] = await db
    .select({ first: min(matches.kickoffAt), open: count() })
    .from(matches)
    .where(and(inArray(matches.id, ids), eq(matches.status, MATCH_STATUS.scheduled)));
  const deadline = row?.first ? new Date(row.first.getTime() - CLOSE_BEFORE_KICKOFF_MS) : null;
  if (row?.open !== ids.length || !deadline || deadline.getTime() <= Date.now())
    throw new DomainError(422, '距开赛不足5分钟，无法发起合买');
  return deadline;
}
