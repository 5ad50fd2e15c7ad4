import { useSession } from '@app/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentApi } from '../../api/agent';
import { inviteApi } from '../../api/invite';
import { AgentHomePage } from './AgentHomePage';

const status = (isAgent: number) => ({
  is_agent: isAgent,
  agent_code: isAgent ? 'AG8888' : '',
  status: isAgent ? ('approved' as const) : ('none' as const),
  can_apply: !isAgent,
  application: null,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

describe('agent centre', () => {
  it('tells a player who is no agent so, without asking for team data', async () => {
    useSession.setState({ token: 'tok' });
    vi.spyOn(inviteApi, 'agentStatus').mockResolvedValue(status(0));
    const overview = vi.spyOn(agentApi, 'overview');
    render(<AgentHomePage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('您不是代理')).toBeTruthy();
    expect(screen.getByRole('button', { name: '申请成为代理' })).toBeTruthy();
    expect(overview).not.toHaveBeenCalled();
  });

  it("shows an agent's code, team size and this month's team money", async () => {
    useSession.setState({ token: 'tok' });
    vi.spyOn(inviteApi, 'agentStatus').mockResolvedValue(status(1));
    vi.spyOn(agentApi, 'overview').mockResolvedValue({
      agent_code: 'AG8888',
      agent_link: '',
      team_size: 12,
      new_members_month: 3,
      team_balance: '900.00',
      month_deposit: '5000.00',
      month_bet: '3200.50',
      month_active_bettors: 7,
    });
    render(<AgentHomePage />, { wrapper: MemoryRouter });
    expect((await screen.findByTestId('agent-code')).textContent).toBe('AG8888');
    expect(screen.getByTestId('team-size').textContent).toBe('12');
    expect(screen.getByTestId('team-deposit').textContent).toBe('5000.00');
    expect(screen.getByTestId('team-bet').textContent).toBe('3200.50');
  });
});
