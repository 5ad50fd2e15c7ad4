import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { frameCheckApi } from './frameCheck';
import { FRAME_TIMEOUT_MS } from './useFrameLoad';
import { WebviewPage } from './WebviewPage';

describe('WebviewPage', () => {
  beforeEach(() => {
    vi.spyOn(frameCheckApi, 'check').mockResolvedValue({ framable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('frames an https address', () => {
    renderAt(
      `/pages/webview/webview?url=${encodeURIComponent('https://kf.example.com/chat')}`,
      <WebviewPage />,
    );
    expect(screen.getByTestId('webview-frame').getAttribute('src')).toBe('https://kf.example.com/chat');
  });

  it('shows a message instead of framing anything else', () => {
    renderAt(`/pages/webview/webview?url=${encodeURIComponent('javascript:alert(1)')}`, <WebviewPage />);
    expect(screen.queryByTestId('webview-frame')).toBeNull();
    expect(screen.getByText('链接无效，无法打开该页面')).toBeTruthy();
  });

  it('a page that does not load shows 页面加载失败 with 重试 and 浏览器打开', () => {
    vi.useFakeTimers();
    const url = 'http://10.255.255.1/chat';
    renderAt(`/pages/webview/webview?url=${encodeURIComponent(url)}`, <WebviewPage />);
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS));
    expect(screen.getByTestId('webview-error').textContent).toContain('页面加载失败');
    const links = screen.getAllByRole('link', { name: '浏览器打开' });
    expect(links.every((link) => link.getAttribute('href') === url)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByTestId('webview-frame').getAttribute('src')).toBe(url);
  });

  it('a page that loads in time stays framed', () => {
    vi.useFakeTimers();
    renderAt(
      `/pages/webview/webview?url=${encodeURIComponent('https://kf.example.com/chat')}`,
      <WebviewPage />,
    );
    fireEvent.load(screen.getByTestId('webview-frame'));
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS));
    expect(screen.queryByTestId('webview-error')).toBeNull();
  });

  it('a page of another origin that refuses framing shows 页面加载失败 though its frame fired load', async () => {
    const check = vi.spyOn(frameCheckApi, 'check').mockResolvedValue({
      framable: false,
      reason: 'x-frame-options',
    });
    const url = 'https://kf.example.com/chat';
    renderAt(`/pages/webview/webview?url=${encodeURIComponent(url)}`, <WebviewPage />);
    fireEvent.load(screen.getByTestId('webview-frame'));
    const error = await screen.findByTestId('webview-error');
    expect(error.textContent).toContain('页面加载失败');
    expect(error.textContent).toContain('该页面不允许在应用内打开');
    expect(check).toHaveBeenCalledWith(url, window.location.origin);
    expect(screen.getByRole('link', { name: '浏览器打开' }).getAttribute('href')).toBe(url);
  });

  it('a host that cannot be reached (refused, no such name) shows 页面加载失败 though its frame fired load', async () => {
    vi.spyOn(frameCheckApi, 'check').mockResolvedValue({ framable: null, reason: 'unreachable' });
    renderAt(
      `/pages/webview/webview?url=${encodeURIComponent('https://no-such-host.invalid/chat')}`,
      <WebviewPage />,
    );
    fireEvent.load(screen.getByTestId('webview-frame'));
    expect((await screen.findByTestId('webview-error')).textContent).toContain('页面加载失败');
  });

  it('a page the server could not check stays framed once loaded', async () => {
    const check = vi.spyOn(frameCheckApi, 'check').mockRejectedValue(new Error('网络异常'));
    renderAt(
      `/pages/webview/webview?url=${encodeURIComponent('https://kf.example.com/chat')}`,
      <WebviewPage />,
    );
    fireEvent.load(screen.getByTestId('webview-frame'));
    await vi.waitFor(() => expect(check).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByTestId('webview-error')).toBeNull();
  });
});
