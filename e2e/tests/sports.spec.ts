import { E2E_OPS_TOKEN } from '../playwright.config';
import { api, apiLogin } from '../support/api';
import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { isSeeded, listMatches, openSeededMatchIds, pickHomeWins } from '../support/matches';
import { expect, type Page, test } from '../support/test';

test('3串4 on three football matches: 4注 8元, placed, settled by the operator, paid', async ({
  page,
  request,
}) => {
  // Seven operator commands, each its own CLI process.
  const matchIds = await listMatches(request, 'football', 3);
  const username = uniqueUsername('bet');
  await ops('user:create', username, 'secret123');
  await credit(username, '100.00');
  await login(page, { username, password: 'secret123' });

  await page.goto('/#/betPages/football/index');
  await page.getByRole('tab', { name: '串关' }).click();
  await pickHomeWins(page, matchIds);
  // The slip bar is on screen at once, without scrolling; tapping it opens the whole slip.
  await expect(page.getByTestId('slip-bar')).toBeInViewport();
  await page.getByRole('button', { name: '展开投注单' }).click();
  // 自由过关 with 3串1 comes preselected for three matches; 2串1 adds the three pairs (4 tickets, each once).
  const threeByOne = page.getByRole('button', { name: '3串1' });
  await expect(threeByOne).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('每注金额').fill('2');
  await page.getByLabel('倍数').fill('1');
  await page.getByRole('button', { name: '2串1' }).click();
  const figures = page.getByTestId('slip-figures');
  await expect(figures).toContainText('共4注8.00元');
  await snap(page, 'sports-slip-free-pass');
  // 多串过关 is one M串N alone: 3串4 replaces the 自由过关 it already contains.
  await page.getByRole('tab', { name: '多串过关' }).click();
  await page.getByRole('button', { name: '3串4' }).click();
  await expect(page.getByRole('button', { name: '3串4' })).toHaveAttribute('aria-pressed', 'true');
  await expect(threeByOne).toHaveCount(0);
  await expect(page.getByText('3串4 = 3个2串1 + 1个3串1，每次选一种')).toBeVisible();
  await expect(figures).toContainText('共4注8.00元');
  await snap(page, 'sports-slip-3x4');

  await page.getByTestId('slip-sheet').getByRole('button', { name: '投注', exact: true }).click();
  await expect(page).toHaveURL(/betPages\/order\/detail\?order_no=/);
  await expect(page.getByText('待开奖').first()).toBeVisible();

  for (const id of matchIds) await ops('match:settle', id, '2:0', '--half', '1:0');
  await page.reload();
  await expect(page.getByText('已中奖').first()).toBeVisible();
  await snap(page, 'sports-order-won');

  await page.goto('/#/pages/mine/mine');
  const balance = Number((await page.getByTestId('mine-balance').textContent())?.replace(/,/g, ''));
  expect(balance).toBeGreaterThan(92);
});

test('sports pages at 375x812: gameplay rows keep their odds on one line beside the teams', async ({
  page,
}) => {
  await login(page);
  await page.goto('/#/pages/gameplay/gameplay');
  await expect(page.locator('[data-testid^="gameplay-match-"]').first()).toBeVisible();
  // Tomorrow's matches (Beijing day) have not started, so their rows show odds rather than a score.
  const tomorrow = new Date(Date.now() + 86_400_000)
    .toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' })
    .slice(5);
  await page.getByText(tomorrow, { exact: true }).click();
  const rows = page
    .locator('[data-testid^="gameplay-match-"]')
    .filter({ has: page.getByTestId('gameplay-odds-cell') });
  await expect(rows.first()).toBeVisible();
  let checkedCells = 0;
  for (const row of (await rows.all()).slice(0, 8)) {
    const box = await row.boundingBox();
    const cells = await row
      .getByTestId('gameplay-odds-cell')
      .evaluateAll((spans) =>
        spans
          .map((span) => span.getBoundingClientRect())
          .map((rect) => ({ top: rect.top, right: rect.right })),
      );
    expect(new Set(cells.map((cell) => Math.round(cell.top))).size).toBeLessThanOrEqual(1);
    for (const cell of cells) expect(cell.right).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 0.5);
    checkedCells += cells.length;
  }
  // Rows of started matches show a score instead; the pre-match rows must have been measured.
  expect(checkedCells).toBeGreaterThan(0);
  await snap(page, 'sports-gameplay');
  await page.goto('/#/betPages/football/index');
  await expect(page.locator('[data-testid^="match-"]').first()).toBeVisible();
  await snap(page, 'sports-football');
  await page.goto('/#/betPages/basketball/index');
  await expect(page.locator('[data-testid^="match-"]').first()).toBeVisible();
  await snap(page, 'sports-basketball');
});

async function newPlayer(page: Page, prefix: string): Promise<void> {
  const username = uniqueUsername(prefix);
  await ops('user:create', username, 'secret123');
  await credit(username, '100.00');
  await login(page, { username, password: 'secret123' });
}

