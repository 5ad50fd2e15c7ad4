import { login, ops, snap } from '../support/app';
import { listLiveMatch } from '../support/matches';
import { expect, type Page, test } from '../support/test';

/** Resolves once the page's socket has joined the public live-matches channel. */
function liveChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes('"live-matches"')) {
          resolve();
        }
      });
    });
  });
}

test('a live match page shows the operator-entered result without a reload, over the websocket', async ({
  page,
  request,
}) => {
  const joined = liveChannelJoined(page);
  await login(page);
  const id = String(await listLiveMatch(request));

  await page.goto(`/#/pages/live-match/detail?id=${id}`);
  await expect(page.getByTestId('live-score')).toBeVisible();
  await joined;
  await snap(page, 'live-detail');

  // From here on the page must not reload the match: the result has to arrive as a pushed event.
  const reloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/live-matches/')) reloads.push(request.url());
  });
  // 9:8 is a result the simulator's football timelines never produce, so only the operator's can show it.
  await ops('match:settle', id, '9:8', '--half', '4:4');
  await expect(page.getByTestId('live-score')).toHaveText('9 : 8');
  await expect(page.getByText('已完场').first()).toBeVisible();
  expect(reloads).toEqual([]);
  await snap(page, 'live-detail-finished');
});
