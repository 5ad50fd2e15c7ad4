import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { expect, expectToast, type Page, test } from '../support/test';

/** The player's own API call with the session the app stored (what the finance pages read). */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const stored = JSON.parse(localStorage.getItem('app_session') ?? '{}') as { token?: string };
    const response = await fetch(`/api${url}`, {
      headers: { Authorization: `Bearer ${stored.token ?? ''}` },
    });
    return ((await response.json()) as { data: T }).data;
  }, path);
}

test('enter the demo slot with 100 yuan, play, leave: money comes back, the rounds are recorded', async ({
  page,
}) => {
  const username = uniqueUsername('slot');
  await ops('user:create', username, 'secret123');
  await credit(username, '500.00');
  await login(page, { username, password: 'secret123' });

  await page.goto('/#/gamelistPages/soltlist');
  await expect(page.getByRole('button', { name: '星辰宝藏' })).toBeVisible();
  await snap(page, 'games-slot-list');
  await page.getByRole('searchbox', { name: '搜索游戏' }).fill('777');
  await expect(page.getByRole('button', { name: '星辰宝藏' })).toHaveCount(0);
  await page.getByRole('button', { name: '黄金777' }).click();

  const sheet = page.getByRole('dialog', { name: '转入游戏' });
  await expect(sheet.getByTestId('main-balance')).toHaveText('500.00');
  await sheet.getByRole('button', { name: '100', exact: true }).click();
  await snap(page, 'games-transfer-sheet');
  await sheet.getByRole('button', { name: '转入 100 元并进入' }).click();

  const game = page.frameLocator('iframe[title="黄金777"]');
  await expect(game.getByTestId('slot-balance')).toHaveText('100.00');
  await expect(page.getByTestId('game-wallet')).toHaveText('游戏余额 100.00');
  for (let spin = 0; spin < 3; spin += 1) {
    await game.getByTestId('slot-spin').click();
    // The outcome is drawn on the server; the page shows it once the POST answers.
    await expect(game.getByTestId('slot-result')).not.toHaveText('转动中…');
  }
  await snap(page, 'games-demo-slot');
  const left = (await game.getByTestId('slot-balance').textContent()) ?? '';
  await expect(page.getByTestId('game-wallet')).toHaveText(`游戏余额 ${left}`);

  await page.getByRole('button', { name: '返回' }).click();
  await expectToast(page, `已转出 ${left} 元至主钱包`);

  const records = await api<{
    total: number;
    list: Array<{ game_name: string; bet: string; balance_after: string }>;
  }>(page, '/v1/game-records');
  expect(records.total).toBe(3);
  expect(records.list[0]).toMatchObject({ game_name: '黄金777', bet: '1.00', balance_after: left });

  // The player sees the rounds in the finance area's game records (financePages/gamerecords, 游戏记录 tab).
  await page.goto('/#/financePages/gamerecords?tab=game');
  await expect(page.locator('[data-testid^="round-"]')).toHaveCount(3);
  await expect(page.locator('[data-testid^="round-"]').first()).toContainText('黄金777');
  await expect(page.getByTestId('game-summary')).toContainText('3.00');
  await snap(page, 'games-records');

  await page.goto('/#/pages/mine/mine');
  // Balances read grouped ("1,234.50") on every page.
  const expected = (400 + Number(left.replace(/,/g, ''))).toLocaleString('en-US', {
    minimumFractionDigits: 2,
  });
  await expect(page.getByTestId('mine-balance')).toHaveText(expected);
});

test('a title that is only listed answers 该游戏维护中', async ({ page }) => {
  const username = uniqueUsername('slotm');
  await ops('user:create', username, 'secret123');
  await login(page, { username, password: 'secret123' });
  await page.goto('/#/gamelistPages/soltlist');
  await page.getByRole('tab', { name: '棋牌' }).click();
  await page.getByRole('button', { name: '抢庄牛牛（维护中）' }).click();
  await expectToast(page, '该游戏维护中');
  await snap(page, 'games-chess-list');
});

test('the lottery platform: 极速骰宝 entered with the lottery token, played, money back on leave', async ({
  page,
}) => {
  const username = uniqueUsername('dice');
  await ops('user:create', username, 'secret123');
  await credit(username, '50.00');
  await login(page, { username, password: 'secret123' });

  await page.goto('/#/gamelistPages/soltlist?type=lottery');
  await page.getByRole('button', { name: '极速骰宝' }).click();
  const sheet = page.getByRole('dialog', { name: '转入游戏' });
  await sheet.getByRole('button', { name: '全部' }).click();
  await sheet.getByRole('button', { name: '转入 50.00 元并进入' }).click();

  const game = page.frameLocator('iframe[title="极速骰宝"]');
  await expect(game.getByTestId('dice-balance')).toHaveText('50.00');
  await game.getByRole('radio', { name: /小/ }).click();
  await game.getByTestId('dice-roll').click();
  await expect(game.getByTestId('dice-result')).toHaveText(/恭喜中奖 3\.90 元|未中奖，再来一局/);
  await snap(page, 'games-quick-dice');
  const left = (await game.getByTestId('dice-balance').textContent()) ?? '';
  expect(['48.00', '51.90']).toContain(left);
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('app_session') ?? '{}') as { userinfo?: { lottery_token?: string } })
        .userinfo?.lottery_token,
  );
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: '返回' }).click();
  await expectToast(page, `已转出 ${left} 元至主钱包`);
});
