import { useToastStore } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chaseApi, type LotteryChaseRow } from '../../api/lottery';
import { ChaseListPage } from './ChaseListPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// 10 expects 翻倍 of 2 yuan: the first drawn, the second bet and waiting for its draw.
const running = {
  id: 7,
  lottery_name: '五分快三',
  play_name: '和值',
  mode_text: '翻倍',
  stop_on_win: true,
  codes: '3',
  amount: '2.00',
  expects: 10,
  drawn_expects: 1,
  placed_expects: 2,
  total_stake: '848.00',
  played_stake: '6.00',
  refunded: '0.00',
  win_amount: '0.00',
  status: 0,
  status_text: '进行中',
  stop_reason_text: '',
} as LotteryChaseRow;

function renderList() {
  vi.spyOn(chaseApi, 'list').mockResolvedValue({ list: [running] } as never);
  render(
    <MemoryRouter>
      <ChaseListPage />
    </MemoryRouter>,
  );
}

describe('我的追号', () => {
  it('counts 已追 as the expects bet and says 中奖后停止', async () => {
    renderList();
    const card = await screen.findByTestId('chase-card');
    expect(within(card).getByTestId('chase-progress').textContent).toBe('已追 2/10期');
    expect(card.textContent).toContain('中奖后停止');
  });

  it('asks before 停止追号, says what comes back, and stops only when confirmed', async () => {
    const stop = vi.spyOn(chaseApi, 'stop').mockResolvedValue({ refund: '842.00' } as never);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: '停止追号' }));
    expect(screen.getByTestId('chase-stop-summary').textContent).toBe(
      '未投注的8期不再投注，842.00元退回余额；已投注的期号照常开奖。',
    );
    fireEvent.click(screen.getByRole('button', { name: '继续追号' }));
    expect(screen.queryByTestId('chase-stop-summary')).toBeNull();
    expect(stop).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '停止追号' }));
    fireEvent.click(screen.getByRole('button', { name: '确认停止' }));
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('已停止追号，退回842.00元'));
  });
});
