import { apiLogin } from '../support/api';
import { login, ops, snap } from '../support/app';
import { placeBasketballHomeWin } from '../support/matches';
import { balanceFen, fenOf, fundedPlayer, PLAYER_PASSWORD, yuanOf } from '../support/players';
import { expect, expectToast, noteToastsIn, type Page, test } from '../support/test';

async function openMine(page: Page, tab: '我跟的' | '我发的') {
  await page.goto('/#/planPages/mine');
  await page.getByRole('tab', { name: tab }).click();
}

test('an expert publishes a plan, a player follows it at 5倍 from the hall, and the win pays the commission once', async ({
  page,
  browser,
  request,
}) => {
  const expert = await fundedPlayer('pub', '100.00');
  const placed = await placeBasketballHomeWin(request, await apiLogin(request, expert, PLAYER_PASSWORD), 10);

  await login(page, { username: expert, password: PLAYER_PASSWORD });
  await page.goto('/#/planPages/publish');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByLabel('佣金比例(%)').fill('10');
  await page.getByLabel('方案分析（选填）').fill('主队背靠背后第二场，客队伤病多');
  await snap(page, 'plan-publish');
  await page.getByRole('button', { name: '发布方案' }).click();
  await expect(page.getByText('这是你发布的方案')).toBeVisible();
  await expect(page.getByTestId('plan-analysis')).toContainText('客队伤病多');
  const planId = new URL(page.url().replace('#/', '')).searchParams.get('id');
  expect(planId).toMatch(/^\d+$/);

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  await noteToastsIn(phone);
  const follower = await phone.newPage();
  const player = await fundedPlayer('flw', '200.00');
  await login(follower, { username: player, password: PLAYER_PASSWORD });
  await follower.goto('/#/expertPages/ExpertList');
  await follower.getByRole('link', { name: /跟单大厅/ }).click();
  const card = follower.locator(`a[href="#/planPages/detail?id=${planId}"]`);
  await expect(card).toContainText('佣金 10%');
  await snap(follower, 'plan-hall');
  await card.click();

  const followButton = follower.getByRole('button', { name: '立即跟单' });
  await expect(followButton).toBeInViewport({ ratio: 1 });
  await follower.getByRole('button', { name: '5倍' }).click();
  await expect(follower.getByTestId('follow-stake')).toHaveText('50.00');
  await followButton.click();
  await expectToast(follower, '跟单成功，投注 50.00 元');
  await expect(follower.getByText('5倍 · 投注 50.00 元')).toBeVisible();
  await snap(follower, 'plan-detail');

  await ops('match:settle', String(placed.matchId), '100:90');
  const stake = 5000n;
  const payout = (stake * fenOf(placed.odds)) / 100n;
  const commission = ((payout - stake) * 10n) / 100n;

  // The follower finds the follow from 我的, as players do.
  await follower.goto('/#/pages/mine/mine');
  await follower.getByRole('link', { name: '我的跟单' }).click();
  await follower.getByRole('tab', { name: '我跟的' }).click();
  const result = follower.getByTestId('follow-result').first();
  await expect(result).toContainText('已中奖');
  await expect(result).toContainText(`佣金 ${yuanOf(commission)}`);
  await snap(follower, 'plan-mine-follows');
  await openMine(page, '我发的');
  await expect(page.getByTestId('plan-card').first()).toContainText(`佣金收入 ${yuanOf(commission)} 元`);
  await expect(page.getByTestId('plan-status').first()).toHaveText('红单');

  // The publisher's page counts the settled plan in their record.
  await follower.goto(`/#/planPages/detail?id=${planId}`);
  await follower.getByRole('link', { name: /›/ }).click();
  await expect(follower.getByTestId('publisher-won')).toHaveText('1');
  await expect(follower.getByText('近1中', { exact: true })).toBeVisible();
  await snap(follower, 'plan-publisher');

  // The follower staked 50.00, won the payout and paid the commission; the expert won their own ticket
  // (10.00 at the same odds) and received the commission: once, whatever the pages were opened.
  expect(await balanceFen(request, player)).toBe(20000n - stake + payout - commission);
  const expertPayout = (1000n * fenOf(placed.odds)) / 100n;
  expect(await balanceFen(request, expert)).toBe(10000n - 1000n + expertPayout + commission);
  await phone.close();
});
