import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../testing/renderSection';
import { signedInAs } from '../../testing/signedInAs';
import { type Operator, type OperatorSession, operatorsApi } from './api/operators';
import { operatorsSection } from './index';

const operator = (id: number, username: string, roles: string[], disabled = false): Operator => ({
  id,
  username,
  display_name: '',
  roles,
  permissions: [],
  ip_allow_list: [],
  disabled,
  locked_until: null,
  created_at: '2026-11-20T02:00:00Z',
});

const token: OperatorSession = {
  id: 41,
  kind: 'api',
  name: 'CI 发布',
  ip: '10.0.0.1',
  user_agent: '',
  operator: 'op_release',
  created_at: '2026-11-20T02:00:00Z',
  last_seen_at: '2026-11-20T03:00:00Z',
  expires_at: '2026-12-20T02:00:00Z',
  revoked: false,
};

beforeEach(() => signedInAs());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('运营人员', () => {
  it('creates an operator with roles and shows the TOTP secret and otpauth link once; never offers disabling oneself', async () => {
    vi.spyOn(operatorsApi, 'list').mockResolvedValue([
      operator(1, 'op_super_admin', ['super_admin']),
      operator(9, 'op_test', ['super_admin']),
    ]);
    vi.spyOn(operatorsApi, 'roles').mockResolvedValue([{ name: '夜班客服', permissions: ['players.read'] }]);
    const create = vi.spyOn(operatorsApi, 'create').mockResolvedValue({
      operator: operator(2, 'night_desk', ['夜班客服']),
      totp_secret: 'JBSWY3DPEHPK3PXP',
      otpauth_uri: 'otpauth://totp/ops:night_desk?secret=JBSWY3DPEHPK3PXP',
    });
    renderSection(operatorsSection, '/operators/list');
    expect((await screen.findByTestId('row-1')).textContent).toContain('超级管理员');
    // The signed-in operator (op_test) is not offered disabling themselves.
    expect(within(screen.getByTestId('row-9')).queryByRole('button', { name: '禁用' })).toBeNull();
    expect(screen.getByTestId('row-9').textContent).toContain('（我）');
    fireEvent.click(screen.getByRole('button', { name: '新建运营人员' }));
    const dialog = screen.getByRole('dialog', { name: '新建运营人员' });
    const submit = within(dialog).getByRole('button', { name: '创建' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByPlaceholderText('小写字母开头，3-32 位'), {
      target: { value: 'night_desk' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText('至少 10 位'), {
      target: { value: 'long-enough-1' },
    });
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '夜班客服（自定义）' }));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        username: 'night_desk',
        password: 'long-enough-1',
        roles: ['夜班客服'],
      }),
    );
    const secret = await screen.findByRole('dialog', { name: 'night_desk 的动态验证码密钥' });
    expect(within(secret).getByDisplayValue('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(secret.textContent).toContain('只显示这一次');
    fireEvent.click(within(secret).getByRole('button', { name: '我已保存' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('assigns roles and disables an operator only after a confirm', async () => {
    vi.spyOn(operatorsApi, 'list').mockResolvedValue([operator(3, 'desk_a', ['support'])]);
    vi.spyOn(operatorsApi, 'roles').mockResolvedValue([]);
    const update = vi.spyOn(operatorsApi, 'update').mockResolvedValue(operator(3, 'desk_a', ['support']));
    renderSection(operatorsSection, '/operators/list');
    fireEvent.click(await screen.findByRole('button', { name: '分配角色' }));
    const roles = screen.getByRole('dialog', { name: '分配角色：desk_a' });
    fireEvent.click(within(roles).getByRole('checkbox', { name: '财务' }));
    fireEvent.click(within(roles).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('desk_a', { roles: ['support', 'finance'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '禁用' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '禁用 desk_a？' })).getByRole('button', { name: '确认禁用' }),
    );
    await waitFor(() => expect(update).toHaveBeenLastCalledWith('desk_a', { disabled: true }));
  });

  it('unlocks an operator locked out by failed sign-ins after a confirm', async () => {
    const locked = { ...operator(4, 'desk_b', ['support']), locked_until: '2099-01-01T00:00:00Z' };
    const list = vi.spyOn(operatorsApi, 'list').mockResolvedValue([locked]);
    vi.spyOn(operatorsApi, 'roles').mockResolvedValue([]);
    const unlock = vi
      .spyOn(operatorsApi, 'unlock')
      .mockResolvedValue({ username: 'desk_b', locked_until: null });
    renderSection(operatorsSection, '/operators/list');
    expect((await screen.findByTestId('row-4')).textContent).toContain('锁定至');
    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    list.mockResolvedValue([operator(4, 'desk_b', ['support'])]);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '解锁 desk_b？' })).getByRole('button', { name: '确认解锁' }),
    );
    await waitFor(() => expect(unlock).toHaveBeenCalledWith('desk_b'));
    await waitFor(() => expect(screen.getByTestId('row-4').textContent).toContain('正常'));
    expect(screen.queryByRole('button', { name: '解锁' })).toBeNull();
  });

  it('saves a custom role as a set of permissions', async () => {
    const roles = vi.spyOn(operatorsApi, 'roles').mockResolvedValue([]);
    const save = vi
      .spyOn(operatorsApi, 'saveRole')
      .mockResolvedValue({ name: '审计员', permissions: ['audit.read'] });
    renderSection(operatorsSection, '/operators/roles');
    expect(await screen.findByText('还没有自定义角色')).toBeTruthy();
    expect(screen.getByRole('table', { name: '内置角色' }).textContent).toContain('客服');
    fireEvent.click(screen.getByRole('button', { name: '新建角色' }));
    const dialog = screen.getByRole('dialog', { name: '新建角色' });
    fireEvent.change(within(dialog).getByPlaceholderText('如 夜班客服'), { target: { value: '审计员' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '查看审计日志' }));
    roles.mockResolvedValue([{ name: '审计员', permissions: ['audit.read'] }]);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('审计员', ['audit.read']));
    expect((await screen.findByTestId('row-审计员')).textContent).toContain('查看审计日志');
  });

  it('mints an API token shown once and revokes a token after a confirm', async () => {
    vi.spyOn(operatorsApi, 'list').mockResolvedValue([operator(5, 'op_release', ['release'])]);
    vi.spyOn(operatorsApi, 'sessions').mockResolvedValue([token]);
    const mint = vi
      .spyOn(operatorsApi, 'mintToken')
      .mockResolvedValue({ ...token, id: 42, name: '压测', token: 'ops_secret_value' });
    const revoke = vi.spyOn(operatorsApi, 'revokeSession').mockResolvedValue({ ...token, revoked: true });
    renderSection(operatorsSection, '/operators/tokens');
    expect((await screen.findByTestId('row-41')).textContent).toContain('CI 发布');
    fireEvent.click(screen.getByRole('button', { name: '签发令牌' }));
    const dialog = screen.getByRole('dialog', { name: '签发 API 令牌' });
    fireEvent.change(within(dialog).getByPlaceholderText('如 CI 发布'), { target: { value: '压测' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '签发' }));
    await waitFor(() =>
      expect(mint).toHaveBeenCalledWith({ operator: 'op_release', name: '压测', expires_in_days: 30 }),
    );
    const shown = await screen.findByRole('dialog', { name: 'op_release 的 API 令牌「压测」' });
    expect(within(shown).getByDisplayValue('ops_secret_value')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: '我已保存' }));

    fireEvent.click(screen.getByRole('button', { name: '吊销' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '吊销令牌 #41？' })).getByRole('button', { name: '确认' }),
    );
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(41));
  });
});
