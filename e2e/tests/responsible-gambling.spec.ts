import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { waitForRoomyExpect } from '../support/lottery';
import { expect, expectToast, test } from '../support/test';

const WFK3 = 2;

test('理性投注: a daily stake limit set on 我的 holds at the lottery, the refusal names it and its reset', async ({
  page,
}) => {
  const username = uniqueUsername('rg');
  await ops('user:create', username, 'secret123');
  await credit(username, '100.00');
  await login(page, { username, password: 'secret123' });

  await page.goto('/#/pages/mine/mine');
  await page.getByRole('link', { name: /理性投注/ }).click();
  await expect(page).toHaveURL(/minePages\/protection/);
  const day = page.getByTestId('limit-stake-day');
  await expect(day.getByTestId('limit-stake-day-amount')).toHaveText('不限');
  await day.getByTestId('limit-stake-day-set').click();
  await page.getByTestId('limit-input').fill('2');
  await page.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '每日投注限额已设为 2.00元');
  await expect(day.getByTestId('limit-stake-day-amount')).toHaveText('2.00元');
  // The limits, the reminder and the exclusions all fit the first screen.
  await expect(page.getByRole('button', { name: /自我排除/ })).toBeInViewport();
  await snap(page, 'protection-limit-set');

  await waitForRoomyExpect(page, WFK3, 20);
  await page.goto(`/#/pages/lottery/lottery-game?id=${WFK3}`);
  await page.getByRole('button', { name: /^3\s*207\.36$/ }).click();
  await page.getByRole('button', { name: '投注', exact: true }).click();
  await expect(page.getByTestId('bet-item').first()).toContainText('待开奖');

  await page.getByRole('button', { name: /^3\s*207\.36$/ }).click();
  await page.getByRole('button', { name: '投注', exact: true }).click();
  await expectToast(page, /投注失败：已达到每日投注限额（2\.00元），将于 \d+月\d+日 00:00 重置$/);
  await snap(page, 'protection-limit-refused');

  await page.goto('/#/minePages/protection');
  await expect(page.getByTestId('limit-stake-day')).toContainText('本期已用 2.00元');
  expect(await ops('user:protection', username)).toContain('每日投注: 2.00元，本期已用 2.00元');
});

test('现实提醒: the reminder chosen on 理性投注 comes after its interval with time and result; 退出 signs out', async ({
  page,
}) => {
  // The browser's clock jumps the interval; the server's figures are real.
  await page.clock.install();
  const username = uniqueUsername('rc');
  await ops('user:create', username, 'secret123');
  await login(page, { username, password: 'secret123' });

  await page.goto('/#/minePages/protection');
  await page.getByText('提醒间隔').click();
  // The reminder is armed once it has read when the session began: only then may the clock jump.
  const armed = page.waitForResponse((response) => response.url().includes('/v1/user/protection/session'));
  await page.getByTestId('choice-15').click();
  await expectToast(page, '提醒设置已保存');
  await expect(page.getByText('每15分钟')).toBeVisible();
  await armed;

  await page.clock.fastForward('14:00');
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
  await page.clock.fastForward('01:05');
  await expect(page.getByTestId('reality-check')).toHaveText(
    /^您本次登录已 \d+ 分钟，输赢持平。请合理安排时间，理性投注。$/,
  );
  const leave = page.getByRole('button', { name: '退出' });
  await expect(leave).toBeInViewport();
  await expect(page.getByRole('button', { name: '继续' })).toBeInViewport();
  await snap(page, 'protection-reality-check');

  await leave.click();
  await expect(page).toHaveURL(/pages\/home\/home/);
  await page.goto('/#/pages/mine/mine');
  await expect(page.getByText('登录后查看余额、记录与专属福利')).toBeVisible();
  await expect(page.getByTestId('mine-balance')).toHaveCount(0);
});
