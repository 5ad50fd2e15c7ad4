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
 * 机选: random options added one at a time, each to a row with the fewest picks, until the picks make an item;
 * then every option the item does not need is dropped, so each play gets the smallest random bet its rule
 * allows (one number for 定位胆, five for 组选120, one per position for 直选, a pair and three singles for 组选60).
 */
export function randomPick(play: LotteryPlay, randomBelow: (limit: number) => number): Picks {
  const picks: Picks = play.rows.map(() => []);
  const options = play.rows.reduce((total, line) => total + line.options.length, 0);
  for (let added = 0; added < options && play.count(picks) === 0; added += 1) {
    const open = play.rows
      .map((line, rowIndex) => ({ line, rowIndex, taken: picks[rowIndex] ?? [] }))
      .filter(({ line, taken }) => taken.length < line.options.length);
    const fewest = Math.min(...open.map(({ taken }) => taken.length));
    const rows = open.filter(({ taken }) => taken.length === fewest);
    const chosen = rows[randomBelow(rows.length)];
    if (!chosen) break;
    const codes = chosen.line.options.map((option) => option.code);
    const free = codes.filter((code) => !chosen.taken.includes(code));
    const code = free[randomBelow(free.length)];
    picks[chosen.rowIndex] = codes.filter(
      (candidate) => candidate === code || chosen.taken.includes(candidate),
    );
  }
  if (play.count(picks) === 0) return play.rows.map(() => []);
  picks.forEach((line, rowIndex) => {
    for (const code of line) {
      const fewer = picks.map((other, index) =>
        index === rowIndex ? other.filter((c) => c !== code) : other,
      );
      if (play.count(fewer) > 0) picks[rowIndex] = fewer[rowIndex] ?? [];
    }
  });
  return picks;
}
