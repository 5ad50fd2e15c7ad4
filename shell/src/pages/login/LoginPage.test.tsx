import { type UserInfo, useSession } from '@app/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { LoginPage } from './LoginPage';

const login = vi.hoisted(() => vi.fn());

vi.mock('@app/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@app/shared')>();
  return { ...actual, userApi: { ...actual.userApi, login } };
});

const userinfo = { id: 7, username: 'demo', balance: '10000.00' } as UserInfo;

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('LoginPage', () => {
  beforeEach(() => {
    login.mockReset();
    useSession.setState({ user: null, token: null });
  });
  afterEach(cleanup);

  it('asks for the username and password before sending anything', () => {
    renderAt('/pages/login/login', <LoginPage />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, stores the session and returns to the redirect page', async () => {
    login.mockResolvedValue({ token: 'tok-1', userinfo });
    renderAt('/pages/login/login?redirect=/minePages/vip', <LoginPage />);
    fill('login-username', ' demo ');
    fill('login-password', 'demo123456');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/minePages/vip');
    expect(login).toHaveBeenCalledWith({ username: 'demo', password: 'demo123456' });
    expect(useSession.getState().token).toBe('tok-1');
    expect(useSession.getState().user?.username).toBe('demo');
  });

  it('goes to mine by default and ignores redirects to other sites', async () => {
    login.mockResolvedValue({ token: 'tok-2', userinfo });
    renderAt('/pages/login/login?redirect=//evil.example.com', <LoginPage />);
    fill('login-username', 'demo');
    fill('login-password', 'demo123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pages/mine/mine');
  });

  it('stays on the page when the server refuses the credentials', async () => {
    login.mockRejectedValue(Object.assign(new Error('用户名或密码错误'), { code: 422, status: 422 }));
    renderAt('/pages/login/login', <LoginPage />);
    fill('login-username', 'demo');
    fill('login-password', 'wrong-pass');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(login).toHaveBeenCalled());
    expect(screen.queryByTestId('location')).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('shows and hides the password', () => {
    renderAt('/pages/login/login', <LoginPage />);
    const input = screen.getByTestId('login-password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input.type).toBe('text');
  });
});