const scrollMain = (page: Page, to: 'top' | 'bottom') =>
  page.evaluate((where) => {
    for (const main of Array.from(document.querySelectorAll('main')))
      main.scrollTop = where === 'top' ? 0 : main.scrollHeight;
  }, to);

test('the slip bar and 投注 stay in the 375x812 viewport; the slip lists every pick; it belongs to the player', async ({
  page,
}) => {
  await newPlayer(page, 'slip');
  await page.goto('/#/betPages/football/index');
  await page.getByRole('tab', { name: '串关' }).click();
  await pickHomeWins(page, await openSeededMatchIds(page, 3));
  const bar = page.getByTestId('slip-bar');
  for (const where of ['top', 'bottom'] as const) {
    await scrollMain(page, where);
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: '投注', exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(bar).toContainText('串关 · 共1注 2.00元');
  await expect(page.getByTestId('slip-bar-prize')).toContainText('预计奖金');
  await snap(page, 'sports-slip-bar');

  await page.getByRole('button', { name: '展开投注单' }).click();
  const sheet = page.getByTestId('slip-sheet');
  await expect(sheet.getByTestId('slip-match')).toHaveCount(3);
  await expect(sheet.getByTestId('slip-match').first()).toContainText(/周.\d{3}/);
  await expect(sheet.getByTestId('slip-match').first()).toContainText('截止');
  await sheet.getByRole('button', { name: '10倍' }).click();
  await expect(sheet.getByTestId('slip-figures')).toContainText('共1注20.00元');
  await sheet.getByRole('button', { name: /奖金明细/ }).click();
  await expect(sheet.getByRole('list', { name: '奖金明细' }).getByRole('listitem')).toHaveCount(1);
  await expect(sheet.getByRole('button', { name: '投注', exact: true })).toBeInViewport({ ratio: 1 });
  await snap(page, 'sports-slip-sheet');
  await sheet.getByRole('button', { name: /^移除/ }).first().click();
  await expect(sheet.getByTestId('slip-match')).toHaveCount(2);

  // A reload keeps the slip; logging out empties it, and logging in again does not bring it back.
  await page.reload();
  await expect(page.getByTestId('slip-bar')).toContainText('共1注 20.00元');
  await page.goto('/#/pages/mine/mine');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('user_data:'))))
    .toEqual([]);
});

test('a price the operator moves shows at once in the open slip, up and struck through', async ({
  page,
  request,
}) => {
  const [id = ''] = await listMatches(request, 'football', 1);
  await newPlayer(page, 'odds');
  await page.goto('/#/betPages/football/index');
  // 串关 lists every match (单关 only those offering 胜平负 for singles).
  await page.getByRole('tab', { name: '串关' }).click();
  await pickHomeWins(page, [id]);
  await page.getByRole('button', { name: '展开投注单' }).click();
  const odds = page.getByTestId('slip-sheet').getByTestId('pick-odds');
  const before = (await odds.textContent()) ?? '';
  const raised = (Number(before) + 0.5).toFixed(2);
  await ops('match:odds', id, 'winDrawLose', 'win', raised);
  await expect(odds).toHaveAttribute('data-move', 'up');
  await expect(odds).toContainText(raised);
  // The simulator may nudge the price between the read and the operator's move: the struck-through price is
  // the one shown just before the move, below the raised one.
  const struck = Number(await odds.locator('s').textContent());
  expect(struck).toBeGreaterThan(1);
  expect(struck).toBeLessThan(Number(raised));
  await snap(page, 'sports-slip-odds-up');
});

/**
 * Moves 总进球 0 of `matchId` to `odds` while the next order submit is on its way to the server (the ops API
 * that `pnpm ops match:odds` calls, straight, to be quick).
 */
async function moveOddsDuringSubmit(page: Page, matchId: string, odds: string): Promise<void> {
  await page.route(
    '**/api/v1/order/submit',
    async (route) => {
      const moved = await page.request.post(`/api/ops/matches/${matchId}/odds`, {
        headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
        data: { play: 'totalGoals', option: '0', odds },
      });
      expect(moved.status()).toBe(200);
      await route.continue();
    },
    { times: 1 },
  );
}

