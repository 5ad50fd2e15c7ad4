import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { waitForRoomyExpect } from '../support/lottery';
import { expect, expectToast, type Page, test } from '../support/test';

const WFK3 = 2;
const WFSSC = 4;

// The bet tests and the 追号 test use 五分快三 and draw its expect early: run side by side, one's bets could land
// on the expect another has just drawn (and be paid by its code). One after the other in one worker instead.
test.describe.configure({ mode: 'default' });

/** The total a draw paid, from `ops lottery:draw`'s answer ("… 派奖 414.72"). */
const paidIn = (answer: string) => Number(/派奖 ([\d.]+)/.exec(answer)?.[1] ?? Number.NaN);

/** 我的 shows the stored balance at once and the server's a moment later: wait for the expected one. */
async function expectBalanceOnMine(page: Page, expected: string): Promise<void> {
  await page.goto('/#/pages/mine/mine');
  await expect(page.getByTestId('mine-balance')).toHaveText(expected);
}

test('快三 bet: placed, drawn by the operator, settled on the page and paid into the balance', async ({
  page,
}) => {
  const username = uniqueUsername('lot');
  await ops('user:create', username, 'secret123');
  await credit(username, '100.00');
  await login(page, { username, password: 'secret123' });

  await page.goto('/#/pages/lottery/lottery-list');
  await expect(page.getByTestId('lottery-card')).toHaveCount(6);
  await snap(page, 'lottery-list');
  await waitForRoomyExpect(page, WFK3, 20);
  await page.getByTestId('lottery-card').filter({ hasText: '五分快三' }).click();
  await expect(page).toHaveURL(/lottery-game\?id=2/);
  await expect(page.getByTestId('current-expect')).toHaveText(/^\d{8}-\d{3}$/);
  // The lottery's own notices, never the sports book's 串关 rules.
  const notices = page.getByTestId('category-notices');
  await expect(notices).toHaveAttribute('data-category', '5');
  await expect(notices).toContainText('彩票理性投注提示');
  await expect(notices).not.toContainText('串关');

  // 和值 3 (odds 207.36) at 2 yuan: one item.
  await page.getByRole('button', { name: /^3\s*207\.36$/ }).click();
  await expect(page.getByTestId('item-count')).toHaveText('1');
  await expect(page.getByTestId('stake')).toHaveText('2.00');
  await snap(page, 'lottery-game-pick');
  await page.getByRole('button', { name: '投注', exact: true }).click();
  const record = page.getByTestId('bet-item').first();
  await expect(record).toContainText('待开奖');
  const expectNo = /第(\d{8}-\d{3})期/.exec((await record.textContent()) ?? '')?.[1] ?? '';
  expect(expectNo).not.toBe('');

  const drawn = await ops('lottery:draw', 'wfk3', '--reason', 'e2e', '--expect', expectNo, '--code', '1,1,1');
  expect(drawn).toContain(`第${expectNo}期 开奖 1,1,1`);
  // The draw pays every bet on the expect: at least this one's 414.72 (others may bet on it too).
  expect(paidIn(drawn)).toBeGreaterThanOrEqual(414.72);

  // Without reloading: the draw is pushed (lottery.drawn), the next expect and the result arrive and the
  // record settles.
  await expect(page.getByTestId('latest-expect')).toHaveText(expectNo);
  await expect(record).toContainText('已中奖');
  await expect(record).toContainText('414.72');
  await snap(page, 'lottery-game-settled');

  await page.goto(`/#/pages/lottery/lottery-detail?id=${WFK3}&tab=trend`);
  await expect(page.getByRole('img', { name: '第一位走势图' })).toBeVisible();
  await snap(page, 'lottery-detail-trend');
  await page.getByRole('tab', { name: '开奖记录' }).click();
  await expect(page.getByTestId('history-row').first()).toContainText(expectNo);
  await snap(page, 'lottery-detail-history');

  await page.goto('/#/pages/home/home');
  const widget = page.getByTestId('hot-lotteries');
  await expect(widget.getByRole('link', { name: /极速快三/ })).toBeVisible();
  await widget.scrollIntoViewIfNeeded();
  await snap(page, 'lottery-home-widget');

  await page.goto('/#/pages/mine/mine');
  await expect(page.getByTestId('mine-balance')).toHaveText('512.72');
});

