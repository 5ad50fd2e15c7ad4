import { choose, type FamilyOdds, itemPlay, lazily, picked, pickedNumbers } from './play-kit';
import type { LotteryPlay, LotteryPlayRow, Picks } from './types';

// 时时彩 star plays: 直选, 组选 and 和值 over a window of the five digits (万千百十个), and 任选.
export const SSC_ODDS: FamilyOdds = { type: 'ssc', outcomes: 100_000, returnRate: 9_800 };
export const SSC_POSITIONS = ['万位', '千位', '百位', '十位', '个位'];

const DIGITS = Array.from({ length: 10 }, (_, digit) => ({ code: String(digit), name: String(digit) }));
const digitRow = (label: string): LotteryPlayRow => ({ label, options: DIGITS });
/** Draws of the five digits (100,000) that win one item covering `digits` fixed positions. */
const waysOf = (digits: number) => 10 ** (5 - digits);

const has = (picks: Picks, rowIndex: number, digit: number | undefined) =>
  digit !== undefined && picked(picks, rowIndex).includes(String(digit));
const product = (picks: Picks, rows: number) =>
  Array.from({ length: rows }, (_, index) => picked(picks, index).length).reduce((a, b) => a * b, 1);

/** How many times each digit appears, largest first: [2,1,1,1] for 组选60's shape. */
const shapeOf = (digits: number[]): number[] => {
  const counts = new Map<number, number>();
  for (const digit of digits) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a);
};
const digitWith = (digits: number[], times: number) =>
  digits.filter((digit) => digits.filter((other) => other === digit).length === times);
const sameShape = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Straight combinations of `length` digits with each sum (和值 注数): ways[sum]. */
function sumWays(length: number): number[] {
  let ways = [1];
  for (let i = 0; i < length; i += 1) {
    const next = Array.from({ length: ways.length + 9 }, () => 0);
    ways.forEach((count, total) => {
      for (let digit = 0; digit <= 9; digit += 1) next[total + digit] = (next[total + digit] ?? 0) + count;
    });
    ways = next;
  }
  return ways;
}

const sumRow = (length: number): LotteryPlayRow => ({
  label: '和值',
  options: sumWays(length).map((_, total) => ({ code: String(total), name: String(total) })),
});
const digitSum = (digits: number[]) => digits.reduce((total, digit) => total + digit, 0);

/**
 * 组选 of five digits: rows of 二重号/三重号/四重号 and 单号; an item is one value per repeated slot and
 * distinct singles (e.g. 组选60: one pair digit, three single digits, all different).
 */
interface FiveGroup {
  id: string;
  name: string;
  shape: number[];
  /** Row of the repeated digit(s) and how many it takes; row of the rest and how many. */
  first: { label: string; take: number };
  second: { label: string; take: number } | null;
  rule: string;
}

const FIVE_GROUPS: FiveGroup[] = [
  {
    id: 'ssc_wxz120',
    name: '组选120',
    shape: [1, 1, 1, 1, 1],
    first: { label: '组选120', take: 5 },
    second: null,
    rule: '选择至少5个号码，开奖号码五位互不相同且都在所选之中即中奖，顺序不限',
  },
  {
    id: 'ssc_wxz60',
    name: '组选60',
    shape: [2, 1, 1, 1],
    first: { label: '二重号', take: 1 },
    second: { label: '单号', take: 3 },
    rule: '选1个二重号与3个单号，开奖号码为一对加三个不同号码（如11234）且与所选相同即中奖，顺序不限',
  },
  {
    id: 'ssc_wxz30',
    name: '组选30',
    shape: [2, 2, 1],
    first: { label: '二重号', take: 2 },
    second: { label: '单号', take: 1 },
    rule: '选2个二重号与1个单号，开奖号码为两对加一个号码（如11223）且与所选相同即中奖，顺序不限',
  },
  {
    id: 'ssc_wxz20',
    name: '组选20',
    shape: [3, 1, 1],
    first: { label: '三重号', take: 1 },
    second: { label: '单号', take: 2 },
    rule: '选1个三重号与2个单号，开奖号码为三个相同加两个不同号码（如11123）且与所选相同即中奖，顺序不限',
  },
  {
    id: 'ssc_wxz10',
    name: '组选10',
    shape: [3, 2],
    first: { label: '三重号', take: 1 },
    second: { label: '二重号', take: 1 },
    rule: '选1个三重号与1个二重号，开奖号码为三个相同加一对（如11122）且与所选相同即中奖，顺序不限',
  },
  {
    id: 'ssc_wxz5',
    name: '组选5',
    shape: [4, 1],
    first: { label: '四重号', take: 1 },
    second: { label: '单号', take: 1 },
    rule: '选1个四重号与1个单号，开奖号码为四个相同加一个号码（如11112）且与所选相同即中奖，顺序不限',
  },
];

/** Permutations of five digits with the shape: 5! over the repeats' factorials. */
const arrangements = (shape: number[]) => shape.reduce((ways, times) => ways / (FACTORIALS[times] ?? 1), 120);
const FACTORIALS = [1, 1, 2, 6, 24, 120];

