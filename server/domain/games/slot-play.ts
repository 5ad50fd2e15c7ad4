import { fenToYuan } from '@app/shared/format';
import type { Db } from '../../db/client';
import { playRound, type RoundResult, roundJson, sessionState } from './round-play';
import {
  BET_OPTIONS_FEN,
  type LineWin,
  PAYLINES,
  PAYTABLE,
  type SlotSymbol,
  type SpinOutcome,
  SYMBOLS,
  spinReels,
} from './slot-engine';

/** What the slot page needs to draw itself: title, platform balance, stakes, paytable and lines. */
export async function slotState(db: Db, sessionId: string) {
  return {
    ...(await sessionState(db, sessionId, BET_OPTIONS_FEN)),
    lines: PAYLINES.length,
    symbols: SYMBOLS,
    paytable: SYMBOLS.map((symbol) => ({ symbol, pays: PAYTABLE[symbol] })),
  };
}

/** One spin: the stake is split evenly over the 10 lines and each paying line returns line bet x multiple. */
export function spin(
  db: Db,
  input: { sessionId: string; betFen: bigint; idempotencyKey?: string },
  draw: () => SpinOutcome = spinReels,
): Promise<RoundResult> {
  return playRound(db, { ...input, allowedBetsFen: BET_OPTIONS_FEN }, () => {
    const outcome = draw();
    const lineBet = input.betFen / BigInt(PAYLINES.length);
    return {
      winFen: lineBet * BigInt(outcome.totalMultiple),
      detail: {
        reels: outcome.rows,
        lines: outcome.lines.map((line) => ({ ...line, win: fenToYuan(lineBet * BigInt(line.multiple)) })),
      },
    };
  });
}

export function spinJson(result: RoundResult) {
  const detail = result.round.detail as { reels: SlotSymbol[][]; lines: (LineWin & { win: string })[] };
  return { ...roundJson(result), reels: detail.reels, lines: detail.lines };
}
