import { type UserInfo, useSession } from '@app/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SigninStatus, signinApi } from '../../api/activity';
import { SigninPage } from './SigninPage';

const rewards = ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '20.00'].map((reward, index) => ({
  day: index + 1,
  reward,
}));

const status = (signed: boolean): SigninStatus => ({
  today: '2026-11-21',
  month: '2026-11',
  signed_today: signed,
  streak: signed ? 3 : 2,
  next_streak: 3,
  today_reward: '3.00',
  rewards,
  days: [
    { day: '2026-11-19', streak: 1, reward: '1.00' },
    { day: '2026-11-20', streak: 2, reward: '2.00' },
    ...(signed ? [{ day: '2026-11-21', streak: 3, reward: '3.00' }] : []),
  ],
  total_days: signed ? 3 : 2,
});

beforeEach(() => {
  useSession.setState({ token: 't', user: { id: 1, username: 'demo' } as UserInfo });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('sign-in page', () => {
  it('shows the streak, today’s reward and the signed days; signing in updates all of them', async () => {
    vi.spyOn(signinApi, 'status').mockResolvedValueOnce(status(false)).mockResolvedValueOnce(status(true));
    const signIn = vi
      .spyOn(signinApi, 'signIn')
      .mockResolvedValue({ day: '2026-11-21', streak: 3, reward: '3.00', repeated: false, balance: '6.00' });
    render(<SigninPage />, { wrapper: MemoryRouter });

    expect((await screen.findByTestId('signin-streak')).textContent).toBe('2天');
    expect(screen.getByText('今日签到可领 3.00 元')).toBeTruthy();
    expect(document.querySelectorAll('[data-signed="true"]')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('signin-button'));
    await waitFor(() => expect(screen.getByTestId('signin-button').textContent).toBe('今日已签到'));
    expect(screen.getByTestId('signin-streak').textContent).toBe('3天');
    expect(document.querySelectorAll('[data-signed="true"]')).toHaveLength(3);
    expect(signIn.mock.calls[0]?.[0]?.idempotencyKey).toMatch(/^signin-/);
  });

  it('keeps the calendar on screen while the month before is read, then shows that month', async () => {
    let answerOctober: (value: SigninStatus) => void = () => {};
    const read = vi
      .spyOn(signinApi, 'status')
      .mockImplementation((month) =>
        month === '2026-10'
          ? new Promise<SigninStatus>((resolve) => (answerOctober = resolve))
          : Promise.resolve(status(false)),
      );
    render(<SigninPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('2026年11月')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上个月' }));
    expect(read).toHaveBeenLastCalledWith('2026-10');
    expect(screen.getByText('2026年11月')).toBeTruthy();
    expect(screen.getByTestId('signin-streak').textContent).toBe('2天');
    await act(async () => answerOctober({ ...status(false), month: '2026-10', days: [] }));
    expect(screen.getByText('2026年10月')).toBeTruthy();
    expect(document.querySelectorAll('[data-signed="true"]')).toHaveLength(0);
  });

  it('asks a visitor to log in instead of calling the API', () => {
    useSession.setState({ token: null, user: null });
    const load = vi.spyOn(signinApi, 'status');
    render(<SigninPage />, { wrapper: MemoryRouter });
    expect(screen.getByText('登录后即可签到领取奖励')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});
