import { useToastStore } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Approval,
  opsFinanceApi,
  type PendingRecharge,
  type PendingWithdrawal,
} from '../api/opsFinance';
import financeOps from '../index';
import { RechargeReviewPage } from './RechargeReviewPage';
import { WithdrawReviewPage } from './WithdrawReviewPage';

const review = (id: number, mine: boolean): Approval => ({
  id,
  kind: 'withdrawal',
  kind_text: '大额提现',
  amount: '8000.00',
  target: 'withdraw:2',
  payload: { withdrawal_id: 2 },
  status: 'pending',
  status_text: '待复核',
  reason: '提现达到复核金额',
  requested_by: mine ? 'op_me' : 'op_wang',
  requested_by_name: mine ? '我' : '王会计',
  decided_by: null,
  decided_by_name: null,
  decision_reason: null,
  created_at: '2026-11-27T08:00:00Z',
  decided_at: null,
  mine,
});

const withdrawal = (id: number, amount: string, pending: Approval | null): PendingWithdrawal => ({
  id,
  order_no: `WD${id}`,
  username: `player${id}`,
  wallet_id: 1,
  wallet_type: 'bank',
  bank_name: '招商银行',
  account: '**** 7890',
  amount,
  fee: '2.00',
  actual_amount: amount,
  usdt_amount: null,
  usdt_rate: null,
  status: 0,
  status_text: '审核中',
  remark: '',
  created_at: '2026-11-27T08:00:00Z',
  reviewed_at: null,
  review: pending,
});

const toastText = () => useToastStore.getState().current?.message ?? '';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('提现审核', () => {
  it('pays a small withdrawal at once and says when a large one went to a second operator', async () => {
    vi.spyOn(opsFinanceApi, 'withdrawals').mockResolvedValue([
      withdrawal(1, '300.00', null),
      withdrawal(3, '9000.00', null),
    ]);
    const approve = vi
      .spyOn(opsFinanceApi, 'approveWithdrawal')
      .mockResolvedValueOnce(withdrawal(1, '300.00', null))
      .mockResolvedValueOnce(withdrawal(3, '9000.00', review(7, true)));
    render(<WithdrawReviewPage />);

    fireEvent.click(within(await screen.findByTestId('withdrawal-1')).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(toastText()).toContain('已打款'));
    expect(approve).toHaveBeenCalledWith(1);

    fireEvent.click(within(screen.getByTestId('withdrawal-3')).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(toastText()).toContain('已提交复核'));
    expect(approve).toHaveBeenLastCalledWith(3);
  });

  it("shows who asked for a large payout: another's can be approved, one's own only waits", async () => {
    vi.spyOn(opsFinanceApi, 'withdrawals').mockResolvedValue([
      withdrawal(2, '8000.00', review(5, false)),
      withdrawal(4, '6000.00', review(6, true)),
    ]);
    const approve = vi
      .spyOn(opsFinanceApi, 'approveWithdrawal')
      .mockResolvedValue(withdrawal(2, '8000.00', { ...review(5, false), status: 'approved' }));
    render(<WithdrawReviewPage />);

    const others = await screen.findByTestId('withdrawal-2');
    expect(others.textContent).toContain('待复核');
    expect(others.textContent).toContain('王会计 已申请打款');
    fireEvent.click(within(others).getByRole('button', { name: '复核通过' }));
    await waitFor(() => expect(toastText()).toContain('已打款'));
    expect(approve).toHaveBeenCalledWith(2);

    const own = screen.getByTestId('withdrawal-4');
    expect(own.textContent).toContain('待他人复核');
    expect(within(own).queryByRole('button', { name: /通过/ })).toBeNull();
  });

  it('refuses a withdrawal only with a reason', async () => {
    vi.spyOn(opsFinanceApi, 'withdrawals').mockResolvedValue([withdrawal(1, '300.00', null)]);
    const reject = vi
      .spyOn(opsFinanceApi, 'rejectWithdrawal')
      .mockResolvedValue(withdrawal(1, '300.00', null));
    render(<WithdrawReviewPage />);
    const row = await screen.findByTestId('withdrawal-1');
    fireEvent.click(within(row).getByRole('button', { name: '驳回' }));
    const confirm = within(row).getByRole('button', { name: '确认驳回' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(row).getByLabelText('提现 #1 驳回原因'), {
      target: { value: '收款账户与实名不符' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(reject).toHaveBeenCalledWith(1, '收款账户与实名不符'));
  });
});

describe('充值审核', () => {
  it('confirms a bank recharge once its money is seen', async () => {
    const order: PendingRecharge = {
      id: 1,
      order_no: 'RC20261127000000000001',
      username: 'alice',
      method: 'bank',
      method_text: '银行转账',
      amount: '1000.00',
      usdt_amount: null,
      usdt_rate: null,
      status: 1,
      status_text: '已提交',
      tx_hash: null,
      voucher: '尾号1234 转账',
      remark: '',
      created_at: '2026-11-27T08:00:00Z',
      expires_at: '2026-11-27T08:30:00Z',
      submitted_at: '2026-11-27T08:05:00Z',
      paid_at: null,
    };
    vi.spyOn(opsFinanceApi, 'recharges').mockResolvedValue([order]);
    const confirm = vi.spyOn(opsFinanceApi, 'confirmRecharge').mockResolvedValue(order);
    render(<RechargeReviewPage />);
    const row = await screen.findByTestId(`recharge-${order.order_no}`);
    expect(row.textContent).toContain('1,000.00');
    fireEvent.click(within(row).getByRole('button', { name: '确认到账' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(order.order_no));
  });
});

describe('the ./ops module', () => {
  it('offers the finance pages and the 改判 queue under 财务, each behind its permission', () => {
    expect(financeOps).toMatchObject({ section: 'finance', title: '财务' });
    expect(financeOps.pages.map((page) => [page.title, page.permission])).toEqual([
      ['提现审核', 'finance.withdrawals'],
      ['充值审核', 'finance.recharges'],
      ['加款扣款', 'finance.credit'],
      ['复核队列', 'finance.credit'],
      ['改判复核', 'trading.settle'],
    ]);
  });
});
