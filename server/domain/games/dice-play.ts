import type { Db } from '../../db/client';
import {
  DICE_BETS_FEN,
  type Dice,
  PICK_CODES,
  PICKS,
  type Pick,
  pickWins,
  rollDice,
  WIN_PAYOUT_PERCENT,
} from './dice-engine';
import { playRound, type RoundResult, roundJson, sessionState } from './round-play';

export async function diceState(db: Db, sessionId: string) {
  return {
    ...(await sessionState(db, sessionId, DICE_BETS_FEN)),
    picks: PICK_CODES.map((code) => ({ code, name: PICKS[code] })),
    payout: '1.95',
  };
}

/** One roll of 极速骰宝 on the player's pick. */
export function roll(
  db: Db,
  input: { sessionId: string; betFen: bigint; pick: Pick; idempotencyKey?: string },
  draw: () => Dice = rollDice,
): Promise<RoundResult> {
  return playRound(db, { ...input, allowedBetsFen: DICE_BETS_FEN }, () => {
    const dice = draw();
    const won = pickWins(input.pick, dice);
    return {
      winFen: won ? (input.betFen * WIN_PAYOUT_PERCENT) / 100n : 0n,
      detail: { dice, pick: input.pick, sum: dice[0] + dice[1] + dice[2] },
    };
  });
}

export function rollJson(result: RoundResult) {
  const detail = result.round.detail as { dice: Dice; pick: Pick; sum: number };
  return { ...roundJson(result), dice: detail.dice, pick: detail.pick, sum: detail.sum };
}
