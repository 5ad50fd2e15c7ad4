import { E2E_OPS_TOKEN } from '../playwright.config';
import { api, apiLogin, opsApi } from '../support/api';
import { login, open, ops, snap, uniqueUsername } from '../support/app';
import { expect, expectToast, type Page, test } from '../support/test';

async function freshPlayer(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await ops('user:create', username, 'secret123');
  await login(page, { username, password: 'secret123' });
  return username;
}

test('a message sent by the operator arrives live: badge, list, read, mark all read; the bell shows the same count', async ({
  page,
}) => {
  const username = await freshPlayer(page, 'msg');
  // Wait until the private channel is authorised (2 s auth debounce) so the push can reach this page.
  await open(page, '/pages/test/websocket');
  await expect(page.getByTestId('ws-log')).toContainText('订阅成功 private-user.');
  await open(page, '/minePages/messages');
  await expect(page.getByText('暂无消息')).toBeVisible();
  await expect(page.getByTestId('messages-unread-badge')).toHaveCount(0);

  await ops('message:send', username, '活动通知', '周末串关加奖活动开始啦', '--type', 'activity');
  await expect(page.getByTestId('messages-unread-badge')).toHaveText('1');
  await expect(page.getByTestId('message-row')).toHaveCount(1);
  await ops('message:send', username, '系统维护', '周三凌晨例行维护');
  await expect(page.getByTestId('messages-unread-badge')).toHaveText('2');
  await expect(page.getByTestId('message-row').first()).toContainText('系统维护');
  await snap(page, 'social-messages');
  // The shell's mine tab and bell carry the same live count.
  await open(page, '/pages/mine/mine');
  await expect(page.getByTestId('tab-mine-badge')).toHaveText('2');
  await expect(page.getByTestId('notification-count')).toHaveText('2');
  await open(page, '/minePages/messages');

  await page.getByTestId('message-row').filter({ hasText: '活动通知' }).click();
  await expect(page.getByTestId('message-content')).toHaveText('周末串关加奖活动开始啦');
  await snap(page, 'social-message-detail');
  await page.goBack();
  await expect(page.getByTestId('messages-unread-badge')).toHaveText('1');

  // Read on 站内信, read in the bell: one count. 全部已读 in the bell reads on the server.
  await open(page, '/pages/mine/mine');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item')).toHaveCount(2);
  await expect(page.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(1);
  await snap(page, 'social-notification-centre');
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(page.getByTestId('tab-mine-badge')).toHaveCount(0);
  await page.getByTestId('notification-view-all').click();
  await expect(page.getByTestId('message-row')).toHaveCount(2);
  await expect(page.locator('[data-testid="message-row"] [data-unread]')).toHaveCount(0);
  await expect(page.getByTestId('messages-unread-badge')).toHaveCount(0);

  // A new message counts +1 everywhere; 全部已读 on 站内信 brings them all back to 0.
  await ops('message:send', username, '充值到账', '您的充值已到账');
  await expect(page.getByTestId('messages-unread-badge')).toHaveText('1');
  await open(page, '/pages/mine/mine');
  await expect(page.getByTestId('tab-mine-badge')).toHaveText('1');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await open(page, '/minePages/messages');
  await page.getByTestId('messages-read-all').click();
  await expect(page.getByTestId('messages-unread-badge')).toHaveCount(0);
  await open(page, '/pages/mine/mine');
  await expect(page.getByTestId('tab-mine-badge')).toHaveCount(0);
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
});

test('applying for an activity pays its reward once; a reviewed one is paid when approved', async ({
  page,
}) => {
  const username = await freshPlayer(page, 'act');
  await open(page, '/pages/activity/activity');
  await expect(page.getByTestId('activity-card')).toHaveCount(5);
  await snap(page, 'social-activity-tab');

  await page.getByTestId('activity-card').filter({ hasText: '新人礼金' }).click();
  await expect(page.getByTestId('activity-rules')).toContainText('每位会员限领一次');
  await snap(page, 'social-activity-detail');
  await page.getByTestId('activity-apply').click();
  await expectToast(page, '领取成功，8.00元已到账');
  await expect(page.getByTestId('application-status')).toHaveText('已发放');
  await expect(page.getByTestId('activity-apply')).toBeDisabled();

  await open(page, '/pages/activity/activity');
  await page.getByTestId('activity-card').filter({ hasText: '晒单有礼' }).click();
  await page.getByTestId('activity-apply').click();
  await expect(page.getByTestId('application-status')).toHaveText('审核中');
  const pending = await ops('activity:pending');
  const id = new RegExp(`#(\\d+)\\s+${username}\\s+晒单有礼`).exec(pending)?.[1];
  expect(id).toBeTruthy();
  await ops('activity:approve', id as string);

  await open(page, '/activityPages/records');
  await expect(page.getByTestId('activity-record')).toHaveCount(2);
  await expect(page.getByTestId('activity-record').first()).toContainText('已发放');
  await snap(page, 'social-activity-records');
  await open(page, '/pages/mine/mine');
  await expect(page.getByTestId('mine-balance')).toHaveText('36.00');
});

test('首充奖励 is 自动发放: the confirmed deposit pays it unasked, live, and the card says 已发放', async ({
  page,
  request,
}) => {
  const username = await freshPlayer(page, 'auto');
  await open(page, '/pages/test/websocket');
  await expect(page.getByTestId('ws-log')).toContainText('订阅成功 private-user.');
  await open(page, '/pages/activity/activity');
  const card = page.getByTestId('activity-card').filter({ hasText: '首充奖励' });
  await expect(card).toContainText('自动发放');
  await expect(card.getByTestId('application-status')).toHaveCount(0);

  const token = await apiLogin(request, username, 'secret123');
  const order = await api<{ order: { order_no: string } }>(request, token, 'POST', '/v1/payment-orders', {
    method: 'bank',
    amount: '100',
  });
  expect(order.status).toBe(200);
  expect(await ops('payment:confirm', order.body.data.order.order_no)).toContain('已到账');
  // Paid without a tap: the card turns 已发放 live (the grant's notification refreshes the list).
  await expect(card.getByTestId('application-status')).toHaveText('已发放');
  await snap(page, 'social-activity-auto-granted');

  await card.click();
  const button = page.getByTestId('activity-apply');
  await expect(button).toHaveText('已发放');
  await expect(button).toBeDisabled();
  await expect(button).toBeInViewport();
  await expect(page.getByTestId('activity-my-status')).toContainText('本期奖励');
  await snap(page, 'social-activity-auto-detail');
  await open(page, '/minePages/messages');
  await expect(page.getByTestId('message-row').first()).toContainText('活动奖励已到账');
  await open(page, '/pages/mine/mine');
  await expect(page.getByTestId('mine-balance')).toHaveText('118.00');
});

test('signs in once a day: the second tap is refused', async ({ page }) => {
  await freshPlayer(page, 'sign');
  await open(page, '/pages/signin/index');
  await expect(page.getByTestId('signin-streak')).toHaveText('0天');
  await page.getByTestId('signin-button').click();
  await expectToast(page, '签到成功，连续签到1天');
  await expect(page.getByTestId('signin-streak')).toHaveText('1天');
  await expect(page.getByTestId('signin-button')).toHaveText('今日已签到');
  await expect(page.locator('[data-signed="true"]')).toHaveCount(1);
  await snap(page, 'social-signin');

  await page.getByTestId('signin-button').click();
  await expectToast(page, '今日已签到，明天再来吧');
  await open(page, '/pages/mine/mine');
  await expect(page.getByTestId('mine-balance')).toHaveText('1.00');
});

test('VIP progress and benefits; day, week and global rankings with masked names', async ({ page }) => {
  await freshPlayer(page, 'vip');
  await open(page, '/minePages/vip');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP0');
  await expect(page.getByTestId('vip-progress')).toHaveText('距 VIP1 还需流水 1,000.00 元（0%）');
  await expect(page.getByTestId('vip-benefits')).toContainText('体育返水');
  await snap(page, 'social-vip');

  await open(page, '/minePages/ranking');
  await expect(page.getByTestId('ranking-board')).toContainText('lu***8');
  await expect(page.getByTestId('ranking-mine')).toContainText('未上榜');
  await snap(page, 'social-ranking');
  await page.getByRole('tab', { name: '周榜' }).click();
  await expect(page.getByTestId('ranking-board')).toContainText('72,600.00');

  await open(page, '/minePages/globalrankings');
  await page.getByRole('tab', { name: '流水榜' }).click();
  await expect(page.getByTestId('ranking-board')).toContainText('58,800.00');
  await snap(page, 'social-global-rankings');
});

test('notices by category and search, opening a notice', async ({ page }) => {
  await page.goto('/#/noticePages/list');
  await expect(page.getByTestId('notice-list')).toBeVisible();
  await page.getByRole('searchbox').fill('维护');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('notice-list')).toContainText('系统维护通知');
  await snap(page, 'social-notices');
  await page.getByRole('link', { name: /系统维护通知/ }).click();
  await expect(page.getByTestId('notice-content')).toContainText('例行维护');
});

