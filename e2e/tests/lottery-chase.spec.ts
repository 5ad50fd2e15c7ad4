import { expect, type Page, test } from '@playwright/test';
import { login, ops, snap, uniqueUsername } from '../support/app';

const WFK3 = 2;

/** A plan made near the end of an expect could see it close before the operator draws it: start fresh. */
async function waitForRoomyExpect(page: Page): Promise<void> {
  const reply = await page.request.get(`/api/v1/liujiu/lottery/current-expect?lottery_id=${WFK3}`);
  const { remaining_seconds: remaining } = (await reply.json()).data as { remaining_seconds: number };
  if (remaining < 30) await page.waitForTimeout((remaining + 2) * 1000);
}

async function balanceOnMine(page: Page): Promise<string> {
  await page.goto('/#/pages/mine/mine');
  const balance = page.getByTestId('mine-balance');
  await expect(balance).toHaveText(/\d/);
  return (await balance.textContent()) ?? '';
}

test('追号 10 expects 翻倍: preview, held at once, 已追 1/10 after a draw, stop refunds the rest', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const username = uniqueUsername('chase');
  await ops('user:create', username, 'secret123');
  await ops('user:credit', username, '1000.00');
  await login(page, { username, password: 'secret123' });
  await page.goto('/#/pages/lottery/lottery-list');
  await expect(page.getByRole('link', { name: /我的追号/ })).toBeVisible();
  await snap(page, 'lottery-chase-hall');
  await waitForRoomyExpect(page);

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
  await expect(page.getByText('追号成功：10期 共848.00元')).toBeVisible();
  await expect(sheet).toBeHidden();
  // The first expect is placed at once, as a normal bet.
  const record = page.getByTestId('bet-item').first();
  await expect(record).toContainText('待开奖');
  const expectNo = /第(\d{8}-\d{3})期/.exec((await record.textContent()) ?? '')?.[1] ?? '';
  expect(expectNo).not.toBe('');
  expect(await balanceOnMine(page)).toBe('152.00');

  // 和值 6: the first expect loses and the plan goes on.
  const drawn = await ops('lottery:draw', 'wfk3', '--expect', expectNo, '--code', '1,2,3');
  expect(drawn).toContain(`第${expectNo}期 开奖 1,2,3`);

  await page.goto('/#/pages/lottery/lottery-chase');
  const card = page.getByTestId('chase-card').first();
  await expect(card.getByTestId('chase-progress')).toHaveText('已追 1/10期');
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
  // Placed: 2 + 4 yuan. Everything else comes back.
  await expect(page.getByText('已停止追号，退回842.00元')).toBeVisible();
  await expect(card).toContainText('已停止');
  await expect(card.getByTestId('chase-refunded')).toHaveText('842.00');
  await expect(stop).toBeHidden();
  await snap(page, 'lottery-chase-stopped');
  expect(await balanceOnMine(page)).toBe('994.00');
});
