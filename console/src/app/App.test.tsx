import { storage } from '@app/shared';
import type { OpsModule } from '@app/shared/ops';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { type MockReply, mockHttp, ok } from '@app/shared/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exposesOps, listRemotes, loadOpsModule } from '../remotes/federation';
import { useRemoteModules } from '../remotes/opsModules';
import {
  installOperatorAuthBridge,
  OPERATOR_TOKEN_KEY,
  useOperatorSession,
} from '../session/operatorSession';
import { App } from './App';

vi.mock('../remotes/federation', () => ({
  listRemotes: vi.fn(),
  exposesOps: vi.fn(),
  loadOpsModule: vi.fn(),
}));
const FINANCE_REMOTE = {
  name: 'mfe_finance',
  entry: 'http://localhost/remotes/mfe-finance/mf-manifest.json',
};
const SOCIAL_REMOTE = { name: 'mfe_social', entry: 'http://localhost/remotes/mfe-social/mf-manifest.json' };

function Broken(): never {
  throw new Error('boom');
}
const financeModule: OpsModule = {
  section: 'finance',
  title: '财务',
  pages: [
    {
      path: 'withdrawals',
      title: '提现审核',
      permission: 'finance.withdrawals',
      Component: () => <p>提现列表</p>,
    },
    { path: 'recharges', title: '充值审核', permission: 'finance.recharges', Component: Broken },
  ],
};

const figures = {
  pending_withdrawals: { count: 3, amount: '1500.00' },
  pending_recharges: { count: 1, amount: '200.00' },
  pending_applications: { activities: 4, agents: 1 },
  today: { date: '2026-11-28', turnover: '12000.50', payout: '9000.00', gross_gaming_revenue: '3000.50' },
  online_players: 42,
  live: { app_key: 'key', channel: REALTIME_CHANNELS.opsDashboard, event: REALTIME_EVENTS.dashboardUpdated },
};

const operatorOf = (roles: string[], permissions: string[]) => ({
  id: 7,
  username: 'op_x',
  display_name: '演示财务',
  roles,
  permissions,
  session_id: 3,
  kind: 'session',
});
const FINANCE = operatorOf(['finance'], ['dashboard.read', 'finance.recharges', 'finance.withdrawals']);
const SUPPORT = operatorOf(['support'], ['dashboard.read', 'players.read']);

/** The server: sign-in refuses the code 000000; `me` answers the given operator (or 401). */
function serve(me: () => MockReply) {
  return mockHttp((request) => {
    const url = request.url;
    if (url === '/ops/auth/login') {
      const body = JSON.parse(String(request.data)) as { totp: string };
      return body.totp === '000000'
        ? { status: 422, body: { code: 422, message: '用户名、密码或验证码不正确', data: null } }
        : ok({ token: 'ops_signed_in' });
    }
    if (url === '/ops/auth/me') return me();
    if (url === '/ops/auth/logout') return ok(null);
    if (url === '/ops/dashboard') return ok(figures);
    return { status: 404, body: { code: 404, message: '不存在', data: null } };
  });
}

