// What a page opened cold reads first (issue 19): the boot script asks for these beside the page's scripts
// and the HTTP client takes the answers (@app/shared/early). Each URL is exactly what the page's own first
// request is (path and query in the page's order); one that no longer matches is simply never taken, so a
// page whose calls change costs one unused read until this table follows it.
import { startEarlyGets, storedToken } from '@app/shared/early';

type Reads = (query: URLSearchParams) => string[];

const lotteryGame: Reads = (query) => {
  const id = Number(query.get('id'));
  if (!Number.isInteger(id) || id <= 0) return [];
  return [
    `/v1/liujiu/lottery/detail?lottery_id=${id}`,
    `/v1/liujiu/play/list?lottery_id=${id}`,
    `/v1/liujiu/lottery/current-expect?lottery_id=${id}`,
    `/v1/liujiu/lottery/latest-open-code?lottery_id=${id}`,
    `/v1/liujiu/bet/list?per_page=5&lottery_id=${id}`,
  ];
};

/** Hash path -> the GETs its page makes at once (the API paths below /api). */
export const EARLY_READS: Record<string, Reads> = {
  '/pages/home/home': () => ['/v1/banners/page-type?page_type=1&agent_id=0', '/v1/user/balance'],
  '/betPages/football/index': () => [
    '/v1/football/matches?status=0&play=winDrawLose&per_page=50',
    '/v1/leagues-list?sport_type=1',
  ],
  '/pages/lottery/lottery-game': lotteryGame,
  '/financePages/recharge': () => [
    '/v1/payment-orders/methods',
    '/v1/payment-orders/usdt-rate',
    '/v1/user/balance',
  ],
  '/pages/mine/mine': () => ['/v1/user/balance', '/v1/user/viplevel'],
};

/** Starts the deep-linked page's first reads for a signed-in player (the pages above all need a session). */
export function startPageReads(): void {
  const [path = '/', query = ''] = window.location.hash.replace(/^#/, '').split('?');
  const reads = EARLY_READS[path];
  const token = storedToken();
  if (!reads || !token) return;
  const api = `${window.location.origin}/api`;
  startEarlyGets(
    reads(new URLSearchParams(query)).map((read) => `${api}${read}`),
    `Bearer ${token}`,
  );
}
