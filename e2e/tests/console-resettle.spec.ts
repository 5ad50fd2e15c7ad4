import { E2E_OPS_TOKEN } from '../playwright.config';
import { api, apiLogin, type Envelope, opsApi } from '../support/api';
import { credit, uniqueUsername } from '../support/app';
import { createOperator, openConsole, shoot, signInDesk } from '../support/console';
import { listMatches } from '../support/matches';
import { type APIRequestContext, expect, expectToast, test, toastsShown } from '../support/test';

interface ListedMatch {
  id: number;
  can_bet: boolean;
  home_team: string;
  away_team: string;
  odds: { single: boolean } | null;
}

const opsHeaders = { authorization: `Bearer ${E2E_OPS_TOKEN}` };

/** A player with 100 元 who backs the home win (胜) of a match of the test's own as a 10 元 single (单关). */
async function homeWinSingle(request: APIRequestContext) {
  const player = { username: uniqueUsername('rs'), password: 'secret123' };
  await request.post('/api/v1/register', { data: { ...player, password_confirmation: player.password } });
  await credit(player.username, '100');
  const token = await apiLogin(request, player.username, player.password);
  const [id] = (await listMatches(request, 'football', 1, { singles: ['winDrawLose'] })).map(Number);
  const list = await api<{ list: ListedMatch[] }>(
    request,
    token,
    'GET',
    '/v1/football/matches?per_page=100&status=0&play=winDrawLose',
  );
  const match = list.body.data.list.find((item) => item.id === id && item.can_bet && item.odds?.single);
  if (!match) throw new Error(`listed match ${id} is not open to 胜平负 singles`);
  const plays = await api<{
    plays: Array<{ play: string; options: Array<{ option: string; odds: string }> }>;
  }>(request, token, 'GET', `/v1/matches/${match.id}/plays`);
  const odds = plays.body.data.plays
    .find((play) => play.play === 'winDrawLose')
    ?.options.find((option) => option.option === 'win')?.odds;
  if (!odds) throw new Error('no 胜 odds');
  const placed = await api<{ order_no: string }>(request, token, 'POST', '/v1/order/submit', {
    sport: 'football',
    mode: 'single',
    combos: [],
    amount: 10,
    multiple: 1,
    selections: [{ match_id: match.id, play: 'winDrawLose', option: 'win', odds }],
  });
  expect(placed.status).toBe(200);
  const order = async () =>
    (
      await api<{ status_text: string; payout: string }>(
        request,
        token,
        'GET',
        `/v1/order/by-no/${placed.body.data.order_no}/detail`,
      )
    ).body.data;
  const balance = async () =>
    (await api<{ balance: string }>(request, token, 'GET', '/v1/user/balance')).body.data.balance;
  return { match, odds, order, balance };
}

test('改判: 风控 A asks to flip a settled result, cannot approve it, 风控 B approves, the winner’s payout is taken back, both are audited', async ({
  browser,
  request,
}) => {
  test.slow();
  const { match, odds, order, balance } = await homeWinSingle(request);
  await opsApi(request, `/matches/${match.id}/settle`, { home: 2, away: 0, half: { home: 1, away: 0 } });
  const payout = (Math.round(Number(odds) * 1000) / 100).toFixed(2);
  expect(await order()).toMatchObject({ status_text: '已中奖', payout });
  const paidBalance = (9000 + Math.round(Number(odds) * 1000)) / 100;
  expect(Number(await balance())).toBe(paidBalance);

  const [asker, reviewer, auditor] = await Promise.all([
    createOperator(['risk'], '风控甲'),
    createOperator(['risk'], '风控乙'),
    createOperator(['super_admin'], '审计主管'),
  ]);

  // A corrects the score to 0:2 from the match's own page: the home win loses.
  const desk = await signInDesk(browser, asker);
  await openConsole(desk.page, `/sports/matches/${match.id}`);
  const actions = desk.page.getByRole('group', { name: `${match.home_team} vs ${match.away_team} 操作` });
  const resettle = actions.getByRole('button', { name: '改判', exact: true });
  await expect(resettle).toBeInViewport({ ratio: 1 });
  await resettle.click();
  const dialog = desk.page.getByRole('dialog');
  await dialog.getByLabel(/^全场主队/).fill('0');
  await dialog.getByLabel(/^全场客队/).fill('2');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByTestId('settle-summary')).toHaveText(
    `${match.home_team} 0 : 2 ${match.away_team}`,
  );
  await dialog.getByRole('button', { name: '提交改判申请' }).click();
  await expectToast(desk.page, /已提交改判申请 #\d+，需另一位运营复核/);
  const asked = (await toastsShown(desk.page))
    .map((text) => /已提交改判申请 #(\d+)/.exec(text)?.[1])
    .find(Boolean);
  // Nothing moves until a second operator approves.
  expect((await order()).status_text).toBe('已中奖');

  // A's own request waits for someone else: no 通过 for A, and the server refuses A's approval.
  await openConsole(desk.page, '/finance/resettle-approvals');
  const ownRow = desk.page.getByTestId(`approval-${asked}`);
  await expect(ownRow).toContainText('待他人复核');
  await expect(ownRow.getByRole('button', { name: '撤回' })).toBeVisible();
  await expect(ownRow.getByRole('button', { name: '通过' })).toHaveCount(0);
  const minted = await request.post('/api/ops/tokens', {
    headers: opsHeaders,
    data: { operator: asker.username, name: 'e2e-resettle', expires_in_days: 1 },
  });
  const askerToken = ((await minted.json()) as Envelope<{ token: string }>).data.token;
  const selfApproved = await request.post(`/api/ops/approvals/${asked}/approve`, {
    headers: { authorization: `Bearer ${askerToken}` },
  });
  expect(selfApproved.status()).toBe(422);
  expect(((await selfApproved.json()) as Envelope<unknown>).message).toBe(
    '不能审批自己发起的申请，请由另一位运营复核',
  );
  await desk.context.close();

  // B approves on 改判复核: the order is re-settled as lost and the payout debited.
  const second = await signInDesk(browser, reviewer);
  await openConsole(second.page, '/finance/resettle-approvals');
  const row = second.page.getByTestId(`approval-${asked}`);
  await expect(row).toContainText(asker.username);
  await expect(row).toContainText('原赛果 2:0');
  const approve = row.getByRole('button', { name: '通过' });
  await expect(approve).toBeInViewport({ ratio: 1 });
  await shoot(second.page, 'console-resettle-queue');
  await approve.click();
  await expectToast(second.page, `已通过 #${asked}，已执行`);
  await expect.poll(async () => (await order()).status_text).toBe('未中奖');
  expect((await order()).payout).toBe('0.00');
  expect(Number(await balance())).toBe(90);
  await second.context.close();

  // 审计日志 of the match names both: the one who asked and the one who approved.
  const audit = await signInDesk(browser, auditor);
  await openConsole(audit.page, `/audit/log?target=match:${match.id}`);
  const entries = audit.page.getByRole('table', { name: '审计记录' });
  await expect(entries).toContainText(asker.username);
  await expect(entries).toContainText(reviewer.username);
  await audit.context.close();
});