test('bets cancelled one by one and in a batch before the close are refunded', async ({ page }) => {
  const username = uniqueUsername('lotc');
  await ops('user:create', username, 'secret123');
  await credit(username, '50.00');
  await login(page, { username, password: 'secret123' });
  // Three bets, the records page and two cancels all before one close: on a loaded machine that is tens of
  // seconds, so the test starts with a minute of the expect left.
  await waitForRoomyExpect(page, WFK3, 60);

  await page.goto(`/#/pages/lottery/lottery-game?id=${WFK3}`);
  for (const [index, sum] of ['10', '11', '12'].entries()) {
    await page.getByRole('button', { name: new RegExp(`^${sum}\\s*\\d+\\.\\d{2}$`) }).click();
    await expect(page.getByTestId('item-count')).toHaveText('1');
    await page.getByRole('button', { name: '投注', exact: true }).click();
    // Placed: the board is cleared and the record listed.
    await expect(page.getByTestId('item-count')).toHaveText('0');
    await expect(page.getByTestId('bet-item')).toHaveCount(index + 1);
  }
  await page.goto(`/#/pages/lottery/lottery-detail?id=${WFK3}&tab=bets`);
  await expect(page.getByTestId('bet-item')).toHaveCount(3);
  await page.getByRole('button', { name: '撤单', exact: true }).first().click();
  await page.getByRole('button', { name: '确认撤单' }).click();
  // (The refund's balance toast replaces ours, so the records themselves are checked.)
  await expect(page.getByTestId('bet-item').filter({ hasText: '已撤单' })).toHaveCount(1);

  await page.getByRole('button', { name: '批量撤单' }).click();
  // The two bets still open get a checkbox once batch mode has rendered; .all() does not wait for them.
  await expect(page.getByRole('checkbox', { disabled: false })).toHaveCount(2);
  for (const box of await page.getByRole('checkbox', { disabled: false }).all()) await box.check();
  await snap(page, 'lottery-batch-cancel');
  await page.getByRole('button', { name: '撤销所选' }).click();
  await page.getByRole('button', { name: '确认撤单' }).click();
  await expect(page.getByTestId('bet-item').filter({ hasText: '已撤单' })).toHaveCount(3);

  await page.goto('/#/pages/mine/mine');
  await expect(page.getByTestId('mine-balance')).toHaveText('50.00');
});

test('时时彩 组选120 chosen from 全部玩法: 注数 counted, bet, drawn and paid', async ({ page }) => {
  const username = uniqueUsername('lots');
  await ops('user:create', username, 'secret123');
  await credit(username, '100.00');
  await login(page, { username, password: 'secret123' });
  await waitForRoomyExpect(page, WFSSC, 20);

  await page.goto(`/#/pages/lottery/lottery-game?id=${WFSSC}`);
  await expect(page.getByTestId('current-expect')).toHaveText(/^\d{8}-\d{3}$/);
  await page.getByRole('button', { name: '全部玩法' }).click();
  const menu = page.getByRole('dialog', { name: '全部玩法' });
  await expect(menu.getByRole('heading', { name: '五星' })).toBeVisible();
  await snap(page, 'lottery-play-menu');
  await menu.getByRole('button', { name: '组选120' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: '组选120', pressed: true })).toBeVisible();

  // Six digits make C(6,5) = 6 items; dropping one leaves the single item 1-2-3-4-5.
  for (const digit of ['1', '2', '3', '4', '5', '6']) {
    await page.getByRole('button', { name: digit, exact: true }).click();
  }
  await expect(page.getByTestId('item-count')).toHaveText('6');
  await expect(page.getByTestId('stake')).toHaveText('12.00');
  await page.getByRole('button', { name: '6', exact: true }).click();
  await expect(page.getByTestId('item-count')).toHaveText('1');
  await snap(page, 'lottery-ssc-group120');
  await page.getByRole('button', { name: '投注', exact: true }).click();
  const record = page.getByTestId('bet-item').first();
  await expect(record).toContainText('待开奖');
  await expect(record).toContainText('组选120');
  const expectNo = /第(\d{8}-\d{3})期/.exec((await record.textContent()) ?? '')?.[1] ?? '';
  expect(expectNo).not.toBe('');

  // Any order of the five picked digits wins 816.66 per 2 yuan. The draw is pushed to the page: with the
  // socket connected the page does not poll at all (useExpectClock), so the result arriving is the push.
  const drawn = await ops(
    'lottery:draw',
    'wfssc',
    '--reason',
    'e2e',
    '--expect',
    expectNo,
    '--code',
    '5,3,1,4,2',
  );
  expect(paidIn(drawn)).toBeGreaterThanOrEqual(1633.32);
  await expect(page.getByTestId('latest-expect')).toHaveText(expectNo);
  await expect(page.getByTestId('open-code').first()).toHaveText('53142');
  await expect(record).toContainText('已中奖');
  await expect(record).toContainText('1,633.32');
  await snap(page, 'lottery-ssc-drawn');

  // 开奖公告 lists the result; a tap opens that lottery's history, whose trend has the 遗漏 table.
  await page.goto('/#/pages/lottery/lottery-notice');
  const notice = page.getByTestId('notice-row').filter({ hasText: '五分时时彩' });
  await expect(notice).toContainText(expectNo);
  await expect(page.getByTestId('notice-row')).toHaveCount(6);
  await snap(page, 'lottery-notice');
  await notice.click();
  await expect(page.getByTestId('history-row').first()).toContainText(expectNo);
  await page.getByRole('tab', { name: '走势图' }).click();
  await page.getByRole('button', { name: '近50期' }).click();
  await expect(page.getByRole('button', { name: '近50期', pressed: true })).toBeVisible();
  await expect(page.getByTestId('omission-table')).toContainText('平均遗漏');
  await page.getByTestId('omission-table').scrollIntoViewIfNeeded();
  await snap(page, 'lottery-omission');

  await page.goto('/#/pages/mine/mine');
  await expect(page.getByTestId('mine-balance')).toHaveText('1,731.32');
});

