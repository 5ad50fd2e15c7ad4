import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Order, ordersApi } from '../../api/orders';
import { OrderPage } from './OrderPage';

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
  bet_count: 4,
  stake: '8.00',
  min_prize: '6.00',
  max_prize: '45.00',
  payout: '45.00',
  status: 1,
  status_text: '已中奖',
  created_at: '2030-01-01T12:00:00Z',
  settled_at: '2030-01-01T14:00:00Z',
  legs: [],
};
const combo = (index: number, status: number) => ({
  index,
  multiple: 1,
  passes: 2,
  pass_name: '2串1',
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
    expect(screen.getByText('#1 2串1 · 中奖 6.00元')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '未中奖' }));
    await waitFor(() =>
      expect(details).toHaveBeenLastCalledWith(order.order_no, { page: 1, status: 2 }, { silent: true }),
    );
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(details).toHaveBeenLastCalledWith(order.order_no, { page: 2, status: 2 }, { silent: true }),
    );
  });

  it('without an order number lists the history', async () => {
    vi.spyOn(ordersApi, 'history').mockResolvedValue({ list: [order], total: 1, page: 1, per_page: 20 });
    render(
      <MemoryRouter initialEntries={['/betPages/order/detail']}>
        <OrderPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('已中奖 45.00元')).toBeTruthy();
  });

  it('shows a voided order as 已退款 with the stake it gave back', async () => {
    const refunded = { ...order, status: 3, status_text: '已退款', payout: '8.00' };
    vi.spyOn(ordersApi, 'history').mockResolvedValue({ list: [refunded], total: 1, page: 1, per_page: 20 });
    render(
      <MemoryRouter initialEntries={['/betPages/order/detail']}>
        <OrderPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('已退款 8.00元')).toBeTruthy();
  });
});
