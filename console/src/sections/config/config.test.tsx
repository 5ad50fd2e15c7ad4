import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../testing/renderSection';
import { signedInAs } from '../../testing/signedInAs';
import { configApi } from './api/config';
import { configSection } from './index';

beforeEach(() => signedInAs());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function stored(values: Record<string, unknown>) {
  return vi
    .spyOn(configApi, 'read')
    .mockImplementation(async (key) => ({ key, value: key in values ? values[key] : true }));
}

describe('配置开关', () => {
  it('lists each switch with its state and what it hides', async () => {
    stored({ maintenance_mode: false, nav_expert_enabled: false, fanshui: 1, sms_open: '0' });
    renderSection(configSection, '/config/switches');
    const expert = await screen.findByTestId('switch-nav_expert_enabled');
    expect(expert.textContent).toContain('已关闭');
    expect(expert.textContent).toContain('专家推荐的入口与页面都不可进入');
    expect(screen.getByRole('switch', { name: '返水' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: '短信验证' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: '维护模式' }).getAttribute('aria-checked')).toBe('false');
  });

  it('writes the flipped value in the key’s own form only after the confirm', async () => {
    const read = stored({ fanshui: 1, nav_sports_enabled: true });
    const write = vi.spyOn(configApi, 'write').mockResolvedValue({ key: 'fanshui', value: 0 });
    renderSection(configSection, '/config/switches');
    fireEvent.click(await screen.findByRole('switch', { name: '返水' }));
    const dialog = screen.getByRole('dialog', { name: '关闭「返水」？' });
    expect(dialog.textContent).toContain('fanshui → 0');
    expect(write).not.toHaveBeenCalled();
    read.mockImplementation(async (key) => ({ key, value: key === 'fanshui' ? 0 : true }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确认关闭' }));
    await waitFor(() => expect(write).toHaveBeenCalledWith('fanshui', 0));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '返水' }).getAttribute('aria-checked')).toBe('false'),
    );

    fireEvent.click(screen.getByRole('switch', { name: '体育竞猜' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('shows the switches read-only to an operator without config.write', async () => {
    signedInAs(['config.read']);
    stored({});
    renderSection(configSection, '/config/switches');
    const sports = (await screen.findByRole('switch', { name: '体育竞猜' })) as HTMLButtonElement;
    expect(sports.disabled).toBe(true);
    expect(screen.getByText('只读：修改开关需要「修改配置开关」权限')).toBeTruthy();
  });
});
