import { api, apiLogin } from '../support/api';
import { credit, login, ops, snap, uniqueUsername } from '../support/app';
import { waitForRoomyExpect } from '../support/lottery';
import { expect, test } from '../support/test';

/**
 * Every play of every family, bet from the game page with 机选 and settled by the server's own draws.
 * The 60-second lotteries are used: no other suite draws them by hand, so their draws come on schedule.
 */
const FAMILIES = [
  { family: '快三', lotteryId: 1 },
  { family: '时时彩', lotteryId: 3 },
  { family: 'PK10', lotteryId: 5 },
] as const;

const START_BALANCE = '1000.00';

interface BetRow {
  play_name: string;
  stake: string;
  win_amount: string;
  status: number;
}

const fen = (yuan: string) => Math.round(Number(yuan.replace(/,/g, '')) * 100);
const yuanText = (fenAmount: number) =>
  (fenAmount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

for (const { family, lotteryId } of FAMILIES) {
  test(`${family}: every play is bet with 机选 at 375x812, drawn and settled into the balance`, async ({
    page,
    request,
  }) => {
    test.slow();
    const username = uniqueUsername('plays');
    await ops('user:create', username, 'secret123');
    await credit(username, START_BALANCE);
    await login(page, { username, password: 'secret123' });
    const token = await apiLogin(request, username, 'secret123');

    await page.goto(`/#/pages/lottery/lottery-game?id=${lotteryId}`);
    // 60-second lotteries number their expects with four digits.
    await expect(page.getByTestId('current-expect')).toHaveText(/^\d{8}-\d{4}$/);
    const menu = page.getByRole('dialog', { name: '全部玩法' });
    await page.getByRole('button', { name: '全部玩法' }).click();
    const groups = menu.locator('section');
    await expect(groups.first()).toBeVisible();
    const plays: Array<{ group: number; play: number; name: string }> = [];
    for (let group = 0; group < (await groups.count()); group += 1) {
      const names = await groups.nth(group).getByRole('button').allTextContents();
      for (const [play, name] of names.entries()) plays.push({ group, play, name });
    }
    await menu.getByRole('button', { name: '关闭' }).click();
    expect(plays.length).toBeGreaterThan(4);

    let stakeFen = 0;
    for (const { group, play, name } of plays) {
      await page.getByRole('button', { name: '全部玩法' }).click();
      await groups.nth(group).getByRole('button').nth(play).click();
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: '机选' }).click();
      await expect(page.getByTestId('item-count'), name).not.toHaveText('0');
      // The main action is on screen without scrolling.
      await expect(page.getByRole('button', { name: '投注', exact: true })).toBeInViewport({ ratio: 1 });
      const stake = (await page.getByTestId('stake').textContent()) ?? '';
      // The page may still show the expect that just closed: it bets only once it shows the open one.
      const openExpect = await waitForRoomyExpect(page, lotteryId, 8);
      await expect(page.getByTestId('current-expect')).toHaveText(openExpect);
      await page.getByRole('button', { name: '投注', exact: true }).click();
      // Placed: the board is cleared.
      await expect(page.getByTestId('item-count'), name).toHaveText('0');
      stakeFen += fen(stake);
    }
    await snap(page, `lottery-plays-${lotteryId}`);

    // The scheduled draws settle every bet; none is left 待开奖.
    const bets = async () =>
      (
        await api<{ list: BetRow[] }>(
          request,
          token,
          'GET',
          `/v1/liujiu/bet/list?lottery_id=${lotteryId}&per_page=100`,
        )
      ).body.data.list;
    await expect
      .poll(async () => (await bets()).filter((bet) => bet.status === 0).length, { timeout: 150_000 })
      .toBe(0);
    const settled = await bets();
    expect(settled.map((bet) => bet.play_name).sort()).toEqual(plays.map((play) => play.name).sort());
    expect(settled.every((bet) => bet.status === 1 || bet.status === 2)).toBe(true);
    expect(settled.reduce((sum, bet) => sum + fen(bet.stake), 0)).toBe(stakeFen);
    const wonFen = settled.reduce((sum, bet) => sum + fen(bet.win_amount), 0);

    await page.goto('/#/pages/mine/mine');
    await expect(page.getByTestId('mine-balance')).toHaveText(
      yuanText(fen(START_BALANCE) - stakeFen + wonFen),
    );
  });
}
