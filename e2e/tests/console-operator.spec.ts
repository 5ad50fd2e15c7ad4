import { E2E_OPS_TOKEN } from '../playwright.config';
import type { Envelope } from '../support/api';
import {
  createOperator,
  DESKTOP,
  expectMenus,
  type Operator,
  openConsole,
  shoot,
  signInDesk,
  withdrawingPlayer,
} from '../support/console';
import { listLiveMatch } from '../support/matches';
import { expect, expectToast, test } from '../support/test';

// Issue 29's proof: an operator team of five people with five roles (and their supervisor) runs a day from
// the browser, with no terminal. Each signs in through the console's form with their own TOTP code, sees
// only their own menus and does their job; the supervisor finds every step in 审计 under its operator.
// It rolls a remote back (a global change), so it runs in the operator project, after the player suites;
// mfe-social, the remote no other operator suite releases (deploy.spec: finance, service-worker: lottery).
test.use(DESKTOP);
test.slow(true, 'six operators sign in and walk eleven console pages');

const SOCIAL_BUILT_IN = '/remotes/mfe-social/mf-manifest.json';
// A valid 1x1 PNG: the banner upload checks the bytes, not only the name.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an operator team of five roles runs a day from the browser: content, money, a match, a release, support, then 审计', async ({
  browser,
  request,
}) => {
  const team = {
    operations: await createOperator(['operations'], '运营小李'),
    finance: await createOperator(['finance'], '财务小张'),
    risk: await createOperator(['risk'], '风控老赵'),
    release: await createOperator(['release'], '发布小周'),
    support: await createOperator(['support'], '客服小王'),
    supervisor: await createOperator(['super_admin'], '主管老陈'),
  };
  const stamp = Date.now().toString(36);
  const noticeTitle = `春节活动公告 ${stamp}`;
  const bannerTitle = `春节轮播 ${stamp}`;

  await test.step('运营 publishes a notice and a banner; a player sees the notice', async () => {
    const { context, page } = await signInDesk(browser, team.operations);
    await expectMenus(page, ['公告', '轮播图', '配置开关'], ['提现审核', '赛事', '远程模块发布', '审计日志']);
    await openConsole(page, '/content/notices');
    const form = page.getByRole('form', { name: '发布公告' });
    await form.getByPlaceholder('不超过60个字').fill(noticeTitle);
    await form.getByLabel('内容（纯文本）').fill('春节期间充值享额外奖励，详情见活动页。');
    // The newest notice on top of the players' list.
    await form.getByLabel('排序（越大越靠前）').fill('9999');
    await shoot(page, 'console-day-notice-form');
    await form.getByRole('button', { name: '发布公告' }).click();
    await expectToast(page, '公告已发布，玩家立即可见');
    await expect(page.getByTestId('notice-row').filter({ hasText: noticeTitle })).toContainText('已发布');
    await shoot(page, 'console-day-notices');

    await openConsole(page, '/content/banners');
    const upload = page.getByRole('form', { name: '上传轮播图' });
    await upload
      .getByLabel(/^图片/)
      .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(upload.getByRole('img', { name: '图片预览' })).toBeVisible();
    await upload.getByPlaceholder('不超过40个字').fill(bannerTitle);
    // Last in the carousel: the players' home keeps its own first slide.
    await upload.getByLabel('排序（越小越靠前）').fill('9999');
    await upload.getByRole('button', { name: '上传轮播图' }).click();
    await expectToast(page, '轮播图已上传并启用');
    await expect(page.getByText(bannerTitle).first()).toBeVisible();
    await shoot(page, 'console-day-banners');
    await context.close();

    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      serviceWorkers: 'block',
    });
    const player = await phone.newPage();
    await player.goto('/#/noticePages/list');
    await expect(player.getByTestId('notice-list')).toContainText(noticeTitle);
    await shoot(player, 'console-day-player-notice');
    await phone.close();
  });

  const payee = await withdrawingPlayer(request, '6000.00');
  const small = await payee.withdraw('200.00');
  const large = await payee.withdraw('5000.00');
  const supervisor = await signInDesk(browser, team.supervisor);

  await test.step('财务 pays a small withdrawal in one step and asks a second pair of eyes for a large one', async () => {
    const { context, page } = await signInDesk(browser, team.finance);
    await expectMenus(
      page,
      ['提现审核', '复核队列', '玩家查询'],
      ['公告', '赛事', '远程模块发布', '客服消息'],
    );
    await openConsole(page, '/finance/withdrawals');
    const smallRow = page.getByTestId(`withdrawal-${small}`);
    await smallRow.getByRole('button', { name: '通过', exact: true }).click();
    await expectToast(page, '已打款 ¥');
    await expect(smallRow).toHaveCount(0);

    const largeRow = page.getByTestId(`withdrawal-${large}`);
    await largeRow.getByRole('button', { name: '通过', exact: true }).click();
    await expectToast(page, '达到复核金额，已提交复核，需另一位财务通过');
    // The requester can never approve their own request: no approve button for them.
    await expect(largeRow).toContainText('待他人复核');
    await expect(largeRow).toContainText(`${team.finance.displayName} 已申请打款`);
    await expect(largeRow.getByRole('button', { name: /通过/ })).toHaveCount(0);
    await shoot(page, 'console-day-withdrawals-requested');
    // Nor behind the console's back, with the requester's own session: asking again leaves the request
    // pending (nothing paid), and approving the request itself is refused.
    const own = await page.evaluate(async (id) => {
      // The console keeps its session token as JSON, like every stored value.
      const token = JSON.parse(localStorage.getItem('ops_token') ?? '""') as string;
      const post = async (path: string) => {
        const reply = await fetch(`/api/ops${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
        return { status: reply.status, ...((await reply.json()) as { message: string; data: unknown }) };
      };
      const again = await post(`/withdraws/${id}/approve`);
      const review = (again.data as { review: { id: number; status: string } }).review;
      return { review: review.status, approval: await post(`/approvals/${review.id}/approve`) };
    }, large);
    expect(own.review).toBe('pending');
    expect(own.approval).toMatchObject({
      status: 422,
      message: expect.stringContaining('不能审批自己发起的申请'),
    });
    await context.close();

    const { page: second } = supervisor;
    await openConsole(second, '/finance/withdrawals');
    const reviewed = second.getByTestId(`withdrawal-${large}`);
    await expect(reviewed).toContainText('待复核');
    await shoot(second, 'console-day-withdrawals-review');
    await reviewed.getByRole('button', { name: '复核通过' }).click();
    await expectToast(second, '已打款 ¥');
    await expect(reviewed).toHaveCount(0);
    const records = await request.get('/api/v1/withdraws', {
      headers: { authorization: `Bearer ${payee.token}` },
    });
    const list = ((await records.json()) as Envelope<{ list: Array<{ id: number; status_text: string }> }>)
      .data.list;
    expect(list.filter((row) => row.id === small || row.id === large).map((row) => row.status_text)).toEqual([
      '已到账',
      '已到账',
    ]);
  });

  await test.step('风控 settles a match in play with the score, confirmed', async () => {
    const id = await listLiveMatch(request);
    const { context, page } = await signInDesk(browser, team.risk);
    await expectMenus(page, ['赛事', '玩家查询'], ['提现审核', '公告', '远程模块发布', '审计日志']);
    await openConsole(page, `/sports/matches/${id}`);
    await page.getByRole('button', { name: '结算', exact: true }).click();
    const score = page.getByRole('dialog', { name: /^结算：/ });
    await score.getByLabel(/^全场主队/).fill('9');
    await score.getByLabel(/^全场客队/).fill('8');
    await shoot(page, 'console-day-settle-score');
    await score.getByRole('button', { name: '下一步' }).click();
    const confirm = page.getByRole('dialog', { name: '确认结算' });
    await expect(confirm.getByTestId('settle-summary')).toContainText('9 : 8');
    await shoot(page, 'console-day-settle-confirm');
    await confirm.getByRole('button', { name: '确认结算' }).click();
    await expectToast(page, '已结算，派奖');
    await expect(page.getByRole('button', { name: '结算', exact: true })).toHaveCount(0);
    await shoot(page, 'console-day-settled');
    await context.close();
  });

  await test.step('发布 rolls 社区 back to the build the suite started with', async () => {
    // The social team's newer release (the same build under another address), so there is one to leave.
    const released = await request.put('/api/ops/remotes/mfe_social', {
      headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
      data: { url: `${SOCIAL_BUILT_IN}?release=${stamp}` },
    });
    expect(released.status()).toBe(200);
    const { context, page } = await signInDesk(browser, team.release);
    await expectMenus(page, ['远程模块发布', '配置开关'], ['提现审核', '赛事', '客服消息', '公告']);
    await openConsole(page, '/releases/remotes');
    await page.getByRole('group', { name: '远程模块' }).getByRole('button', { name: '社区' }).click();
    await expect(page.getByTestId('current-release')).toContainText(`?release=${stamp}`);
    await shoot(page, 'console-day-release');
    await page.getByRole('button', { name: '回滚到上一版本' }).click();
    await page
      .getByRole('dialog', { name: '把社区回滚到上一版本？' })
      .getByRole('button', { name: '确认回滚' })
      .click();
    await expectToast(page, '社区已回滚到构建');
    await expect(page.getByTestId('current-release')).toContainText('回滚');
    await expect(page.getByTestId('current-release')).not.toContainText('?release=');
    await shoot(page, 'console-day-rolled-back');
    await context.close();
    const remotes = await request.get('/api/v1/app/remotes');
    expect(((await remotes.json()) as Envelope<Record<string, string>>).data.mfe_social).toBe(
      SOCIAL_BUILT_IN,
    );
  });

  await test.step('客服 answers a player’s message, which reaches the player', async () => {
    const asked = await request.post('/api/v1/support/messages', {
      headers: { authorization: `Bearer ${payee.token}` },
      data: { content: '提现已经到账了吗？想确认一下。' },
    });
    expect(asked.status()).toBe(200);
    const { context, page } = await signInDesk(browser, team.support);
    await expectMenus(page, ['客服消息', '站内信', '玩家查询'], ['公告', '提现审核', '赛事', '配置开关']);
    await openConsole(page, '/content/support');
    const reply = page.getByRole('textbox', { name: `回复 ${payee.username}` });
    await reply.fill('您好，两笔提现均已到账，请查收。');
    await shoot(page, 'console-day-support');
    await page
      .getByTestId('support-question')
      .filter({ has: reply })
      .getByRole('button', { name: '回复' })
      .click();
    await expectToast(page, `已回复 ${payee.username}`);
    await expect(reply).toHaveCount(0);
    await context.close();
    const mine = await request.get('/api/v1/support/messages', {
      headers: { authorization: `Bearer ${payee.token}` },
    });
    expect(((await mine.json()) as Envelope<Array<{ reply: string | null }>>).data[0]?.reply).toBe(
      '您好，两笔提现均已到账，请查收。',
    );
  });

  await test.step('主管 finds every step in 审计 under the operator who did it', async () => {
    const { page, context } = supervisor;
    await openConsole(page, '/audit/log');
    const steps: Array<[Operator, string[]]> = [
      [team.operations, ['发布与撤回公告', '管理轮播图']],
      [team.finance, ['提现审核']],
      [team.supervisor, ['提现审核']],
      [team.risk, ['比赛结算']],
      [team.release, ['远程模块发布与回滚']],
      [team.support, ['客服消息']],
    ];
    const rows = page.getByRole('table', { name: '审计记录' }).locator('tbody tr');
    for (const [operator, labels] of steps) {
      await page.getByPlaceholder('用户名', { exact: true }).fill(operator.username);
      await page.getByRole('button', { name: '查询' }).click();
      await expect(rows.first()).toContainText(operator.username);
      for (const label of labels)
        await expect(rows.filter({ hasText: label }).first()).toContainText(operator.username);
      await expect(rows.filter({ hasNotText: operator.username })).toHaveCount(0);
    }
    // The whole day at a glance: every step of the team, newest first.
    await page.getByRole('button', { name: '重置' }).click();
    await expect(rows.filter({ hasText: team.operations.username }).first()).toBeVisible();
    await shoot(page, 'console-day-audit');
    await context.close();
  });
});
