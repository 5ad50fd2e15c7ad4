import { readFileSync } from 'node:fs';
import { afterIdleWork, login, pauseTimers, snap, uniqueUsername } from '../support/app';
import { expect, expectToast, type Page, test } from '../support/test';

/** A fresh player, so log uploads and deletes never touch another test's data. */
async function freshPlayer(page: Page) {
  const user = { username: uniqueUsername('lg'), password: 'secret123' };
  const reply = await page.request.post('/api/v1/register', {
    data: { ...user, password_confirmation: user.password },
  });
  expect(reply.ok()).toBe(true);
  await login(page, user);
  return user;
}

const toastText = (page: Page) => page.getByRole('status');

test('logs page: buffer by level, upload, server list, export as a file, delete', async ({ page }) => {
  const user = await freshPlayer(page);
  await page.goto('/#/pages/logs/logs');
  await page.getByTestId('logs-sample').click();
  const local = page.getByTestId('local-log-list');
  await expect(local).toContainText('错误：模拟的异常');
  await page.getByTestId('local-log-filter').getByRole('tab', { name: /^warn/ }).click();
  await expect(local).toContainText('警告：接口响应较慢');
  await expect(local).not.toContainText('错误：模拟的异常');

  await page.getByTestId('logs-upload').click();
  await expectToast(page, /已上传\d+条日志/);
  const serverList = page.getByTestId('server-log-list');
  await expect(serverList).toContainText('错误：模拟的异常');
  await expect(page.getByTestId('server-log-stats')).not.toContainText('-');
  await page.getByRole('tab', { name: '错误', exact: true }).click();
  await expect(serverList).toContainText('错误：模拟的异常');
  await expect(serverList).not.toContainText('警告：接口响应较慢');
  await snap(page, 'shell-logs');

  const download = page.waitForEvent('download');
  await page.getByTestId('logs-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^logs-${user.username}-\\d{8}\\.txt$`));
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toContain('[ERROR] [app]');
  expect(text).toContain('错误：模拟的异常');

  await page.getByTestId('logs-delete').click();
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await expectToast(page, /已删除\d+条服务端日志/);
  await expect(page.getByText('服务端暂无日志')).toBeVisible();
});

/** The index modal is global operator content; this page alone sees it through a rewritten appinfo. */
async function serveIndexModal(page: Page, colour: string) {
  const image = `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="360"><rect width="300" height="360" fill="${colour}"/><text x="150" y="190" font-size="30" text-anchor="middle" fill="#fff">新春活动</text></svg>`,
  )}`;
  await page.unroute('**/api/v1/appinfo');
  await page.route('**/api/v1/appinfo', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data = { ...body.data, index_modal: 1, index_modal_images: [image] };
    await route.fulfill({ response, json: body });
  });
}

test('the index modal shows once per change of its content', async ({ page }) => {
  await serveIndexModal(page, '#c8211c');
  await page.goto('/#/pages/home/home');
  const modal = page.getByTestId('index-modal');
  await expect(modal).toBeVisible();
  await snap(page, 'shell-index-modal');
  await page.getByTestId('index-modal-ok').click();
  await expect(modal).toHaveCount(0);

  await page.reload();
  // The modal's widget is queued after the hot lotteries': once they show and the page has been idle, it
  // has rendered whatever it was going to.
  await expect(page.getByTestId('hot-lotteries')).toBeVisible();
  await afterIdleWork(page);
  await expect(modal).toHaveCount(0);

  await serveIndexModal(page, '#2563eb');
  await page.reload();
  await expect(modal).toBeVisible();
});

test('download page draws the iOS QR code and links the Android install page; install tutorial shows adding the web app to the home screen, with pictures', async ({
  page,
}) => {
  await page.goto('/#/pages/download/download');
  await expect(page.getByTestId('download-ios-qr').locator('svg')).toBeVisible();
  await expect(page.getByRole('link', { name: '下载Android版' })).toHaveAttribute(
    'href',
    /\/install\/android$/,
  );
  await snap(page, 'shell-download');
  await page.goto('/#/app-download');
  await expect(page.getByTestId('download-ios-qr')).toBeVisible();
  await page.getByRole('link', { name: /查看安装教程/ }).click();
  const steps = page.getByTestId('install-step');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText('iPhone：分享 → 添加到主屏幕');
  await expect(steps.nth(2)).toContainText('Android：菜单 → 添加到主屏幕');
  for (const step of await steps.all()) await expect(step.locator('svg[role="img"]')).toBeVisible();
  await expect(page.locator('main, body').first()).not.toContainText(/APK|证书|信任/);
  await snap(page, 'shell-install-tutorial');
});

test('setApp shows 1.9.7 (197), the 30-minute update check, and checks for updates', async ({ page }) => {
  await page.goto('/#/minePages/setApp');
  await expect(page.getByTestId('app-version')).toHaveText('版本 1.9.7 (197)');
  await expect(page.getByTestId('update-interval')).toHaveText('每30分钟');
  await page.getByText('检查更新', { exact: true }).click();
  await expectToast(page, '已是最新版本');
  await expect(page.getByText(/上次检查 /)).toBeVisible();
  await snap(page, 'shell-set-app');
});

test('toast test page shows each kind for its SPEC duration', async ({ page }) => {
  // The page's clock is paused while each toast shows, so its duration is read off the fake clock, however
  // slowly the machine runs the page.
  await page.clock.install();
  await page.goto('/#/pages/test/toast');
  await snap(page, 'shell-test-toast');
  const showFor = async (button: string, text: string, shownMs: number) => {
    await pauseTimers(page);
    await page.getByTestId(button).click();
    await expect(toastText(page)).toHaveText(text);
    await page.clock.runFor(shownMs - 200);
    await expect(toastText(page)).toBeVisible();
    await page.clock.runFor(400);
    await expect(toastText(page)).toBeHidden();
  };
  await showFor('toast-notification', '您有一条新消息：活动奖励已到账', 4000);
  await showFor('toast-error', '操作失败，请重试', 3000);
  await showFor('toast-info', '这是一条普通提示', 2000);
});

test('push test page falls back to an in-app toast without notification permission', async ({ page }) => {
  await page.goto('/#/pages/test/push');
  await expect(page.getByText('浏览器支持')).toBeVisible();
  await page.getByRole('button', { name: '发送测试通知' }).click();
  await expectToast(page, '通知未授权，已用应用内提示代替');
  await snap(page, 'shell-test-push');
});

test('push test page shows a real notification once permission is granted', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    const Original = window.Notification;
    class Recording extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(`${title}:${options?.body ?? ''}`);
      }
    }
    window.Notification = Recording as typeof Notification;
  });
  await page.goto('/#/pages/test/push');
  await page.getByRole('button', { name: '请求权限' }).click();
  await expect(page.getByText('已允许')).toBeVisible();
  await page.getByRole('button', { name: '发送测试通知' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications),
    )
    .toEqual(['测试推送:这是一条本地推送通知']);
});

test('odds test page shows live markets with their trend and computes a capped prize', async ({ page }) => {
  await page.goto('/#/pages/test/odds');
  const board = page.getByTestId('live-odds');
  await expect(board).toBeVisible();
  await expect(board).toContainText(' vs ');
  await expect(board.locator('[data-trend]').first()).toBeVisible();
  await expect(page.getByText('实际奖金')).toBeVisible();
  await snap(page, 'shell-test-odds');
});

test('update pages run the real update checker against app_version', async ({ page }) => {
  await page.goto('/#/pages/test/check-update');
  await page.getByRole('button', { name: '立即检查' }).click();
  await expect(page.getByText('已是最新版本')).toBeVisible();
  await snap(page, 'shell-test-check-update');

  await page.goto('/#/pages/test/debug-update');
  await expect(page.getByText('"app_version": "1.9.7"')).toBeVisible();

  await page.goto('/#/pages/test/simple-update');
  await page.getByTestId('update-run').click();
  await expectToast(page, '已是最新版本');

  await page.goto('/#/pages/test/update');
  await expect(page.getByTestId('update-interval')).toHaveText('每30分钟');
  await page.getByTestId('update-check').click();
  await expect(page.getByTestId('update-result')).toHaveText('已是最新版本');
  await page.getByTestId('update-preview').click();
  await expect(page.getByRole('dialog')).toContainText('发现新版本');
  await snap(page, 'shell-test-update');
});

test('location picker selects a province and city and returns it', async ({ page }) => {
  await page.goto('/#/pages/location/index');
  await expect(page.getByTestId('location-current')).toHaveText('未选择');
  await page.getByRole('button', { name: '选择地区' }).click();
  await page.getByRole('button', { name: '广东省' }).click();
  await snap(page, 'shell-location-picker');
  await page.getByRole('button', { name: '深圳市' }).click();
  await expect(page).toHaveURL(/#\/pages\/location\/index$/);
  await expect(page.getByTestId('location-current')).toHaveText('广东省 深圳市');
});
