import { api, apiLogin, opsApi } from '../support/api';
import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { isSeeded, listMatches, openSeededMatchIds } from '../support/matches';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

interface ListedMatch {
  id: number;
  can_bet: boolean;
  home_team: string;
  away_team: string;
  start_time: string;
  odds: { single: boolean; options: Array<{ option: string; odds: string }> } | null;
}

const BEIJING_MS = 8 * 3_600_000;
/** The Beijing calendar day (YYYY-MM-DD) of an instant. */
const beijingDay = (iso: string) => new Date(Date.parse(iso) + BEIJING_MS).toISOString().slice(0, 10);
/** What a player in China reads on a clock: 'MM-DD HH:mm' of an instant, worked out here, not by the app. */
const beijingMonthDayTime = (iso: string) => {
  const text = new Date(Date.parse(iso) + BEIJING_MS).toISOString();
  return `${text.slice(5, 10)} ${text.slice(11, 16)}`;
};

async function newPlayer(page: Page, request: APIRequestContext, prefix: string) {
  const username = uniqueUsername(prefix);
  await ops('user:create', username, 'secret123');
  await credit(username, '100.00');
  await login(page, { username, password: 'secret123' });
  return apiLogin(request, username, 'secret123');
}

async function openFootball(
  request: APIRequestContext,
  token: string,
  play = 'winDrawLose',
): Promise<ListedMatch[]> {
  const reply = await api<{ list: ListedMatch[] }>(
    request,
    token,
    'GET',
    `/v1/football/matches?per_page=100&status=0&play=${play}`,
  );
  return reply.body.data.list.filter((match) => match.can_bet && match.odds);
}

/** A 2元 single on 总进球 2 (every match offers it as 单关) through the API; the order number and odds. */
async function betTwoGoals(request: APIRequestContext, token: string, match: ListedMatch) {
  const odds = match.odds?.options.find((option) => option.option === '2')?.odds as string;
  const placed = await api<{ order_no: string }>(request, token, 'POST', '/v1/order/submit', {
    sport: 'football',
    mode: 'single',
    combos: [],
    amount: 2,
    multiple: 1,
    selections: [{ match_id: match.id, play: 'totalGoals', option: '2', odds }],
  });
  expect(placed.status).toBe(200);
  return { orderNo: placed.body.data.order_no, odds };
}

// Whole flows (bets, settlement, several pages) on a shared 2-core machine.

const teamsOf = (match: ListedMatch) => `${match.home_team} vs ${match.away_team}`;