function signIn(totp: string) {
  fireEvent.change(screen.getByPlaceholderText('请输入运营账号'), { target: { value: 'op_finance' } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'demo123456' } });
  fireEvent.change(screen.getByPlaceholderText('身份验证器上的 6 位数字'), { target: { value: totp } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

beforeEach(() => {
  installOperatorAuthBridge();
  localStorage.clear();
  window.location.hash = '#/';
  useOperatorSession.setState({ token: null, operator: null });
  useRemoteModules.setState({ remotes: null, manifestFailed: false });
  vi.mocked(listRemotes).mockResolvedValue([FINANCE_REMOTE, SOCIAL_REMOTE]);
  // mfe_social has no operator pages yet: skipped without a word.
  vi.mocked(exposesOps).mockImplementation(async (remote) => remote.name === 'mfe_finance');
  vi.mocked(loadOpsModule).mockResolvedValue(financeModule);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('signing in to the console', () => {
  it('shows the server’s refusal of a wrong code, then keeps the operator token under its own key', async () => {
    serve(() => ok(FINANCE));
    render(<App />);
    signIn('000000');
    expect(await screen.findByText('用户名、密码或验证码不正确')).toBeTruthy();
    expect(storage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();

    signIn('123456');
    expect(await screen.findByRole('heading', { name: '运营概览' })).toBeTruthy();
    expect(storage.getItem(OPERATOR_TOKEN_KEY)).toBe('ops_signed_in');
    expect(storage.get('token')).toBeNull();
    expect(screen.getByText('演示财务')).toBeTruthy();
    expect(screen.getByText('财务', { selector: 'span' })).toBeTruthy();
    expect(await screen.findByText('活动 4 · 代理 1')).toBeTruthy();
    expect(screen.getByText('+¥3,000.50')).toBeTruthy();
  });

  it('returns to sign-in when the server no longer knows the token (401)', async () => {
    storage.setItem(OPERATOR_TOKEN_KEY, 'ops_expired');
    useOperatorSession.setState({ token: 'ops_expired' });
    const calls = serve(() => ({
      status: 401,
      body: { code: 401, message: '运营登录已失效，请重新登录', data: null },
    }));
    render(<App />);
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(calls[0]?.headers.authorization).toBe('Bearer ops_expired');
    expect(storage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
  });

  it('signs out back to the sign-in page', async () => {
    useOperatorSession.setState({ token: 'ops_signed_in' });
    serve(() => ok(FINANCE));
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });
});

describe('the menu and the remotes’ pages', () => {
  const menu = () => screen.findByRole('navigation', { name: '功能菜单' });

  it('shows a 客服 no 财务 section, and a 财务 operator the remote’s pages', async () => {
    useOperatorSession.setState({ token: 'ops_signed_in' });
    serve(() => ok(SUPPORT));
    const { unmount } = render(<App />);
    expect(await screen.findByRole('link', { name: '运营概览' })).toBeTruthy();
    await vi.waitFor(() => expect(useRemoteModules.getState().remotes).toHaveLength(1));
    expect(within(await menu()).queryByText('财务')).toBeNull();
    unmount();

    serve(() => ok(FINANCE));
    useOperatorSession.setState({ operator: null });
    render(<App />);
    expect(await within(await menu()).findByRole('link', { name: '提现审核' })).toBeTruthy();
    expect(within(await menu()).getByText('财务')).toBeTruthy();
  });

  it('keeps a remote that fails to load inside its own section, with a retry that works without reload', async () => {
    vi.mocked(loadOpsModule).mockRejectedValueOnce(new Error('chunk failed'));
    useOperatorSession.setState({ token: 'ops_signed_in' });
    serve(() => ok(FINANCE));
    render(<App />);
    expect(await screen.findByText('运营模块 mfe_finance 加载失败')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '运营概览' })).toBeTruthy();

    fireEvent.click(within(await menu()).getByRole('button', { name: '重试' }));
    expect(await within(await menu()).findByRole('link', { name: '提现审核' })).toBeTruthy();
    expect(loadOpsModule).toHaveBeenLastCalledWith(FINANCE_REMOTE, true);
  });

  it('offers a retry when the remotes manifest cannot be read, and then shows the remotes’ pages', async () => {
    vi.mocked(listRemotes).mockRejectedValueOnce(new Error('offline'));
    useOperatorSession.setState({ token: 'ops_signed_in' });
    serve(() => ok(FINANCE));
    render(<App />);
    expect(await within(await menu()).findByText('各业务模块列表加载失败')).toBeTruthy();
    fireEvent.click(within(await menu()).getByRole('button', { name: '重试' }));
    expect(await within(await menu()).findByRole('link', { name: '提现审核' })).toBeTruthy();
  });

  it('shows a page that throws as an error in its page only; the menu and other pages keep working', async () => {
    useOperatorSession.setState({ token: 'ops_signed_in' });
    serve(() => ok(FINANCE));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<App />);
    fireEvent.click(await within(await menu()).findByRole('link', { name: '充值审核' }));
    expect(await screen.findByText('「充值审核」页面出错了，请重试')).toBeTruthy();
    fireEvent.click(within(await menu()).getByRole('link', { name: '提现审核' }));
    expect(await screen.findByText('提现列表')).toBeTruthy();
  });
});
