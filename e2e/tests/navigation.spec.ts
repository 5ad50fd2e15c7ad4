import { login, snap } from '../support/app';
import { expect, test } from '../support/test';

const tabs = [
  { id: 'tab-home', path: '/pages/home/home' },
  { id: 'tab-activity', path: '/pages/activity/activity' },
  { id: 'tab-gameplay', path: '/pages/gameplay/gameplay' },
  { id: 'tab-customer', path: '/pages/customer/customer' },
  { id: 'tab-mine', path: '/pages/mine/mine' },
];

test('the tab bar shows the five tabs in order and each one opens its page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/pages\/home\/home/);
  const tabbar = page.getByTestId('tabbar');
  await expect(tabbar.locator('[data-testid^="tab-"]')).toHaveCount(5);
  const ids = await tabbar
    .locator('[data-testid^="tab-"]')
    .evaluateAll((els) => els.map((e) => e.dataset.testid));
  expect(ids).toEqual(tabs.map((t) => t.id));
  for (const tab of tabs) {
    await tabbar.getByTestId(tab.id).click();
    await expect(page).toHaveURL(new RegExp(`#${tab.path}`));
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await snap(page, `tab-${tab.path.split('/').pop()}`);
  }
});

const remotePages = [
  { remote: 'mfe-sports', path: '/betPages/football/index' },
  { remote: 'mfe-lottery', path: '/pages/lottery/lottery-list' },
  { remote: 'mfe-finance', path: '/financePages/recharge' },
  { remote: 'mfe-social', path: '/noticePages/list' },
];

for (const { remote, path } of remotePages) {
  test(`${path} is federated at runtime from ${remote}`, async ({ page }) => {
    const entry = page.waitForResponse((r) => r.url().includes(`/remotes/${remote}/`) && r.ok());
    await page.goto(`/#${path}`);
    await entry;
    await expect(page.getByTestId('navbar')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await snap(page, `remote-${remote}`);
  });
}

test('a remote is fetched only when one of its routes is visited', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto('/#/pages/customer/customer');
  await expect(page.getByTestId('tabbar')).toBeVisible();
  expect(fetched.some((u) => u.includes('/remotes/mfe-finance/'))).toBe(false);
  await page.goto('/#/financePages/recharge');
  await expect.poll(() => fetched.some((u) => u.includes('/remotes/mfe-finance/'))).toBe(true);
});

test('pusher-js is fetched only once a logged-in player opens the realtime socket', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  const isPusher = (url: string) => /\/pusher\.[0-9a-f]+\.js$/.test(url);
  await page.goto('/#/pages/home/home');
  await expect(page.getByTestId('tabbar')).toBeVisible();
  await expect(page.getByText('热门彩票')).toBeVisible();
  expect(fetched.some(isPusher)).toBe(false);
  await login(page);
  await expect.poll(() => fetched.some(isPusher)).toBe(true);
});

test('launch query: scheme with payment-success opens the payment success page', async ({ page }) => {
  await page.goto('/?scheme=app%3A%2F%2Fpayment-success');
  await expect(page).toHaveURL(/#\/pages\/payment\/success/);
});

test('launch query: scheme with home relaunches to home', async ({ page }) => {
  await page.goto('/#/pages/launch/choose?scheme=app%3A%2F%2Fhome');
  await expect(page).toHaveURL(/#\/pages\/home\/home/);
});

test('on a wide screen the app is a centred 375px column', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/#/pages/home/home');
  const box = await page.getByTestId('tabbar').boundingBox();
  expect(box?.width).toBe(375);
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0) / 2)).toBe(640);
  await page.screenshot({ path: 'screenshots/wide-screen.png' });
  await context.close();
});
