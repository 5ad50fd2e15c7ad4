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

describe('a 串关 slip of one 串关-only pick', () => {
  const parlayOnly = { ...slip('2', '1'), mode: 'mixed' as const };
  parlayOnly.selections = parlayOnly.selections.map((pick) => ({ ...pick, single: false }));

  it('says it needs another match, not to choose a pass type it cannot have', () => {
    expect(summarize(parlayOnly).problem).toBe('该玩法不支持单关，请再选一场比赛组成串关');
  });

  it('keeps the pass-type message once a pick allows singles', () => {
    const singleAllowed = { ...parlayOnly, selections: slip('2', '1').selections };
    expect(summarize(singleAllowed).problem).toBe('请选择正确的过关方式');
  });
});