test('我的注单: filters show the right rows, the detail each leg’s result and payout, a new bet at the top', async ({
  page,
  request,
}) => {
  const listed = (await listMatches(request, 'football', 4)).map(Number);
  const token = await newPlayer(page, request, 'orders');
  const open = await openFootball(request, token, 'totalGoals');
  const [won, lost, voided, fresh] = listed.map((id) => open.find((match) => match.id === id)) as [
    ListedMatch,
    ListedMatch,
    ListedMatch,
    ListedMatch,
  ];
  const wonBet = await betTwoGoals(request, token, won);
  await betTwoGoals(request, token, lost);
  await betTwoGoals(request, token, voided);
  await opsApi(request, `/matches/${won.id}/settle`, { home: 2, away: 0, half: { home: 1, away: 0 } });
  await opsApi(request, `/matches/${lost.id}/settle`, { home: 0, away: 3, half: { home: 0, away: 1 } });
  await opsApi(request, `/matches/${voided.id}/void`);

  // A bet placed in the app shows at the top of 我的注单 as 待开奖.
  await page.goto('/#/betPages/football/index');
  await page.getByRole('tab', { name: '总进球' }).click();
  await page.getByTestId(`match-${fresh.id}`).getByRole('button').first().click();
  await page.getByTestId('slip-bar').getByRole('button', { name: '投注', exact: true }).click();
  await expect(page).toHaveURL(/order\/detail\?order_no=SP\d+/);
  await page.goto('/#/betPages/order/detail');
  await expect(page.getByRole('heading', { name: '我的注单' })).toBeVisible();
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('待开奖');
  await expect(rows.first()).toContainText(teamsOf(fresh));

  // Rows fit 375 px: the status and the time stay on one line each, inside the card.
  for (const row of await rows.all()) {
    const box = await row.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    for (const part of [row.getByTestId('order-status'), row.locator('time')]) {
      const lines = await part.evaluate((node) => node.getClientRects().length);
      const height = (await part.boundingBox())?.height ?? 0;
      expect(lines).toBe(1);
      expect(height).toBeLessThan(26);
    }
  }
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: '近30天' })).toBeInViewport({ ratio: 1 });
  await snap(page, 'sports-orders-list');

  const expectOnly = async (tab: string, teams: string, status: string) => {
    await tabs.getByRole('tab', { name: tab, exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(teams);
    await expect(rows.first()).toContainText(status);
  };
  await expectOnly('已中奖', teamsOf(won), '已中奖');
  const wonPayout = (Math.round(Number(wonBet.odds) * 200) / 100).toFixed(2);
  await expect(rows.first()).toContainText(`派奖 ${wonPayout}`);
  await expectOnly('未中奖', teamsOf(lost), '未中奖');
  await expectOnly('已退款', teamsOf(voided), '已退款');
  await expect(rows.first()).toContainText('退款 2.00');
  await tabs.getByRole('tab', { name: '待开奖', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: '今天' }).click();
  await expect(rows).toHaveCount(1);
  await tabs.getByRole('tab', { name: '全部', exact: true }).click();
  await expect(rows).toHaveCount(4);

  // 自定义, as on 投注记录: the Beijing day the orders were placed lists them all, the day before none.
  const history = await api<{ list: Array<{ created_at: string }> }>(
    request,
    token,
    'GET',
    '/v1/order/history',
  );
  const placedDay = beijingDay(history.body.data.list[0]?.created_at as string);
  const chooseDays = async (start: string, end: string, sheetShot?: string) => {
    await page.getByRole('button', { name: /^自定义$|~/ }).click();
    const sheet = page.getByRole('dialog', { name: '自定义日期' });
    await sheet.getByLabel('开始日期').fill(start);
    await sheet.getByLabel('结束日期').fill(end);
    if (sheetShot) await snap(page, sheetShot);
    await sheet.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('button', { name: `${start.slice(5)}~${end.slice(5)}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  };
  const dayBefore = new Date(Date.parse(placedDay) - 86_400_000).toISOString().slice(0, 10);
  await chooseDays(dayBefore, dayBefore, 'sports-orders-custom-sheet');
  await expect(page.getByText('暂无注单')).toBeVisible();
  await chooseDays(placedDay, placedDay);
  await expect(rows).toHaveCount(4);
  await snap(page, 'sports-orders-custom-range');

  // The won order: its leg's score, the play's result and 赢, the payout and the sub-bet.
  await rows.filter({ hasText: teamsOf(won) }).click();
  await expect(page.getByRole('heading', { name: '注单详情' })).toBeVisible();
  const leg = page.getByTestId('order-leg');
  await expect(leg).toContainText('2:0');
  await expect(leg).toContainText('赛果 2球 · 赢');
  await expect(page.getByTestId('order-payout')).toHaveText(`派奖 ${wonPayout}元`);
  const subBet = page.getByTestId('order-sub-bet');
  await expect(subBet).toContainText(`赔率 ${wonBet.odds} · 1倍 · 投注 2.00元`);
  await expect(subBet).toContainText(`中奖 ${wonPayout}元`);
  await snap(page, 'sports-order-detail-won');
  await page.goBack();
  await rows.filter({ hasText: teamsOf(lost) }).click();
  await expect(page.getByTestId('order-leg')).toContainText('赛果 3球 · 输');
  await expect(page.getByTestId('order-payout')).toHaveText('派奖 0.00元');
  await page.goBack();
  await rows.filter({ hasText: teamsOf(voided) }).click();
  await expect(page.getByTestId('order-leg')).toContainText('退款');
  await expect(page.getByTestId('order-payout')).toHaveText('退款 2.00元');
  await snap(page, 'sports-order-detail-refunded');
});

test('tapping a match of the bet list opens all its plays; an option added shows in the slip bar', async ({
  page,
  request,
}) => {
  await newPlayer(page, request, 'detail');
  await page.goto('/#/betPages/football/index');
  // 单关 on 总进球 lists every match (each offers it for singles).
  await page.getByRole('tab', { name: '总进球' }).click();
  const [id] = await openSeededMatchIds(page, 1);
  await page.getByTestId(`match-${id}`).getByTestId('open-match-detail').click();
  await expect(page).toHaveURL(/betPages\/football\/index\?match_id=\d+/);
  await expect(page.getByRole('heading', { name: '赛事详情' })).toBeVisible();
  for (const play of ['winDrawLose', 'handicap', 'score', 'totalGoals', 'halfFullTime']) {
    await expect(page.getByTestId(`play-${play}`)).toBeVisible();
  }
  // 比分, 总进球 and 半全场 are offered for singles on every match: each carries the 单关 badge.
  for (const play of ['score', 'totalGoals', 'halfFullTime']) {
    await expect(page.getByTestId(`play-${play}`).getByTestId('single-badge')).toHaveText('单关');
  }
  await expect(page.getByTestId('play-handicap').getByRole('button').first()).toBeInViewport({ ratio: 1 });
  await page.getByTestId('play-totalGoals').getByRole('button').first().click();
  const bar = page.getByTestId('slip-bar');
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar).toContainText('单关 · 共1注 2.00元');
  await snap(page, 'sports-match-detail');
  await page.getByRole('button', { name: '展开投注单' }).click();
  await expect(page.getByTestId('slip-sheet')).toContainText('总进球');
  await expect(page.getByTestId('slip-sheet').getByTestId('single-badge')).toHaveText('单关');
});

test('home 热门赛事: real matches with 胜平负; an odd tapped is in the slip on the bet page; the match opens', async ({
  page,
  request,
}) => {
  await newPlayer(page, request, 'hot');
  await page.goto('/#/pages/home/home');
  const widget = page.getByTestId('hot-matches');
  const first = widget.locator('[data-testid^="hot-match-"]').first();
  // Home loads several remotes and lists at once: slow on a loaded machine.
  await expect(first).toBeVisible();
  await expect(widget.locator('[data-testid^="hot-match-"]')).toHaveCount(3);
  // The player has scrolled until the first hot match is halfway up the screen, the others still below.
  await first.evaluate((match) =>
    window.scrollBy(0, match.getBoundingClientRect().top - window.innerHeight / 2),
  );
  const draw = first.getByRole('button').nth(1);
  await draw.click();
  await expect(draw).toHaveAttribute('aria-pressed', 'true');
  const go = page.getByTestId('hot-matches-go');
  await expect(go).toHaveText('已选1项 · 去投注');
  // 去投注 is in view with the odd just tapped, above the tab bar: no scrolling to find it.
  await expect(go).toBeInViewport({ ratio: 1 });
  const goBottom = await go.evaluate((link) => link.getBoundingClientRect().bottom);
  const tabBarTop = await page.getByTestId('tabbar').evaluate((bar) => bar.getBoundingClientRect().top);
  expect(goBottom).toBeLessThanOrEqual(tabBarTop);
  await snap(page, 'sports-home-hot-matches');
  await page.getByTestId('hot-matches-go').click();
  const bar = page.getByTestId('slip-bar');
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar).toContainText('共1注 2.00元');

  await page.goto('/#/pages/home/home');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/match_id=\d+/);
  await expect(page.getByTestId('play-winDrawLose').getByRole('button').nth(1)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test.describe('a phone set to New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('sees kick-offs in Beijing time, the same days as the day tabs', async ({ page, request }) => {
    const token = await newPlayer(page, request, 'nyc');
    const days = [0, 1, 2].map((offset) =>
      beijingMonthDayTime(new Date(Date.now() + offset * 86_400_000).toISOString()).slice(0, 5),
    );
    // A seeded match on one of the three day tabs, offering 胜平负 as 单关 (the bet page opens on 单关, which lists
    // only those), taken from the list that day's tab shows: the earliest such, so the bet page lists it too.
    let match: ListedMatch | undefined;
    for (const offset of [0, 1, 2]) {
      const date = beijingDay(new Date(Date.now() + offset * 86_400_000).toISOString());
      const day = await api<{ list: ListedMatch[] }>(
        request,
        token,
        'GET',
        `/v1/football/matches?date=${date}&per_page=50`,
      );
      match = day.body.data.list.find((item) => item.can_bet && item.odds?.single && isSeeded(item.id));
      if (match) break;
    }
    if (!match) throw new Error('no open match in the next three Beijing days');
    // The browser really is in New York: its own clock differs from Beijing's.
    expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBeGreaterThan(0);
    const kickOff = beijingMonthDayTime(match.start_time);

    await page.goto('/#/pages/gameplay/gameplay');
    const dayTabs = page.getByRole('tablist').nth(1);
    await expect(dayTabs.getByRole('tab').first()).toHaveText(days[0] as string);
    await dayTabs.getByRole('tab', { name: kickOff.slice(0, 5) }).click();
    await expect(page.getByTestId(`gameplay-match-${match.id}`)).toContainText(kickOff.slice(6));
    await snap(page, 'sports-gameplay-new-york');

    await page.goto('/#/betPages/football/index');
    await expect(page.getByTestId(`match-${match.id}`)).toContainText(kickOff);
    await page.getByTestId(`match-${match.id}`).getByTestId('open-match-detail').click();
    await expect(page.getByTestId('detail-match-head')).toContainText(kickOff);
  });
});
