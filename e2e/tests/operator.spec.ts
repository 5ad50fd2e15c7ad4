import { credit, login, open, ops, snap } from '../support/app';
import { expect, expectToast, type Page, test } from '../support/test';

// Operator switches are global: these run one after another, each flipped by `pnpm ops config:set` while a
// signed-in shell is open (the config event reaches it over the public realtime channel, no reload).
test.describe.configure({ mode: 'serial' });

async function withSwitch(key: string, off: string, on: string, body: () => Promise<void>) {
  await ops('config:set', key, off);
  try {
    await body();
  } finally {
    await ops('config:set', key, on);
  }
}

/** Signed in with the realtime socket up, so the operator's config event reaches this page. */
async function signInLive(page: Page) {
  await login(page);
  await open(page, '/pages/test/websocket');
  await expect(page.getByTestId('ws-status')).toHaveText('已连接');
}

async function openHome(page: Page) {
  await signInLive(page);
  await open(page, '/pages/home/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
}

test('maintenance_mode: open shells show the maintenance screen at once, writes answer 503, and it lifts by itself', async ({
  page,
}) => {
  await openHome(page);
  await withSwitch('maintenance_mode', 'true', 'false', async () => {
    await expect(page.getByTestId('maintenance')).toBeVisible();
    await page.screenshot({ path: 'screenshots/maintenance.png' });
    const write = await page.evaluate(async () => {
      const response = await fetch('/api/v1/signin', { method: 'POST' });
      return { status: response.status, body: await response.json() };
    });
    expect(write.status).toBe(503);
    expect(write.body.message).toBe('系统维护中');
  });
  await expect(page.getByTestId('maintenance')).toHaveCount(0);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('site_state 0 closes the site like maintenance until it is 1 again', async ({ page }) => {
  await openHome(page);
  await withSwitch('site_state', '0', '1', async () => {
    await expect(page.getByTestId('maintenance')).toBeVisible();
  });
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('nav_sports_enabled off hides the 竞猜 tab, the 体育 entry and 热门赛事; a deep link lands on home', async ({
  page,
}) => {
  await openHome(page);
  const quick = page.getByTestId('quick-entries');
  await expect(page.getByTestId('tab-gameplay')).toBeVisible();
  await expect(quick.getByText('体育', { exact: true })).toBeVisible();
  await expect(page.getByTestId('home-hot-matches')).toBeVisible();
  await withSwitch('nav_sports_enabled', 'false', 'true', async () => {
    await expect(page.getByTestId('tab-gameplay')).toHaveCount(0);
    await expect(quick.getByText('体育', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('home-hot-matches')).toHaveCount(0);
    await expect(page.getByTestId('tab-home')).toBeVisible();
    await snap(page, 'operator-sports-off');
    await open(page, '/betPages/football/index');
    await expectToast(page, '体育竞猜已关闭');
    await expect(page).toHaveURL(/#\/pages\/home\/home$/);
  });
  await expect(page.getByTestId('tab-gameplay')).toBeVisible();
});

test('nav_live_ball_enabled off hides the 滚球 entry of 竞猜', async ({ page }) => {
  await openHome(page);
  await open(page, '/pages/gameplay/gameplay');
  await expect(page.getByRole('link', { name: '滚球' })).toBeVisible();
  await withSwitch('nav_live_ball_enabled', 'false', 'true', async () => {
    await expect(page.getByRole('link', { name: '滚球' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '即时比分' })).toBeVisible();
  });
});

test('nav_real_time_enabled off hides 即时比分; with 滚球 off too the live page closes', async ({ page }) => {
  await openHome(page);
  await open(page, '/pages/gameplay/gameplay');
  await expect(page.getByRole('link', { name: '即时比分' })).toBeVisible();
  await withSwitch('nav_real_time_enabled', 'false', 'true', async () => {
    await expect(page.getByRole('link', { name: '即时比分' })).toHaveCount(0);
    await withSwitch('nav_live_ball_enabled', 'false', 'true', async () => {
      await expect(page.getByRole('link', { name: '滚球' })).toHaveCount(0);
      await open(page, '/pages/live-match/detail');
      await expectToast(page, '滚球与即时比分已关闭');
      await expect(page.getByTestId('home-page')).toBeVisible();
    });
  });
});

test('nav_expert_enabled off closes an open expert page: home and a toast', async ({ page }) => {
  await openHome(page);
  await open(page, '/pages/expert/promotion-expert');
  await expect(page.getByTestId('hot-experts')).toBeVisible();
  // The pushed change can show (and end) the toast before the CLI returns: the page's record keeps it.
  await withSwitch('nav_expert_enabled', 'false', 'true', async () => {
    await expectToast(page, '专家推荐已关闭');
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
});

test('notice_enabled off hides the home notice marquee', async ({ page }) => {
  await openHome(page);
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  await withSwitch('notice_enabled', 'false', 'true', async () => {
    await expect(page.getByTestId('notice-marquee')).toHaveCount(0);
  });
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
});

test('banner_enabled off hides the home banners', async ({ page }) => {
  await openHome(page);
  await expect(page.getByTestId('home-banners')).toBeVisible();
  await withSwitch('banner_enabled', 'false', 'true', async () => {
    await expect(page.getByTestId('home-banners')).toHaveCount(0);
  });
  await expect(page.getByTestId('home-banners')).toBeVisible();
});

test('fanshui 0 hides 返水记录 in 我的 and closes the rebate pages', async ({ page }) => {
  await signInLive(page);
  await open(page, '/pages/mine/mine');
  const rebate = page.getByRole('link', { name: /返水记录/ });
  await expect(rebate).toBeVisible();
  await withSwitch('fanshui', '0', '1', async () => {
    await expect(rebate).toHaveCount(0);
    await open(page, '/financePages/rebaterecord');
    await expectToast(page, '返水已关闭');
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
});

test('theme_color from config becomes the accent colour', async ({ page }) => {
  await ops('config:set', 'theme_color', '#00c2ff');
  try {
    await page.goto('/#/pages/home/home');
    const accent = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
      );
    await expect.poll(accent).toBe('#00c2ff');
    await page.screenshot({ path: 'screenshots/theme-colour.png' });
  } finally {
    await ops('config:set', 'theme_color', '#ffb400');
  }
});

test('a credit by the operator shows up in the balance after refresh', async ({ page }) => {
  const name = `op${Date.now().toString(36)}`;
  await ops('user:create', name, 'secret123');
  await credit(name, '123.45');
  await login(page, { username: name, password: 'secret123' });
  await expect(page.getByTestId('mine-balance')).toHaveText('123.45');
});
