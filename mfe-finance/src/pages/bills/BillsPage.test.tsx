import { beijingDate } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Bill, billsApi } from '../../api/bills';
import { bonusApi } from '../../api/bonus';
import routes from '../../routes';

function renderRoute(path: string) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  render(
    <MemoryRouter initialEntries={[path]}>
      <route.Component />
    </MemoryRouter>,
  );
}

const bill = (id: number, type_text: string, category: Bill['category'], amount: string): Bill => ({
  id,
  type: 'x',
  type_text,
  category,
  category_text: '',
  amount,
  before: '100.00',
  after: '98.00',
  remark: '',
  created_at: '2026-11-21T07:00:00Z',
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('bill details', () => {
  it('lists bills with signed amounts and the money in and out, and filters by chip', async () => {
    vi.spyOn(billsApi, 'categories').mockResolvedValue([
      { key: 'bet', name: '投注', types: [] },
      { key: 'win', name: '派奖', types: [] },
    ]);
    const list = vi.spyOn(billsApi, 'list').mockResolvedValue({
      list: [bill(2, '体育派奖', 'win', '3.70'), bill(1, '体育投注', 'bet', '-2.00')],
      total: 2,
      page: 1,
      per_page: 20,
      income: '3.70',
      expense: '2.00',
      net: '1.70',
    });
    renderRoute('/financePages/billdetails');
    expect((await screen.findByTestId('bill-2')).textContent).toContain('+3.70');
    expect(screen.getByTestId('bill-1').textContent).toContain('-2.00');
    expect(screen.getByTestId('bill-1').textContent).toContain('2026-11-21 15:00:00');
    const summary = screen.getByTestId('bills-summary').textContent;
    expect(summary).toContain('3.70');
    expect(summary).toContain('净额+1.70');
    const today = beijingDate();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, end_date: today }));

    fireEvent.click(await screen.findByRole('button', { name: '投注' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, category: 'bet' })),
    );
    const types = screen.getByRole('group', { name: '账单类型' });
    fireEvent.click(within(types).getByRole('button', { name: '全部' }));
    fireEvent.click(screen.getByRole('button', { name: '今天' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, per_page: 20, start_date: today, end_date: today }),
    );

    fireEvent.click(screen.getByRole('button', { name: '自定义' }));
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert').textContent).toBe('开始日期不能晚于结束日期');
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-12' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        page: 1,
        per_page: 20,
        start_date: '2026-11-10',
        end_date: '2026-11-12',
      }),
    );
    expect(screen.getByRole('button', { name: '11-10~11-12' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('bonus records show the reward totals and only rewards', async () => {
    vi.spyOn(bonusApi, 'statistics').mockResolvedValue({
      total: '15.00',
      count: 2,
      today: '5.00',
      this_month: '15.00',
      by_type: [{ type: 'signin_reward', type_text: '签到奖励', amount: '5.00', count: 1 }],
    });
    const list = vi.spyOn(bonusApi, 'list').mockResolvedValue({
      list: [{ ...bill(9, '签到奖励', 'bonus', '5.00'), remark: '第1天签到' }],
      total: 1,
      page: 1,
      per_page: 20,
    });
    renderRoute('/financePages/bonusrecord');
    expect((await screen.findByTestId('bonus-9')).textContent).toContain('第1天签到');
    expect(screen.getByTestId('bonus-summary').textContent).toContain('15.00');
    fireEvent.click(await screen.findByRole('button', { name: '签到奖励' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'signin_reward' })),
    );
  });
});