test('客服: a question left on the 客服 tab reaches the desk; the answer arrives as a 站内信', async ({
  page,
  request,
}) => {
  const username = await freshPlayer(page, 'kf');
  await open(page, '/pages/customer/customer');
  const question = `提现一直审核中，请帮忙查一下（${username}）`;
  await page.getByTestId('support-content').fill(question);
  const submit = page.getByRole('button', { name: '提交留言' });
  await expect(submit).toBeInViewport({ ratio: 1 });
  await submit.click();
  await expectToast(page, '留言已提交，客服回复后会通知您');
  await expect(page.getByTestId('support-item').first()).toContainText('待回复');
  await snap(page, 'social-support-asked');

  const queue = await request.get('/api/ops/support/messages', {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  const asked = ((await queue.json()).data as Array<{ id: number; content: string }>).find(
    (row) => row.content === question,
  );
  expect(asked).toBeDefined();
  await opsApi(request, `/support/messages/${asked?.id}/reply`, { reply: '已为您加急处理，请留意到账' });

  await open(page, '/minePages/messages');
  await expect(page.getByTestId('message-row').first()).toContainText('客服回复');
  await open(page, '/pages/customer/customer');
  await expect(page.getByTestId('support-item').first()).toContainText('客服：已为您加急处理，请留意到账');
  await snap(page, 'social-support-answered');
});
