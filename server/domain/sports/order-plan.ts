import {
  acceptsOddsChange,
  findOption,
  formatOdds,
  type OddsPolicy,
  type PlayKey,
  planOptimized,
  planSlip,
  type Selection,
  type SlipPlan,
  type Sport,
  type SubBetMultiple,
  sportOfType,
  UNKNOWN_OPTION,
} from '@app/shared/betting';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { matches, type orders } from '../../db/schema';
import { ODDS_CHANGED, type OddsChange, OrderRejected } from './order-rejected';

export interface SubmittedSelection {
  match_id: number;
  play: string;
  option: string;
  odds: string;
  /** 胆 (banker) of a 串关. */
  banker?: boolean;
}

/** 奖金优化: the total stake the player confirmed and each sub-bet's multiple (picks index the selections). */
export interface SubmittedOptimization {
  total: number;
  sub_bets: SubBetMultiple[];
}

export interface SubmitInput {
  userId: number;
  sport: Sport;
  mode: 'single' | 'mixed';
  combos: string[];
  selections: SubmittedSelection[];
  amount: number;
  multiple: number;
  optimization?: SubmittedOptimization;
  /** What the player accepts when a price moved since the slip showed it (default: nothing). */
  oddsPolicy?: OddsPolicy;
  /** An in-play (滚球) bet at the end of its bet delay: its matches must be live with their markets open. */
  inPlay?: boolean;
  /** In play: each match's market suspension count when the bet was taken; any change since refuses it. */
  marketSuspensions?: ReadonlyMap<number, number>;
  idempotencyKey?: string;
  /** The signed-in session placing it, for the player's time limits (理性投注). */
  sessionId?: number;
  /**
   * A 合买's order: its stake was already held from the share buyers (each purchase checked against its buyer's
   * limits), so placing it debits nothing and counts no stake against the initiator's limits.
   */
  paidFromHolds?: boolean;
  /** Runs in the order's transaction once it is written (a 跟单 records its follow there). */
  onPlaced?: (tx: Tx, order: typeof orders.$inferSelect) => Promise<void>;
}

/**
 * The submitted picks as @app/shared/betting selections, each with whether its match offers the play for
 * singles (单关), read from the matches (their single plays never change, so no lock is needed); in-play
 * markets all take singles. A match that does not exist, or is of another sport, is an unknown option.
 */
export async function slipSelections(db: Db, input: SubmitInput): Promise<Selection[]> {
  const ids = [...new Set(input.selections.map((selection) => selection.match_id))];
  const found = await db
    .select({ id: matches.id, sportType: matches.sportType, singlePlays: matches.singlePlays })
    .from(matches)
    .where(inArray(matches.id, ids));
  const singlePlays = new Map(found.map((match) => [match.id, match.singlePlays]));
  if (found.length !== ids.length || found.some((match) => sportOfType(match.sportType) !== input.sport)) {
    throw new OrderRejected(UNKNOWN_OPTION);
  }
  return input.selections.map((selection) => ({
    matchId: selection.match_id,
    sport: input.sport,
    play: selection.play as PlayKey,
    option: selection.option,
    name: findOption(input.sport, selection.play, selection.option)?.name ?? '',
    odds: selection.odds,
    single: input.inPlay === true || (singlePlays.get(selection.match_id) ?? []).includes(selection.play),
    // Bankers mean nothing in 单关, so none is stored there.
    ...(selection.banker && input.mode === 'mixed' ? { banker: true } : {}),
  }));
}

/** A valid plan with, when optimised, the multiple of each sub-bet in the plan's order. */
export type PlaceablePlan = Pick<Extract<SlipPlan, { valid: true }>, 'combinations' | 'estimate'> & {
  subMultiples: number[] | null;
};

/**
 * The slip checked by @app/shared/betting: planSlip, and for 奖金优化 planOptimized (every planned sub-bet
 * once, multiples 1-99 within the caps, Σ multiples × amount = the confirmed total), whose estimate is the
 * order's.
 */
export function placeablePlan(input: SubmitInput, selections: Selection[]): PlaceablePlan {
  const slip = { ...input, selections };
  const plan = planSlip(slip);
  if (!plan.valid) throw new OrderRejected(plan.message);
  if (!input.optimization) return { ...plan, subMultiples: null };
  const optimized = planOptimized(slip, plan, input.optimization.sub_bets, input.optimization.total);
  if (!optimized.valid) throw new OrderRejected(optimized.message);
  return { combinations: plan.combinations, estimate: optimized.estimate, subMultiples: optimized.multiples };
}

/**
 * The plan at the current odds when the player's policy accepts every move; otherwise the 409 that names
 * each move (old -> new) so the client can show them and accept in one tap.
 */
export function repriced(
  input: SubmitInput,
  legs: ReadonlyArray<{ selection: Selection; odds: number }>,
  changes: OddsChange[],
): PlaceablePlan {
  const policy = input.oddsPolicy ?? 'none';
  if (!changes.every((change) => acceptsOddsChange(policy, change.old_odds, change.new_odds))) {
    throw new OrderRejected(ODDS_CHANGED, 409, { changes });
  }
  return placeablePlan(
    input,
    legs.map(({ selection, odds }) => ({ ...selection, odds: formatOdds(BigInt(odds)) })),
  );
}
