import { realtimeApi, realtimeWriter, type UserInfo, useSession } from '@app/shared';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { WebsocketTestPage } from './WebsocketTestPage';

vi.mock('pusher-js', async () => ({ default: (await import('../../realtime/fakePusher')).FakePusher }));

beforeEach(() => {
  realtimeWriter.reset();
  useSession.setState({ user: { id: 3 } as UserInfo, token: 'tok' });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('WebsocketTestPage', () => {
  it('shows the live status, update method and connection log', () => {
    renderAt('/pages/test/websocket', <WebsocketTestPage />);
    expect(screen.getByTestId('ws-status').textContent).toBe('未连接');
    act(() => {
      realtimeWriter.setStatus('closed', 2);
      realtimeWriter.setPolling({ enabled: true });
      realtimeWriter.log('error', '连接断开');
    });
    expect(screen.getByTestId('ws-status').textContent).toBe('已断开');
    expect(screen.getByTestId('ws-attempts').textContent).toBe('2');
    expect(screen.getByTestId('ws-update-method').textContent).toBe('轮询');
    expect(screen.getByTestId('ws-log').textContent).toContain('[error] 连接断开');
  });

  it('runs the connection test: 连接测试成功 or 连接测试失败', async () => {
    const test = vi.spyOn(realtimeApi, 'testConnection').mockResolvedValueOnce({
      connected: true,
      nodeId: 'node-1',
      connections: 1,
      channels: 2,
      redis: false,
      timestamp: 1,
    });
    renderAt('/pages/test/websocket', <WebsocketTestPage />);
    fireEvent.click(screen.getByTestId('ws-test'));
    expect((await screen.findByTestId('ws-test-result')).textContent).toBe('连接测试成功');

    test.mockRejectedValueOnce(new Error('连接测试失败'));
    fireEvent.click(screen.getByTestId('ws-test'));
    await vi.waitFor(() => expect(screen.getByTestId('ws-test-result').textContent).toBe('连接测试失败'));
  });
});
