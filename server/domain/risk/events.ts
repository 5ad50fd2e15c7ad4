import type { Db, Queryable } from '../../db/client';
import { domainEvent } from '../events';
import { afterCommit } from '../ledger';
import type { OutcomeShare } from './contributions';

export type OutcomeKey = Pick<OutcomeShare, 'matchId' | 'play' | 'option'>;

const liabilityChanged = domainEvent<number[]>();
const outcomeSuspended = domainEvent<OutcomeKey>();

/** The matches whose liability changed, once that change committed (the event bridge tells 风控). */
export const onLiabilityChanged = liabilityChanged.on;
/** An outcome a breach suspended (the book's on_breach is `suspend`). */
export const onOutcomeSuspended = outcomeSuspended.on;

/** Announces `matchIds` once the caller's moneyTransaction commits; nothing after a rollback. */
export function liabilityChangedAfterCommit(tx: Queryable, matchIds: number[]): void {
  afterCommit(tx, (db) => liabilityChanged.emit(db, matchIds));
}

/** For changes committed on their own (a suspension, a reopening). */
export function announceLiabilityChanged(db: Db, matchIds: number[]): void {
  liabilityChanged.emit(db, matchIds);
}

export function announceOutcomeSuspended(db: Db, outcome: OutcomeKey): void {
  outcomeSuspended.emit(db, outcome);
}
