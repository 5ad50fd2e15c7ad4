import { useToastStore } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RebateRecord, rebateApi } from '../../api/rebate';
import routes from '../../routes';

function renderRoute(path: string) {
  const route = routes.find((candidate) => candidate.path === path.split('?')[0]);
  if (!route) throw new Error(`no route ${path}`);
  render(
    <MemoryRouter initialEntries={[path]}>
      <route.Component />
    </MemoryRouter>,
  );
}

const rate = { game_type: 'sports' as const, game_type_name: '体育', rate_bp: '50', rate_percent: '0.50%' };
const record = (id: number, status: number): RebateRecord => ({
  ...rate,
  id,
  vip_level: 0,
  turnover: '1000.00',
  amount: '5.00',
  status,
  status_text: status === 0 ? '待领取' : '已领取',
  period_start: '2026-11-21T01:00:00Z',
  period_end: '2026-11-21T02:00:00Z',
  created_at: '2026-11-21T03:00:00Z',
  claimed_at: status === 0 ? null : '2026-11-21T04:00:00Z',
});
const preview = (amount: string) => ({
  vip_level: 0,
  items:
    amount === '0.00'
      ? []
      : [{ ...rate, turnover: '200.00', amount, bet_count: 2, period_start: '', period_end: '' }],
  total_turnover: '200.00',
  total_amount: amount,
  calculated_at: '2026-11-21T03:00:00Z',
});

beforeEach(() => {
  vi.spyOn(rebateApi, 'stats').mockResolvedValue({
    enabled: true,
    vip_level: 0,
    rates: [rate],
    total_claimed: '3.00',
    total_pending: '5.00',
    claimed_count: 1,
    pending_count: 1,
  });
  vi.spyOn(rebateApi, 'claimableStats').mockResolvedValue({
    enabled: true,
    pending_amount: '5.00',
    pending_count: 1,
    unapplied: preview('1.00'),
  });
  vi.spyOn(rebateApi, 'records').mockResolvedValue({
    list: [record(7, 0), record(6, 1)],
    total: 2,
    page: 1,
    per_page: 20,
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useToastStore.setState({ current: null });
});

describe('rebate centre', () => {
  it('shows what is claimable, this period and the rates; claims one record with an idempotency key', async () => {
    const claim = vi.spyOn(rebateApi, 'claim').mockResolvedValue({
      records: [record(7, 1)],
      amount: '5.00',
      balance: '105.00',
      repeated: false,
    });
    renderRoute('/financePages/rebaterecord');
    expect((await screen.findByTestId('rebate-summary')).textContent).toContain('5.00');
    expect(screen.getByTestId('rebate-preview').textContent).toContain('流水 200.00 × 0.50%');
    expect(screen.getByText('0.50%')).toBeTruthy();
    expect(screen.getByTestId('rebate-record-6').textContent).toContain('已领取');

    fireEvent.click(screen.getByRole('button', { name: '领取' }));
    await waitFor(() => expect(claim).toHaveBeenCalledWith(7, expect.stringMatching(/^rebate-claim-7-/)));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('成功领取返水 5.00 元'));
    expect(rebateApi.records).toHaveBeenCalledTimes(2);
  });

  it('applies this period and claims everything at once', async () => {
    const apply = vi
      .spyOn(rebateApi, 'apply')
      .mockResolvedValue({ records: [record(8, 0)], total_amount: '1.00' });
    const claimAll = vi.spyOn(rebateApi, 'claimAll').mockResolvedValue({
      records: [record(7, 1), record(8, 1)],
      amount: '6.00',
      balance: '106.00',
      repeated: false,
    });
    renderRoute('/financePages/rebaterecord');
    // The button renders disabled until this period's figures arrive; a click before that does nothing.
    const applyButton = (await screen.findByRole('button', { name: '申请返水' })) as HTMLButtonElement;
    await waitFor(() => expect(applyButton.disabled).toBe(false));
    fireEvent.click(applyButton);
    await waitFor(() => expect(apply).toHaveBeenCalledWith(expect.stringMatching(/^rebate-apply-/)));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('已申请返水 1.00 元，请领取'));
    fireEvent.click(screen.getByRole('button', { name: '一键领取' }));
    await waitFor(() => expect(claimAll).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('成功领取返水 6.00 元'));
  });

  it('cannot apply without new turnover, nor anything while the rebate switch is off', async () => {
    vi.mocked(rebateApi.claimableStats).mockResolvedValue({
      enabled: false,
      pending_amount: '5.00',
      pending_count: 1,
      unapplied: preview('0.00'),
    });
    vi.mocked(rebateApi.stats).mockResolvedValue({ ...(await rebateApi.stats()), enabled: false });
    renderRoute('/financePages/rebaterecord');
    expect(await screen.findByText('返水功能暂未开放，已生成的返水记录可随时查看')).toBeTruthy();
    expect(screen.getByText('暂无新的有效流水，投注后即可计算返水')).toBeTruthy();
    expect((screen.getByRole('button', { name: '申请返水' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '一键领取' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the detail page shows the record and its stakes and claims it', async () => {
    const detail = vi.spyOn(rebateApi, 'detail').mockResolvedValue({
      ...record(7, 0),
      bet_count: 1,
      bets: [{ id: 1, title: '体育投注 SP1', amount: '1000.00', created_at: '2026-11-21T01:00:00Z' }],
    });
    const claim = vi.spyOn(rebateApi, 'claim').mockResolvedValue({
      records: [record(7, 1)],
      amount: '5.00',
      balance: '105.00',
      repeated: false,
    });
    renderRoute('/financePages/rebatedetail?id=7');
    expect(await screen.findByText('流水明细（共1笔）')).toBeTruthy();
    expect(screen.getByText('体育投注 SP1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(claim).toHaveBeenCalledWith(7, expect.any(String)));
    await waitFor(() => expect(detail).toHaveBeenCalledTimes(2));
  });
});
