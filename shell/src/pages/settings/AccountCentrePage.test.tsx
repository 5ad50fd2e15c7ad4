import { type UserInfo, userApi, useSession } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountCentrePage } from './AccountCentrePage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ user: null, token: null });
});

describe('账户设置 · 绑定手机', () => {
  it('binds a phone with an SMS code of type bind_phone and shows it masked', async () => {
    useSession.setState({ token: 't', user: { id: 1, username: 'demo', phone: '' } as UserInfo });
    const sendSms = vi.spyOn(userApi, 'sendSms').mockResolvedValue({ expires_in: 300 });
    const bindPhone = vi
      .spyOn(userApi, 'bindPhone')
      .mockResolvedValue({ id: 1, username: 'demo', phone: '13812345678' } as UserInfo);
    render(
      <MemoryRouter>
        <AccountCentrePage />
      </MemoryRouter>,
    );
    expect(screen.getByText('未绑定')).toBeTruthy();
    fireEvent.click(screen.getByText('绑定手机'));
    fireEvent.change(screen.getByTestId('bind-phone'), { target: { value: '13812345678' } });
    fireEvent.click(screen.getByTestId('reg-sms-send'));
    await waitFor(() => expect(sendSms).toHaveBeenCalledWith({ phone: '13812345678', type: 'bind_phone' }));
    fireEvent.change(screen.getByTestId('reg-sms-code'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bindPhone).toHaveBeenCalledWith({ phone: '13812345678', sms_code: '246810' }));
    await waitFor(() => expect(screen.getByText('138****5678')).toBeTruthy());
  });

  it('refuses a malformed number before asking for a code', async () => {
    useSession.setState({ token: 't', user: { id: 1, username: 'demo', phone: '' } as UserInfo });
    const sendSms = vi.spyOn(userApi, 'sendSms').mockResolvedValue({ expires_in: 300 });
    render(
      <MemoryRouter>
        <AccountCentrePage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('绑定手机'));
    fireEvent.change(screen.getByTestId('bind-phone'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('reg-sms-send'));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(sendSms).not.toHaveBeenCalled();
  });
});
