// What a page opened cold reads first (issue 19): the boot script asks for these beside the page's scripts
// and the HTTP client takes the answers (@app/shared/early). Each URL is exactly what the page's own first
// request is (path and query in the page's order); one that no longer matches is simply never taken, so a
// page whose calls change costs one unused read until this table follows it.
import { startEarlyGets, storedToken } from '@app/shared/early';

type Reads = (query: URLSearchParams) => string[];

/** The notices the sports betting page (category 2) and the lottery game page (category 5) show on top. */
const SPORTS_NOTICE = '/v1/notices/category/2';
const LOTTERY_NOTICE = '/v1/notices/category/5';

const lotteryGame: Reads = (query) => {
  const id = Number(query.get('id'));
  if (!Number.isInteger(id) || id <= 0) return [];
  return [
    `/v1/liujiu/lottery/detail?lottery_id=${id}`,
    `/v1/liujiu/play/list?lottery_id=${id}`,
    `/v1/liujiu/lottery/current-expect?lottery_id=${id}`,
    `/v1/liujiu/lottery/latest-open-code?lottery_id=${id}`,
    `/v1/liujiu/bet/list?per_page=5&lottery_id=${id}`,
    LOTTERY_NOTICE,
  ];
};

/** What every page reads at boot, signed in or not: the app config (the switches and texts). */
export const BOOT_READS = ['/v1/app/config/all'];

/** Hash path -> the GETs its page makes at once for a signed-in player (the API paths below /api). */
export const EARLY_READS: Record<string, Reads> = {
  '/pages/home/home': () => [
    '/v1/banners/page-type?page_type=1&agent_id=0',
    '/v1/user/balance',
    '/v1/messages/unread-count',
  ],
  '/betPages/football/index': () => [
    '/v1/football/matches?status=0&play=winDrawLose&per_page=50',
    '/v1/leagues-list?sport_type=1',
    SPORTS_NOTICE,
  ],
  '/pages/lottery/lottery-game': lotteryGame,
  '/financePages/recharge': () => [
    '/v1/payment-orders/methods',
    '/v1/payment-orders/usdt-rate',
    '/v1/user/balance',
    '/v1/notices/category/3',
    '/v1/payment-orders?per_page=5',
  ],
  '/pages/mine/mine': () => ['/v1/user/balance', '/v1/user/viplevel', '/v1/messages/unread-count'],
};

/**
 * Starts the boot reads, and the deep-linked page's first reads for a signed-in player (the pages above all
 * need a session). The HTTP client sends the stored token with every read, so the early ones carry it too.
 */
export function startPageReads(): void {
  const [path = '/', query = ''] = window.location.hash.replace(/^#/, '').split('?');
  const token = storedToken();
  const pageReads = token ? (EARLY_READS[path]?.(new URLSearchParams(query)) ?? []) : [];
  const api = `${window.location.origin}/api`;
  startEarlyGets(
    [...BOOT_READS, ...pageReads].map((read) => `${api}${read}`),
    token ? `Bearer ${token}` : null,
  );
}
