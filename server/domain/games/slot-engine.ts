import { randomInt } from 'node:crypto';

/**
 * 星辰电子's one real slot: 5 reels x 3 rows, 10 fixed paylines, a wild (★) that substitutes for every
 * symbol. Pure: the outcome is decided by `stops` (drawn with crypto randomInt on the server); the game
 * page only shows what the server answers. The theoretical RTP is computed exactly by `theoreticalRtp()`
 * (enumerating every symbol combination on a line): 95.25%, a line pays on 4.29% of spins (see
 * slot-engine.test.ts).
 */
export const SYMBOLS = ['wild', 'seven', 'bar', 'bell', 'melon', 'grape', 'orange', 'cherry'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

export const REELS = 5;
export const ROWS = 3;

/** How often each symbol sits on a reel strip (32 stops per reel, the same on every reel). */
const WEIGHTS: Record<SlotSymbol, number> = {
  wild: 1,
  seven: 2,
  bar: 3,
  bell: 4,
  melon: 4,
  grape: 5,
  orange: 6,
  cherry: 7,
};

/** Multiples of the line bet for 3, 4 and 5 of a kind from the leftmost reel. */
export const PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  wild: [50, 250, 1000],
  seven: [40, 150, 600],
  bar: [25, 80, 300],
  bell: [20, 60, 200],
  melon: [20, 60, 200],
  grape: [16, 45, 150],
  orange: [11, 30, 100],
  cherry: [9, 25, 80],
};

/** Row (0 top .. 2 bottom) on each reel, left to right. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Allowed stakes per spin in fen (each a whole number of fen per line). */
export const BET_OPTIONS_FEN = [100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n] as const;

/** A reel strip spreads each symbol out evenly, so big symbols never cluster. */
function buildStrip(offset: number): SlotSymbol[] {
  const slots: Array<{ symbol: SlotSymbol; at: number }> = [];
  for (const symbol of SYMBOLS) {
    const count = WEIGHTS[symbol];
    for (let i = 0; i < count; i += 1) slots.push({ symbol, at: (i + 0.5) / count });
  }
  slots.sort((a, b) => a.at - b.at || SYMBOLS.indexOf(a.symbol) - SYMBOLS.indexOf(b.symbol));
  const strip = slots.map((slot) => slot.symbol);
  return [...strip.slice(offset), ...strip.slice(0, offset)];
}

export const STRIPS: readonly SlotSymbol[][] = Array.from({ length: REELS }, (_, reel) =>
  buildStrip(reel * 7),
);

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Multiple of the line bet. */
  multiple: number;
}

export interface SpinOutcome {
  /** rows[row][reel] */
  rows: SlotSymbol[][];
  lines: LineWin[];
  /** Sum of the paying lines' multiples (of the line bet). */
  totalMultiple: number;
}

function runOf(symbols: readonly SlotSymbol[], target: SlotSymbol): number {
  let count = 0;
  while (count < symbols.length && (symbols[count] === target || symbols[count] === 'wild')) count += 1;
  return count;
}

const payFor = (symbol: SlotSymbol, count: number) => (count >= 3 ? (PAYTABLE[symbol][count - 3] ?? 0) : 0);

/** The best pay of one line: the leading run of the first non-wild symbol, or the leading wilds alone. */
export function evaluateLine(symbols: readonly SlotSymbol[]): {
  symbol: SlotSymbol;
  count: number;
  multiple: number;
} {
  const target = symbols.find((symbol) => symbol !== 'wild') ?? 'wild';
  const count = runOf(symbols, target);
  const wilds = runOf(symbols, 'wild');
  const symbolPay = payFor(target, count);
  const wildPay = payFor('wild', wilds);
  return wildPay > symbolPay
    ? { symbol: 'wild', count: wilds, multiple: wildPay }
    : { symbol: target, count, multiple: symbolPay };
}

/** The window the reels show for these stop positions (one per reel). */
export function windowAt(stops: readonly number[]): SlotSymbol[][] {
  return Array.from({ length: ROWS }, (_, row) =>
    STRIPS.map((strip, reel) => strip[((stops[reel] ?? 0) + row) % strip.length] as SlotSymbol),
  );
}

export function evaluate(rows: SlotSymbol[][]): SpinOutcome {
  const lines: LineWin[] = [];
  PAYLINES.forEach((path, index) => {
    const symbols = path.map((row, reel) => rows[row]?.[reel] as SlotSymbol);
    const win = evaluateLine(symbols);
    if (win.multiple > 0) lines.push({ line: index + 1, ...win });
  });
  return { rows, lines, totalMultiple: lines.reduce((sum, line) => sum + line.multiple, 0) };
}

/** One spin with the server's cryptographic RNG. */
export function spinReels(): SpinOutcome {
  return evaluate(windowAt(STRIPS.map((strip) => randomInt(0, strip.length))));
}

/**
 * Exact return to player: every reel stop is equally likely, so each line sees every symbol at its strip
 * frequency, independently per reel; the expected line pay divided by the line bet is the RTP.
 */
export function theoreticalRtp(): number {
  const frequencies = STRIPS.map((strip) =>
    SYMBOLS.map((symbol) => strip.filter((s) => s === symbol).length / strip.length),
  );
  let expected = 0;
  const walk = (reel: number, symbols: SlotSymbol[], probability: number) => {
    if (reel === REELS) {
      expected += probability * evaluateLine(symbols).multiple;
      return;
    }
    SYMBOLS.forEach((symbol, index) => {
      walk(reel + 1, [...symbols, symbol], probability * (frequencies[reel]?.[index] ?? 0));
    });
  };
  walk(0, [], 1);
  return expected;
}
