import { logger, logsApi, type UserInfo, useSession } from '@app/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { LogsPage } from './LogsPage';

const stats = {
  total: 1,
  by_level: { debug: 0, info: 0, warn: 0, error: 1 },
  errors: 1,
  network: 0,
  ios: 0,
  last_upload_at: null,
};
const serverLog = {
  id: 9,
  level: 'error' as const,
  category: 'app' as const,
  message: '服务端里的错误',
  data: null,
  timestamp: '2026-05-21T08:00:00.000Z',
  platform: 'h5',
  system: 'Linux',
  version: '1.9.7',
  uploaded_at: '2026-05-21T08:00:01.000Z',
};

describe('LogsPage', () => {
  beforeEach(() => {
    logger.clear();
    useSession.setState({ user: { id: 1 } as UserInfo, token: 'tok' });
    vi.spyOn(logsApi, 'stats').mockResolvedValue(stats);
    vi.spyOn(logsApi, 'list').mockResolvedValue({ list: [serverLog], total: 1, page: 1, per_page: 20 });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('filters the local buffer by level and uploads it with deviceInfo', async () => {
    const upload = vi.spyOn(logsApi, 'upload').mockResolvedValue(4);
    renderAt('/pages/logs/logs', <LogsPage />);
    expect(await screen.findByText('服务端里的错误')).toBeTruthy();
    fireEvent.click(screen.getByTestId('logs-sample'));
    const local = screen.getByTestId('local-log-list');
    expect(within(local).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(within(screen.getByTestId('local-log-filter')).getByRole('tab', { name: 'warn 1' }));
    expect(screen.getByTestId('local-log-list').textContent).toContain('警告：接口响应较慢');
    expect(within(screen.getByTestId('local-log-list')).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('logs-upload'));
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [entries, device] = upload.mock.calls[0] ?? [];
    expect(entries).toHaveLength(4);
    expect(device).toMatchObject({
      version: '1.9.7',
      platform: expect.any(String),
      timestamp: expect.any(Number),
    });
    fireEvent.click(screen.getByTestId('logs-clear-local'));
    expect(screen.getByText('暂无本地日志')).toBeTruthy();
  });

  it('asks a visitor to log in before server logs', () => {
    useSession.setState({ user: null, token: null });
    renderAt('/pages/logs/logs', <LogsPage />);
    expect(screen.getByText('登录后可上传并查看服务端日志')).toBeTruthy();
    expect(logsApi.stats).not.toHaveBeenCalled();
  });
});
