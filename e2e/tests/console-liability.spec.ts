import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { api, apiLogin, type Envelope } from '../support/api';
import { credit, uniqueUsername } from '../support/app';
import { listMatches } from '../support/matches';
import { expect, test } from '../support/test';
import { totpCode } from '../support/totp';

type APIRequestContext = Parameters<typeof api>[0];

const PASSWORD = 'console-pass-1';
const screenshots = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

interface Liability {
  matches: Array<{ match_id: number; liability: string }>;
}

const opsHeaders = { authorization: `Bearer ${E2E_OPS_TOKEN}` };
/** "12345.60" as the page shows it: "12,345.60". */
const grouped = (yuan: string) => yuan.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',');

async function matchLiability(request: APIRequestContext, matchId: number): Promise<string> {
  const reply = await request.get('/api/ops/liability?limit=100', { headers: opsHeaders });
  const { matches } = ((await reply.json()) as Envelope<Liability>).data;
  return matches.find((match) => match.match_id === matchId)?.liability ?? '0.00';
}

/** A football match of the test's own (its limit and liability are the test's alone), and its 总进球 option with the lowest odds (a single everywhere). */
async function pickOutcome(request: APIRequestContext, token: string) {
  const [id = ''] = await listMatches(request, 'football', 1);
  const plays = await api<{
    plays: Array<{ play: string; options: Array<{ option: string; odds: string }> }>;
  }>(request, token, 'GET', `/v1/matches/${id}/plays`);
  const options = plays.body.data.plays.find((play) => play.play === 'totalGoals')?.options ?? [];
  const option = [...options].sort((a, b) => Number(a.odds) - Number(b.odds))[0];
  if (!option) throw new Error('no 总进球 odds');
  return { matchId: Number(id), option: option.option, odds: option.odds };
}

test('风控 watches a match’s liability move as a player bets, sets its own limit, and the next bigger bet is refused naming the stake left', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('rk').toLowerCase();
  const created = await request.post('/api/ops/operators', {
    headers: opsHeaders,
    data: { username, password: PASSWORD, roles: ['risk'], display_name: '风控小李' },
  });
  expect(created.status()).toBe(200);
  const { totp_secret: secret } = ((await created.json()) as Envelope<{ totp_secret: string }>).data;

  const player = { username: uniqueUsername('lb'), password: 'secret123' };
  await request.post('/api/v1/register', { data: { ...player, password_confirmation: player.password } });
  await credit(player.username, '5000');
  const token = await apiLogin(request, player.username, player.password);
  const { matchId, option, odds } = await pickOutcome(request, token);
  const bet = (amount: number) =>
    api(request, token, 'POST', '/v1/order/submit', {
      sport: 'football',
      mode: 'single',
      combos: [],
      amount,
      multiple: 1,
      selections: [{ match_id: matchId, play: 'totalGoals', option, odds }],
    });

  await page.goto('/ops/');
  await page.getByPlaceholder('请输入运营账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByPlaceholder('身份验证器上的 6 位数字').fill(totpCode(secret));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '运营概览' })).toBeVisible();
  await page.getByRole('navigation', { name: '功能菜单' }).getByRole('link', { name: '风险敞口' }).click();
  await expect(page.getByRole('heading', { name: '风险敞口' })).toBeVisible();
  await expect(page.getByText('实时更新中')).toBeVisible();

  try {
    // A big stake puts the match among the largest liabilities, whatever the parallel suites bet.
    expect((await bet(1000)).status).toBe(200);
    const card = page
      .locator('article')
      .filter({ hasText: `敞口 ${grouped(await matchLiability(request, matchId))}` });
    await expect(card).toBeVisible();
    const teams = (await card.getByRole('heading').textContent()) ?? '';
    const ownCard = page.getByRole('article', { name: teams });

    expect((await bet(10)).status).toBe(200);
    const moved = await matchLiability(request, matchId);
    await expect(ownCard).toContainText(`敞口 ${grouped(moved)}`);

    // Room for 20 元 more on each outcome of this match only (the book's limits stay as they are).
    const limit = String(Math.ceil(Number(moved)) + 20);
    await ownCard.getByLabel('本场单选项限额（元）').fill(limit);
    await ownCard.getByRole('button', { name: '保存本场限额' }).click();
    await expect(ownCard).toContainText(`/ ${grouped(`${limit}.00`)} 元`);

    const refused = await bet(100);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^该选项投注已达上限，本单最多可投 \d+ 元$/);
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: join(screenshots, 'console-liability.png') });
  } finally {
    await request.put(`/api/ops/matches/${matchId}/risk-limits`, {
      headers: opsHeaders,
      data: { outcome_limit: null, match_limit: null },
    });
  }
});
