import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InPlaySlip } from './InPlaySlip';
import { useInPlay } from './useInPlay';

const pick = {
  matchId: 7,
  sport: 'football' as const,
  play: 'winDrawLose',
  playName: '胜平负',
  line: '',
  option: 'draw',
  name: '平',
  odds: '3.20',
  teams: '曼城 vs 阿森纳',
};

afterEach(() => {
  cleanup();
  useInPlay.setState({ picks: [], markets: {} });
});

describe('滚球 slip', () => {
  it('flags a price that moved (old price struck through, ↓) instead of swapping it silently', async () => {
    useInPlay.setState({ picks: [pick], markets: { 7: { open: true, reason: null } } });
    render(<InPlaySlip />);
    expect(screen.getByTestId('pick-odds').textContent).toBe('3.20');
    act(() => {
      useInPlay.getState().applyOdds({
        match_id: 7,
        play: 'winDrawLose',
        line: '',
        options: [{ option: 'draw', odds: '2.85' }],
      });
    });
    const odds = await screen.findByTestId('pick-odds');
    expect(odds.getAttribute('data-move')).toBe('down');
    expect(odds.querySelector('s')?.textContent).toBe('3.20');
    expect(odds.textContent).toBe('3.202.85↓');
    expect(screen.getByTitle('赔率下降')).toBeTruthy();
    // the bet goes at the price shown now
    expect(useInPlay.getState().picks[0]?.odds).toBe('2.85');
  });

  it('an update that repeats the same price flags nothing', () => {
    useInPlay.setState({ picks: [pick], markets: { 7: { open: true, reason: null } } });
    render(<InPlaySlip />);
    act(() => {
      useInPlay.getState().applyOdds({
        match_id: 7,
        play: 'winDrawLose',
        line: '',
        options: [{ option: 'draw', odds: '3.20' }],
      });
    });
    expect(screen.getByTestId('pick-odds').getAttribute('data-move')).toBeNull();
    expect(screen.getByTestId('pick-odds').textContent).toBe('3.20');
  });
});