test('追号 10 expects 翻倍: preview, held at once, 已追 2/10 after a draw, stop asks then refunds the rest', async ({
  page,
}) => {
  const username = uniqueUsername('chase');
  await ops('user:create', username, 'secret123');
  await credit(username, '1000.00');
  await login(page, { username, password: 'secret123' });
  await page.goto('/#/pages/lottery/lottery-list');
  await expect(page.getByRole('link', { name: /我的追号/ })).toBeVisible();
  await snap(page, 'lottery-chase-hall');
  await waitForRoomyExpect(page, WFK3, 30);

  await page.goto(`/#/pages/lottery/lottery-game?id=${WFK3}`);
  await expect(page.getByTestId('current-expect')).toHaveText(/^\d{8}-\d{3}$/);
  // 和值 3 (207.36) at 2 yuan: one item.
  await page.getByRole('button', { name: /^3\s*207\.36$/ }).click();
  const chaseButton = page.getByRole('button', { name: '追号', exact: true });
  await expect(chaseButton).toBeInViewport({ ratio: 1 });
  await snap(page, 'lottery-chase-game');
  await chaseButton.click();

  const sheet = page.getByTestId('chase-sheet');
  await sheet.getByRole('tab', { name: '翻倍' }).click();
  await sheet.getByRole('button', { name: '10期' }).click();
  const preview = sheet.getByTestId('chase-preview');
  await expect(preview.locator('tbody tr')).toHaveCount(10);
  // 1, 2, 4, … doubling every expect, capped at 99: 424 multiples × 2 yuan.
  await expect(preview.locator('tbody tr').nth(2)).toContainText('4');
  await expect(preview.locator('tbody tr').nth(9)).toContainText('99');
  await expect(sheet.getByTestId('chase-total')).toHaveText('848.00');
  await expect(sheet.getByRole('checkbox', { name: '中奖后停止' })).toBeChecked();
  const submit = sheet.getByRole('button', { name: '确认追号' });
  await expect(submit).toBeInViewport({ ratio: 1 });
  await snap(page, 'lottery-chase-sheet');
  await submit.click();
  await expectToast(page, '追号成功：10期 共848.00元');
  await expect(sheet).toBeHidden();
  // The first expect is placed at once, as a normal bet.
  const record = page.getByTestId('bet-item').first();
  await expect(record).toContainText('待开奖');
  const expectNo = /第(\d{8}-\d{3})期/.exec((await record.textContent()) ?? '')?.[1] ?? '';
  expect(expectNo).not.toBe('');
  await expectBalanceOnMine(page, '152.00');

  // 和值 6: the first expect loses and the plan goes on.
  const drawn = await ops('lottery:draw', 'wfk3', '--reason', 'e2e', '--expect', expectNo, '--code', '1,2,3');
  expect(drawn).toContain(`第${expectNo}期 开奖 1,2,3`);

  await page.goto('/#/pages/lottery/lottery-chase');
  const card = page.getByTestId('chase-card').first();
  // Two expects are bet: the first drawn, the second waiting for its draw.
  await expect(card.getByTestId('chase-progress')).toHaveText('已追 2/10期');
  await expect(card).toContainText('中奖后停止');
  await expect(card).toContainText('进行中');
  await expect(card).toContainText('848.00');
  await card.getByRole('button', { name: /五分快三/ }).click();
  const items = card.getByTestId('chase-items');
  await expect(items.locator('tbody tr')).toHaveCount(10);
  await expect(items.locator('tbody tr').first()).toContainText('未中奖');
  await expect(items.locator('tbody tr').nth(1)).toContainText('已投注');
  const stop = card.getByRole('button', { name: '停止追号' });
  await expect(stop).toBeInViewport({ ratio: 1 });
  await snap(page, 'lottery-chase-list');

  await stop.click();
  // Placed: 2 + 4 yuan. Everything else comes back, and the player is told so before it happens.
  await expect(page.getByTestId('chase-stop-summary')).toHaveText(
    '未投注的8期不再投注，842.00元退回余额；已投注的期号照常开奖。',
  );
  await page.getByRole('button', { name: '确认停止' }).click();
  await expectToast(page, '已停止追号，退回842.00元');
  await expect(card).toContainText('已停止');
  await expect(card.getByTestId('chase-refunded')).toHaveText('842.00');
  await expect(stop).toBeHidden();
  await snap(page, 'lottery-chase-stopped');
  await expectBalanceOnMine(page, '994.00');
});
