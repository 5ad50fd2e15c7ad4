import { login, snap } from '../support/app';
import { expect, test } from '../support/test';

// Several steps wait for realtime pushes and remote pages: more than the default on a busy machine.

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

test('the betting pages show their own notices (sports 2, lottery 5, at most 3) above their content', async ({
  page,
}) => {
  await login(page);
  await page.goto('/#/betPages/football/index');
  const notices = page.getByTestId('category-notices');
  await expect(notices).toHaveAttribute('data-category', '2');
  const count = await notices.locator('li').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  // The first match's options stay in the first screen.
  const firstMatch = page.locator('article[data-testid^="match-"]').first();
  await expect(firstMatch).toBeVisible();
  const box = await firstMatch.boundingBox();
  expect(box && box.y < 812).toBe(true);
  await snap(page, 'betting-notices-football');

  // The lottery game shows the lottery's notices, never the sports book's 串关 rules.
  await page.goto('/#/pages/lottery/lottery-game?id=1');
  const lotteryNotices = page.getByTestId('category-notices');
  await expect(lotteryNotices).toHaveAttribute('data-category', '5');
  await expect(lotteryNotices.locator('li').first()).toBeAttached();
  expect(await lotteryNotices.locator('li').count()).toBeLessThanOrEqual(3);
  await expect(lotteryNotices).not.toContainText('串关');
  await snap(page, 'betting-notices-lottery');
});

test('the expert articles landing shows the articles banners (page type 3)', async ({ page }) => {
  const asked = page.waitForRequest((request) => request.url().includes('/v1/banners/page-type?page_type=3'));
  await page.goto('/#/pages/expert/promotion-expert');
  await asked;
  const banners = page.getByTestId('page-banners');
  await expect(banners).toHaveAttribute('data-page-type', '3');
  await expect(banners.getByAltText('专家推荐')).toBeVisible();
  await snap(page, 'articles-banners');
  await banners.getByAltText('专家推荐').click();
  await expect(page).toHaveURL(/#\/expertPages\/ExpertList/);
});

test('the header is 45 px below the status bar', async ({ page }) => {
  await page.goto('/#/pages/customer/customer');
  await expect(page.getByTestId('navbar').first()).toBeVisible();
  expect((await page.getByTestId('navbar').first().boundingBox())?.height).toBe(45);
});

test.describe('on Android', () => {
  test.use({ userAgent: ANDROID_UA });
  test('the header is 50 px below the status bar', async ({ page }) => {
    await page.goto('/#/pages/customer/customer');
    await expect(page.getByTestId('navbar').first()).toBeVisible();
    expect((await page.getByTestId('navbar').first().boundingBox())?.height).toBe(50);
  });
});
