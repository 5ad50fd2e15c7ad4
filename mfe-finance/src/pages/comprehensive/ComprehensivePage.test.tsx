import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ComprehensiveReport, reportsApi } from '../../api/reports';
import { ComprehensivePage } from './ComprehensivePage';

const zero = {
  deposit: '0.00',
  withdraw: '0.00',
  bet: '0.00',
  win: '0.00',
  rebate: '0.00',
  bonus: '0.00',
  net: '0.00',
};
const report = (days: number): ComprehensiveReport => ({
  start_date: '2026-11-15',
  end_date: '2026-11-21',
  totals: {
    ...zero,
    deposit: '200.00',
    withdraw: '80.00',
    bet: '2.00',
    win: '3.70',
    rebate: '0.25',
    bonus: '15.00',
    net: '16.95',
  },
  withdraw_pending: '1500.00',
  daily: Array.from({ length: days }, (_, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    ...zero,
    ...(index === days - 1 ? { bet: '2.00', win: '3.70', net: '16.95' } : {}),
  })),
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('comprehensive report', () => {
  it('shows the totals and charts of 7 days and switches to 30', async () => {
    const load = vi
      .spyOn(reportsApi, 'comprehensive')
      .mockImplementation(async (query) => report(query?.days ?? 7));
    render(
      <MemoryRouter initialEntries={['/financePages/comprehensive']}>
        <ComprehensivePage />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('report-summary')).textContent).toContain('+16.95');
    expect(screen.getByTestId('report-summary').textContent).toContain('总盈亏（元）');
    expect(screen.getByTestId('report-deposit').textContent).toContain('200.00');
    // 提现 is what was paid; what is still under review shows apart, never added in.
    expect(screen.getByTestId('report-withdraw').textContent).toContain('80.00');
    expect(screen.getByTestId('report-withdraw-pending').textContent).toContain('审核中提现 1,500.00');
    expect(screen.getByRole('img', { name: '每日投注、派奖与盈亏' })).toBeTruthy();
    expect(screen.getAllByTestId('chart-readout')[0]?.textContent).toContain('有效投注 2.00');
    expect(load).toHaveBeenLastCalledWith({ days: 7 });
    fireEvent.click(screen.getByRole('button', { name: '近30天' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ days: 30 }));
    expect(await screen.findAllByRole('img')).toHaveLength(3);
  });
});
