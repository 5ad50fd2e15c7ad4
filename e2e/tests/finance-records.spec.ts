import { api, apiLogin } from '../support/api';
import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { playLostFootballSingle } from '../support/matches';
import { expect, expectToast, test } from '../support/test';

test('a rebate is applied and claimed once; bills, reports, bonus and game records show the money', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('rebate');
  await ops('user:create', username, 'secret123');
  await credit(username, '100.00');
  const token = await apiLogin(request, username, 'secret123');
  await playLostFootballSingle(request, token, 20);
  await login(page, { username, password: 'secret123' });

  // Rebate centre: this period is 20.00 of sports turnover at VIP0's 0.50%.
  await page.goto('/#/financePages/rebaterecord');
  const preview = page.getByTestId('rebate-preview');
  await expect(preview).toContainText('流水 20.00 × 0.50%');
  await expect(preview).toContainText('0.10 元');
  await snap(page, 'finance-rebate-before');
  await page.getByRole('button', { name: '申请返水' }).click();
  await expectToast(page, '已申请返水 0.10 元，请领取');
  await expect(page.getByTestId('rebate-summary')).toContainText('0.10');
  await page.getByRole('button', { name: '领取', exact: true }).click();
  // One toast at a time: the claim's own toast or the balance push that follows it at once.
  await expectToast(page, '成功领取返水 0.10 元');
  await expect(page.locator('[data-testid^="rebate-record-"]').first()).toContainText('已领取');
  await expect(page.getByText('暂无新的有效流水，投注后即可计算返水')).toBeVisible();
  await snap(page, 'finance-rebate-claimed');

  // Asking again, however often and at once, pays nothing more.
  const records = await api<{ list: Array<{ id: number }> }>(request, token, 'GET', '/v1/rebate/records');
  const recordId = records.body.data.list[0]?.id;
  const again = await Promise.all([
    api(request, token, 'POST', `/v1/rebate/claim/${recordId}`),
    api(request, token, 'POST', '/v1/rebate/claim-all'),
    api(request, token, 'POST', '/v1/rebate/claim-multiple', { record_ids: [recordId] }),
  ]);
  expect(again.map((reply) => reply.status)).toEqual([422, 422, 422]);

  await page.locator('[data-testid^="rebate-record-"] button').first().click();
  await expect(page.getByText('流水明细（共1笔）')).toBeVisible();
  await expect(page.getByTestId('rebate-detail')).toContainText('已领取');
  await snap(page, 'finance-rebate-detail');

  // Bills: the rebate is one row; the filter chips narrow the list.
  await page.goto('/#/financePages/billdetails');
  await expect(page.getByText('体育投注')).toBeVisible();
  await expect(page.getByText('系统加款')).toBeVisible();
  await snap(page, 'finance-bills');
  await page.getByRole('button', { name: '返水', exact: true }).click();
  await expect(page.locator('[data-testid^="bill-"]')).toHaveCount(1);
  await expect(page.locator('[data-testid^="bill-"]')).toContainText('+0.10');
  await expect(page.getByText('系统加款')).toHaveCount(0);
  await page.getByRole('button', { name: '今天' }).click();
  await expect(page.locator('[data-testid^="bill-"]')).toHaveCount(1);

  // The comprehensive report: today's bets and rebate, over 7 and 30 days.
  await page.goto('/#/financePages/comprehensive');
  await expect(page.getByTestId('report-summary')).toContainText('20.00');
  await expect(page.getByTestId('report-rebate')).toContainText('0.10');
  await expect(page.getByTestId('chart-readout').first()).toContainText('投注 20.00');
  await snap(page, 'finance-comprehensive-7');
  await page.getByRole('button', { name: '近30天' }).click();
  await expect(page.getByTestId('report-summary')).toContainText('~');
  await snap(page, 'finance-comprehensive-30');

  // Betting records: the settled order with its picks; game records tab; bonus records.
  await page.goto('/#/financePages/gamerecords');
  const order = page.locator('[data-testid^="betting-sports-"]').first();
  await expect(order).toContainText('未中奖');
  await expect(page.getByTestId('betting-summary')).toContainText('20.00');
  await snap(page, 'finance-betting-records');
  await order.click();
  await expect(page.getByRole('link', { name: '查看完整注单' })).toBeVisible();
  await snap(page, 'finance-betting-detail');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: '游戏记录' }).click();
  await expect(page.getByText('暂无游戏记录')).toBeVisible();

  await page.goto('/#/financePages/bonusrecord');
  await expect(page.getByTestId('bonus-summary')).toContainText('0.00');
  await expect(page.getByText('暂无奖金记录')).toBeVisible();
  await snap(page, 'finance-bonus');

  // 我的: 游戏流水 is the same settled 20.00 the report calls 有效投注; nothing was withdrawn.
  await page.goto('/#/pages/mine/mine');
  await expect(page.getByTestId('mine-figure-totalgame')).toHaveText('20.00游戏流水');
  await expect(page.getByTestId('mine-figure-total_withdraw')).toHaveText('0.00累计提现');
  await snap(page, 'finance-mine-figures');
});
