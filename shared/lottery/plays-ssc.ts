import { lazily, optionPlay, SIZE_PARITY, sizeParityWins } from './play-kit';
import { SSC_ODDS, SSC_POSITIONS, sscStarPlays } from './plays-ssc-stars';
import type { LotteryPlay } from './types';

// 时时彩: five digits 0-9 (万千百十个), 100,000 equally likely draws; the odds return 98% of stakes.

const DIGITS = Array.from({ length: 10 }, (_, digit) => ({
  code: String(digit),
  name: String(digit),
  ways: 10_000,
}));

export const sscPlays = lazily((): LotteryPlay[] => [
  optionPlay(SSC_ODDS, {
    id: 'ssc_dwd',
    group: 'dwd',
    groupName: '定位胆',
    name: '定位胆',
    rule: '在任意位置选择号码，所选号码与该位开奖号码相同即中奖，每位独立计算',
    rows: SSC_POSITIONS.map((label) => ({ label, options: DIGITS })),
    needs: '请至少选择1个号码',
    wins: (rowIndex, code, numbers) => code === String(numbers[rowIndex]),
  }),
  ...sscStarPlays(),
  optionPlay(SSC_ODDS, {
    id: 'ssc_dxds',
    group: 'dxds',
    groupName: '大小单双',
    name: '总和大小单双',
    rule: '按五个号码之和：23-45为大，0-22为小，奇数为单，偶数为双',
    rows: [{ label: '总和', options: SIZE_PARITY.map((code) => ({ code, name: code, ways: 50_000 })) }],
    needs: '请至少选择1项',
    wins: (_, code, numbers) =>
      sizeParityWins(
        code,
        numbers.reduce((sum, n) => sum + n, 0),
        23,
      ),
  }),
  optionPlay(SSC_ODDS, {
    id: 'ssc_lhh',
    group: 'lhh',
    groupName: '龙虎和',
    name: '龙虎和',
    rule: '比较万位与个位：万位大为龙，个位大为虎，相同为和（开和时龙、虎不中）',
    rows: [
      {
        label: '万位 vs 个位',
        options: [
          { code: '龙', name: '龙', ways: 45_000 },
          { code: '虎', name: '虎', ways: 45_000 },
          { code: '和', name: '和', ways: 10_000 },
        ],
      },
    ],
    needs: '请至少选择1项',
    wins: (_, code, numbers) => {
      const first = numbers[0] ?? 0;
      const last = numbers[4] ?? 0;
      return code === (first > last ? '龙' : first < last ? '虎' : '和');
    },
  }),
]);
