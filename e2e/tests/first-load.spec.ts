import { login } from '../support/app';
import { expect, test } from '../support/test';

// A page opened cold (issue 19): the boot script starts the page's first reads and the deep-linked remote's
// first files beside the shell's scripts. A read the page then does not make, or makes differently, is a
// wasted request and the page waits for its own; a file the runtime does not ask for is wasted bytes.

const PAGES = [
  '/pages/home/home',
  '/betPages/football/index',
  '/pages/lottery/lottery-game?id=2',
  '/financePages/recharge',
  '/pages/mine/mine',
];

for (const path of PAGES) {
  test(`every early read of ${path} is the one its page takes`, async ({ page }) => {
    await login(page);
    // An early answer serves the page's read when asked for at most 15 s before it (EARLY_GET_TTL_MS). The
    // page's clock stands still here, so a machine slow enough to take longer to boot cannot turn what is
    // tested (the page takes the reads the boot script started) into a timing question. Timers still run.
    await page.clock.setFixedTime(Date.now());
    await page.goto(`/#${path}`);
    await page.reload();
    await expect
      .poll(
        () =>
          page.evaluate(() => [
            ...((window as { __appEarlyGets?: Map<string, unknown> }).__appEarlyGets?.keys() ?? []),
          ]),
        { message: 'early reads nobody took' },
      )
      .toEqual([]);
    // Taken, not asked again: each of the page's API reads went out once.
    const reads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes('/api/v1/') && !url.includes('/websocket/')),
    );
    const doubled = reads.filter((url, index) => reads.indexOf(url) !== index);
    expect(doubled.filter((url) => !url.includes('/app/'))).toEqual([]);
  });
}

test("a deep link starts the remote's entry and page table from the boot script, and the runtime uses them", async ({
  page,
}) => {
  await login(page);
  // The server hands a page the remote's files once it has read that remote's manifest; a page served before
  // the first read ends (at most 500 ms) goes out without them by design. Wait for the read, not for time.
  await expect
    .poll(async () => (await page.request.get('/')).text(), { message: 'the page carries mfe-sports files' })
    .toContain('/remotes/mfe-sports/remoteEntry.js');
  await page.goto('/#/betPages/football/index');
  await page.reload();
  await expect(page.getByTestId('category-notices')).toBeVisible();
  const sports = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/remotes/mfe-sports/'))
      .map((entry) => ({
        file: new URL(entry.name).pathname.replace(/\.[0-9a-f]{8}\./, '.'),
        by: (entry as PerformanceResourceTiming).initiatorType,
      })),
  );
  expect(sports).toEqual(
    expect.arrayContaining([
      { file: '/remotes/mfe-sports/mf-manifest.json', by: 'link' },
      { file: '/remotes/mfe-sports/remoteEntry.js', by: 'link' },
      { file: '/remotes/mfe-sports/__federation_expose_routes.js', by: 'link' },
      { file: '/remotes/mfe-sports/__federation_expose_routes.css', by: 'link' },
    ]),
  );
  // Each fetched once: the preloads served the runtime's own requests.
  const files = sports.map((entry) => entry.file);
  expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
});
