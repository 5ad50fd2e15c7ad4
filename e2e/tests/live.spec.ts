import { login, ops, snap } from '../support/app';
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
}) => {
  const joined = liveChannelJoined(page);
  await login(page);
  let matches: Array<{ id: number; minute: number }> = [];
  // A fresh server kicks its due matches off at the simulator's first tick.
  await expect
    .poll(
      async () => {
        const live = await page.request.get('/api/v1/live-matches/football?per_page=50');
        matches = (await live.json()).data.list;
        return matches.length;
      },
      { message: 'the simulator keeps football matches in play' },
    )
    .toBeGreaterThan(0);
  // The one furthest from its end, so the simulator does not finish it first.
  const id = String(matches.sort((a, b) => a.minute - b.minute)[0]?.id);

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
