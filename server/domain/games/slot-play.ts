import { createHash, randomBytes } from 'node:crypto';
import { fenToYuan } from '@app/shared/format';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRounds, gameSessions, users } from '../../db/schema';
import { applyTurnover, lockWallet, moneyTransaction } from '../ledger';
import { assertMayPlay, GAME_MESSAGES, GameRefusal } from './access';
import { findGame } from './catalogue';
import { GAME_SESSION_TTL_MS, liveSession, platformBalance, type SessionRow } from './sessions';
import { BET_OPTIONS_FEN, PAYLINES, PAYTABLE, type SpinOutcome, SYMBOLS, spinReels } from './slot-engine';
import { lockGameWallet, setGameWallet } from './wallets';

export const BAD_BET = '请选择正确的投注金额';

/** What the game page needs to draw itself: title, platform balance, stakes, paytable and lines. */
export async function slotState(db: Db, sessionId: string) {
  const session = await liveSession(db, sessionId);
  const found = await findGame(db, session.gameId);
  return {
    game_name: found?.game.name ?? '',
    platform_name: found?.platform.name ?? '',
    balance: fenToYuan(await platformBalance(db, session.userId, session.platformId)),
    bets: BET_OPTIONS_FEN.map((fen) => fenToYuan(fen)),
    lines: PAYLINES.length,
    symbols: SYMBOLS,
    paytable: SYMBOLS.map((symbol) => ({ symbol, pays: PAYTABLE[symbol] })),
    expires_at: session.expiresAt.toISOString(),
  };
}

/** Round numbers: DS + 20 hex; derived from the session and the request key when one is given. */
function roundNoFor(session: SessionRow, key?: string): string {
  const source = key ? createHash('sha256').update(`${session.id}:${key}`).digest('hex') : null;
  return `DS${(source ?? randomBytes(10).toString('hex')).slice(0, 20).toUpperCase()}`;
}

export interface SpinResult {
  round: typeof gameRounds.$inferSelect;
  repeated: boolean;
}

/**
 * One paid spin, decided here with crypto RNG: the stake leaves the platform wallet, the win returns to
 * it, the stake counts as turnover (applyTurnover) and the round is recorded, in one transaction. The
 * player row is locked first (as transfers do) so a spin never races a transfer-out into an overdraft.
 */
export async function spin(
  db: Db,
  input: { sessionId: string; betFen: bigint; idempotencyKey?: string },
  draw: () => SpinOutcome = spinReels,
): Promise<SpinResult> {
  if (!BET_OPTIONS_FEN.includes(input.betFen as (typeof BET_OPTIONS_FEN)[number])) {
    throw new GameRefusal(BAD_BET);
  }
  const session = await liveSession(db, input.sessionId);
  const roundNo = roundNoFor(session, input.idempotencyKey);
  return moneyTransaction(db, async (tx) => {
    await lockWallet(tx, session.userId);
    const [earlier] = await tx.select().from(gameRounds).where(eq(gameRounds.roundNo, roundNo));
    if (earlier) return { round: earlier, repeated: true };
    const [user] = await tx.select().from(users).where(eq(users.id, session.userId));
    const found = await findGame(tx, session.gameId);
    if (!user || !found) throw new GameRefusal(GAME_MESSAGES.maintenance);
    assertMayPlay(user, found.platform);

    const before = await lockGameWallet(tx, session.userId, session.platformId);
    if (before < input.betFen) throw new GameRefusal(`${GAME_MESSAGES.insufficientPlatform}，请先转入`);
    const outcome = draw();
    const lineBet = input.betFen / BigInt(PAYLINES.length);
    const win = lineBet * BigInt(outcome.totalMultiple);
    const after = before - input.betFen + win;
    await setGameWallet(tx, session.userId, session.platformId, after);
    await applyTurnover(tx, session.userId, input.betFen);
    const [round] = await tx
      .insert(gameRounds)
      .values({
        roundNo,
        userId: session.userId,
        platformId: session.platformId,
        gameId: session.gameId,
        sessionId: session.id,
        bet: input.betFen,
        win,
        balanceBefore: before,
        balanceAfter: after,
        detail: {
          reels: outcome.rows,
          lines: outcome.lines.map((line) => ({ ...line, win: fenToYuan(lineBet * BigInt(line.multiple)) })),
        },
      })
      .returning();
    await tx
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() + GAME_SESSION_TTL_MS) })
      .where(eq(gameSessions.id, session.id));
    if (!round) throw new Error('round insert returned nothing');
    return { round, repeated: false };
  });
}

export function spinJson(result: SpinResult) {
  const { round } = result;
  const detail = round.detail as { reels: string[][]; lines: unknown[] };
  return {
    round_no: round.roundNo,
    bet: fenToYuan(round.bet),
    win: fenToYuan(round.win),
    balance: fenToYuan(round.balanceAfter),
    reels: detail.reels,
    lines: detail.lines,
    repeated: result.repeated,
  };
}
