import { type ProductProcess, startProduct } from '../../scripts/bench/server.mjs';
import { login } from '../support/app';
import { watchCsp } from '../support/csp';
import { expect, test } from '../support/test';

// The product with a certificate speaks HTTP/2 (server/http/tls.ts), and there the boot script comes inline
// in the page, allowed by its hash (server/http/inline-boot.ts): a deep link must work exactly as over
// HTTP/1.1, with the boot script's preloads and early reads taken and nothing refused by the page's policy.
// The product runs as the bench runs it: its own process, data folder and throwaway certificate.
let product: ProductProcess;

test.beforeAll(async () => {
  const started = await startProduct({ tls: true });
  if (!started) throw new Error('openssl could not make the server a certificate');
  product = started;
});
test.afterAll(async () => {
  await product?.stop();
});

test('a deep link over HTTP/2 runs the inline boot script under the page policy', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: product.url,
    ignoreHTTPSErrors: true,
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const violations = await watchCsp(page);
  await login(page);
  await page.goto('/#/betPages/football/index');
  await page.reload();
  await expect(page.getByTestId('category-notices')).toBeVisible();
  await expect(page.locator('[data-testid^="match-"]').first()).toBeInViewport();
  const loaded = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const head = Array.from(document.head.children);
    const firstStylesheet = head.findIndex((element) => element.matches('link[rel=stylesheet]'));
    return {
      protocol: navigation.nextHopProtocol,
      bootFileFetched: resources.some((entry) => /\/boot\.[0-9a-f]+\.js/.test(entry.name)),
      inlineBeforeStylesheet: head
        .slice(0, firstStylesheet)
        .some((element) => element.matches('script:not([src]):not([type])')),
      entryPreloaded: resources.some(
        (entry) => entry.name.includes('/remotes/mfe-sports/remoteEntry') && entry.initiatorType === 'link',
      ),
      earlyReadsStarted: (window as { __appEarlyGets?: unknown }).__appEarlyGets !== undefined,
    };
  });
  expect(loaded).toEqual({
    protocol: 'h2',
    bootFileFetched: false,
    inlineBeforeStylesheet: true,
    entryPreloaded: true,
    earlyReadsStarted: true,
  });
  expect(await violations()).toEqual([]);
  await context.close();
});
