import { randomInt } from 'node:crypto';

/**
 * 星辰彩票's 极速骰宝: three dice per round, the player picks 大 (11-17), 小 (4-10), 单 or 双 of the sum;
 * a triple loses every pick. A win pays 1.95x the stake (stake included): 105/216 x 1.95 = 94.79% RTP.
 */
export const PICKS = { big: '大', small: '小', odd: '单', even: '双' } as const;
export type Pick = keyof typeof PICKS;
export const PICK_CODES = Object.keys(PICKS) as Pick[];

/** Payout per 100 of stake on a win (integer maths: 195 means 1.95x). */
export const WIN_PAYOUT_PERCENT = 195n;

export const DICE_BETS_FEN = [200n, 500n, 1000n, 2000n, 5000n, 10000n] as const;

export type Dice = [number, number, number];

export const rollDice = (): Dice => [randomInt(1, 7), randomInt(1, 7), randomInt(1, 7)];

export function isTriple([a, b, c]: Dice): boolean {
  return a === b && b === c;
}

export function pickWins(pick: Pick, dice: Dice): boolean {
  if (isTriple(dice)) return false;
  const sum = dice[0] + dice[1] + dice[2];
  if (pick === 'big') return sum >= 11;
  if (pick === 'small') return sum <= 10;
  return pick === 'odd' ? sum % 2 === 1 : sum % 2 === 0;
}

/** Exact return to player of one pick over all 216 equally likely rolls. */
export function diceRtp(pick: Pick): number {
  let wins = 0;
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) if (pickWins(pick, [a, b, c])) wins += 1;
  return (wins / 216) * (Number(WIN_PAYOUT_PERCENT) / 100);
}
