import { E2E_PORT } from '../playwright.config';
import { login, ops, snap, uniqueUsername } from '../support/app';
import { expect, expectToast, noteToastsIn, type Page, test } from '../support/test';

async function fillAccount(page: Page, username: string, password = 'secret123') {
  await page.getByTestId('reg-username').fill(username);
  await page.getByTestId('reg-password').fill(password);
  await page.getByTestId('reg-confirm').fill(password);
}

test('/ireg: an invite code from the link shows the inviter and registers under it', async ({ page }) => {
  const username = uniqueUsername('inv');
  await page.goto('/#/ireg?invite_code=DEMO01');
  await expect(page.getByTestId('reg-sponsor')).toContainText('demo');
  await snap(page, 'register-invite');
  await fillAccount(page, username);
  await page.getByTestId('reg-submit').click();
  await expect(page.getByTestId('mine-username')).toHaveText(username);
});

test('/areg: a wrong agent code is refused, the right one joins the agent', async ({ page }) => {
  const username = uniqueUsername('agt');
  await page.goto('/#/areg');
  await page.getByTestId('reg-sponsor-code').fill('NOPE99');
  await fillAccount(page, username);
  await page.getByTestId('reg-submit').click();
  await expect(page.getByText('代理码无效').first()).toBeVisible();
  await expect(page.getByTestId('mine-username')).toHaveCount(0);

  await page.getByTestId('reg-sponsor-code').fill('AG8888');
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByTestId('reg-sponsor')).toContainText('agent01');
  await page.getByTestId('reg-submit').click();
  await expect(page.getByTestId('mine-username')).toHaveText(username);
});

test('registration by domain: on a domain bound to an agent the plain form joins that agent', async ({
  page,
}) => {
  const username = uniqueUsername('dom');
  // The seed binds `localhost` to agent01; 127.0.0.1 (the other tests' host) is bound to nobody.
  await page.goto(`http://localhost:${E2E_PORT}/#/pages/login/register`);
  await snap(page, 'register-plain');
  // The username hint fits its empty field at 375 px.
  await expect(page.getByTestId('reg-username')).toHaveAttribute('placeholder', /字母开头/);
  const hintFits = await page.getByTestId('reg-username').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = style.font;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
  expect(hintFits).toBe(true);
  await fillAccount(page, username);
  // Issue 17: the visitor came without an agent link or code, so no 所属代理 is named to them.
  await expect(page.getByTestId('reg-sponsor')).toHaveCount(0);
  await page.getByTestId('reg-submit').click();
  await expect(page.getByTestId('mine-username')).toHaveText(username);
});

test('changing the login password signs the player out everywhere else', async ({ browser }) => {
  const username = uniqueUsername('pwd');
  await ops('user:create', username, 'secret123');
  const phone = await browser.newContext();
  const tablet = await browser.newContext();
  await noteToastsIn(phone);
  const [onPhone, onTablet] = [await phone.newPage(), await tablet.newPage()];
  await login(onPhone, { username, password: 'secret123' });
  await login(onTablet, { username, password: 'secret123' });

  await onPhone.goto('/#/minePages/set');
  await onPhone.getByText('登录密码').click();
  await onPhone.getByLabel('原密码').fill('secret123');
  await onPhone.getByLabel('新密码').fill('secret456');
  await onPhone.getByLabel('确认密码').fill('secret456');
  await onPhone.getByRole('button', { name: '保存' }).click();
  await expectToast(onPhone, '登录密码已修改，其他设备需重新登录');

  // The tablet learns it is signed out from its socket (closed 4009, then its next request is refused) or, if
  // that has not happened yet, from the next request the player makes. The tap is made in the page, at once,
  // only if the button is still there: it never waits on a page that is already leaving.
  await onTablet.evaluate(() =>
    document.querySelector<HTMLButtonElement>('[data-testid="mine-balance-refresh"]')?.click(),
  );
  await expect(onTablet).toHaveURL(/#\/pages\/login\/login/);

  await login(onTablet, { username, password: 'secret456' });
  await phone.close();
  await tablet.close();
});