for (const { policy, move, accepted } of [
  { policy: '不接受', move: 0.3, accepted: false },
  { policy: '仅接受升赔', move: 0.3, accepted: true },
  { policy: '仅接受升赔', move: -0.3, accepted: false },
  { policy: '接受全部', move: -0.3, accepted: true },
]) {
  test(`odds policy ${policy}: a price moved by ${move} during submit is ${accepted ? 'taken' : 'shown old -> new to accept'}`, async ({
    page,
    request,
  }) => {
    const [id = ''] = await listMatches(request, 'football', 1);
    await newPlayer(page, 'policy');
    await page.goto('/#/betPages/football/index');
    // A 单关 on 总进球 0 (the first option), which every match offers for singles.
    await page.getByRole('tab', { name: '总进球' }).click();
    await pickHomeWins(page, [id]);
    await page.getByRole('button', { name: '展开投注单' }).click();
    const sheet = page.getByTestId('slip-sheet');
    await sheet.getByRole('button', { name: policy }).click();
    const shown = (await sheet.getByTestId('pick-odds').textContent()) ?? '';
    const moved = Math.max(1.01, Number(shown) + move).toFixed(2);
    await moveOddsDuringSubmit(page, id, moved);
    await sheet.getByRole('button', { name: '投注', exact: true }).click();
    if (!accepted) {
      const changes = page.getByTestId('odds-changes');
      await expect(changes).toContainText(`${shown} → ${moved}`);
      await snap(page, 'sports-slip-odds-refused');
      await changes.getByRole('button', { name: '接受新赔率' }).click();
      await sheet.getByRole('button', { name: '投注', exact: true }).click();
    }
    await expect(page).toHaveURL(/betPages\/order\/detail\?order_no=/);
    await expect(page.getByText(`@${moved}`).first()).toBeVisible();
  });
}

test('a pick whose match is called off is marked 已停售 at once and removed with one tap', async ({
  page,
  request,
}) => {
  const listed = await listMatches(request, 'football', 2);
  await newPlayer(page, 'stale');
  await page.goto('/#/betPages/football/index');
  await page.getByRole('tab', { name: '串关' }).click();
  await pickHomeWins(page, listed);
  await ops('match:void', listed[0] as string);
  const bar = page.getByTestId('slip-bar');
  await expect(bar).toContainText('1项失效');
  await page.getByRole('button', { name: '展开投注单' }).click();
  const sheet = page.getByTestId('slip-sheet');
  await expect(sheet.getByTestId('slip-match').first()).toContainText('已停售');
  await snap(page, 'sports-slip-stale');
  await sheet.getByRole('button', { name: '移除失效选项' }).click();
  await expect(sheet.getByTestId('slip-match')).toHaveCount(1);
  await expect(bar).not.toContainText('失效');
});

test('单关: badged where the match offers the play for singles; a 串关-only pick is never offered nor taken alone', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('single');
  await ops('user:create', username, 'secret123');
  await credit(username, '100.00');
  await login(page, { username, password: 'secret123' });
  const token = await apiLogin(request, username, 'secret123');

  await page.goto('/#/betPages/football/index');
  // 单关 lists only the matches offering 胜平负 for singles, each badged 单关.
  const cards = page.locator('article[data-testid^="match-"]');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNot: page.getByTestId('single-badge') })).toHaveCount(0);
  await expect(cards.first().getByTestId('single-badge')).toHaveText('单关');

  // 串关 lists every match: the unbadged ones take 胜平负 in 串关 only.
  await page.getByRole('tab', { name: '串关' }).click();
  const unbadged = () =>
    cards.evaluateAll((found) =>
      found
        .filter((card) => !card.querySelector('[data-testid="single-badge"]'))
        .map((card) => Number((card.getAttribute('data-testid') ?? '').replace('match-', ''))),
    );
  await expect.poll(async () => (await unbadged()).filter(isSeeded).length).toBeGreaterThan(0);
  const id = (await unbadged()).find(isSeeded) as number;
  const card = page.getByTestId(`match-${id}`);
  await card.getByRole('button').first().click();
  await page.getByRole('button', { name: '展开投注单' }).click();
  const sheet = page.getByTestId('slip-sheet');
  // One 串关-only pick: no 单关 pass type, and the slip says why.
  await expect(sheet).toContainText('该玩法不支持单关，请再选一场比赛组成串关');
  await expect(sheet).not.toContainText('请选择正确的过关方式');
  await expect(sheet.getByRole('button', { name: '单关', exact: true })).toHaveCount(0);
  await expect(sheet.getByTestId('single-badge')).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: '投注', exact: true })).toBeInViewport({ ratio: 1 });
  await snap(page, 'sports-slip-parlay-only');

  // The server refuses it as a single whatever the client does: the spec's envelope, nothing debited.
  const plays = await api<{
    plays: Array<{ play: string; single: boolean; options: Array<{ option: string; odds: string }> }>;
  }>(request, token, 'GET', `/v1/matches/${id}/plays`);
  const winDrawLose = plays.body.data.plays.find((play) => play.play === 'winDrawLose');
  expect(winDrawLose?.single).toBe(false);
  const refused = await api(request, token, 'POST', '/v1/order/submit', {
    sport: 'football',
    mode: 'single',
    combos: [],
    amount: 2,
    multiple: 1,
    selections: [{ match_id: id, play: 'winDrawLose', option: 'win', odds: winDrawLose?.options[0]?.odds }],
  });
  expect(refused.status).toBe(422);
  expect(refused.body.message).toBe('该玩法不支持单关');
  const balance = await api<{ balance: string }>(request, token, 'GET', '/v1/user/balance');
  expect(balance.body.data.balance).toBe('100.00');
});
