import { describe, expect, it } from 'vitest';
import { summarize } from './estimate';

const slip = (amount: string, multiple: string) => ({
  mode: 'single' as const,
  sport: 'football' as const,
  combos: [],
  selections: [
    {
      matchId: 1,
      sport: 'football' as const,
      play: 'winDrawLose' as const,
      option: 'win',
      name: '胜',
      odds: '1.50',
      matchNo: '周三001',
      home: '主队',
      away: '客队',
      startTime: '2999-01-01T12:00:00Z',
      playName: '胜平负',
      single: true,
    },
  ],
  amount,
  multiple,
});

describe('slip summary', () => {
  it('refuses a stake the prize cap cannot return, naming the cap, and shows the capped maximum', () => {
    expect(summarize(slip('20000', '99'))).toMatchObject({
      problem: '最高奖金限额100000元，当前投注无法返还本金，请降低倍数或金额',
      count: 1,
      stake: '1980000.00',
      maxPrize: '100000.00',
    });
  });

  it('passes a stake the cap can still return', () => {
    expect(summarize(slip('20000', '5'))).toMatchObject({
      problem: null,
      stake: '100000.00',
      maxPrize: '100000.00',
    });
  });
});
