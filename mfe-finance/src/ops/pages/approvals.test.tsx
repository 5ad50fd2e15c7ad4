import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Approval, opsFinanceApi } from '../api/opsFinance';
import { ApprovalQueuePage, ResettleQueuePage } from './ApprovalQueuePage';
import { CreditRequestPage } from './CreditRequestPage';

const request = (id: number, mine: boolean, overrides: Partial<Approval> = {}): Approval => ({
  id,
  kind: 'credit',
  kind_text: '加款',
  amount: '88.80',
  target: 'alice',
  payload: { user_id: 7 },
  status: 'pending',
  status_text: '待复核',
  reason: '活动补偿',
  requested_by: mine ? 'op_me' : 'op_wang',
  requested_by_name: mine ? '我' : '王会计',
  decided_by: null,
  decided_by_name: null,
  decision_reason: null,
  created_at: '2026-11-27T08:00:00Z',
  decided_at: null,
  mine,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('复核队列', () => {
  it("approves another operator's request; one's own waits for someone else and can only be withdrawn", async () => {
    const list = vi
      .spyOn(opsFinanceApi, 'approvals')
      .mockResolvedValue([request(1, false), request(2, true)]);
    const approve = vi
      .spyOn(opsFinanceApi, 'approve')
      .mockResolvedValue({ ...request(1, false), executed: true });
    const cancel = vi
      .spyOn(opsFinanceApi, 'cancel')
      .mockResolvedValue(request(2, true, { status: 'cancelled' }));
    render(<ApprovalQueuePage />);

    const others = await screen.findByTestId('approval-1');
    expect(others.textContent).toContain('+88.80');
    expect(others.textContent).toContain('王会计op_wang');
    fireEvent.click(within(others).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith(1));

    const own = screen.getByTestId('approval-2');
    expect(own.textContent).toContain('待他人复核');
    expect(within(own).queryByRole('button', { name: '通过' })).toBeNull();
    fireEvent.click(within(own).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith(2));
    expect(list).toHaveBeenCalledWith({ status: 'pending' });
  });

  it('shows decided requests with who decided and why under 全部', async () => {
    const list = vi.spyOn(opsFinanceApi, 'approvals').mockResolvedValue([
      request(3, false, {
        status: 'rejected',
        status_text: '已驳回',
        decided_by: 'op_li',
        decided_by_name: '李主管',
        decision_reason: '依据不足',
      }),
    ]);
    render(<ApprovalQueuePage />);
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({}));
    const row = await screen.findByTestId('approval-3');
    expect(row.textContent).toContain('李主管：依据不足');
    expect(within(row).queryByRole('button')).toBeNull();
  });
});

describe('改判复核', () => {
  it('lists only corrections of settled matches, naming the match and the result it corrects', async () => {
    vi.spyOn(opsFinanceApi, 'approvals').mockResolvedValue([
      request(4, false),
      request(5, false, {
        kind: 'resettle',
        kind_text: '改判',
        amount: null,
        target: 'match:12',
        payload: { match_id: 12, match: '曼联 vs 切尔西', settled: '2:1', outcome: { home: 0, away: 1 } },
        reason: '改判为 0:1',
      }),
    ]);
    render(<ResettleQueuePage />);
    const row = await screen.findByTestId('approval-5');
    expect(row.textContent).toContain('曼联 vs 切尔西（原赛果 2:1）');
    expect(row.textContent).toContain('—');
    expect(screen.queryByTestId('approval-4')).toBeNull();
  });
});

describe('加款扣款', () => {
  it('asks for a debit as a negative amount with a reason, retrying with the same idempotency key', async () => {
    vi.spyOn(opsFinanceApi, 'approvals').mockResolvedValue([]);
    const ask = vi
      .spyOn(opsFinanceApi, 'requestCredit')
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce(request(9, true, { kind: 'debit', amount: '-20.00' }));
    render(<CreditRequestPage />);

    fireEvent.change(screen.getByLabelText('玩家用户名'), { target: { value: 'alice' } });
    fireEvent.click(screen.getByRole('button', { name: '扣款' }));
    fireEvent.change(screen.getByLabelText('金额（元）'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '误充扣回' } });
    const submit = screen.getByRole('button', { name: '提交申请' });
    fireEvent.click(submit);
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(2));

    const [first, second] = ask.mock.calls;
    expect(first?.[0]).toEqual({ username: 'alice', amount: '-20', reason: '误充扣回' });
    expect(second?.[1]).toBe(first?.[1]);
    await waitFor(() => expect(screen.getByLabelText('金额（元）')).toHaveProperty('value', ''));
  });
});
