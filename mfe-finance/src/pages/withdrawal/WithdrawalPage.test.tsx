import { userApi, useSession } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletsApi } from '../../api/wallets';
import { withdrawApi } from '../../api/withdrawals';
import { WithdrawalPage } from './WithdrawalPage';

const CONFIG = {
  min: '100.00',
  max: '50000.00',
  daily_count: 5,
  today_count: 0,
  remaining_count: 5,
  fee_percent: '1.00',
  fee_min: '2.00',
  fee_max: '50.00',
  usdt_rate: '7.0500',
  codingvolume: '0.00',
  disable_withdraw: 0,
  has_payment_password: 1,
  blocked_reason: null as string | null,
};

function setup(config = CONFIG) {
  useSession.setState({ token: 'token', user: { id: 1, username: 'demo' } as never });
  vi.spyOn(userApi, 'balance').mockResolvedValue({
    balance: '1000.00',
    codingvolume: config.codingvolume,
    paysum: '0.00',
    totalgame: '0.00',
    total_withdraw: '0.00',
  });
  vi.spyOn(withdrawApi, 'config').mockResolvedValue(config);
  vi.spyOn(withdrawApi, 'balance').mockResolvedValue({
    balance: '1000.00',
    withdrawable: config.blocked_reason ? '0.00' : '1000.00',
    frozen: '0.00',
    codingvolume: config.codingvolume,
    total_withdraw: '0.00',
  });
  vi.spyOn(withdrawApi, 'list').mockResolvedValue({ list: [], total: 0, page: 1, per_page: 10 });
  vi.spyOn(withdrawApi, 'fee').mockImplementation(async (amount) =>
    amount === '705'
      ? { amount: '705.00', fee: '7.05', actual_amount: '697.95', usdt_rate: '7.0500', usdt_amount: '99.00' }
      : { amount: '300.00', fee: '3.00', actual_amount: '297.00', usdt_rate: '7.0500', usdt_amount: '42.12' },
  );
  vi.spyOn(withdrawApi, 'usdtRate').mockResolvedValue({ rate: '7.0500', currency: 'CNY', network: 'TRC20' });
  vi.spyOn(withdrawApi, 'banks').mockResolvedValue([{ id: 1, name: '招商银行' }]);
  vi.spyOn(walletsApi, 'list').mockResolvedValue([
    {
      id: 7,
      type: 'bank',
      type_text: '银行卡',
      holder: '张三',
      bank_name: '招商银行',
      branch: '',
      account: '6225 **** **** 7890',
      account_tail: '7890',
      network: '',
      status: 1,
      is_default: 1,
      created_at: '2026-11-21T00:00:00.000Z',
    },
    {
      id: 8,
      type: 'usdt',
      type_text: 'USDT',
      holder: '',
      bank_name: '',
      branch: '',
      account: 'TXYZ...abcd',
      account_tail: 'abcd',
      network: 'TRC20',
      status: 1,
      is_default: 0,
      created_at: '2026-11-21T00:00:00.000Z',
    },
  ]);
  render(
    <MemoryRouter>
      <WithdrawalPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ user: null, token: null });
});

describe('withdrawal page', () => {
  it('previews the fee and withdraws to the chosen masked card after the payment password', async () => {
    setup();
    const create = vi.spyOn(withdrawApi, 'create').mockResolvedValue({ id: 1, repeated: false } as never);
    expect((await screen.findAllByTestId('wallet-choice'))[0]?.textContent).toContain('6225 **** **** 7890');
    fireEvent.change(screen.getByLabelText('金额 ¥'), { target: { value: '300' } });
    await waitFor(() => expect(screen.getByTestId('fee-preview').textContent).toContain('297.00'));
    fireEvent.click(screen.getByRole('button', { name: '立即提现' }));
    fireEvent.change(screen.getByLabelText('支付密码'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toEqual({ wallet_id: 7, amount: '300', payment_password: '135790' });
    expect(create.mock.calls[0]?.[1]?.idempotencyKey).toMatch(/^withdraw-/);
  });

  it('to a USDT wallet shows the rate and the USDT that arrives, live as the amount is typed', async () => {
    setup();
    const choices = await screen.findAllByTestId('wallet-choice');
    expect(screen.queryByTestId('usdt-preview')).toBeNull();
    fireEvent.click(choices[1] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('usdt-preview').textContent).toContain('7.0500'));
    expect(screen.getByTestId('usdt-amount').textContent).toBe('--');
    fireEvent.change(screen.getByLabelText('金额 ¥'), { target: { value: '705' } });
    await waitFor(() => expect(screen.getByTestId('usdt-amount').textContent).toBe('99.00'));
    fireEvent.change(screen.getByLabelText('金额 ¥'), { target: { value: '300' } });
    await waitFor(() => expect(screen.getByTestId('usdt-amount').textContent).toBe('42.12'));
  });

  it('shows the held balance at once after a withdrawal, without waiting for the balance push', async () => {
    setup();
    vi.spyOn(withdrawApi, 'create').mockResolvedValue({ id: 1, repeated: false } as never);
    await waitFor(() => expect(screen.getByTestId('finance-balance').textContent).toBe('¥ 1,000.00'));
    vi.spyOn(userApi, 'balance').mockResolvedValue({
      balance: '700.00',
      codingvolume: '0.00',
      paysum: '0.00',
      totalgame: '0.00',
      total_withdraw: '0.00',
    });
    await screen.findAllByTestId('wallet-choice');
    fireEvent.change(screen.getByLabelText('金额 ¥'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: '立即提现' }));
    fireEvent.change(screen.getByLabelText('支付密码'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
    await waitFor(() => expect(screen.getByTestId('finance-balance').textContent).toBe('¥ 700.00'));
  });

  it('says how much turnover is missing and keeps the button off', async () => {
    setup({ ...CONFIG, codingvolume: '88.00', blocked_reason: '还需完成打码量 88.00 元才能提现' });
    expect((await screen.findByTestId('turnover-status')).textContent).toBe(
      '还需完成打码量 88.00 元才能提现',
    );
    fireEvent.change(screen.getByLabelText('金额 ¥'), { target: { value: '300' } });
    expect((screen.getByRole('button', { name: '立即提现' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('去设置 opens the payment-password sheet in place, keeps the amount and goes on to the withdrawal', async () => {
    setup({ ...CONFIG, has_payment_password: 0 });
    const setPassword = vi.spyOn(userApi, 'setPaymentPassword').mockResolvedValue(undefined as never);
    await screen.findAllByTestId('wallet-choice');
    fireEvent.change(screen.getByLabelText('金额 ¥'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: '立即提现' }));
    expect(await screen.findByText('提现需要验证6位数字支付密码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去设置' }));
    expect(await screen.findByRole('heading', { name: '设置支付密码' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('登录密码'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('支付密码'), { target: { value: '135790' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(setPassword).toHaveBeenCalledTimes(1));
    expect(setPassword.mock.calls[0]?.[0]).toEqual({ password: '135790', login_password: 'secret123' });
    expect(await screen.findByRole('button', { name: '确认提现' })).toBeTruthy();
    expect((screen.getByLabelText('金额 ¥') as HTMLInputElement).value).toBe('300');
  });
});
