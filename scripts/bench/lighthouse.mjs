// Lighthouse (mobile, default simulated throttling) against Debian Chromium started by chrome-launcher.
// The demo player is signed in first (finance pages need it), so storage is kept, and before every run
// the HTTP cache, the service worker and its caches are cleared by hand instead: each run is a first
// visit, as Lighthouse's own storage reset would make it (repeat visits are web.mjs's figure). With the
// worker of an earlier run left in place, the runs measured a mix of both.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, SESSION_KEY } from './browser.mjs';
import { figure, median, QUICK, repeat, skipped } from './report.mjs';
import { VITALS_PAGES } from './web.mjs';

// Runs on 2 cores scatter by a few hundred ms of TBT (the recharge page scored 0.85 to 0.94 in runs of one
// build): the median of 5 is steadier than of 3.
const RUNS = QUICK ? 1 : 5;

/** Signs the demo player in from a page of the site itself, so a self-signed HTTPS server needs no trust here. */
async function signIn(port, baseUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/v1/app/config/all`);
  await page.evaluate(async (key) => {
    const response = await fetch('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
    });
    const { data } = await response.json();
    localStorage.setItem(key, JSON.stringify({ token: data.token, userinfo: data.userinfo }));
  }, SESSION_KEY);
  const cdp = await context.newCDPSession(page);
  return {
    clearCache: async () => {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(baseUrl).origin,
        storageTypes: 'cache_storage,service_workers',
      });
    },
    close: async () => {
      await page.close();
    },
  };
}

/**
 * The five pages' Lighthouse figures. `over` names how the server speaks when that is not plain HTTP/1.1
 * (`h2`: HTTPS with HTTP/2 and a self-signed certificate, which Chromium is told to take): its figures
 * are prefixed so.
 */
export async function benchLighthouse(baseUrl, over = '') {
  const name = (page) => (over ? `lighthouse ${over} ${page}` : `lighthouse ${page}`);
  const section = over ? `lighthouse ${over}` : 'lighthouse';
  let lighthouse;
  let launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch (error) {
    skipped(section, `lighthouse unavailable (${error.message.split('\n')[0]})`);
    return;
  }
  let chrome;
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...(over ? ['--ignore-certificate-errors'] : [])],
    });
  } catch (error) {
    skipped(section, `lighthouse unavailable (Chromium did not start: ${error.message.split('\n')[0]})`);
    return;
  }
  try {
    const signedIn = await signIn(chrome.port, baseUrl);
    // A fresh browser's first page pays once for its fonts and processes: one run first, not counted.
    await signedIn.clearCache();
    await lighthouse(`${baseUrl}${VITALS_PAGES[0][1]}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    for (const [page, path] of VITALS_PAGES) {
      const audit = async () => {
        await signedIn.clearCache();
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        });
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
        return {
          score: lhr.categories.performance.score,
          accessibility: lhr.categories.accessibility.score,
          failedAccessibility: lhr.categories.accessibility.auditRefs
            .filter(
              (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
            )
            .map((ref) => ref.id),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        };
      };
      // Now and then Chromium records no trace of a load (NO_NAVSTART): that run is tried once more.
      const runs = await repeat(RUNS, () => audit().catch(() => audit()));
      const note = `Lighthouse ${RUNS > 1 ? `median of ${RUNS}` : '1 run'}, mobile${over ? `, over ${over}` : ''}`;
      figure(`${name(page)} score`, median(runs.map((run) => run.score)), '', {
        digits: 2,
        note: `${note}; target >= 0.95`,
      });
      const failed = [...new Set(runs.flatMap((run) => run.failedAccessibility))];
      figure(`${name(page)} accessibility`, median(runs.map((run) => run.accessibility)), '', {
        digits: 2,
        note: `${note}; target >= 0.95${failed.length > 0 ? `; failing: ${failed.join(', ')}` : ''}`,
      });
      figure(`${name(page)} LCP`, median(runs.map((run) => run.lcp)), 'ms', {
        note: `${note}; target <= 2000`,
      });
      figure(`${name(page)} TBT`, median(runs.map((run) => run.tbt)), 'ms', { note });
      figure(`${name(page)} CLS`, median(runs.map((run) => run.cls)), '', {
        digits: 3,
        note: `${note}; target <= 0.05`,
      });
    }
    await signedIn.close();
  } catch (error) {
    skipped(section, `lighthouse unavailable (${error.message.split('\n')[0]})`);
  } finally {
    chrome.kill();
  }
}