function fiveGroupPlay(group: FiveGroup): LotteryPlay {
  const { first, second } = group;
  const repeated = group.shape[0] ?? 1;
  return itemPlay(SSC_ODDS, {
    id: group.id,
    group: 'wx',
    groupName: '五星',
    name: group.name,
    rule: group.rule,
    rows: second ? [digitRow(first.label), digitRow(second.label)] : [digitRow(first.label)],
    needs: second
      ? `请至少选择${first.take}个${first.label}和${second.take}个${second.label}，且号码不重复`
      : `请至少选择${first.take}个号码`,
    ways: arrangements(group.shape),
    count: (picks) => {
      if (!second) return choose(picked(picks).length, first.take);
      const firsts = picked(picks, 0);
      const seconds = picked(picks, 1);
      // Single-digit first rows (组选60/20/10/5): every first digit with `take` others; 组选30 takes two
      // pairs around each single instead.
      if (first.take === 1) {
        return firsts.reduce(
          (total, digit) => total + choose(seconds.filter((s) => s !== digit).length, second.take),
          0,
        );
      }
      return seconds.reduce(
        (total, digit) => total + choose(firsts.filter((f) => f !== digit).length, first.take),
        0,
      );
    },
    hits: (picks, numbers) => {
      if (!sameShape(shapeOf(numbers), group.shape)) return 0;
      if (!second) return numbers.every((digit) => has(picks, 0, digit)) ? 1 : 0;
      const firstDigits = digitWith(numbers, repeated);
      const rest = numbers.filter((digit) => !firstDigits.includes(digit));
      return firstDigits.every((digit) => has(picks, 0, digit)) && rest.every((digit) => has(picks, 1, digit))
        ? 1
        : 0;
    },
  });
}

/** A window of consecutive positions: 前三 is 万千百, 后二 is 十个. */
interface StarWindow {
  group: string;
  name: string;
  from: number;
  length: 2 | 3;
}

const windowOf = (window: StarWindow, numbers: number[]) =>
  numbers.slice(window.from, window.from + window.length);

function straightPlay(window: StarWindow, id: string): LotteryPlay {
  const labels = SSC_POSITIONS.slice(window.from, window.from + window.length);
  return itemPlay(SSC_ODDS, {
    id,
    group: window.group,
    groupName: window.name,
    name: `${window.name}直选`,
    rule: `${labels.join('、')}各选至少1个号码，与开奖号码${window.name}按位相同即中奖`,
    rows: labels.map(digitRow),
    needs: `${labels.join('、')}各至少选择1个号码`,
    ways: waysOf(window.length),
    count: (picks) => product(picks, window.length),
    hits: (picks, numbers) =>
      windowOf(window, numbers).every((digit, index) => has(picks, index, digit)) ? 1 : 0,
  });
}

function sumPlay(window: StarWindow, id: string): LotteryPlay {
  const ways = sumWays(window.length);
  return itemPlay(SSC_ODDS, {
    id,
    group: window.group,
    groupName: window.name,
    name: `${window.name}和值`,
    rule: `所选和值与开奖号码${window.name}之和相同即中奖；每个和值的注数为组成它的直选号码数`,
    rows: [sumRow(window.length)],
    needs: '请至少选择1个和值',
    ways: waysOf(window.length),
    count: (picks) => pickedNumbers(picks).reduce((total, value) => total + (ways[value] ?? 0), 0),
    hits: (picks, numbers) => (has(picks, 0, digitSum(windowOf(window, numbers))) ? 1 : 0),
  });
}

function threeGroupPlays(window: StarWindow, prefix: string): LotteryPlay[] {
  const inPicks = (picks: Picks, digits: number[]) => digits.every((digit) => has(picks, 0, digit));
  return [
    itemPlay(SSC_ODDS, {
      id: `${prefix}z3`,
      group: window.group,
      groupName: window.name,
      name: `${window.name}组三`,
      rule: `选择至少2个号码，开奖号码${window.name}恰有两位相同（如112）且号码都在所选之中即中奖，顺序不限`,
      rows: [digitRow('组三')],
      needs: '请至少选择2个号码',
      ways: 3 * waysOf(3),
      count: (picks) => picked(picks).length * Math.max(0, picked(picks).length - 1),
      hits: (picks, numbers) => {
        const digits = windowOf(window, numbers);
        return new Set(digits).size === 2 && inPicks(picks, digits) ? 1 : 0;
      },
    }),
    itemPlay(SSC_ODDS, {
      id: `${prefix}z6`,
      group: window.group,
      groupName: window.name,
      name: `${window.name}组六`,
      rule: `选择至少3个号码，开奖号码${window.name}互不相同且都在所选之中即中奖，顺序不限`,
      rows: [digitRow('组六')],
      needs: '请至少选择3个号码',
      ways: 6 * waysOf(3),
      count: (picks) => choose(picked(picks).length, 3),
      hits: (picks, numbers) => {
        const digits = windowOf(window, numbers);
        return new Set(digits).size === 3 && inPicks(picks, digits) ? 1 : 0;
      },
    }),
  ];
}

