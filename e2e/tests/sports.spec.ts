import { expect, test } from '@playwright/test';
import { login, ops, snap, uniqueUsername } from '../support/app';

test('3串4 on three football matches: 4注 8元, placed, settled by the operator, paid', async ({ page }) => {
  const username = uniqueUsername('bet');
  await ops('user:create', username, 'secret123');
  await ops('user:credit', username, '100.00');
  await login(page, { username, password: 'secret123' });

  await page.goto('/#/betPages/football/index');
  await page.getByRole('tab', { name: '串关' }).click();
  const open = page
    .locator('[data-testid^="match-"]')
    .filter({ has: page.locator('button:not([disabled])') });
  await expect(open.nth(2)).toBeVisible();
  const matchIds: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const card = open.nth(i);
    matchIds.push(((await card.getAttribute('data-testid')) ?? '').replace('match-', ''));
    // The first option of 胜平负 is the home win.
    await card.getByRole('button').first().click();
  }
  // 3串1 comes preselected for three matches; the player swaps it for 3串4.
  const threeByOne = page.getByRole('button', { name: '3串1' });
  await expect(threeByOne).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '3串4' }).click();
  await threeByOne.click();
  await page.getByLabel('每注金额').fill('2');
  await page.getByLabel('倍数').fill('1');
  const figures = page.getByTestId('slip-figures');
  await expect(figures).toContainText('共4注8.00元');
  await snap(page, 'sports-slip-3x4');

  await page.getByRole('button', { name: '投注', exact: true }).click();
  await expect(page).toHaveURL(/betPages\/order\/detail\?order_no=/);
  await expect(page.getByText('待开奖').first()).toBeVisible();

  for (const id of matchIds) await ops('match:settle', id, '2:0', '--half', '1:0');
  await page.reload();
  await expect(page.getByText('已中奖').first()).toBeVisible();
  await snap(page, 'sports-order-won');

  await page.goto('/#/pages/mine/mine');
  const balance = Number(await page.getByTestId('mine-balance').textContent());
  expect(balance).toBeGreaterThan(92);
});

test('sports pages at 375x812: gameplay rows keep their odds on one line beside the teams', async ({
  page,
}) => {
  await login(page);
  await page.goto('/#/pages/gameplay/gameplay');
  const rows = page.locator('[data-testid^="gameplay-match-"]');
  await expect(rows.first()).toBeVisible();
  for (const row of (await rows.all()).slice(0, 8)) {
    const box = await row.boundingBox();
    const cells = await row
      .locator('span[class*="cell"]')
      .evaluateAll((spans) =>
        spans
          .map((span) => span.getBoundingClientRect())
          .map((rect) => ({ top: rect.top, right: rect.right })),
      );
    expect(new Set(cells.map((cell) => Math.round(cell.top))).size).toBeLessThanOrEqual(1);
    for (const cell of cells) expect(cell.right).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 0.5);
  }
  await snap(page, 'sports-gameplay');
  await page.goto('/#/betPages/football/index');
  await expect(page.locator('[data-testid^="match-"]').first()).toBeVisible();
  await snap(page, 'sports-football');
  await page.goto('/#/betPages/basketball/index');
  await expect(page.locator('[data-testid^="match-"]').first()).toBeVisible();
  await snap(page, 'sports-basketball');
});
