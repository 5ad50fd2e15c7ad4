import { type UserInfo, useSession } from '@app/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { AgentRegisterPage } from './AgentRegisterPage';
import { InviteRegisterPage } from './InviteRegisterPage';

const api = vi.hoisted(() => ({
  validateInvite: vi.fn(),
  inviteRegister: vi.fn(),
  validateAgent: vi.fn(),
  agentRegister: vi.fn(),
}));

vi.mock('@app/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@app/shared')>();
  return { ...actual, userApi: { ...actual.userApi, ...api } };
});

const answer = { token: 'tok-new', userinfo: { id: 9, username: 'newbie' } as UserInfo };

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function fillAccount() {
  fill('reg-username', 'newbie');
  fill('reg-password', 'secret123');
  fill('reg-confirm', 'secret123');
}

describe('sponsored registration', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    useSession.setState({ user: null, token: null });
  });
  afterEach(cleanup);

  it('/ireg validates the invite code from the link, names the inviter and registers with it', async () => {
    api.validateInvite.mockResolvedValue({ valid: true, inviter: 'demo' });
    api.inviteRegister.mockResolvedValue(answer);
    renderAt('/ireg?invite_code=DEMO01', <InviteRegisterPage />);
    expect(await screen.findByText('demo')).toBeTruthy();
    expect(api.validateInvite).toHaveBeenCalledWith('DEMO01', { silent: true });

    fillAccount();
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pages/mine/mine');
    expect(api.inviteRegister.mock.calls[0]?.[0]).toMatchObject({
      username: 'newbie',
      invite_code: 'DEMO01',
    });
  });

  it('/ireg refuses to register with an invalid invite code', async () => {
    api.validateInvite.mockRejectedValue(new Error('邀请码无效'));
    renderAt('/ireg', <InviteRegisterPage />);
    fill('reg-sponsor-code', 'NOPE');
    fillAccount();
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByText('邀请码无效')).toBeTruthy();
    expect(api.inviteRegister).not.toHaveBeenCalled();
  });

  it('/areg validates the agent code on demand and registers under the agent', async () => {
    api.validateAgent.mockResolvedValue({ valid: true, agent: 'agent01' });
    api.agentRegister.mockResolvedValue(answer);
    renderAt('/areg', <AgentRegisterPage />);
    fill('reg-sponsor-code', 'AG8888');
    fillAccount();
    fireEvent.click(screen.getByTestId('reg-submit'));
    await waitFor(() => expect(api.agentRegister).toHaveBeenCalled());
    expect(api.agentRegister.mock.calls[0]?.[0]).toMatchObject({ agent_code: 'AG8888', username: 'newbie' });
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pages/mine/mine');
  });
});
