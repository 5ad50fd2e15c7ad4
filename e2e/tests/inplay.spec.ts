import { api, opsApi } from '../support/api';
import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { listLiveMatch } from '../support/matches';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

// 滚球: a live bet waits out the bet delay (a countdown), then is accepted, or refused when the operator
// suspends the match during the delay (nothing debited). The delay is set per test; in the refusal test the
// operator suspends through the ops API (one request, no CLI process to start) as soon as the countdown shows.
const DELAY_SECONDS = 3;
const LONG_DELAY_SECONDS = 12;

/** A fresh funded player, signed in on the page. */
async function fundedPlayer(page: Page, request: APIRequestContext) {
  const user = { username: uniqueUsername('ip'), password: 'secret123' };
  const registered = await request.post('/api/v1/register', {
    data: { ...user, password_confirmation: user.password },
  });
  expect(registered.status()).toBe(200);
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  await credit(user.username, '100');
  await login(page, user);
  return token;
}

/** A live football match of the test's own, its markets open (a goal or a card may have paused them). */
async function liveMatch(request: APIRequestContext): Promise<number> {
  const id = await listLiveMatch(request);
  await ops('match:resume', String(id));
  return id;
}

async function balanceOf(request: APIRequestContext, token: string): Promise<string> {
  return (await api<{ balance: string }>(request, token, 'GET', '/v1/user/balance')).body.data.balance;
}

/** Opens 滚球 from the 竞猜 tab and the match from the live list. */
async function openLiveMatch(page: Page, id: number): Promise<void> {
  await page.goto('/#/pages/gameplay/gameplay');
  await page.getByRole('link', { name: '滚 滚球' }).click();
  const row = page.locator(`a[href$="detail?id=${id}"]`);
  await expect(row).toBeVisible();
  // each live match is labelled 滚球 with its main odds
  await expect(row.getByText('滚球', { exact: true })).toBeVisible();
  await expect(row.getByTestId('live-list-odds')).toBeVisible();
  await snap(page, 'inplay-list');
  await row.click();
  await expect(page.getByTestId('live-score')).toBeVisible();
}

async function pickDraw(page: Page): Promise<void> {
  const draw = page.getByTestId('inplay-option-winDrawLose-draw');
  await expect(draw).toBeVisible();
  await draw.click();
  await expect(draw).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '接受全部' }).click();
  await expect(page.getByTestId('inplay-submit')).toBeInViewport();
}

// The delay is one server-wide setting: these tests set it in turn.
test.describe.configure({ mode: 'serial' });

test('a live bet counts down the bet delay and is accepted', async ({ page, request }) => {
  await ops('config:set', 'inplay_bet_delay_seconds', String(DELAY_SECONDS));
  const token = await fundedPlayer(page, request);
  const id = await liveMatch(request);
  await openLiveMatch(page, id);
  await pickDraw(page);
  await snap(page, 'inplay-slip');
  await page.getByTestId('inplay-submit').click();
  await expect(page.getByTestId('inplay-submit')).toHaveText(/确认中 [1-3]…/);
  // Nothing is debited while the bet waits.
  expect(await balanceOf(request, token)).toBe('100.00');
  await snap(page, 'inplay-pending');
  await expect(page.getByTestId('inplay-result')).toContainText('已接受');
  await expect(page.getByTestId('inplay-result')).toBeInViewport();
  expect(await balanceOf(request, token)).toBe('90.00');
  await snap(page, 'inplay-accepted');
  // 我的注单 marks it 滚球, in the list and in the detail.
  await page.goto('/#/betPages/order/detail');
  const row = page.getByTestId('order-row').first();
  await expect(row.getByTestId('in-play-tag')).toHaveText('滚球');
  await row.click();
  await expect(page.getByTestId('in-play-tag')).toHaveText('滚球');
  await snap(page, 'inplay-order-detail');
});

test('a live bet is refused when the operator suspends the match during the delay, with nothing debited', async ({
  page,
  request,
}) => {
  await ops('config:set', 'inplay_bet_delay_seconds', String(LONG_DELAY_SECONDS));
  const token = await fundedPlayer(page, request);
  const id = await liveMatch(request);
  await openLiveMatch(page, id);
  await pickDraw(page);
  await page.getByTestId('inplay-submit').click();
  await expect(page.getByTestId('inplay-submit')).toHaveText(/确认中 \d+…/);
  try {
    await opsApi(request, `/matches/${id}/suspend`, {});
    await expect(page.getByTestId('inplay-result')).toContainText(
      '盘口暂停中（运营暂停），投注未被接受，未扣款',
    );
    await expect(page.getByTestId('inplay-suspended')).toBeVisible();
    // a suspended board shows a padlock in place of every price
    await expect(page.getByTestId('locked-option').first()).toBeVisible();
    await expect(page.getByTestId('inplay-option-winDrawLose-draw')).toHaveCount(0);
    await expect(page.getByTestId('inplay-result')).toBeInViewport();
    expect(await balanceOf(request, token)).toBe('100.00');
    await snap(page, 'inplay-refused');
    // scroll the board out from under the slip to see the padlocks
    const locked = page.getByTestId('locked-option').first();
    const slipTop = async () => (await page.getByTestId('inplay-slip').boundingBox())?.y ?? 0;
    await page.mouse.move(187, 300);
    await page.mouse.wheel(0, 600);
    await expect
      .poll(async () => {
        const box = await locked.boundingBox();
        return box ? box.y + box.height <= (await slipTop()) : false;
      })
      .toBe(true);
    await snap(page, 'inplay-locked');
  } finally {
    await opsApi(request, `/matches/${id}/resume`);
    await ops('config:set', 'inplay_bet_delay_seconds', '5');
  }
});
