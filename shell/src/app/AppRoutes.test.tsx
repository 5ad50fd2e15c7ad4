import { DEFAULT_APP_CONFIG, useAppConfig } from '@app/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRemotesManifest, loadFederatedModule } from '../remotes/federation';
import { resetRemoteLoader } from '../remotes/loader';
import { readManifestFile } from '../remotes/manifestFiles';
import { resetRouteOwners, startRouteTable } from '../remotes/routeOwners';
import { AppRoutes } from './AppRoutes';

vi.mock('../pages', () => import('./shellRoutes.fixture'));
vi.mock('../remotes/federation', () => ({
  fetchRemotesManifest: vi.fn(),
  loadFederatedModule: vi.fn(),
  registerRemote: vi.fn(),
}));
vi.mock('../remotes/manifestFiles', () => ({ readManifestFile: vi.fn() }));
vi.mock('../remotes/reporter', () => ({ reportRemoteError: vi.fn() }));

const FINANCE_MANIFEST = JSON.stringify({ metaData: { ownedRoutes: ['/financePages/', '/pages/payment/'] } });

function PaymentSuccessStub() {
  return <h1>支付结果内容</h1>;
}

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

async function openAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
  await act(() => Promise.resolve());
  return screen.getByTestId('where').textContent;
}

beforeEach(() => {
  vi.clearAllMocks();
  resetRemoteLoader();
  resetRouteOwners();
  vi.mocked(fetchRemotesManifest).mockResolvedValue({ mfe_finance: 'http://x/mf-manifest.json' });
  vi.mocked(readManifestFile).mockResolvedValue(FINANCE_MANIFEST);
  startRouteTable();
  vi.mocked(loadFederatedModule).mockResolvedValue({
    default: [{ path: '/pages/payment/success', title: '支付结果', Component: PaymentSuccessStub }],
  });
});

afterEach(() => {
  cleanup();
  useAppConfig.setState({ config: DEFAULT_APP_CONFIG });
});

describe('AppRoutes', () => {
  it('redirects the entry / and /pages/launch/choose to home, with the tab bar', async () => {
    expect(await openAt('/')).toBe('/pages/home/home');
    expect(screen.getByText('首页内容')).toBeTruthy();
    expect(screen.getByTestId('tabbar')).toBeTruthy();
    cleanup();
    expect(await openAt('/pages/launch/choose')).toBe('/pages/home/home');
  });

  it('follows the launch query to the payment success page of mfe_finance', async () => {
    expect(await openAt('/pages/launch/choose?scheme=app%3A%2F%2Fpayment-success')).toBe(
      '/pages/payment/success',
    );
    expect(await screen.findByText('支付结果内容')).toBeTruthy();
    expect(loadFederatedModule).toHaveBeenCalledWith('mfe_finance/routes');
  });

  it('shows shell pages without loading any remote, and no tab bar off the tab roots', async () => {
    await openAt('/pages/login/login');
    expect(screen.getByText('登录内容')).toBeTruthy();
    expect(screen.queryByTestId('tabbar')).toBeNull();
    expect(loadFederatedModule).not.toHaveBeenCalled();
  });

  it('shows the 404 page for an unknown route', async () => {
    await openAt('/pages/nowhere/at-all');
    expect((await screen.findByTestId('not-found')).textContent).toContain('返回首页');
  });

  it('keeps a deep link waiting while the remotes’ claims are read: no 404 before they are in', async () => {
    let deliver: (body: string) => void = () => undefined;
    resetRemoteLoader();
    resetRouteOwners();
    vi.mocked(readManifestFile).mockImplementation(
      () =>
        new Promise((resolve) => {
          deliver = resolve;
        }),
    );
    startRouteTable();
    await openAt('/pages/payment/success');
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(loadFederatedModule).not.toHaveBeenCalled();
    await act(async () => deliver(FINANCE_MANIFEST));
    expect(await screen.findByText('支付结果内容')).toBeTruthy();
  });

  it('shows 页面加载失败 with 重试 when no remote’s claims could be read, and 重试 reads them again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    resetRemoteLoader();
    resetRouteOwners();
    vi.mocked(readManifestFile).mockRejectedValueOnce(new Error('ScriptNetworkError'));
    startRouteTable();
    await openAt('/pages/payment/success');
    expect((await screen.findByTestId('remote-error')).textContent).toContain('页面加载失败');
    expect(screen.queryByTestId('not-found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('支付结果内容')).toBeTruthy();
  });

  it('sends a route hidden by a navigation switch home', async () => {
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, nav_sports_enabled: false } });
    expect(await openAt('/pages/gameplay/gameplay')).toBe('/pages/home/home');
    expect(loadFederatedModule).not.toHaveBeenCalled();
  });
});
