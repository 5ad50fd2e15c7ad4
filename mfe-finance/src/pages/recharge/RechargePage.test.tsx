import { userApi, useSession } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentsApi, type RechargeMethod } from '../../api/payments';
import routes from '../../routes';
import { usdtEstimate } from './methods';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderRoute(path: string) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<route.Component />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const METHODS: RechargeMethod[] = [
  {
    key: 'online',
    name: '在线支付',
    description: '即时到账',
    min: '10.00',
    max: '50000.00',
    presets: [100, 200],
  },
  {
    key: 'usdt',
    name: 'USDT (TRC20)',
    description: 'TRC20',
    min: '10.00',
    max: '50000.00',
    presets: [100, 200],
  },
];

function loggedIn() {
  useSession.setState({ token: 'token', user: { id: 1, username: 'demo' } as never });
  vi.spyOn(userApi, 'balance').mockResolvedValue({
    balance: '10000.00',
    codingvolume: '0.00',
    paysum: '0.00',
    totalgame: '0.00',
    total_withdraw: '0.00',
  });
  vi.spyOn(paymentsApi, 'methods').mockResolvedValue(METHODS);
  vi.spyOn(paymentsApi, 'usdtRate').mockResolvedValue({ rate: '7.2000', currency: 'CNY', network: 'TRC20' });
  vi.spyOn(paymentsApi, 'list').mockResolvedValue({ list: [], total: 0, page: 1, per_page: 5 });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ user: null, token: null });
});

describe('recharge page', () => {
  it('asks a guest to log in instead of showing a balance', () => {
    renderRoute('/financePages/recharge');
    expect(screen.getByRole('heading', { name: '充值' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '去登录' })).toBeTruthy();
    expect(screen.queryByTestId('finance-balance')).toBeNull();
  });

  it('creates an online order for the chosen preset with an idempotency key and opens the gateway', async () => {
    loggedIn();
    const create = vi.spyOn(paymentsApi, 'create').mockResolvedValue({
      order: { order_no: 'RC20261121000000123456' } as never,
      pay_url: '/api/demo-gateway/pay?order_no=RC20261121000000123456&sign=x',
      repeated: false,
    });
    renderRoute('/financePages/recharge');
    expect((await screen.findByTestId('finance-balance')).textContent).toBe('¥ 10,000.00');
    fireEvent.click(await screen.findByRole('button', { name: '200' }));
    fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toEqual({ method: 'online', amount: '200' });
    expect(create.mock.calls[0]?.[1]?.idempotencyKey).toMatch(/^recharge-/);
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/pages/payment/webview?order_no=RC20261121000000123456',
    );
  });

  it('shows the USDT amount at the configured rate and refuses an amount outside the limits', async () => {
    loggedIn();
    renderRoute('/financePages/recharge');
    fireEvent.click(await screen.findByRole('button', { name: /USDT/ }));
    fireEvent.change(screen.getByLabelText('金额 ¥'), { target: { value: '100' } });
    expect((await screen.findByTestId('usdt-estimate')).textContent).toContain('13.89');
    fireEvent.change(screen.getByLabelText('金额 ¥'), { target: { value: '5' } });
    expect(screen.getByRole('alert').textContent).toBe('单笔充值金额须在10.00-50000.00元之间');
    expect((screen.getByRole('button', { name: '获取转账信息' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('rounds the USDT estimate up to the cent like the server', () => {
    expect(usdtEstimate('100', '7.2')).toBe('13.89');
    expect(usdtEstimate('72', '7.2000')).toBe('10.00');
    expect(usdtEstimate('', '7.2')).toBe('0.00');
  });
});
