import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { watchCsp } from '../support/csp';
import { expect, expectToast, type Page, type Route, test, toastsShown } from '../support/test';

// Faults the player can meet, and what they see (SPEC section 8). A remote that is unreachable is in
// resilience.spec.ts and a dropped socket in realtime.spec.ts; these are the others.

const BALANCE_API = '**/api/v1/user/balance';
const MAINTENANCE = '服务器正在维护，请稍后再试';

/** A player of our own with a balance no other test touches. */
async function loginFreshPlayer(page: Page, balance: string): Promise<void> {
  const username = uniqueUsername('flt');
  await ops('user:create', username, 'secret123');
  await credit(username, balance);
  await login(page, { username, password: 'secret123' });
  // The mine page shows the session's balance at once and reads it afresh after it renders: that read must be
  // done before a test routes the balance API, or it is counted among (and joined by) the test's own refresh.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/v1/user/balance')),
      ),
    )
    .toBe(true);
}

const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ code: 503, message: MAINTENANCE, msg: MAINTENANCE, data: null }),
  });

test('a 503 that clears up is retried by the client: the balance shows and no error is toasted', async ({
  page,
}) => {
  await loginFreshPlayer(page, '88.80');
  let calls = 0;
  await page.route(BALANCE_API, (route) => {
    calls += 1;
    return calls <= 2 ? unavailable(route) : route.continue();
  });
  await page.getByTestId('mine-balance-refresh').click();
  await expect.poll(() => calls).toBe(3);
  await expect(page.getByTestId('mine-balance')).toContainText('88.80');
  expect(await toastsShown(page)).not.toContainEqual(expect.stringContaining(MAINTENANCE));
});

test('a server that stays down is tried three times, then the player reads 服务器正在维护，请稍后再试', async ({
  page,
}) => {
  await loginFreshPlayer(page, '66.60');
  let calls = 0;
  await page.route(BALANCE_API, (route) => {
    calls += 1;
    return unavailable(route);
  });
  await page.getByTestId('mine-balance-refresh').click();
  await expectToast(page, MAINTENANCE);
  expect(calls).toBe(3);
  await snap(page, 'fault-maintenance-toast');

  await page.unroute(BALANCE_API);
  await page.getByTestId('mine-balance-refresh').click();
  await expect(page.getByTestId('mine-balance')).toContainText('66.60');
});

test('a connection that times out is retried, then the player reads 网络超时，请检查网络连接', async ({
  page,
}) => {
  await loginFreshPlayer(page, '12.30');
  let calls = 0;
  await page.route(BALANCE_API, (route) => {
    calls += 1;
    return route.abort('timedout');
  });
  await page.getByTestId('mine-balance-refresh').click();
  await expectToast(page, '网络超时，请检查网络连接');
  expect(calls).toBe(3);
});

test('going offline says 网络已断开，请检查网络连接; back online the page works again', async ({
  page,
  context,
}) => {
  await loginFreshPlayer(page, '45.60');
  await context.setOffline(true);
  await expectToast(page, '网络已断开，请检查网络连接');
  await snap(page, 'fault-offline-toast');
  await page.getByTestId('mine-balance-refresh').click();
  await expectToast(page, '网络不可用，请检查网络设置');

  await context.setOffline(false);
  await page.getByTestId('mine-balance-refresh').click();
  await expect(page.getByTestId('mine-balance')).toContainText('45.60');
  await page.getByTestId('tab-home').click();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});

test('a remote serving a broken chunk shows its Chinese error, and 重试 loads it once it is fixed', async ({
  page,
}) => {
  let broken = true;
  // The manifest and entry are fine; the page chunks behind them are garbage (a bad CDN edge).
  await page.route(/\/remotes\/mfe-finance\/(?!remoteEntry\.js|mf-manifest\.json).+\.js(\?.*)?$/, (route) =>
    broken
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: '<html>502 Bad Gateway</html>' })
      : route.continue(),
  );
  await page.goto('/#/financePages/recharge');
  const error = page.getByTestId('remote-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('页面加载失败');
  await snap(page, 'fault-broken-chunk');

  // The rest of the app keeps working meanwhile.
  await page.goto('/#/pages/home/home');
  await expect(page.getByTestId('tabbar')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await page.goto('/#/financePages/recharge');
  await expect(error).toBeVisible();
  broken = false;
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(page.getByTestId('navbar')).toBeVisible();
});

const PAGES = [
  '/pages/home/home',
  '/pages/mine/mine',
  '/pages/customer/customer',
  '/pages/gameplay/gameplay',
  '/betPages/football/index',
  '/pages/lottery/lottery-list',
  '/gamelistPages/soltlist',
  '/financePages/recharge',
  '/financePages/withdrawal',
  '/financePages/billdetails',
  '/pages/activity/activity',
  '/minePages/vip',
  '/minePages/messages',
  '/noticePages/list',
  '/expertPages/ExpertList',
  '/pages/test/websocket',
];

test('the shell and every remote run under the Content Security Policy without a single violation', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await loginFreshPlayer(page, '10.00');
  for (const path of PAGES) {
    await page.goto(`/#${path}`);
    await expect(page.getByTestId('navbar').first()).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  }
  expect(await violations()).toEqual([]);
});
