import { snap } from '../support/app';
import { expect, test } from '../support/test';

test('one remote down: its route shows an error with retry, other tabs keep working, retry recovers', async ({
  page,
}) => {
  let blocked = true;
  await page.route('**/remotes/mfe-lottery/**', (route) => (blocked ? route.abort() : route.continue()));

  await page.goto('/#/pages/lottery/lottery-list');
  const error = page.getByTestId('remote-error');
  await expect(error).toBeVisible();
  await snap(page, 'remote-down');

  await page.goto('/#/pages/activity/activity');
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await page.getByTestId('tab-home').click();
  await expect(page.getByTestId('tabbar')).toBeVisible();
  // Home's 热门彩票 is mfe-lottery's widget: its load (with its own retries) gives up before the remote is back;
  // one still retrying when the remote returns would bring the page back by itself, before the 重试 tap.
  await expect(page.getByTestId('remote-widget-error')).toBeVisible();

  await page.goto('/#/pages/lottery/lottery-list');
  await expect(error).toBeVisible();
  blocked = false;
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(page.getByTestId('navbar')).toBeVisible();
});
