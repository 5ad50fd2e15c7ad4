import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { summarize } from './estimate';
import { PrizeDetail } from './PrizeDetail';
import type { SlipPick } from './pick';
import { EMPTY_SLIP, useSlip } from './useSlip';

const pick = (matchId: number, option = 'win', odds = '2.00'): SlipPick => ({
  matchId,
  sport: 'football',
  play: 'winDrawLose',
  option,
  name: option,
  odds,
  matchNo: `周三00${matchId}`,
  home: `主队${matchId}`,
  away: `客队${matchId}`,
  startTime: new Date(Date.now() + 3_600_000).toISOString(),
  playName: '胜平负',
  single: true,
});

function LiveDetail() {
  const slip = useSlip();
  return <PrizeDetail summary={summarize(slip)} />;
}

beforeEach(() => {
  useSlip.setState({ ...EMPTY_SLIP, sport: 'football', betType: 'winDrawLose', mode: 'mixed' });
  for (const id of [1, 2, 3]) useSlip.getState().toggle(pick(id, 'win', `${id + 1}.00`));
});

describe('奖金明细', () => {
  it('lists exactly 注数 rows, one per ticket, while passes and 胆 change under it', () => {
    render(<LiveDetail />);
    fireEvent.click(screen.getByRole('button', { name: /奖金明细/ }));
    const rows = () => within(screen.getByRole('list', { name: '奖金明细' })).getAllByRole('listitem');
    const expectRowsToMatchCount = () => {
      const count = summarize(useSlip.getState()).count;
      expect(screen.getByRole('button', { name: /奖金明细/ }).textContent).toContain(`共${count}注`);
      expect(rows()).toHaveLength(count);
      expect(new Set(rows().map((row) => row.textContent)).size).toBe(count);
    };
    expectRowsToMatchCount();
    for (const step of [
      () => useSlip.getState().toggleCombo('3x4'),
      () => useSlip.getState().toggleCombo('2x1'),
      () => useSlip.getState().toggleCombo('3x1'),
      () => useSlip.getState().toggleBanker(1),
      () => useSlip.getState().toggleCombo('3x3'),
      () => useSlip.getState().toggleBanker(1),
      () => useSlip.getState().toggle(pick(2, 'draw', '3.10')),
    ]) {
      act(step);
      expectRowsToMatchCount();
    }
  });
});
