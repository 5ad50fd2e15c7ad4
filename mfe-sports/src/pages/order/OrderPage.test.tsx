import { beijingDate, realtimeEvents } from '@app/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Order, type OrderLeg, ordersApi } from '../../api/orders';
import { OrderPage } from './OrderPage';

const leg = (over: Partial<OrderLeg>): OrderLeg => ({
  match_id: 7,
  match_no: '周三001',
  league_name: '英超',
  home_team: '曼联',
  away_team: '阿森纳',
  start_time: '2030-01-01T12:00:00Z',
  match_status: 2,
  home_score: 2,
  away_score: 1,
  half_home_score: 1,
  half_away_score: 0,
  play: 'winDrawLose',
  play_name: '胜平负',
  option: 'win',
  option_name: '胜',
  odds: '1.85',
  line: '',
  outcome: '胜',
  result: 1,
  result_text: '赢',
  banker: false,
  ...over,
});
const order: Order = {
  id: 1,
  order_no: 'SP20300101120000123456',
  sport_type: 1,
  mode: 'mixed',
  mode_text: '串关',
  combos: ['3x4'],
  combo_names: ['3串4'],
  amount: '2.00',
  multiple: 1,
  optimized: false,
  in_play: false,
  bet_count: 4,
  stake: '8.00',
  min_prize: '6.00',
  max_prize: '45.00',
  payout: '45.00',
  status: 1,
  status_text: '已中奖',
  created_at: '2030-01-01T12:00:00Z',
  settled_at: '2030-01-01T14:00:00Z',
  syndicate_id: null,
  legs: [],
};
const combo = (index: number, status: number) => ({
  index,
  multiple: 1,
  passes: 2,
  pass_name: '2串1',
  odds_product: '3.00',
  stake: '2.00',
  status,
  status_text: status === 1 ? '中奖' : '未中奖',
  prize: status === 1 ? '6.00' : '0.00',
  potential_prize: '6.00',
  legs: [],
});

