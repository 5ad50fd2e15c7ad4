import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../testing/renderSection';
import { signedInAs } from '../../testing/signedInAs';
import { type AuditEntry, auditApi } from './api/audit';
import { auditSection } from './index';

const entry: AuditEntry = {
  id: 17,
  operator_id: 1,
  operator: 'op_risk',
  roles: ['risk'],
  at: '2026-11-27T08:00:00Z',
  ip: '10.0.0.9',
  request_id: 'r1',
  action: 'POST /api/ops/users/disable',
  label: '禁用玩家',
  target: 'lucky88',
  status: 200,
  before: { enabled: 1 },
  after: { enabled: 0, reason: '疑似盗号' },
  hash: 'abc',
};

beforeEach(() => signedInAs());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('审计日志', () => {
  it('lists writes with before → after and searches by operator, player and action', async () => {
    const search = vi.spyOn(auditApi, 'search').mockResolvedValue({ page: 1, per_page: 50, list: [entry] });
    renderSection(auditSection, '/audit/log');
    const row = await screen.findByTestId('row-17');
    expect(row.textContent).toContain('禁用玩家');
    expect(row.textContent).toContain('enabled: 1 → 0');
    expect(row.textContent).toContain('reason: "疑似盗号"');
    fireEvent.change(screen.getByPlaceholderText('用户名'), { target: { value: 'op_risk' } });
    fireEvent.change(screen.getByPlaceholderText('如玩家用户名'), { target: { value: 'lucky88' } });
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2026-11-27T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        {
          operator: 'op_risk',
          target: 'lucky88',
          from: new Date('2026-11-27T00:00').toISOString(),
        },
        1,
      ),
    );
  });

  it('tells the root token’s bootstrap from a sign-in, the two writes made without an operator', async () => {
    const anonymous = { ...entry, operator_id: null, operator: '', label: '', before: null, after: null };
    vi.spyOn(auditApi, 'search').mockResolvedValue({
      page: 1,
      per_page: 50,
      list: [
        { ...anonymous, id: 2, action: 'POST /api/ops/auth/login', target: 'op_risk' },
        { ...anonymous, id: 1, action: 'POST /api/ops/bootstrap', target: 'admin' },
      ],
    });
    renderSection(auditSection, '/audit/log');
    expect((await screen.findByTestId('row-2')).textContent).toContain('未登录');
    expect(screen.getByTestId('row-2').textContent).not.toContain('根令牌');
    expect(screen.getByTestId('row-1').textContent).toContain('根令牌');
  });

  it('opens on one player’s records when linked from their page', async () => {
    const search = vi.spyOn(auditApi, 'search').mockResolvedValue({ page: 1, per_page: 50, list: [entry] });
    renderSection(auditSection, '/audit/log?target=lucky88');
    await screen.findByTestId('row-17');
    expect(search).toHaveBeenCalledWith({ target: 'lucky88' }, 1);
    expect(screen.getByDisplayValue('lucky88')).toBeTruthy();
  });

  it('exports the filtered log as CSV and shows the hash chain verdict', async () => {
    vi.spyOn(auditApi, 'search').mockResolvedValue({ page: 1, per_page: 50, list: [entry] });
    const csv = vi
      .spyOn(auditApi, 'csv')
      .mockResolvedValue({ blob: new Blob(['id\r\n']), filename: 'ops-audit.csv' });
    const verify = vi
      .spyOn(auditApi, 'verify')
      .mockResolvedValueOnce({ ok: true, checked: 120, broken: null })
      .mockResolvedValue({ ok: false, checked: 121, broken: entry });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderSection(auditSection, '/audit/log');
    await screen.findByTestId('row-17');

    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(csv).toHaveBeenCalledWith({});

    fireEvent.click(screen.getByRole('button', { name: '校验哈希链' }));
    expect((await screen.findByRole('status')).textContent).toContain('已校验 120 条记录');
    fireEvent.click(screen.getByRole('button', { name: '校验哈希链' }));
    expect((await screen.findByRole('alert')).textContent).toContain('第一条异常记录 #17');
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
