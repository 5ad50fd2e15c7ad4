import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../testing/renderSection';
import { signedInAs } from '../../testing/signedInAs';
import { type PlayerDetail, type PlayerProtection, playersApi, protectionApi } from './api/players';
import { playersSection } from './index';

const summary = {
  id: 7,
  username: 'lucky88',
  nickname: '小李',
  phone: '13800001111',
  balance: '12345.60',
  vip_level: 2,
  is_agent: 0,
  enabled: 1,
  created_at: '2026-11-20T02:00:00Z',
};

const detail: PlayerDetail = {
  ...summary,
  ledger: [
    {
      id: 3,
      type: 'lottery_bet',
      type_text: '彩票投注',
      amount: '-4.00',
      before: '12349.60',
      after: '12345.60',
      remark: '',
      created_at: '2026-11-21T07:00:00Z',
    },
  ],
  orders: [
    {
      kind: 'lottery',
      no: 'L2026',
      title: '极速快3 第20261121001期',
      stake: '4.00',
      payout: '0.00',
      status_text: '待开奖',
      created_at: '2026-11-21T07:00:00Z',
    },
  ],
  sessions: [{ id: 11, created_at: '2026-11-21T06:00:00Z', last_used_at: '2026-11-21T07:00:00Z' }],
};

const noProtection: PlayerProtection = {
  username: 'lucky88',
  limits: [],
  reality_check_minutes: 0,
  exclusion: null,
};

beforeEach(() => {
  signedInAs();
  vi.spyOn(protectionApi, 'of').mockResolvedValue(noProtection);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('玩家 pages', () => {
  it("shows the player's 理性投注 limits and exclusion read-only, with no control to lift them", async () => {
    vi.spyOn(playersApi, 'detail').mockResolvedValue(detail);
    vi.spyOn(protectionApi, 'of').mockResolvedValue({
      ...noProtection,
      reality_check_minutes: 30,
      exclusion: { kind: 'cooling_off', since: '2026-11-20T02:00:00Z', until: '2026-11-27T02:00:00Z' },
      limits: [
        { kind: 'stake', period: 'day', amount: '100.00', used: '40.00', resets_at: null, pending: null },
        { kind: 'loss', period: 'week', amount: null, used: '0.00', resets_at: null, pending: null },
      ],
    });
    renderSection(playersSection, '/players/detail/lucky88');
    expect((await screen.findByTestId('protection-summary')).textContent).toBe(
      '冷静期中：2026-11-20 10:00:00 至 2026-11-27 10:00:00，期间不能投注与充值，任何人不能提前解除 · 每 30 分钟现实提醒',
    );
    const limits = screen.getByRole('table', { name: '理性投注限额' });
    expect(within(limits).getAllByRole('row')).toHaveLength(2);
    expect(limits.textContent).toContain('每日投注限额');
    expect(limits.textContent).toContain('40.00');
    expect(screen.queryByRole('button', { name: /解除/ })).toBeNull();
  });

  it('searches by keyword from the first page and links each player to their detail', async () => {
    const search = vi
      .spyOn(playersApi, 'search')
      .mockResolvedValue({ list: [summary], total: 1, page: 1, per_page: 20 });
    vi.spyOn(playersApi, 'detail').mockResolvedValue(detail);
    renderSection(playersSection, '/players/list');
    expect(await screen.findByRole('link', { name: 'lucky88' })).toBeTruthy();
    expect(screen.getByTestId('row-7').textContent).toContain('12,345.60');
    expect(search).toHaveBeenLastCalledWith('', 1);

    fireEvent.change(screen.getByPlaceholderText('输入关键字，留空显示全部'), { target: { value: ' 138 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('138', 1));

    fireEvent.click(await screen.findByRole('link', { name: 'lucky88' }));
    expect(await screen.findByRole('table', { name: '最近账变' })).toBeTruthy();
  });

  it('shows balance, ledger before and after, orders and sessions of one player', async () => {
    vi.spyOn(playersApi, 'detail').mockResolvedValue(detail);
    renderSection(playersSection, '/players/detail/lucky88');
    expect((await screen.findByTestId('fact-余额')).textContent).toBe('12,345.60');
    const ledger = within(screen.getByRole('table', { name: '最近账变' })).getByTestId('row-3');
    expect(ledger.textContent).toContain('-4.00');
    expect(ledger.textContent).toContain('12,349.60');
    expect(ledger.textContent).toContain('12,345.60');
    expect(screen.getByRole('table', { name: '最近订单' }).textContent).toContain('极速快3 第20261121001期');
    expect(screen.getByRole('table', { name: '有效会话' }).textContent).toContain('#11');
    expect(screen.getByRole('link', { name: '查看该玩家的审计记录' }).getAttribute('href')).toBe(
      '/audit/log?target=lucky88',
    );
  });

  it('disables only after a reason is given and confirmed, then shows the player disabled', async () => {
    const load = vi
      .spyOn(playersApi, 'detail')
      .mockResolvedValueOnce(detail)
      .mockResolvedValue({ ...detail, enabled: 0, sessions: [] });
    const disable = vi.spyOn(playersApi, 'disable').mockResolvedValue({ username: 'lucky88', enabled: 0 });
    renderSection(playersSection, '/players/detail/lucky88');
    fireEvent.click(await screen.findByRole('button', { name: '禁用账号' }));
    const dialog = screen.getByRole('dialog', { name: '禁用 lucky88？' });
    expect(dialog.textContent).toContain('1 个登录会话立即结束');
    const confirm = within(dialog).getByRole('button', { name: '确认禁用' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '疑似盗号' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(disable).toHaveBeenCalledWith('lucky88', '疑似盗号'));
    expect(await screen.findByRole('button', { name: '启用账号' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets 客服 enable a disabled player but offers them no disable and no audit link', async () => {
    signedInAs(['players.read', 'players.unlock']);
    vi.spyOn(playersApi, 'detail')
      .mockResolvedValueOnce(detail)
      .mockResolvedValue({ ...detail, enabled: 0 });
    const first = renderSection(playersSection, '/players/detail/lucky88');
    await screen.findByTestId('fact-余额');
    expect(screen.queryByRole('button', { name: '禁用账号' })).toBeNull();
    expect(screen.queryByRole('link', { name: '查看该玩家的审计记录' })).toBeNull();
    first.unmount();
    renderSection(playersSection, '/players/detail/lucky88');
    expect(await screen.findByRole('button', { name: '启用账号' })).toBeTruthy();
  });
});
