import { mockHttp, ok } from '@app/shared/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import lotteryOps from '../index';
import { ChasesPage } from './ChasesPage';

afterEach(cleanup);

const plan = {
  id: 9,
  chase_no: 'CH202611270001',
  username: 'alice01',
  lottery_name: '五分快三',
  play_name: '大小单双',
  codes: '大',
  mode_text: '翻倍',
  stop_on_win: true,
  expects: 10,
  placed_expects: 3,
  total_stake: '2046.00',
  played_stake: '14.00',
  refunded: '0.00',
  win_amount: '0.00',
  status: 0,
  status_text: '进行中',
  stop_reason_text: '',
  created_at: '2026-11-27T15:00:00Z',
};

describe('追号计划 (operators)', () => {
  it('lists every player’s plans and filters them by status and lottery', async () => {
    const calls = mockHttp((request) =>
      request.url === '/ops/lotteries'
        ? ok([{ code: 'wfk3', name: '五分快三' }])
        : ok({ list: [plan], total: 1, page: 1, per_page: 20 }),
    );
    render(<ChasesPage />);
    const row = await screen.findByTestId('ops-chase-row');
    expect(row.textContent).toContain('alice01');
    expect(row.textContent).toContain('已追 3/10 期');
    expect(row.textContent).toContain('2,046.00');

    fireEvent.click(screen.getByRole('button', { name: '已停止' }));
    await screen.findByRole('option', { name: '五分快三' });
    fireEvent.change(screen.getByLabelText('彩种'), { target: { value: 'wfk3' } });
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        `${location.origin}/api/ops/chases?page=1&per_page=20&status=2&lottery=wfk3`,
      ),
    );
    expect(screen.queryByRole('button', { name: /停止追号|撤单/ })).toBeNull();
  });

  it('is mounted by the console under 彩票: draws behind trading.draw, plans behind trading.read', () => {
    expect(lotteryOps.section).toBe('lottery');
    expect(lotteryOps.title).toBe('彩票');
    expect(lotteryOps.pages.map(({ path, permission }) => [path, permission])).toEqual([
      ['draws', 'trading.draw'],
      ['chases', 'trading.read'],
    ]);
  });
});
