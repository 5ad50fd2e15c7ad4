import { expect, type Page } from '@playwright/test';

/**
 * Waits until the lottery's open expect has at least `seconds` left: a bet placed in an expect's last seconds
 * can meet its close. Polls the server's own countdown rather than sleeping for a guessed time, and answers
 * the expect's number, which a page on the game must show before it bets into it.
 */
export async function waitForRoomyExpect(page: Page, lotteryId: number, seconds: number): Promise<string> {
  let openExpect = '';
  const remaining = async () => {
    const reply = await page.request.get(`/api/v1/liujiu/lottery/current-expect?lottery_id=${lotteryId}`);
    const data = (await reply.json()).data as { expect: string; remaining_seconds: number };
    openExpect = data.expect;
    return data.remaining_seconds;
  };
  // The longest wait is the rest of an expect that is about to close, plus the next one's opening.
  await expect
    .poll(remaining, {
      message: `an expect of lottery ${lotteryId} with ${seconds} s left`,
      timeout: (seconds + 30) * 1000,
    })
    .toBeGreaterThanOrEqual(seconds);
  return openExpect;
}
