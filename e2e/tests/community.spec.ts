import { login, ops, snap, uniqueUsername } from '../support/app';
import { type Browser, expect, expectToast, type Page, test } from '../support/test';

const PASSWORD = 'secret123';
const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;

async function newPlayer(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await ops('user:create', username, PASSWORD);
  await login(page, { username, password: PASSWORD });
  return username;
}

/** Registers in a separate browser (a friend's phone) through a /ireg or /areg link. */
async function registerThrough(browser: Browser, link: string, sponsor: string): Promise<string> {
  const context = await browser.newContext();
  const friend = await context.newPage();
  const username = uniqueUsername('frd');
  await friend.goto(link);
  await expect(friend.getByTestId('reg-sponsor')).toContainText(sponsor);
  await friend.getByTestId('reg-username').fill(username);
  await friend.getByTestId('reg-password').fill(PASSWORD);
  await friend.getByTestId('reg-confirm').fill(PASSWORD);
  await friend.getByTestId('reg-submit').click();
  await expect(friend.getByTestId('mine-username')).toHaveText(username);
  await context.close();
  return username;
}

test('a visitor reads the expert landing page; a player reads an analysis and likes it once', async ({
  page,
}) => {
  // Five pages in one journey: more than the default minute on a busy shared machine.
  await page.goto('/#/pages/expert/promotion-expert');
  await expect(page.getByTestId('hot-experts')).toContainText('篮板王');
  await expect(page.getByTestId('expert-article-card').first()).toBeVisible();
  await snap(page, 'expert-promotion');

  await newPlayer(page, 'exp');
  await page.goto('/#/pages/expert/promotion-expert');
  await page.getByTestId('expert-article-card').filter({ hasText: '湖人VS勇士' }).click();
  await expect(page.getByTestId('article-content')).toContainText('节奏模型');
  await expect(page.getByTestId('article-content').locator('table')).toBeVisible();
  const likes = Number(await page.getByTestId('article-likes').textContent());
  await page.getByTestId('article-like').click();
  await expect(page.getByTestId('article-like')).toContainText('已赞');
  await expect(page.getByTestId('article-likes')).toHaveText(String(likes + 1));
  await snap(page, 'expert-article');
  await page.reload();
  await expect(page.getByTestId('article-like')).toContainText('已赞');
  await expect(page.getByTestId('article-likes')).toHaveText(String(likes + 1));

  await page.getByRole('link', { name: /篮板王/ }).click();
  await expect(page.getByTestId('expert-win-rate')).toHaveText(/%$/);
  await expect(page.getByTestId('expert-article-card').first()).toBeVisible();
  await snap(page, 'expert-home');

  await page.goto('/#/expertPages/ExpertList');
  await expect(page.getByRole('link', { name: /绿茵老周/ })).toBeVisible();
  await snap(page, 'expert-list');
  await page.goto('/#/expertPages/NewLotteryArticleDetail');
  await page.getByRole('tab', { name: '福彩3D' }).click();
  await page.getByRole('link', { name: /组六形态推荐/ }).click();
  await expect(page.getByTestId('article-content')).toContainText('百位 5 7 8');
  await snap(page, 'lottery-article');
});

test('a friend registers through the invite link and shows up under referrals with the reward paid', async ({
  page,
  browser,
}) => {
  const inviter = await newPlayer(page, 'ivt');
  await page.goto('/#/minePages/invite');
  const link = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toMatch(/#\/ireg\?code=[A-Z0-9]{6}$/);
  await expect(page.locator('svg').first()).toBeVisible();
  await page.getByTestId('invite-copy-link').click();
  await expectToast(page, '邀请链接已复制');
  await snap(page, 'invite');

  const friend = await registerThrough(browser, link, inviter);

  await page.goto('/#/minePages/referrals');
  await expect(page.getByTestId('referral-row')).toHaveCount(1);
  await expect(page.getByTestId('referral-row')).toContainText(masked(friend));
  await expect(page.getByTestId('referral-row')).toContainText('未充值');
  await snap(page, 'invite-referrals');
  await page.goto('/#/minePages/rewards');
  await expect(page.getByTestId('reward-total')).toHaveText('8.00');
  await page.goto('/#/minePages/rules');
  await expect(page.getByTestId('invite-rules')).toContainText('您再获得18.00元奖励');
});

test('a player applies as agent, the operator approves with pnpm ops, the agent pages open', async ({
  page,
  browser,
}) => {
  const name = await newPlayer(page, 'agp');
  await page.goto('/#/agentPages/agent');
  await expect(page.getByText('您不是代理')).toBeVisible();

  await page.goto('/#/minePages/agent-apply');
  await page.getByTestId('agent-real-name').fill('李四');
  await page.getByTestId('agent-contact').fill('wx_lisi2026');
  await page.getByTestId('agent-reason').fill('本人运营两个500人球迷群，希望推广平台');
  await page.getByTestId('agent-submit').click();
  await expect(page.getByText('您已提交申请，请等待审核').first()).toBeVisible();
  await expect(page.getByTestId('agent-status')).toHaveText('审核中');
  await snap(page, 'agent-apply');

  const pending = await ops('agent:pending');
  const id = new RegExp(`#(\\d+) ${name} `).exec(pending)?.[1] ?? '';
  expect(id).not.toBe('');
  const approved = await ops('agent:approve', id);
  const code = /代理码 (AG[A-Z0-9]+)/.exec(approved)?.[1] ?? '';
  expect(code).not.toBe('');

  await page.reload();
  await expect(page.getByTestId('agent-status')).toHaveText('您已是代理');
  await page.getByRole('button', { name: '进入代理中心' }).click();
  await expect(page.getByTestId('agent-code')).toHaveText(code);
  await expect(page.getByTestId('team-size')).toHaveText('0');

  const baseUrl = new URL(page.url()).origin;
  const member = await registerThrough(browser, `${baseUrl}/#/areg?code=${code}`, name);
  await page.reload();
  await expect(page.getByTestId('team-size')).toHaveText('1');
  await snap(page, 'agent-home');
  await page.getByRole('link', { name: /团队成员/ }).click();
  await expect(page.getByTestId('member-row')).toContainText(member);
  await snap(page, 'agent-members');
  await page.getByTestId('member-row').click();
  await expect(page.getByText('代理码注册')).toBeVisible();
  await page.getByRole('button', { name: '查看成员记录' }).click();
  await expect(page.getByText('暂无记录')).toBeVisible();
  await page.goto('/#/agentPages/records');
  await expect(page.getByRole('tab', { name: '投注' })).toBeVisible();
  await snap(page, 'agent-records');
});
