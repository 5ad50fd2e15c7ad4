import { snap, uniqueUsername } from '../support/app';
import { expect, expectToast, type Page, test } from '../support/test';

/** A number no other test uses (the per-phone send limit is once a minute). */
const freshPhone = (prefix: string) =>
  `${prefix}${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

/** The demo SMS provider (no real one configured for the suite) shows the code under the field, labelled. */
async function demoCode(page: Page): Promise<string> {
  const hint = page.getByTestId('sms-demo-code');
  await expect(hint).toHaveText(/^演示环境，验证码：\d{6}$/);
  return (/(\d{6})$/.exec((await hint.textContent()) ?? '') ?? [])[1] ?? '';
}

async function logout(page: Page) {
  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/home/);
}

test('普通注册 with a phone: the code field and 获取验证码 appear, the demo code verifies it, and the phone signs in', async ({
  page,
}) => {
  const username = uniqueUsername('ph');
  const phone = freshPhone('137');
  await page.goto('/#/pages/login/register');
  await page.getByTestId('reg-username').fill(username);
  await page.getByTestId('reg-password').fill('secret123');
  await page.getByTestId('reg-confirm').fill('secret123');
  await expect(page.getByTestId('reg-sms-send')).toHaveCount(0);
  await page.getByTestId('reg-phone').fill(phone);
  await page.getByTestId('reg-sms-send').click();
  const code = await demoCode(page);
  await page.getByTestId('reg-sms-code').fill(code);
  await expect(page.getByTestId('reg-submit')).toBeInViewport({ ratio: 1 });
  await snap(page, 'register-plain-phone');
  await page.getByTestId('reg-submit').click();
  await expect(page.getByTestId('mine-username')).toHaveText(username);

  await logout(page);
  await page.goto('/#/pages/login/login');
  await page.getByTestId('login-username').fill(phone);
  await page.getByTestId('login-password').fill('secret123');
  await expect(page.getByTestId('login-submit')).toBeInViewport({ ratio: 1 });
  await snap(page, 'login-by-phone');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('mine-username')).toHaveText(username);
});

test('智能注册 shows the username it chose before going on', async ({ page }) => {
  const phone = freshPhone('138');
  await page.goto('/#/pages/login/register');
  await page.getByRole('tab', { name: '智能注册' }).click();
  await page.getByTestId('reg-smart-phone').fill(phone);
  await page.getByTestId('reg-sms-send').click();
  await page.getByTestId('reg-sms-code').fill(await demoCode(page));
  await page.getByTestId('reg-smart-password').fill('secret123');
  await expect(page.getByTestId('reg-smart-submit')).toBeInViewport({ ratio: 1 });
  await snap(page, 'register-smart-demo-code');
  await page.getByTestId('reg-smart-submit').click();
  const shown = page.getByTestId('reg-smart-username');
  await expect(shown).toHaveText(/^您的用户名：u\w+$/);
  const username = ((await shown.textContent()) ?? '').replace('您的用户名：', '');
  await snap(page, 'register-smart-username');
  await page.getByRole('button', { name: '开始游戏' }).click();
  await expect(page.getByTestId('mine-username')).toHaveText(username);
});

test('找回密码 by phone names the account and fills it in on the login page', async ({ page, request }) => {
  const phone = freshPhone('139');
  // A player of 智能注册 who never saw the username.
  const sent = await request.post('/api/v1/sms/send-code', { data: { phone, type: 'register' } });
  const registerCode = ((await sent.json()).data as { demo_code: string }).demo_code;
  const registered = await request.post('/api/v1/smart/register', {
    data: { phone, sms_code: registerCode, password: 'oldpass11' },
  });
  const { username } = ((await registered.json()).data as { userinfo: { username: string } }).userinfo;

  await page.goto('/#/pages/login/forgot');
  await page.getByTestId('forgot-phone').fill(phone);
  await page.getByTestId('reg-sms-send').click();
  await expectToast(page, '如该手机号已注册，验证码已发送');
  await page.getByTestId('reg-sms-code').fill(await demoCode(page));
  await page.getByTestId('forgot-password').fill('newpass22');
  await page.getByTestId('forgot-confirm').fill('newpass22');
  await expect(page.getByTestId('forgot-submit')).toBeInViewport({ ratio: 1 });
  await snap(page, 'forgot-password-demo-code');
  await page.getByTestId('forgot-submit').click();
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
  await expect(page.getByTestId('login-recovered-username')).toContainText(username);
  await expect(page.getByTestId('login-username')).toHaveValue(username);
  await page.getByTestId('login-password').fill('newpass22');
  await expect(page.getByTestId('login-submit')).toBeInViewport({ ratio: 1 });
  await snap(page, 'login-after-reset');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('mine-username')).toHaveText(username);
});
