import { useSession, useToastStore } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteApi } from '../../api/invite';
import { InvitePage } from './InvitePage';

beforeEach(() => {
  useSession.setState({ token: 'tok' });
  vi.spyOn(inviteApi, 'info').mockResolvedValue({
    invite_code: 'AB12CD',
    invite_link: 'http://server/#/ireg?code=AB12CD',
    invited_count: 2,
    deposited_count: 1,
    today_count: 0,
    total_reward: '34.00',
  });
  vi.spyOn(inviteApi, 'rules').mockResolvedValue({
    rules: [
      { key: 'register', name: '好友注册奖励', amount: '8.00' },
      { key: 'first_deposit', name: '好友首充奖励', amount: '18.00', threshold: '100.00' },
    ],
    lines: [],
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

describe('invite page', () => {
  it('shows the code, the /ireg link of this origin, the QR code and the rewards from the rules', async () => {
    render(<InvitePage />, { wrapper: MemoryRouter });
    expect((await screen.findByTestId('invite-code')).textContent).toBe('AB12CD');
    expect(screen.getByTestId('invite-link').textContent).toBe(
      `${window.location.origin}/#/ireg?code=AB12CD`,
    );
    expect(document.querySelector('svg')).toBeTruthy();
    expect(screen.getByText('好友注册得 8.00 元，好友首充满 100.00 元再得 18.00 元')).toBeTruthy();
    expect(screen.getByTestId('invite-count').textContent).toBe('2');
  });

  it('copies the link through a hidden textarea when the Clipboard API is missing', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<InvitePage />, { wrapper: MemoryRouter });
    fireEvent.click(await screen.findByTestId('invite-copy-link'));
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(useToastStore.getState().current?.message).toBe('邀请链接已复制');
  });

  it('asks before replacing the code, then shows the new one', async () => {
    const generate = vi
      .spyOn(inviteApi, 'generateCode')
      .mockResolvedValue({ invite_code: 'ZZ99YY', invite_link: '' });
    render(<InvitePage />, { wrapper: MemoryRouter });
    fireEvent.click(await screen.findByText('更换邀请码'));
    expect(generate).not.toHaveBeenCalled();
    vi.mocked(inviteApi.info).mockResolvedValue({ ...(await inviteApi.info()), invite_code: 'ZZ99YY' });
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(screen.getByTestId('invite-code').textContent).toBe('ZZ99YY'));
    expect(generate).toHaveBeenCalledTimes(1);
  });
});
