import { login, ops, snap, uniqueUsername } from '../support/app';
import { expect, test } from '../support/test';

// Several steps wait for realtime pushes and remote pages: more than the default on a busy machine.

test('realtime notifications stay in the notification centre: count, read, clear, kept per player', async ({
  page,
}) => {
  const username = uniqueUsername('nc');
  await ops('user:create', username, 'secret123');
  await login(page, { username, password: 'secret123' });
  await page.goto('/#/pages/home/home');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  // The private channel is authorised after the 2 s auth debounce: wait for the socket before sending.
  await page.goto('/#/pages/test/websocket');
  await expect(page.getByTestId('ws-log')).toContainText('订阅成功 private-user.');
  await page.goto('/#/pages/home/home');

  await ops('message:send', username, '活动通知', '周末加奖开始啦', '--type', 'activity');
  await ops('message:send', username, '系统通知', '今晚 2 点维护');
  await expect(page.getByTestId('notification-count')).toHaveText('2');
  // The bell is in the header, inside the first screen.
  const box = await bell.boundingBox();
  expect(box && box.y + box.height <= 812).toBe(true);

  // Kept on this device for this player: a reload still shows them.
  await page.reload();
  await expect(page.getByTestId('notification-count')).toHaveText('2');

  await bell.click();
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('今晚 2 点维护');
  await expect(items.nth(1)).toContainText('周末加奖开始啦');
  await snap(page, 'notification-centre');
  await items.first().click();
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(items.first()).toHaveAttribute('data-read', 'true');
  await page.getByRole('button', { name: '清空', exact: true }).click();
  await expect(page.getByTestId('notification-centre')).toContainText('暂无通知');
  await page.getByRole('button', { name: '关闭通知中心' }).click();
  // The reload above opened a new socket: the next push needs its private channel authorised first.
  await page.goto('/#/pages/test/websocket');
  await expect(page.getByTestId('ws-log')).toContainText('订阅成功 private-user.');
  await page.goto('/#/pages/home/home');

  // Logout removes them with the rest of the player's data on this device.
  await ops('message:send', username, '财务通知', '提现已到账');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  const stored = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('user_data:notifications:')),
    );
  expect(await stored()).toHaveLength(1);
  await page.goto('/#/pages/mine/mine');
  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
  expect(await stored()).toHaveLength(0);
});
