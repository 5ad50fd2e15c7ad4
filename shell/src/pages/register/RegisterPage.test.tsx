import { type UserInfo, useSession } from '@app/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { RegisterPage } from './RegisterPage';

const api = vi.hoisted(() => ({
  register: vi.fn(),
  inviteRegister: vi.fn(),
  domainRegister: vi.fn(),
  smartRegister: vi.fn(),
  validateDomain: vi.fn(),
  appInfo: vi.fn(),
  sendSms: vi.fn(),
}));

vi.mock('@app/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@app/shared')>();
  return { ...actual, userApi: { ...actual.userApi, ...api } };
});

const answer = { token: 'tok-new', userinfo: { id: 9, username: 'newbie', balance: '0.00' } as UserInfo };

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function fillAccount(username: string, password: string, confirm: string) {
  fill('reg-username', username);
  fill('reg-password', password);
  fill('reg-confirm', confirm);
}

describe('RegisterPage', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    api.appInfo.mockResolvedValue({ sms_open: 1 });
    api.validateDomain.mockRejectedValue(new Error('域名未绑定代理'));
    useSession.setState({ user: null, token: null, appInfo: null });
  });
  afterEach(cleanup);

  it('shows the contract messages for each invalid field and sends nothing', () => {
    renderAt('/pages/login/register', <RegisterPage />);
    fillAccount('1abc', '123', '456');
    fill('reg-phone', '12345');
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(screen.getByText('用户名须为4-16位字母或数字，以字母开头')).toBeTruthy();
    expect(screen.getByText('密码长度须为6-20位')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(screen.getByText('手机号格式不正确')).toBeTruthy();
    expect(api.register).not.toHaveBeenCalled();
  });

  it('asks for every required field when the form is empty', () => {
    renderAt('/pages/login/register', <RegisterPage />);
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();
  });

  it('registers a plain account, logs in and opens mine', async () => {
    api.register.mockResolvedValue(answer);
    renderAt('/pages/login/register', <RegisterPage />);
    fillAccount('newbie', 'secret123', 'secret123');
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pages/mine/mine');
    expect(api.register).toHaveBeenCalledWith({
      username: 'newbie',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    expect(useSession.getState().token).toBe('tok-new');
  });

  it('prefills the invite code from ?code= and registers through the invite', async () => {
    api.inviteRegister.mockResolvedValue(answer);
    renderAt('/pages/login/register?code=DEMO01', <RegisterPage />);
    expect(screen.getByTestId('reg-invite-code')).toHaveProperty('value', 'DEMO01');
    fillAccount('newbie', 'secret123', 'secret123');
    fireEvent.click(screen.getByTestId('reg-submit'));
    await waitFor(() => expect(api.inviteRegister).toHaveBeenCalled());
    expect(api.inviteRegister.mock.calls[0]?.[0]).toMatchObject({
      username: 'newbie',
      invite_code: 'DEMO01',
    });
  });

  it('registers under the domain agent when the domain is bound, without naming an agent the visitor never chose', async () => {
    api.validateDomain.mockResolvedValue({ valid: true, agent: 'agent01' });
    api.domainRegister.mockResolvedValue(answer);
    renderAt('/pages/login/register', <RegisterPage />);
    await waitFor(() => expect(api.validateDomain).toHaveBeenCalled());
    expect(screen.queryByTestId('reg-sponsor')).toBeNull();
    expect(screen.queryByText(/所属代理/)).toBeNull();
    fillAccount('newbie', 'secret123', 'secret123');
    fireEvent.click(screen.getByTestId('reg-submit'));
    await waitFor(() => expect(api.domainRegister).toHaveBeenCalled());
    expect(api.domainRegister.mock.calls[0]?.[0]).toMatchObject({ domain: window.location.hostname });
  });

  it('offers 智能注册 and the phone only when app info has sms_open', async () => {
    api.appInfo.mockResolvedValue({ sms_open: 0 });
    renderAt('/pages/login/register', <RegisterPage />);
    await waitFor(() => expect(api.appInfo).toHaveBeenCalled());
    expect(screen.queryByRole('tab', { name: '智能注册' })).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('reg-phone')).toBeNull());
    cleanup();

    api.appInfo.mockResolvedValue({ sms_open: 1 });
    renderAt('/pages/login/register', <RegisterPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '智能注册' }));
    fireEvent.click(screen.getByTestId('reg-smart-submit'));
    expect(screen.getByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(api.smartRegister).not.toHaveBeenCalled();
  });

  it('verifies a phone typed into the plain form: code field and 获取验证码 appear, the code goes with the phone', async () => {
    api.sendSms.mockResolvedValue({ expires_in: 300, demo_code: '482913' });
    api.register.mockResolvedValue(answer);
    renderAt('/pages/login/register', <RegisterPage />);
    fillAccount('newbie', 'secret123', 'secret123');
    expect(screen.queryByTestId('reg-sms-send')).toBeNull();
    fill('reg-phone', '13812345678');
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(api.register).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('reg-sms-send'));
    expect(await screen.findByTestId('sms-demo-code')).toHaveProperty(
      'textContent',
      '演示环境，验证码：482913',
    );
    expect(api.sendSms).toHaveBeenCalledWith({ phone: '13812345678', type: 'register' });
    fill('reg-sms-code', '482913');
    fireEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pages/mine/mine');
    expect(api.register).toHaveBeenCalledWith({
      username: 'newbie',
      password: 'secret123',
      password_confirmation: 'secret123',
      phone: '13812345678',
      sms_code: '482913',
    });
  });

  it('shows the username 智能注册 chose before opening mine', async () => {
    api.smartRegister.mockResolvedValue({
      ...answer,
      userinfo: { ...answer.userinfo, username: 'u12345678abc' },
    });
    renderAt('/pages/login/register', <RegisterPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '智能注册' }));
    fill('reg-smart-phone', '13812345678');
    fill('reg-sms-code', '123456');
    fill('reg-smart-password', 'secret123');
    fireEvent.click(screen.getByTestId('reg-smart-submit'));
    expect(await screen.findByTestId('reg-smart-username')).toHaveProperty(
      'textContent',
      '您的用户名：u12345678abc',
    );
    expect(screen.queryByTestId('location')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '开始游戏' }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/pages/mine/mine');
    expect(useSession.getState().token).toBe('tok-new');
  });
});
