import { DEMO_USER, login, ops, snap, uniqueUsername } from '../support/app';
import { expect, expectToast, test } from '../support/test';

test('a new player registers through the form and lands on mine with a zero balance', async ({ page }) => {
  const username = uniqueUsername('new');
  await page.goto('/#/pages/login/register');
  await snap(page, 'register');
  await page.getByTestId('reg-username').fill(username);
  await page.getByTestId('reg-password').fill('secret123');
  await page.getByTestId('reg-confirm').fill('secret124');
  await page.getByTestId('reg-submit').click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

  await page.getByTestId('reg-confirm').fill('secret123');
  await page.getByTestId('reg-submit').click();
  await expect(page.getByTestId('mine-username')).toHaveText(username);
  await expect(page.getByTestId('mine-balance')).toHaveText('0.00');
  await snap(page, 'mine-new-player');
});

test('registering a taken username shows the server message as a toast', async ({ page }) => {
  await page.goto('/#/pages/login/register');
  await page.getByTestId('reg-username').fill(DEMO_USER.username);
  await page.getByTestId('reg-password').fill('secret123');
  await page.getByTestId('reg-confirm').fill('secret123');
  await page.getByTestId('reg-submit').click();
  await expectToast(page, '用户名已存在');
});

test('the demo player logs in, sees the seeded balance, and logs out again', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await snap(page, 'login');
  await page.getByTestId('login-username').fill(DEMO_USER.username);
  await page.getByTestId('login-password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expectToast(page, '用户名或密码错误');

  await login(page);
  await expect(page.getByTestId('mine-balance')).toHaveText(/^\d{1,3}(,?\d{3})*\.\d{2}$/);
  await snap(page, 'mine-demo');

  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/home/);
  await page.goto('/#/pages/mine/mine');
  await expect(page.getByTestId('mine-balance')).toHaveCount(0);
  // Signed out, without a reload, the login page still shows the site's own logo (from config), not a letter.
  await page.goto('/#/pages/login/login');
  await expect(page.getByTestId('site-logo')).toHaveJSProperty('complete', true);
  expect(
    await page.getByTestId('site-logo').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
});

test('a session survives a reload', async ({ page }) => {
  await login(page);
  await page.reload();
  await expect(page.getByTestId('mine-username')).toHaveText(DEMO_USER.username);
});

test('forgot password: a new password by phone and SMS code ends every session; an unknown phone learns nothing', async ({
  page,
  request,
}) => {
  // An operator CLI call and two sign-ins.
  const phone = `136${String(Date.now()).slice(-8)}`;
  // A player with a bound phone and an open session elsewhere (the demo SMS provider answers the code).
  const sent = await request.post('/api/v1/sms/send-code', { data: { phone, type: 'register' } });
  const registerCode = ((await sent.json()).data as { demo_code: string }).demo_code;
  const registered = await request.post('/api/v1/smart/register', {
    data: { phone, sms_code: registerCode, password: 'oldpass11' },
  });
  const { token, userinfo } = (await registered.json()).data as {
    token: string;
    userinfo: { username: string };
  };

  await page.goto('/#/pages/login/login');
  await page.getByTestId('login-forgot').click();
  await expect(page.getByTestId('navbar')).toContainText('找回密码');
  await page.getByTestId('forgot-phone').fill('13900000000');
  await page.getByTestId('reg-sms-send').click();
  await expectToast(page, '如该手机号已注册，验证码已发送');

  await page.reload();
  await page.getByTestId('forgot-phone').fill(phone);
  await page.getByTestId('reg-sms-send').click();
  await expectToast(page, '如该手机号已注册，验证码已发送');
  const code = /验证码 (\d{6})/.exec(await ops('sms:last', phone))?.[1] ?? '';
  await page.getByTestId('reg-sms-code').fill(code);
  await page.getByTestId('forgot-password').fill('newpass22');
  await page.getByTestId('forgot-confirm').fill('newpass22');
  await snap(page, 'forgot-password');
  await page.getByTestId('forgot-submit').click();
  await expectToast(page, '密码已重置，请使用新密码登录');
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);

  const oldSession = await request.get('/api/v1/user/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(oldSession.status()).toBe(401);
  await login(page, { username: userinfo.username, password: 'newpass22' });
});