function twoGroupPlay(window: StarWindow, id: string): LotteryPlay {
  return itemPlay(SSC_ODDS, {
    id,
    group: window.group,
    groupName: window.name,
    name: `${window.name}组选`,
    rule: `选择至少2个号码，开奖号码${window.name}为两个不同号码且都在所选之中即中奖，顺序不限（对子不中奖）`,
    rows: [digitRow('组选')],
    needs: '请至少选择2个号码',
    ways: 2 * waysOf(2),
    count: (picks) => choose(picked(picks).length, 2),
    hits: (picks, numbers) => {
      const digits = windowOf(window, numbers);
      return new Set(digits).size === 2 && digits.every((digit) => has(picks, 0, digit)) ? 1 : 0;
    },
  });
}

/** 任选: pick digits on any positions; every `size` positions with picks make items, each wins on its own. */
function anyPositionsPlay(size: 2 | 3): LotteryPlay {
  const sets = combinations([0, 1, 2, 3, 4], size);
  return itemPlay(SSC_ODDS, {
    id: `ssc_rx${size}`,
    group: 'rx',
    groupName: '任选',
    name: `任选${size === 2 ? '二' : '三'}`,
    rule: `在至少${size}个位置上选号，每${size}个位置的号码与开奖号码对应位相同即中一注，可同时中多注`,
    rows: SSC_POSITIONS.map(digitRow),
    needs: `请在至少${size}个位置上选择号码`,
    ways: waysOf(size),
    count: (picks) =>
      sets.reduce((total, set) => total + set.reduce((n, index) => n * picked(picks, index).length, 1), 0),
    hits: (picks, numbers) =>
      sets.filter((set) => set.every((index) => has(picks, index, numbers[index]))).length,
  });
}

function combinations(values: number[], size: number): number[][] {
  if (size === 0) return [[]];
  return values.flatMap((value, index) =>
    combinations(values.slice(index + 1), size - 1).map((rest) => [value, ...rest]),
  );
}

const FRONT3: StarWindow = { group: 'q3', name: '前三', from: 0, length: 3 };
const MIDDLE3: StarWindow = { group: 'z3', name: '中三', from: 1, length: 3 };
const BACK3: StarWindow = { group: 'h3', name: '后三', from: 2, length: 3 };
const FRONT2: StarWindow = { group: 'q2', name: '前二', from: 0, length: 2 };
const BACK2: StarWindow = { group: 'h2', name: '后二', from: 3, length: 2 };

export const sscStarPlays = lazily((): LotteryPlay[] => [
  itemPlay(SSC_ODDS, {
    id: 'ssc_wxzx',
    group: 'wx',
    groupName: '五星',
    name: '五星直选',
    rule: '每位各选至少1个号码，与开奖号码五位按位全部相同即中奖',
    rows: SSC_POSITIONS.map(digitRow),
    needs: '每位各至少选择1个号码',
    ways: 1,
    count: (picks) => product(picks, 5),
    hits: (picks, numbers) => (numbers.every((digit, index) => has(picks, index, digit)) ? 1 : 0),
  }),
  ...FIVE_GROUPS.map(fiveGroupPlay),
  itemPlay(SSC_ODDS, {
    id: 'ssc_sxzx',
    group: 'sx',
    groupName: '四星',
    name: '四星直选',
    rule: '千、百、十、个位各选至少1个号码，与开奖号码后四位按位相同即中奖',
    rows: SSC_POSITIONS.slice(1).map(digitRow),
    needs: '千位、百位、十位、个位各至少选择1个号码',
    ways: waysOf(4),
    count: (picks) => product(picks, 4),
    hits: (picks, numbers) => (numbers.slice(1).every((digit, index) => has(picks, index, digit)) ? 1 : 0),
  }),
  // 前三 keeps the ids it was first sold under (ssc_q3zx, ssc_q3z3, ssc_q3z6).
  straightPlay(FRONT3, 'ssc_q3zx'),
  ...threeGroupPlays(FRONT3, 'ssc_q3'),
  sumPlay(FRONT3, 'ssc_q3hz'),
  straightPlay(MIDDLE3, 'ssc_z3zx'),
  ...threeGroupPlays(MIDDLE3, 'ssc_z3'),
  sumPlay(MIDDLE3, 'ssc_z3hz'),
  straightPlay(BACK3, 'ssc_h3zx'),
  ...threeGroupPlays(BACK3, 'ssc_h3'),
  sumPlay(BACK3, 'ssc_h3hz'),
  straightPlay(FRONT2, 'ssc_q2zx'),
  twoGroupPlay(FRONT2, 'ssc_q2zu'),
  sumPlay(FRONT2, 'ssc_q2hz'),
  straightPlay(BACK2, 'ssc_h2zx'),
  twoGroupPlay(BACK2, 'ssc_h2zu'),
  sumPlay(BACK2, 'ssc_h2hz'),
  anyPositionsPlay(2),
  anyPositionsPlay(3),
]);