beforeEach(() => {
  vi.spyOn(ordersApi, 'detailByNo').mockResolvedValue(order);
  vi.spyOn(ordersApi, 'comboStats').mockResolvedValue({
    order_no: order.order_no,
    total: 4,
    win: 3,
    lose: 1,
    pending: 0,
    win_amount: '39.00',
    stake: '8.00',
    payout: '39.00',
    status: 1,
    status_text: '已中奖',
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('order detail', () => {
  it('offers a pending pre-match order for 跟单 (a link into the plans pages), never a settled or in-play one', async () => {
    vi.spyOn(ordersApi, 'comboDetails').mockResolvedValue({
      order_no: order.order_no,
      list: [],
      total: 0,
      page: 1,
      per_page: 10,
    });
    const detail = vi
      .spyOn(ordersApi, 'detailByNo')
      .mockResolvedValue({ ...order, status: 0, status_text: '待开奖' });
    const view = render(
      <MemoryRouter initialEntries={[`/betPages/order/detail?order_no=${order.order_no}`]}>
        <OrderPage />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /发布为方案/ });
    expect(link.getAttribute('href')).toBe('/planPages/publish?order_id=1');
    view.unmount();

    detail.mockResolvedValue({ ...order, status: 0, status_text: '待开奖', in_play: true });
    render(
      <MemoryRouter initialEntries={[`/betPages/order/detail?order_no=${order.order_no}`]}>
        <OrderPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('投注方式')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /发布为方案/ })).toBeNull();
  });

  it('links a 合买’s order to its syndicate, and offers no 发布为方案 for it', async () => {
    vi.spyOn(ordersApi, 'detailByNo').mockResolvedValue({
      ...order,
      status: 0,
      status_text: '待开奖',
      syndicate_id: 21,
    });
    render(
      <MemoryRouter initialEntries={[`/betPages/order/detail?order_no=${order.order_no}`]}>
        <OrderPage />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /合买方案/ });
    expect(link.getAttribute('href')).toBe('/syndicatePages/detail?id=21');
    expect(screen.queryByRole('link', { name: /发布为方案/ })).toBeNull();
  });

  it('shows each leg with its score, the play’s result and 赢/输/走水, and the payout', async () => {
    vi.spyOn(ordersApi, 'detailByNo').mockResolvedValue({
      ...order,
      legs: [
        leg({}),
        leg({
          match_id: 8,
          play: 'handicap',
          play_name: '让球胜平负',
          line: '-1',
          outcome: null,
          result: 3,
          result_text: '走水',
        }),
      ],
    });
    vi.spyOn(ordersApi, 'comboDetails').mockResolvedValue({
      order_no: order.order_no,
      list: [],
      total: 0,
      page: 1,
      per_page: 10,
    });
    render(
      <MemoryRouter initialEntries={[`/betPages/order/detail?order_no=${order.order_no}`]}>
        <OrderPage />
      </MemoryRouter>,
    );
    const legs = await screen.findAllByTestId('order-leg');
    expect(legs[0]?.textContent).toContain('2:1');
    expect(legs[0]?.textContent).toContain('赛果 胜 · 赢');
    expect(legs[1]?.textContent).toContain('让球胜平负 (-1) 胜 @1.85');
    expect(legs[1]?.textContent).toContain('走水');
    expect(screen.getByTestId('order-payout').textContent).toBe('派奖 45.00元');
  });

  it('shows the order, its combo statistics and filters combo details by status, 10 per page', async () => {
    const details = vi.spyOn(ordersApi, 'comboDetails').mockResolvedValue({
      order_no: order.order_no,
      list: [combo(1, 1), combo(2, 2)],
      total: 12,
      page: 1,
      per_page: 10,
    });
    render(
      <MemoryRouter initialEntries={[`/betPages/order/detail?order_no=${order.order_no}`]}>
        <OrderPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('4注 × 2.00元 × 1倍')).toBeTruthy();
    const [first] = screen.getAllByTestId('order-sub-bet');
    expect(first?.textContent).toContain('#1 2串1 赔率 3.00 · 1倍 · 投注 2.00元');
    expect(first?.textContent).toContain('中奖 6.00元');
    expect(screen.getByText('1 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '未中奖' }));
    await waitFor(() =>
      expect(details).toHaveBeenLastCalledWith(order.order_no, { page: 1, status: 2 }, { silent: true }),
    );
    // The filtered page loads afresh: its pager is back once its answer has rendered.
    expect(await screen.findByText('1 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(details).toHaveBeenLastCalledWith(order.order_no, { page: 2, status: 2 }, { silent: true }),
    );
  });

  it('an optimised in-play order shows 滚球, and each sub-bet its own multiple and prize', async () => {
    vi.spyOn(ordersApi, 'detailByNo').mockResolvedValue({
      ...order,
      optimized: true,
      in_play: true,
      status: 0,
      status_text: '待开奖',
    });
    vi.spyOn(ordersApi, 'comboDetails').mockResolvedValue({
      order_no: order.order_no,
      list: [
        { ...combo(1, 0), multiple: 7, stake: '14.00', status_text: '待开奖', potential_prize: '42.00' },
        { ...combo(2, 1), multiple: 3, stake: '6.00', prize: '18.00' },
      ],
      total: 2,
      page: 1,
      per_page: 10,
    });
    render(
      <MemoryRouter initialEntries={[`/betPages/order/detail?order_no=${order.order_no}`]}>
        <OrderPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('奖金优化 · 4注 每注2.00元，倍数见明细')).toBeTruthy();
    expect(screen.getByTestId('in-play-tag').textContent).toBe('滚球');
    await waitFor(() => expect(screen.getAllByTestId('order-sub-bet')).toHaveLength(2));
    const [open, won] = screen.getAllByTestId('order-sub-bet');
    expect(open?.textContent).toContain('7倍 · 投注 14.00元');
    expect(open?.textContent).toContain('待开奖 可中42.00元');
    expect(won?.textContent).toContain('3倍 · 投注 6.00元');
    expect(won?.textContent).toContain('中奖 18.00元');
  });

  it('without an order number lists the history (我的注单), filtered by status and Beijing days', async () => {
    const history = vi
      .spyOn(ordersApi, 'history')
      .mockResolvedValue({ list: [{ ...order, legs: [leg({})] }], total: 1, page: 1, per_page: 20 });
    render(
      <MemoryRouter initialEntries={['/betPages/order/detail']}>
        <OrderPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '我的注单' })).toBeTruthy();
    const row = await screen.findByTestId('order-row');
    expect(row.textContent).toContain('已中奖');
    expect(row.textContent).toContain('派奖 45.00');
    expect(row.textContent).toContain('曼联 vs 阿森纳');
    expect(row.textContent).toContain('01-01 20:00');
    expect(history).toHaveBeenLastCalledWith(
      { start_date: beijingDate(Date.now(), -29), end_date: beijingDate(), page: 1, per_page: 20 },
      { silent: true },
    );
    fireEvent.click(screen.getByRole('tab', { name: '已退款' }));
    fireEvent.click(screen.getByRole('button', { name: '今天' }));
    await waitFor(() =>
      expect(history).toHaveBeenLastCalledWith(
        { status: 3, start_date: beijingDate(), end_date: beijingDate(), page: 1, per_page: 20 },
        { silent: true },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() =>
      expect(history).toHaveBeenLastCalledWith({ status: 3, page: 1, per_page: 20 }, { silent: true }),
    );
  });

  it('自定义 asks for two Beijing days, as 投注记录 does, and lists the orders of those days', async () => {
    const history = vi
      .spyOn(ordersApi, 'history')
      .mockImplementation(async (query) =>
        query?.start_date === '2026-11-10'
          ? { list: [{ ...order, legs: [leg({ home_team: '切尔西' })] }], total: 1, page: 1, per_page: 20 }
          : { list: [], total: 0, page: 1, per_page: 20 },
      );
    render(
      <MemoryRouter initialEntries={['/betPages/order/detail']}>
        <OrderPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('暂无注单')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '自定义' }));
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert').textContent).toBe('开始日期不能晚于结束日期');
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-12' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByTestId('order-row')).textContent).toContain('切尔西 vs 阿森纳');
    expect(history).toHaveBeenLastCalledWith(
      { start_date: '2026-11-10', end_date: '2026-11-12', page: 1, per_page: 20 },
      { silent: true },
    );
    expect(screen.getByRole('button', { name: '11-10~11-12' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('loads the first page again when the balance changes: a new bet shows at the top', async () => {
    const history = vi
      .spyOn(ordersApi, 'history')
      .mockResolvedValueOnce({ list: [order], total: 1, page: 1, per_page: 20 })
      .mockResolvedValue({
        list: [{ ...order, order_no: 'SP20300101130000000001', status: 0, status_text: '待开奖' }, order],
        total: 2,
        page: 1,
        per_page: 20,
      });
    render(
      <MemoryRouter initialEntries={['/betPages/order/detail']}>
        <OrderPage />
      </MemoryRouter>,
    );
    expect(await screen.findAllByTestId('order-row')).toHaveLength(1);
    act(() => realtimeEvents.emit('balanceChanged', {} as never));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(screen.getAllByTestId('order-row')[0]?.textContent).toContain('待开奖');
    expect(history).toHaveBeenCalledTimes(2);
  });

  it('shows a voided order as 已退款 with the stake it gave back', async () => {
    const refunded = { ...order, status: 3, status_text: '已退款', payout: '8.00' };
    vi.spyOn(ordersApi, 'history').mockResolvedValue({ list: [refunded], total: 1, page: 1, per_page: 20 });
    render(
      <MemoryRouter initialEntries={['/betPages/order/detail']}>
        <OrderPage />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('order-row')).textContent).toContain('退款 8.00');
  });
});
