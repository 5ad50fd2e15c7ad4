import { E2E_OPS_TOKEN } from '../playwright.config';
import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { listMatches } from '../support/matches';
import { expect, type Page, test } from '../support/test';

// Three matches priced 1.50 / 2.00 / 3.00 (胜) so the figures are the hand-computed ones of
// shared/betting/optimize.test.ts: 3串3 of 100 yuan at 2 yuan, 平均 = 23 / 15 / 12 倍, 博热 = 29 / 12 / 9.
// The simulator lets a few prices drift every tick, so the operator pins them again (operator API, fast)
// before each exact check; the open slip takes every move at once.
const PRICES = ['1.50', '2.00', '3.00'];

async function pinPrices(page: Page, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    const reply = await page.request.post(`/api/ops/matches/${id}/odds`, {
      headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
      data: { play: 'winDrawLose', option: 'win', odds: PRICES[i] },
    });
    expect(reply.status()).toBe(200);
  }
}

test('串关 slip: 设胆 changes 注数, 奖金优化 平均 places one order, the operator settles it, the payout shows', async ({
  page,
}) => {
  // Eleven operator commands, each its own CLI process.
  test.slow();
  const ids = await listMatches(page.request, 'football', 3);
  const username = uniqueUsername('opt');
  await ops('user:create', username, 'secret123');
  await credit(username, '1000.00');
  await login(page, { username, password: 'secret123' });

  await page.goto('/#/betPages/football/index');
  await page.getByRole('tab', { name: '串关' }).click();
  await expect(async () => {
    await pinPrices(page, ids);
    for (const [i, id] of ids.entries()) {
      // The pinned price reaches the open page at once.
      const home = page.getByTestId(`match-${id}`).getByRole('button').first();
      await expect(home).toContainText(PRICES[i] as string, { timeout: 3000 });
    }
  }).toPass();
  for (const id of ids) await page.getByTestId(`match-${id}`).getByRole('button').first().click();

  await page.getByRole('button', { name: '展开投注单' }).click();
  const sheet = page.getByTestId('slip-sheet');
  // 多串过关 starts with its first M串N, 3串3, alone.
  await sheet.getByRole('tab', { name: '多串过关' }).click();
  await expect(sheet.getByRole('button', { name: '3串3' })).toHaveAttribute('aria-pressed', 'true');
  const figures = sheet.getByTestId('slip-figures');
  await expect(figures).toContainText('共3注6.00元');
  // 设胆 on the first match: only the pairs holding it are left.
  const banker = sheet.getByRole('button', { name: /^设胆/ }).first();
  await banker.click();
  await expect(banker).toHaveAttribute('aria-pressed', 'true');
  await expect(figures).toContainText('共2注4.00元');
  await expect(sheet.getByRole('button', { name: '投注', exact: true })).toBeInViewport({ ratio: 1 });
  await snap(page, 'sports-slip-banker');
  await banker.click();
  await expect(figures).toContainText('共3注6.00元');

  await sheet.getByRole('button', { name: '奖金优化' }).click();
  const optimizer = page.getByTestId('optimize-sheet');
  await expect(optimizer.getByRole('tab', { name: '平均优化' })).toHaveAttribute('aria-selected', 'true');
  await expect(optimizer.getByLabel('计划购买金额')).toHaveValue('100');
  const multiples = optimizer.getByTestId('optimize-multiple');
  const average = async () => {
    await pinPrices(page, ids);
    await expect(multiples).toHaveText(['23', '15', '12'], { timeout: 3000 });
    await expect(optimizer.getByTestId('optimize-row').nth(2)).toContainText('144.00', { timeout: 1000 });
    await expect(optimizer.getByTestId('optimize-figures')).toContainText('135.00~417.00', {
      timeout: 1000,
    });
  };
  await expect(average).toPass();
  await expect(optimizer.getByTestId('optimize-figures')).toContainText('共3注100.00元');

  await optimizer.getByRole('tab', { name: '博热优化' }).click();
  await expect(async () => {
    await pinPrices(page, ids);
    await expect(multiples).toHaveText(['29', '12', '9'], { timeout: 3000 });
  }).toPass();
  // By hand: one more on the last sub-bet, the total follows.
  await expect(async () => {
    await pinPrices(page, ids);
    await optimizer.getByRole('button', { name: '100', exact: true }).click();
    await optimizer.getByRole('button', { name: '增加倍数' }).nth(2).click();
    await expect(multiples).toHaveText(['29', '12', '10'], { timeout: 1000 });
    await expect(optimizer.getByLabel('计划购买金额')).toHaveValue('102', { timeout: 1000 });
  }).toPass();
  await optimizer.getByRole('button', { name: '100', exact: true }).click();
  await optimizer.getByRole('tab', { name: '平均优化' }).click();
  await expect(average).toPass();
  const confirm = optimizer.getByRole('button', { name: '确认投注' });
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await snap(page, 'sports-optimize-average');

  await confirm.click();
  await expect(page).toHaveURL(/betPages\/order\/detail\?order_no=/);
  await expect(page.getByText('待开奖').first()).toBeVisible();
  // The order keeps the prices it was placed at, whatever the market does now.
  for (const id of ids) await ops('match:settle', id, '2:0', '--half', '1:0');
  await page.reload();
  await expect(page.getByText('已中奖').first()).toBeVisible();
  // 138.00 + 135.00 + 144.00: each sub-bet paid at its own multiple.
  await expect(page.getByText('派奖 417.00元')).toBeVisible();
  await snap(page, 'sports-optimize-paid');
  await page.goto('/#/pages/mine/mine');
  // 1000 − 100 + 417 = 1317
  await expect
    .poll(async () => Number((await page.getByTestId('mine-balance').textContent())?.replace(/,/g, '')))
    .toBe(1317);
});
