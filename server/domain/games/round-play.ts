import { createHash, randomBytes } from 'node:crypto';
import { fenToYuan } from '@app/shared/format';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRounds, gameSessions } from '../../db/schema';
import { moneyTransaction } from '../ledger';
import { guardPlay } from '../protection';
import { lockPlayerFlags } from '../restrictions';
import { countValidTurnover } from '../valid-turnover';
import { assertMayPlay, GAME_MESSAGES, GameRefusal } from './access';
import { findGame } from './catalog';
import { GAME_SESSION_TTL_MS, liveSession, platformBalance, type SessionRow } from './sessions';
import { lockGameWallet, setGameWallet } from './wallets';

export const BAD_BET = '请选择正确的投注金额';

/** What every game page needs first: its title, the platform wallet and the stakes it offers. */
export async function sessionState(db: Db, sessionId: string, betsFen: readonly bigint[]) {
  const session = await liveSession(db, sessionId);
  const found = await findGame(db, session.gameId);
  return {
    game_name: found?.game.name ?? '',
    platform_name: found?.platform.name ?? '',
    balance: fenToYuan(await platformBalance(db, session.userId, session.platformId)),
    bets: betsFen.map((fen) => fenToYuan(fen)),
    expires_at: session.expiresAt.toISOString(),
  };
}

/** Round numbers: DS + 20 hex; derived from the session and the request key when one is given. */
function roundNoFor(session: SessionRow, key?: string): string {
  const source = key ? createHash('sha256').update(`${session.id}:${key}`).digest('hex') : null;
  return `DS${(source ?? randomBytes(10).toString('hex')).slice(0, 20).toUpperCase()}`;
}

export type RoundRow = typeof gameRounds.$inferSelect;

export interface RoundResult {
  round: RoundRow;
  repeated: boolean;
}

export interface RoundInput {
  sessionId: string;
  betFen: bigint;
  allowedBetsFen: readonly bigint[];
  idempotencyKey?: string;
}

/** What the engine decided for one stake: the win (fen) and what to show and keep in the record. */
export interface Decision {
  winFen: bigint;
  detail: Record<string, unknown>;
}

/**
 * One paid round, decided on the server by `decide` (crypto RNG inside the engine): the stake leaves the
 * platform wallet, the win returns to it, the round is recorded and, settled at once, its stake counts as
 * valid turnover, in one transaction. The player row is locked first (as transfers do) so a round never races
 * a transfer-out into an overdraft; a repeated Idempotency-Key answers the first round.
 */
export async function playRound(db: Db, input: RoundInput, decide: () => Decision): Promise<RoundResult> {
  if (!input.allowedBetsFen.includes(input.betFen)) throw new GameRefusal(BAD_BET);
  const session = await liveSession(db, input.sessionId);
  const roundNo = roundNoFor(session, input.idempotencyKey);
  return moneyTransaction(db, async (tx) => {
    const player = await lockPlayerFlags(tx, session.userId);
    const [earlier] = await tx.select().from(gameRounds).where(eq(gameRounds.roundNo, roundNo));
    if (earlier) return { round: earlier, repeated: true };
    const found = await findGame(tx, session.gameId);
    if (!found) throw new GameRefusal(GAME_MESSAGES.maintenance);
    assertMayPlay(player, found.platform);
    await guardPlay(tx, session.userId, new Date());

    const before = await lockGameWallet(tx, session.userId, session.platformId);
    if (before < input.betFen) throw new GameRefusal(`${GAME_MESSAGES.insufficientPlatform}，请先转入`);
    const { winFen, detail } = decide();
    const after = before - input.betFen + winFen;
    await setGameWallet(tx, session.userId, session.platformId, after);
    const [round] = await tx
      .insert(gameRounds)
      .values({
        roundNo,
        userId: session.userId,
        platformId: session.platformId,
        gameId: session.gameId,
        sessionId: session.id,
        bet: input.betFen,
        win: winFen,
        balanceBefore: before,
        balanceAfter: after,
        detail,
      })
      .returning();
    await tx
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() + GAME_SESSION_TTL_MS) })
      .where(eq(gameSessions.id, session.id));
    if (!round) throw new Error('round insert returned nothing');
    await countValidTurnover(tx, [
      {
        userId: session.userId,
        gameType: 'game',
        source: `round:${roundNo}`,
        amountFen: input.betFen,
        title: found.game.name,
      },
    ]);
    return { round, repeated: false };
  });
}

/** The common part of every round answer; the engine adds what its page draws from `detail`. */
export function roundJson({ round, repeated }: RoundResult) {
  return {
    round_no: round.roundNo,
    bet: fenToYuan(round.bet),
    win: fenToYuan(round.win),
    balance: fenToYuan(round.balanceAfter),
    repeated,
  };
}
