import { E2E_OPS_TOKEN } from '../playwright.config';
import { api, apiLogin, type Envelope } from '../support/api';
import { login, uniqueUsername } from '../support/app';
import { createOperator, openConsole, shoot, signInDesk } from '../support/console';
import { fundedPlayer, PLAYER_PASSWORD } from '../support/players';
import { expect, expectToast, test } from '../support/test';

const opsHeaders = { authorization: `Bearer ${E2E_OPS_TOKEN}` };

/** 'YYYY-MM-DD HH:mm' in Beijing time, as the console's date field takes it. */
const beijingText = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

test('风控 lists a friendly from 赛事 › 新增比赛: it sells at once on the player’s bet page as 单关, and the audit names the operator', async ({
  browser,
  page,
  request,
}) => {
  const trader = await createOperator(['risk'], `风控${uniqueUsername('').slice(-4)}`);
  const desk = await signInDesk(browser, trader);
  await openConsole(desk.page, '/sports/matches');
  await desk.page.getByRole('button', { name: '新增比赛' }).click();
  const form = desk.page.getByRole('dialog', { name: '新增比赛' });
  await form.getByLabel('联赛').selectOption({ label: '英超' });
  const away = form.getByLabel('客队');
  await away.selectOption({ index: 5 });
  const awayTeam = (await away.locator('option:checked').textContent()) ?? '';
  const homeTeam = (await form.getByLabel('主队').locator('option:checked').textContent()) ?? '';
  await form
    .getByLabel('开赛时间（北京时间）', { exact: true })
    .fill(beijingText(Date.now() + 2 * 3_600_000));
  await form.getByLabel('胜平负 单关', { exact: true }).check();
  await shoot(desk.page, 'console-list-match');
  await form.getByRole('button', { name: '新增', exact: true }).click();
  await expectToast(desk.page, '已新增比赛');
  // The list turns to 未开赛, where the new match is.
  const row = desk.page.getByTestId('ops-match-row').filter({ hasText: `${homeTeam} vs ${awayTeam}` });
  await expect(row.first()).toBeVisible();

  // The player sees it on sale as a 单关 at once.
  const player = await fundedPlayer('lm', '10.00');
  const token = await apiLogin(request, player, PLAYER_PASSWORD);
  const singles = await api<{ list: Array<{ id: number; home_team: string; away_team: string }> }>(
    request,
    token,
    'GET',
    '/v1/football/matches?status=0&single=1&per_page=100',
  );
  const listed = singles.body.data.list.filter(
    (match) => match.home_team === homeTeam && match.away_team === awayTeam,
  );
  const id = Math.max(...listed.map((match) => match.id));
  try {
    await login(page, { username: player, password: PLAYER_PASSWORD });
    await page.goto('/#/betPages/football/index');
    const card = page.getByTestId(`match-${id}`);
    await expect(card.getByTestId('single-badge')).toHaveText('单关');

    const audit = await request.get(`/api/ops/audit?target=${encodeURIComponent(`match:${id}`)}`, {
      headers: opsHeaders,
    });
    const entries = ((await audit.json()) as Envelope<{ list: Array<{ operator: string }> }>).data.list;
    expect(entries.map((entry) => entry.operator)).toContain(trader.username);
  } finally {
    await request.post(`/api/ops/matches/${id}/void`, { headers: opsHeaders });
    await desk.context.close();
  }
});
