// Four-eyes for a settled match: correcting its result (改判) or voiding it after settlement moves money that
// was already paid, so one operator asks and a second one holding the same permission approves.
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { matches, opsApprovals, teams } from '../../db/schema';
import { DomainError, rejectWith } from '../errors';
import { MATCH_STATUS } from '../sports/codes';
import { type ResettlementSummary, resettleMatchIn } from '../sports/resettlement';
import type { MatchOutcome } from '../sports/settlement';
import {
  type Actor,
  type ApprovalKind,
  type ApprovalRow,
  approvalById,
  type NamedApproval,
  requirePermission,
} from './approval-views';

export const RESETTLE_KINDS: readonly string[] = ['resettle', 'void_settled'] satisfies ApprovalKind[];

interface StoredOutcome {
  void?: true;
  home?: number;
  away?: number;
  half?: { home: number; away: number } | null;
}

const home = alias(teams, 'home');
const away = alias(teams, 'away');

/**
 * Asks for a settled match to be re-settled with `outcome` (or voided). The request records the match's
 * revision: approving it after another correction has landed closes it instead of applying a stale result.
 * One open request per match, so two operators do not race corrections of one result.
 */
export async function requestResettlement(
  db: Db,
  actor: Actor,
  matchId: number,
  outcome: MatchOutcome,
  reason: string,
): Promise<NamedApproval> {
  const kind: ApprovalKind = outcome.kind === 'void' ? 'void_settled' : 'resettle';
  requirePermission(actor, kind);
  const [match] = await db
    .select({ match: matches, home: home.name, away: away.name })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, matchId));
  if (!match) throw new DomainError(404, '比赛不存在');
  if (!match.match.settledAt) throw new DomainError(409, '比赛尚未结算，请直接结算或取消');
  const target = `match:${matchId}`;
  const [open] = await db
    .select({ id: opsApprovals.id })
    .from(opsApprovals)
    .where(
      and(
        inArray(opsApprovals.kind, [...RESETTLE_KINDS]),
        eq(opsApprovals.target, target),
        eq(opsApprovals.status, 'pending'),
      ),
    );
  if (open) throw rejectWith(`该比赛已有待复核的改判申请 #${open.id}，请先处理`);
  const stored: StoredOutcome =
    outcome.kind === 'void'
      ? { void: true }
      : { home: outcome.full.home, away: outcome.full.away, half: outcome.half ?? null };
  const [row] = await db
    .insert(opsApprovals)
    .values({
      kind,
      payload: {
        match_id: matchId,
        match: `${match.home} vs ${match.away}`,
        revision: match.match.settleRevision,
        settled: scoreText(match.match),
        outcome: stored,
      },
      target,
      requestedBy: actor.id,
      reason,
    })
    .returning({ id: opsApprovals.id });
  return approvalById(db, (row as { id: number }).id);
}

/** Runs an approved request in the approval's transaction (resettlement.ts refuses a stale revision). */
export function executeResettlement(tx: Tx, row: ApprovalRow): Promise<ResettlementSummary> {
  const stored = row.payload.outcome as StoredOutcome;
  const outcome: MatchOutcome = stored.void
    ? { kind: 'void' }
    : {
        kind: 'result',
        full: { home: Number(stored.home), away: Number(stored.away) },
        ...(stored.half ? { half: stored.half } : {}),
      };
  return resettleMatchIn(tx, Number(row.payload.match_id), outcome, Number(row.payload.revision));
}

/** The result the request corrects, as the operators saw it: `2:1（半场 1:0）` or `已取消`. */
function scoreText(match: typeof matches.$inferSelect): string {
  if (match.status === MATCH_STATUS.void) return '已取消';
  const half = match.halfHomeScore === null ? '' : `（半场 ${match.halfHomeScore}:${match.halfAwayScore}）`;
  return `${match.homeScore}:${match.awayScore}${half}`;
}
