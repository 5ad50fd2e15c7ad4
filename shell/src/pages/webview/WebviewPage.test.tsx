import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { WebviewPage } from './WebviewPage';

describe('WebviewPage', () => {
  afterEach(cleanup);

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
});
