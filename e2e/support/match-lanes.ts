import { expect, type Page } from '@playwright/test';

/**
 * The sports tests run in parallel on one simulator, and many of them settle, void or re-price the matches they
 * bet on. Each takes its matches from its own lane (match id mod LANE_COUNT), so no test meets another's
 * settled or re-priced match, however the list shifts as matches kick off or are settled.
 */
const LANE_COUNT = 11;

export const LANES = {
  threeByFour: 0,
  /** Read-only tests: their matches are never settled or re-priced. */
  slip: 1,
  oddsMove: 2,
  calledOff: 3,
  orders: 4,
  optimize: 5,
  policies: [6, 7, 8, 9],
  /** 改判: a settled match re-settled through the console. */
  resettle: 10,
} as const;

export const inLane = (id: number, lane: number) => id % LANE_COUNT === lane;

/** The ids, in list order, of the first `count` open matches of `lane` on the bet page that is showing. */
export async function openMatchIds(page: Page, lane: number, count: number): Promise<string[]> {
  const read = () =>
    page
      .locator('article[data-testid^="match-"]')
      .evaluateAll((cards) =>
        cards
          .filter((card) => card.querySelector('button:not([disabled])'))
          .map((card) => (card.getAttribute('data-testid') ?? '').replace('match-', '')),
      );
  await expect
    .poll(async () => (await read()).filter((id) => inLane(Number(id), lane)).length)
    .toBeGreaterThanOrEqual(count);
  return (await read()).filter((id) => inLane(Number(id), lane)).slice(0, count);
}

/** Taps the home win (the first option) of the first `count` open matches of `lane`; returns their ids. */
export async function pickHomeWins(page: Page, lane: number, count: number): Promise<string[]> {
  const ids = await openMatchIds(page, lane, count);
  for (const id of ids) await page.getByTestId(`match-${id}`).getByRole('button').first().click();
  return ids;
}
