import { useSession } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentApi } from '../../api/agent';
import { inviteApi } from '../../api/invite';
import { AgentApplyPage } from './AgentApplyPage';

const pending = {
  id: 3,
  status: 'pending' as const,
  status_text: '审核中',
  real_name: '李四',
  contact: 'wx_lisi',
  reason: '运营球迷群，希望推广平台',
  reject_reason: '',
  reviewed_at: null,
  created_at: '2026-11-21T08:00:00.000Z',
};

beforeEach(() => {
  useSession.setState({ token: 'tok' });
  vi.spyOn(agentApi, 'applicationHistory').mockResolvedValue({ list: [], total: 0, page: 1, per_page: 20 });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

describe('agent application page', () => {
  it('submits the form, then shows the pending status', async () => {
    const status = vi
      .spyOn(inviteApi, 'agentStatus')
      .mockResolvedValue({ is_agent: 0, agent_code: '', status: 'none', can_apply: true, application: null });
    const apply = vi.spyOn(inviteApi, 'applyAgent').mockResolvedValue(pending);
    render(<AgentApplyPage />, { wrapper: MemoryRouter });
    fireEvent.change(await screen.findByTestId('agent-real-name'), { target: { value: ' 李四 ' } });
    fireEvent.change(screen.getByTestId('agent-contact'), { target: { value: 'wx_lisi' } });
    fireEvent.change(screen.getByTestId('agent-reason'), { target: { value: '运营球迷群，希望推广平台' } });
    status.mockResolvedValue({
      is_agent: 0,
      agent_code: '',
      status: 'pending',
      can_apply: false,
      application: pending,
    });
    fireEvent.click(screen.getByTestId('agent-submit'));
    await waitFor(() => expect(screen.getByTestId('agent-status').textContent).toBe('审核中'));
    expect(apply).toHaveBeenCalledWith({
      real_name: '李四',
      contact: 'wx_lisi',
      reason: '运营球迷群，希望推广平台',
    });
  });

  it('cancels a pending application after confirmation', async () => {
    vi.spyOn(inviteApi, 'agentStatus').mockResolvedValue({
      is_agent: 0,
      agent_code: '',
      status: 'pending',
      can_apply: false,
      application: pending,
    });
    const cancel = vi
      .spyOn(agentApi, 'cancelApplication')
      .mockResolvedValue({ ...pending, status: 'cancelled' });
    render(<AgentApplyPage />, { wrapper: MemoryRouter });
    fireEvent.click(await screen.findByRole('button', { name: '取消申请' }));
    fireEvent.click(screen.getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
  });
});
