import { realtimeEvents } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Order, type OrderHistoryQuery, ordersApi } from '../../api/orders';

const PER_PAGE = 20;

/**
 * 我的注单 pages for one filter, appended as the list scrolls. The first page loads again on every change of
 * the player's balance (a bet placed, here or elsewhere; a settlement paying out or refunding), so a new
 * order shows at the top and a settled one shows its status at once.
 */
export function useOrderPages(filter: Omit<OrderHistoryQuery, 'page' | 'per_page'>) {
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [total, setTotal] = useState(0);
  const page = useRef(1);
  // Answers to an older filter arrive late sometimes: only the latest request may write.
  const generation = useRef(0);
  const key = JSON.stringify(filter);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the filter's values
  const reload = useCallback(() => {
    const mine = ++generation.current;
    page.current = 1;
    ordersApi.history({ ...filter, page: 1, per_page: PER_PAGE }, { silent: true }).then(
      (first) => {
        if (mine !== generation.current) return;
        setOrders(first.list);
        setTotal(first.total);
      },
      () => mine === generation.current && setOrders((current) => current ?? []),
    );
  }, [key]);

  useEffect(() => {
    setOrders(null);
    reload();
  }, [reload]);
  useEffect(() => realtimeEvents.on('balanceChanged', reload), [reload]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the filter's values
  const loadMore = useCallback(async () => {
    const mine = generation.current;
    const next = await ordersApi.history(
      { ...filter, page: page.current + 1, per_page: PER_PAGE },
      { silent: true },
    );
    if (mine !== generation.current) return;
    page.current += 1;
    setTotal(next.total);
    // A bet placed meanwhile shifts the pages by one: never show an order twice.
    setOrders((current) => {
      const seen = new Set((current ?? []).map((order) => order.order_no));
      return [...(current ?? []), ...next.list.filter((order) => !seen.has(order.order_no))];
    });
  }, [key]);

  return { orders, hasMore: orders !== null && orders.length < total, loadMore, reload };
}
