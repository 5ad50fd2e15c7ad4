import type { LotteryPlay, LotteryPlayRow, Picks } from './types';

/** The row helpers players expect on a number board: 全 大 小 奇 偶 清. */
export type RowFilter = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';

export const ROW_FILTERS: Array<{ filter: RowFilter; name: string }> = [
  { filter: 'all', name: '全' },
  { filter: 'big', name: '大' },
  { filter: 'small', name: '小' },
  { filter: 'odd', name: '奇' },
  { filter: 'even', name: '偶' },
  { filter: 'clear', name: '清' },
];

/** Rows whose options are numbers get the helpers; 大小单双 or 龙虎 rows do not. */
export const isNumberRow = (row: LotteryPlayRow): boolean =>
  row.options.every((option) => /^\d+$/.test(option.code));

/** The options of a number row a helper selects: 大 is the upper half of the board. */
export function applyRowFilter(row: LotteryPlayRow, filter: RowFilter): string[] {
  const codes = row.options.map((option) => option.code);
  const half = Math.floor(codes.length / 2);
  switch (filter) {
    case 'all':
      return codes;
    case 'big':
      return codes.slice(half);
    case 'small':
      return codes.slice(0, half);
    case 'odd':
      return codes.filter((code) => Number(code) % 2 === 1);
    case 'even':
      return codes.filter((code) => Number(code) % 2 === 0);
    case 'clear':
      return [];
  }
}

/**
 * 机选: a random pick with the fewest items the play allows (one, or two for 组三): random picks of one
 * option per row, then two, then three, until the play counts an item.
 */
export function randomPick(play: LotteryPlay, randomBelow: (limit: number) => number): Picks {
  const empty = play.rows.map(() => [] as string[]);
  for (let size = 1; size <= 3; size += 1) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const picks =
        play.rows.length > 3 ? singlePosition(play, randomBelow) : everyRow(play, size, randomBelow);
      if (play.count(picks) > 0) return picks;
    }
  }
  return empty;
}

function sample(codes: string[], size: number, randomBelow: (limit: number) => number): string[] {
  const pool = [...codes];
  const chosen: string[] = [];
  while (chosen.length < size && pool.length > 0) chosen.push(...pool.splice(randomBelow(pool.length), 1));
  return codes.filter((code) => chosen.includes(code));
}

const everyRow = (play: LotteryPlay, size: number, randomBelow: (limit: number) => number): Picks =>
  play.rows.map((row) =>
    sample(
      row.options.map((option) => option.code),
      size,
      randomBelow,
    ),
  );

/** Plays with many positions (定位胆): one option on one random position. */
function singlePosition(play: LotteryPlay, randomBelow: (limit: number) => number): Picks {
  const position = randomBelow(play.rows.length);
  return play.rows.map((row, index) =>
    index === position
      ? sample(
          row.options.map((option) => option.code),
          1,
          randomBelow,
        )
      : [],
  );
}
