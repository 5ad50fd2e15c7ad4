import { userApi, useSession } from '@app/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import routes from '../../routes';

function renderRoute(path: string) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  render(
    <MemoryRouter initialEntries={[path]}>
      <route.Component />
    </MemoryRouter>,
  );
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

  it('shows the balance from /v1/user/balance to a logged-in player', async () => {
    useSession.setState({ token: 'token', user: { id: 1, username: 'demo' } as never });
    vi.spyOn(userApi, 'balance').mockResolvedValue({
      balance: '10000.00',
      codingvolume: '0.00',
      paysum: '0.00',
      totalgame: '0.00',
      total_withdraw: '0.00',
    } as never);
    renderRoute('/financePages/recharge');
    expect((await screen.findByTestId('finance-balance')).textContent).toBe('¥ 10000.00');
  });
});
