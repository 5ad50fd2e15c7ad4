import { expect, test } from '@playwright/test';
import { login, ops } from '../support/app';

// Operator switches are global: these run one after another.
test.describe.configure({ mode: 'serial' });

test('maintenance_mode switched on by the operator shows the maintenance screen', async ({ page }) => {
  await ops('config:set', 'maintenance_mode', 'true');
  try {
    await page.goto('/#/pages/home/home');
    await expect(page.getByTestId('maintenance')).toBeVisible();
    await page.screenshot({ path: 'screenshots/maintenance.png' });
  } finally {
    await ops('config:set', 'maintenance_mode', 'false');
  }
  await page.reload();
  await expect(page.getByTestId('maintenance')).toHaveCount(0);
});

test('nav_sports_enabled off hides the sports tab at the next config check (home pull-down)', async ({
  page,
}) => {
  await page.goto('/#/pages/home/home');
  await expect(page.getByTestId('tab-gameplay')).toBeVisible();
  await ops('config:set', 'nav_sports_enabled', 'false');
  try {
    await page.mouse.move(187, 160);
    await page.mouse.down();
    await page.mouse.move(187, 460, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByTestId('tab-gameplay')).toHaveCount(0);
    await expect(page.getByTestId('tab-home')).toBeVisible();
  } finally {
    await ops('config:set', 'nav_sports_enabled', 'true');
  }
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
  await ops('user:credit', name, '123.45');
  await login(page, { username: name, password: 'secret123' });
  await expect(page.getByTestId('mine-balance')).toHaveText('123.45');
});
