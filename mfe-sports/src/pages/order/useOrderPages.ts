import { realtimeEvents, usePagedList } from '@app/shared';
import { useEffect } from 'react';
import { type Order, type OrderHistoryQuery, ordersApi } from '../../api/orders';

const PER_PAGE = 20;
const orderNo = (order: Order) => order.order_no;

/**
 * 我的注单 pages for one filter, appended as the list scrolls. The first page loads again on every change of
 * the player's balance (a bet placed, here or elsewhere; a settlement paying out or refunding), so a new
 * order shows at the top and a settled one shows its status at once; an order a new bet pushed onto the next
 * page is not shown twice.
 */
export function useOrderPages(filter: Omit<OrderHistoryQuery, 'page' | 'per_page'>) {
  const list = usePagedList(
    (page, perPage) => ordersApi.history({ ...filter, page, per_page: perPage }, { silent: true }),
    `sports:OrderHistory:orders-${JSON.stringify(filter)}`,
    PER_PAGE,
    orderNo,
  );
  const { reload } = list;
  useEffect(() => realtimeEvents.on('balanceChanged', () => void reload()), [reload]);
  return list;
}
