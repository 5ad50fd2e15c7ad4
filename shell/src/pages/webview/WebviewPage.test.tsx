import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { FRAME_TIMEOUT_MS } from './useFrameLoad';
import { WebviewPage } from './WebviewPage';

describe('WebviewPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
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
});
