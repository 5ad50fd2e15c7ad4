import { ApiError, useToastStore } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chaseApi } from '../../api/lottery';
import { ChaseSheet } from './ChaseSheet';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderSheet(onDone = vi.fn()) {
  render(
    <MemoryRouter>
      <ChaseSheet
        open
        lotteryId={2}
        expect="20261126-079"
        playId="k3_hz"
        codes="3"
        amount="2"
        onClose={vi.fn()}
        onDone={onDone}
      />
    </MemoryRouter>,
  );
  return onDone;
}

describe('追号 sheet', () => {
  it('previews 翻倍 from the shared plan and submits it once with an idempotency key', async () => {
    const create = vi
      .spyOn(chaseApi, 'create')
      .mockResolvedValue({ expects: 10, total_stake: '848.00' } as never);
    const onDone = renderSheet();
    fireEvent.click(screen.getByRole('tab', { name: '翻倍' }));
    fireEvent.click(screen.getByRole('button', { name: '10期' }));
    const rows = within(screen.getByTestId('chase-preview')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    // 期, 倍数, 投注, 累计, 预计奖金 (207.36 × 2 × 4), 利润率.
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '4', '8.00', '14.00', '1,658.88', '11749.14%']);
    expect(screen.getByTestId('chase-total').textContent).toBe('848.00');

    fireEvent.click(screen.getByRole('button', { name: '确认追号' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        lottery_id: 2,
        expect: '20261126-079',
        play_id: 'k3_hz',
        codes: '3',
        mode: 'double',
        expects: 10,
        start_multiple: 1,
        double_every: 1,
        stop_on_win: true,
      }),
      expect.stringMatching(/^chase-[0-9a-f]{32}$/),
      { silent: true },
    );
    expect(useToastStore.getState().current?.message).toBe('追号成功：10期 共848.00元');
  });

  it('explains a plan that cannot be made and a refusal of the server', async () => {
    vi.spyOn(chaseApi, 'create').mockRejectedValue(
      new ApiError({ code: 422, status: 422, message: '余额不足' }),
    );
    renderSheet();
    fireEvent.change(screen.getByLabelText('追号期数'), { target: { value: '121' } });
    expect(screen.getByText('追号期数须在2-120期之间')).toBeTruthy();
    expect((screen.getByRole('button', { name: '确认追号' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('追号期数'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '确认追号' }));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('追号失败：余额不足'));
  });
});
