import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRemotesManifest, loadFederatedModule, registerRemote } from './federation';
import { resetRemoteLoader } from './loader';
import { RemoteRoutePage } from './RemoteRoutePage';
import { RemoteWidget } from './RemoteWidget';
import { reportRemoteError } from './reporter';

vi.mock('./federation', () => ({
  fetchRemotesManifest: vi.fn(),
  loadFederatedModule: vi.fn(),
  pageAllowsOrigin: vi.fn(() => true),
  registerRemote: vi.fn(),
}));
vi.mock('./reporter', () => ({ reportRemoteError: vi.fn() }));

function LotteryListStub() {
  return <h1>彩票大厅页面</h1>;
}

function CrashingStub(): never {
  throw new TypeError('useNewThing is not a function');
}

function HotLotteriesStub() {
  return <p>热门彩票组件</p>;
}

const lotteryRoutes = {
  default: [{ path: '/pages/lottery/lottery-list', title: '彩票大厅', Component: LotteryListStub }],
};
const down = () => new Error('ScriptNetworkError: Failed to load script "remoteEntry.js"');

/** Lets the loader's three attempts and their backoff (0.5 s + 1 s) run out. */
async function exhaustRetries() {
  await act(() => vi.advanceTimersByTimeAsync(2000));
}

beforeEach(() => {
  vi.useFakeTimers();
  // React reports every error a boundary catches on console.error; the boundary's output is what we assert.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetRemoteLoader();
  vi.mocked(fetchRemotesManifest).mockResolvedValue({ mfe_lottery: 'http://x/mf-manifest.json' });
  vi.mocked(registerRemote).mockReset();
  vi.mocked(loadFederatedModule).mockReset();
  vi.mocked(reportRemoteError).mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RemoteRoutePage', () => {
  it('shows the remote page when its route table loads', async () => {
    vi.mocked(loadFederatedModule).mockResolvedValue(lotteryRoutes);
    render(<RemoteRoutePage remote="mfe_lottery" path="/pages/lottery/lottery-list" />, {
      wrapper: MemoryRouter,
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('彩票大厅页面')).toBeTruthy();
    expect(document.title).toBe('彩票大厅');
  });

  it('shows a loading indicator only after 200 ms', async () => {
    vi.mocked(loadFederatedModule).mockReturnValue(new Promise(() => undefined));
    render(<RemoteRoutePage remote="mfe_lottery" path="/pages/lottery/lottery-list" />, {
      wrapper: MemoryRouter,
    });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByTestId('page-loading')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('page-loading')).toBeTruthy();
  });

  it('shows 页面加载失败 with 重试 when the remote is down, and 重试 recovers without a reload', async () => {
    vi.mocked(loadFederatedModule).mockRejectedValue(down());
    render(<RemoteRoutePage remote="mfe_lottery" path="/pages/lottery/lottery-list" />, {
      wrapper: MemoryRouter,
    });
    await exhaustRetries();
    const error = screen.getByTestId('remote-error');
    expect(error.textContent).toContain('页面加载失败');
    expect(error.getAttribute('data-error-type')).toBe('missing');

    vi.mocked(loadFederatedModule).mockResolvedValue(lotteryRoutes);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByTestId('remote-error')).toBeNull();
    expect(screen.getByText('彩票大厅页面')).toBeTruthy();
  });

  it('a page that crashes is reported, and 重试 asks where the remote lives now (a rollback) and loads it', async () => {
    vi.mocked(loadFederatedModule).mockResolvedValue({
      default: [{ path: '/pages/lottery/lottery-list', title: '彩票大厅', Component: CrashingStub }],
    });
    render(<RemoteRoutePage remote="mfe_lottery" path="/pages/lottery/lottery-list" />, {
      wrapper: MemoryRouter,
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('remote-error')).toBeTruthy();
    expect(reportRemoteError).toHaveBeenCalledWith('mfe_lottery', 'render', expect.any(TypeError));

    vi.mocked(fetchRemotesManifest).mockResolvedValue({ mfe_lottery: 'http://x/v1/mf-manifest.json' });
    vi.mocked(loadFederatedModule).mockResolvedValue(lotteryRoutes);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('彩票大厅页面')).toBeTruthy();
    expect(registerRemote).toHaveBeenLastCalledWith('mfe_lottery', 'http://x/v1/mf-manifest.json', true);
  });

  it('a remote that needs newer shared code says 模块版本不兼容 and offers a reload, not 重试', async () => {
    vi.mocked(loadFederatedModule).mockRejectedValue(
      new Error(
        'Version 1.0.0 from shell of shared singleton module @app/shared does not satisfy the requirement of mfe_lottery which needs ^1.1.0)',
      ),
    );
    render(<RemoteRoutePage remote="mfe_lottery" path="/pages/lottery/lottery-list" />, {
      wrapper: MemoryRouter,
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const error = screen.getByTestId('remote-error');
    expect(error.getAttribute('data-error-type')).toBe('version');
    expect(error.textContent).toContain('模块版本不兼容');
    expect(error.textContent).toContain('新版本需要刷新');
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(reportRemoteError).toHaveBeenCalledWith('mfe_lottery', 'version', expect.anything());
  });

  it('shows the 404 page for a path the remote does not have', async () => {
    vi.mocked(loadFederatedModule).mockResolvedValue(lotteryRoutes);
    render(<RemoteRoutePage remote="mfe_lottery" path="/pages/lottery/nope" />, { wrapper: MemoryRouter });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });
});

describe('RemoteWidget', () => {
  it('with whenVisible, loads nothing until its slot nears the screen', async () => {
    let reportVisible: (visible: boolean) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          reportVisible = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.mocked(loadFederatedModule).mockResolvedValue({ HotMatches: HotLotteriesStub });
    render(<RemoteWidget remote="mfe_lottery" name="HotMatches" whenVisible />, { wrapper: MemoryRouter });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(loadFederatedModule).not.toHaveBeenCalled();

    act(() => reportVisible(false));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(loadFederatedModule).not.toHaveBeenCalled();

    act(() => reportVisible(true));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('热门彩票组件')).toBeTruthy();
  });

  it('fails on its own with a 重试 that recovers, leaving the page around it intact', async () => {
    vi.mocked(loadFederatedModule).mockRejectedValue(down());
    render(
      <div>
        <p>首页其它内容</p>
        <RemoteWidget remote="mfe_lottery" name="HotLotteries" />
      </div>,
      { wrapper: MemoryRouter },
    );
    // A widget starts loading in an idle moment after the first screen (within 1 s).
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await exhaustRetries();
    expect(screen.getByTestId('remote-widget-error')).toBeTruthy();
    expect(screen.getByText('首页其它内容')).toBeTruthy();

    vi.mocked(loadFederatedModule).mockResolvedValue({ HotLotteries: HotLotteriesStub });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('热门彩票组件')).toBeTruthy();
  });
});
