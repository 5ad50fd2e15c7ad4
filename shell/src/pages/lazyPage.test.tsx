import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { lazyPage } from './lazyPage';

afterEach(cleanup);

describe('lazyPage', () => {
  it('重试 after a failed chunk imports it again (a plain lazy() would stay rejected)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let offline = true;
    const load = vi.fn(() =>
      offline
        ? Promise.reject(new Error('Loading chunk 42 failed.'))
        : Promise.resolve({ default: () => <p>登录页面</p> }),
    );
    const Page = lazyPage(load);
    render(
      <RemoteBoundary variant="page">
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </RemoteBoundary>,
    );
    await screen.findByTestId('remote-error');
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('登录页面');
    expect(load.mock.calls.length).toBeGreaterThan(1);
  });
});
