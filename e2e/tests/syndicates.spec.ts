import { api, apiLogin } from '../support/api';
import { login, ops, snap } from '../support/app';
import { basketballHomeWin, openSeededMatchIds, pickHomeWins } from '../support/matches';
import { balanceFen, fenOf, fundedPlayer, PLAYER_PASSWORD, yuanOf } from '../support/players';
import { expect, expectToast, noteToastsIn, type Page, test } from '../support/test';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' };

test.use(PHONE);

test('a player starts a 合买 from the slip on a phone, sees it selling, and cancels it with everything refunded', async ({
  page,
  request,
}) => {
  const initiator = await fundedPlayer('syn', '100.00');
  await login(page, { username: initiator, password: PLAYER_PASSWORD });
  await page.goto('/#/betPages/football/index');
  await page.getByRole('tab', { name: '串关' }).click();
  // Seeded matches: no test settles or re-prices them, so the syndicate simply sells until cancelled.
  await pickHomeWins(page, await openSeededMatchIds(page, 2));
  await page.getByRole('button', { name: '展开投注单' }).click();
  const slip = page.getByTestId('slip-sheet');
  await slip.getByRole('button', { name: '10倍' }).click();
  await expect(slip.getByTestId('slip-figures')).toContainText('共1注20.00元');
  const start = slip.getByRole('button', { name: '发起合买' });
  await expect(start).toBeInViewport({ ratio: 1 });
  await start.click();

  const sheet = page.getByTestId('syndicate-sheet');
  await expect(sheet).toContainText('总额 20.00 元 · 共20份 · 每份1元');
  await expect(sheet.getByLabel('自购份数')).toHaveValue('1');
  await sheet.getByLabel('保底份数').fill('4');
  await sheet.getByLabel('佣金比例(%)').fill('10');
  await sheet.getByLabel('截止后公开').check();
  await sheet.getByLabel('合买宣言（选填）').fill('稳胆二串一，一起上车');
  await expect(sheet.getByTestId('syndicate-held')).toHaveText('5');
  await snap(page, 'syndicate-create');
  const confirm = sheet.getByRole('button', { name: '确认发起' });
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await confirm.click();

  await expectToast(page, '合买发起成功');
  await expect(page.getByTestId('syndicate-progress')).toHaveText('5%');
  await expect(page.getByText('稳胆二串一，一起上车')).toBeVisible();
  await expect(page.getByTestId('my-purchase')).toContainText('发起自购 1份 · 1.00元');
  await expect(page.getByRole('list', { name: '方案内容' })).toBeVisible();
  await snap(page, 'syndicate-detail-initiator');
  expect(await balanceFen(request, initiator)).toBe(9500n);

  await page.getByRole('button', { name: '撤销合买' }).click();
  await page.getByRole('button', { name: '确认撤销' }).click();
  await expectToast(page, '合买已撤销，认购金额已退回');
  await expect(page.getByTestId('syndicate-status')).toHaveText('已撤单');
  await expect(page.getByTestId('my-purchase')).toContainText('已退款');
  expect(await balanceFen(request, initiator)).toBe(10000n);
});

async function buyShares(page: Page, id: number, shares: 'rest' | number, expected: string) {
  await page.goto(`/#/syndicatePages/detail?id=${id}`);
  const buy = page.getByRole('button', { name: '立即认购' });
  await expect(buy).toBeInViewport({ ratio: 1 });
  if (shares === 'rest') await page.getByRole('button', { name: '包尾' }).click();
  else await page.getByLabel('认购份数').fill(String(shares));
  await expect(page.getByTestId('buy-amount')).toHaveText(expected);
  await buy.click();
}

test('two players fill a 合买 from the hall, it is placed, and the win is paid to each share once', async ({
  page,
  browser,
  request,
}) => {
  const initiator = await fundedPlayer('synit', '100.00');
  const initiatorToken = await apiLogin(request, initiator, PLAYER_PASSWORD);
  const { matchId, selection } = await basketballHomeWin(request, initiatorToken);
  const created = await api<{ id: number }>(request, initiatorToken, 'POST', '/v1/syndicates', {
    sport: 'basketball',
    mode: 'single',
    combos: [],
    amount: 20,
    multiple: 1,
    selections: [selection],
    own_shares: 2,
    guarantee_shares: 0,
    commission_rate: 10,
    description: '主队主场十连胜',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id;

  await noteToastsIn(page.context());
  const alice = await fundedPlayer('syna', '50.00');
  await login(page, { username: alice, password: PLAYER_PASSWORD });
  await page.goto('/#/expertPages/ExpertList');
  await page.getByRole('link', { name: /合买大厅/ }).click();
  await page.getByRole('tab', { name: '最新' }).click();
  const card = page.locator(`a[href="#/syndicatePages/detail?id=${id}"]`);
  await expect(card).toContainText('10%');
  await snap(page, 'syndicate-hall');
  await buyShares(page, id, 8, '8.00');
  await expectToast(page, '认购成功，8份共 8.00 元');
  await expect(page.getByTestId('syndicate-progress')).toHaveText('50%');

  const phone = await browser.newContext(PHONE);
  await noteToastsIn(phone);
  const second = await phone.newPage();
  const bob = await fundedPlayer('synb', '50.00');
  await login(second, { username: bob, password: PLAYER_PASSWORD });
  await buyShares(second, id, 'rest', '10.00');
  await expectToast(second, '认购成功，10份共 10.00 元');
  // The sale that fills it places the ticket at once.
  await expect(second.getByTestId('syndicate-status')).toHaveText('已出票');
  await expect(second.getByRole('list', { name: '参与人' }).getByRole('listitem')).toHaveCount(3);
  await snap(second, 'syndicate-detail-full');

  await ops('match:settle', String(matchId), '100:90');
  const payout = (2000n * fenOf(selection.odds)) / 100n;
  const commission = ((payout - 2000n) * 10n) / 100n;
  const aliceShare = ((payout - commission) * 8n) / 20n;
  const bobShare = ((payout - commission) * 10n) / 20n;

  // Each buyer finds the result from 我的 › 我的合买, as players do.
  await second.goto('/#/pages/mine/mine');
  await second.getByRole('link', { name: '我的合买' }).click();
  await expect(second.getByTestId('syndicate-card').first()).toContainText(`派奖 ${yuanOf(payout)}元`);
  await expect(second.getByTestId('syndicate-status').first()).toHaveText('红单');
  await snap(second, 'syndicate-mine');
  await second.getByTestId('syndicate-card').first().click();
  await expect(second.getByTestId('my-purchase')).toContainText(`奖金 ${yuanOf(bobShare)}元`);

  expect(await balanceFen(request, alice)).toBe(5000n - 800n + aliceShare);
  expect(await balanceFen(request, bob)).toBe(5000n - 1000n + bobShare);
  expect(await balanceFen(request, initiator)).toBe(10000n - 200n + payout - aliceShare - bobShare);
  await phone.close();
});
