// The player heap.mjs simulates: one round of the pages a signed-in player visits, by hash navigation (no
// reload, so the realtime socket and the loaded remotes stay up, as in a real session) and the clicks a
// player makes on the way: a football bet placed from the slip, a 快三 bet, a recharge amount, a tab.
export const STEP_TIMEOUT_MS = 8000;

const open = (page, path) =>
  page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);

const visible = (page, selector) =>
  page.locator(selector).first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });

const click = (locator) => locator.click({ timeout: STEP_TIMEOUT_MS });

const openAndSee = (path, selector) => async (page) => {
  await open(page, path);
  await visible(page, selector);
};

let liveVisits = 0;

/** A match the simulator is playing (its page follows score and odds pushes), another one each round. */
async function liveMatchId(baseUrl) {
  const reply = await fetch(`${baseUrl}/api/v1/live-matches/football?per_page=20`);
  const list = (await reply.json().catch(() => null))?.data?.list ?? [];
  liveVisits += 1;
  return list[liveVisits % list.length]?.id;
}

/** The home page: every round starts here, and the memory is read here so readings compare. */
export const home = openAndSee('/pages/home/home', '[data-testid=hot-lotteries]');

/** Steps of one round, in order: [name, step(page, baseUrl)]; each is one navigation or more. */
export const ROUND = [
  ['home', home],
  ['sports list', openAndSee('/pages/gameplay/gameplay', '[data-testid^=gameplay-match-]')],
  [
    'live match',
    async (page, baseUrl) => {
      const id = await liveMatchId(baseUrl);
      if (!id) throw new Error('no live match');
      await openAndSee(`/pages/live-match/detail?id=${id}`, '[data-testid=live-score]')(page);
    },
  ],
  [
    'football bet from the slip',
    async (page) => {
      await open(page, '/betPages/football/index');
      await click(page.locator('[data-testid^="match-"] button:not([disabled])').first());
      await visible(page, '[data-testid=slip-bar]');
      await click(page.getByRole('button', { name: '投注', exact: true }));
      await page.waitForURL(/betPages\/order\/detail/, { timeout: STEP_TIMEOUT_MS });
    },
  ],
  [
    'lottery list and a 快三 bet',
    async (page) => {
      await open(page, '/pages/lottery/lottery-list');
      await click(page.getByTestId('lottery-card').filter({ hasText: '五分快三' }));
      await visible(page, '[data-testid=current-expect]');
      await click(page.getByRole('button', { name: /^10\s*\d+\.\d{2}$/ }));
      await click(page.getByRole('button', { name: '投注', exact: true }));
      await visible(page, '[data-testid=bet-item]');
    },
  ],
  [
    'recharge',
    async (page) => {
      await open(page, '/financePages/recharge');
      await click(page.getByRole('button', { name: '100', exact: true }));
    },
  ],
  ['bill details', openAndSee('/financePages/billdetails', '[data-testid=navbar]')],
  [
    'activity',
    async (page) => {
      await openAndSee('/pages/activity/activity', '[data-testid=activity-card]')(page);
      await click(page.getByRole('tab', { name: '充值优惠' }));
    },
  ],
  ['mine', openAndSee('/pages/mine/mine', '[data-testid=mine-balance]')],
  ['messages', openAndSee('/minePages/messages', '[data-testid=message-list]')],
  ['notices', openAndSee('/noticePages/list', '[data-testid=notice-list]')],
  ['customer service', openAndSee('/pages/customer/customer', '[data-testid=customer-open]')],
];
