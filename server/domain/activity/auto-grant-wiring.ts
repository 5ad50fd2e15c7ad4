import type { Db } from '../../db/client';
import { onLedgerCommitted } from '../ledger';
import { ledgerCategory } from '../ledger-types';
import { onTurnoverCounted } from '../valid-turnover';
import { grantAutomaticRewards } from './auto-grant';

/** How often every player is checked: catches a grant missed while the process stopped between events. */
export const AUTO_GRANT_SWEEP_MS = 60_000;

interface Log {
  warn: (details: object, message: string) => void;
}

export interface AutoGrants {
  /** Resolves once every event committed so far has been checked and paid (graceful stop, tests). */
  idle(): Promise<void>;
  /** Stops listening and sweeping, then waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs 自动发放: the players whose deposit or valid turnover just committed are checked at once (the
 * qualifying events), and everyone on start and every minute. Runs never overlap.
 */
export function startAutoGrants(db: Db, log: Log): AutoGrants {
  let running: Promise<void> = Promise.resolve();
  const run = (userIds?: number[]) => {
    running = running
      .then(() => grantAutomaticRewards(db, userIds ? { userIds } : {}))
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, 'activity auto-grant failed'),
      );
  };

  // The rows of one commit are announced synchronously: gather them and check their players once.
  let queued = new Set<number>();
  const queue = (userIds: number[]) => {
    if (queued.size === 0) {
      queueMicrotask(() => {
        const batch = [...queued];
        queued = new Set();
        run(batch);
      });
    }
    for (const id of userIds) queued.add(id);
  };
  const stopDeposits = onLedgerCommitted(db, (entry) => {
    if (ledgerCategory(entry.type) === 'deposit') queue([entry.userId]);
  });
  const stopTurnover = onTurnoverCounted(db, queue);
  const sweep = setInterval(() => run(), AUTO_GRANT_SWEEP_MS);
  sweep.unref();
  run();

  const idle = async () => {
    for (;;) {
      // A commit queues its players in a microtask: let a pending one start its run first.
      await Promise.resolve();
      const current = running;
      await current;
      if (current === running && queued.size === 0) return;
    }
  };
  return {
    idle,
    async stop() {
      stopDeposits();
      stopTurnover();
      clearInterval(sweep);
      await idle();
    },
  };
}
