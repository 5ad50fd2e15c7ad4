// Web figures: JS bytes of the first load and of entering each remote, Performance-API vitals under the
// mobile profile, Lighthouse when it can run, and the (not yet buildable) unfederated baseline.
import { gzipSync } from 'node:zlib';
import {
  CPU_SLOWDOWN,
  demoSession,
  launchChromium,
  MOBILE_NETWORK,
  PERFORMANCE_OBSERVERS,
  phoneContext,
  trackNetwork,
} from './browser.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { figure, median, QUICK, repeat, skipped } from './report.mjs';
import { startProduct } from './server.mjs';
import { benchUnfederated } from './unfederated.mjs';

const HOME = '/#/pages/home/home';
export const REMOTE_ROUTES = [
  ['mfe-sports', '/pages/gameplay/gameplay'],
  ['mfe-lottery', '/pages/lottery/lottery-list'],
  ['mfe-finance', '/financePages/recharge'],
  ['mfe-social', '/pages/activity/activity'],
];
/** The five pages of issue 19, each deep-linked (a cold load straight onto the page). */
export const VITALS_PAGES = [
  ['home', HOME],
  ['football list', '/#/betPages/football/index'],
  ['lottery game', '/#/pages/lottery/lottery-game?id=2'],
  ['recharge', '/#/financePages/recharge'],
  ['mine', '/#/pages/mine/mine'],
];
const RUNS = QUICK ? 1 : 3;
const kb = (bytes) => bytes / 1024;

const scripts = (finished) => finished.filter((entry) => entry.type === 'Script' && !entry.fromCache);
const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);

/** gzip -6 of each script body (what a gzip-only server would send), fetched once per URL. */
const gzipSizes = new Map();
async function gzipBytes(entries) {
  let total = 0;
  for (const { url } of entries) {
    if (!gzipSizes.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      gzipSizes.set(url, gzipSync(body, { level: 6 }).length);
    }
    total += gzipSizes.get(url);
  }
  return total;
}

/** Home first, then each remote's first route by hash navigation in the same tab: the extra JS it pulls. */
async function bytesRun(browser, baseUrl, session) {
  const context = await phoneContext(browser, baseUrl, session);
  try {
    const page = await context.newPage();
    const network = await trackNetwork(context, page);
    await page.goto(`${baseUrl}${HOME}`, { waitUntil: 'load' });
    // 2 s of quiet: a stored session opens its socket (and fetches pusher-js) 1.5 s after boot, and that
    // belongs to the first load.
    await network.idle(2000);
    const home = scripts(network.finished);
    const result = {
      homeWire: sum(home),
      homeGzip: await gzipBytes(home),
      homeFromRemotes: sum(home.filter((entry) => entry.url.includes('/remotes/'))),
      encodings: [...new Set(home.map((entry) => entry.encoding))].join('/'),
      routes: {},
    };
    for (const [remote, route] of REMOTE_ROUTES) {
      const before = network.finished.length;
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, route);
      await network.idle();
      const fetched = scripts(network.finished.slice(before));
      result.routes[remote] = { wire: sum(fetched), gzip: await gzipBytes(fetched), files: fetched.length };
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * One load under the mobile profile in a tab of `context`; vitals read after the network has been quiet
 * for 2 s, with the scripts whose fetch started before the LCP (the critical path), gzip -6 each.
 */
async function throttledLoad(context, baseUrl, path) {
  const page = await context.newPage();
  try {
    const network = await trackNetwork(context, page);
    await network.cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await network.cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await network.idle(2000, 60_000);
    const vitals = await page.evaluate(() => {
      const lcp = window.__bench.lcp;
      const critical = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < lcp && /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => entry.name);
      return { ...window.__bench, critical: [...new Set(critical)] };
    });
    const critical = vitals.critical.map((url) => ({ url }));
    return { ...vitals, criticalGzip: await gzipBytes(critical), criticalFiles: critical.length };
  } finally {
    await page.close();
  }
}

/** One cold load (fresh context: empty HTTP cache, no service worker). */
async function vitalsRun(browser, baseUrl, session, path) {
  const context = await phoneContext(browser, baseUrl, session);
  try {
    await context.addInitScript(PERFORMANCE_OBSERVERS);
    return await throttledLoad(context, baseUrl, path);
  } finally {
    await context.close();
  }
}

/** The second load on the same device: a first visit, then a new tab of the same profile, measured. */
async function repeatVisitRun(browser, baseUrl, session, path) {
  const context = await phoneContext(browser, baseUrl, session);
  try {
    await context.addInitScript(PERFORMANCE_OBSERVERS);
    const first = await context.newPage();
    const network = await trackNetwork(context, first);
    await first.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await network.idle(2000, 60_000);
    await first.close();
    return await throttledLoad(context, baseUrl, path);
  } finally {
    await context.close();
  }
}

const routeNote = (files, vsHome) =>
  files === 0
    ? '0 files after home: the home page had already fetched this route'
    : `${files} files after home, ${vsHome.toFixed(2)}x home first-load`;

async function benchBytes(browser, baseUrl, session) {
  const runs = await repeat(RUNS, () => bytesRun(browser, baseUrl, session));
  const homeGzip = median(runs.map((run) => run.homeGzip));
  figure('web home first-load JS', kb(homeGzip), 'KB gzip', {
    digits: 1,
    note: 'target <= 120; a bare rspack+MF React demo loads 170',
  });
  figure('web home first-load JS on the wire', kb(median(runs.map((run) => run.homeWire))), 'KB', {
    digits: 1,
    note: `content-encoding ${runs[0].encodings}; of which ${kb(median(runs.map((r) => r.homeFromRemotes))).toFixed(1)} KB from remotes (home widgets)`,
  });
  for (const [remote, route] of REMOTE_ROUTES) {
    const gzip = median(runs.map((run) => run.routes[remote].gzip));
    figure(`web entering ${remote} (#${route}) JS`, kb(gzip), 'KB gzip', {
      digits: 1,
      note: routeNote(runs[0].routes[remote].files, gzip / homeGzip),
    });
  }
  return homeGzip;
}

async function benchVitals(browser, baseUrl, session) {
  const lcp = {};
  let homeCritical = Number.NaN;
  for (const [name, path] of VITALS_PAGES) {
    const runs = await repeat(RUNS, () => vitalsRun(browser, baseUrl, session, path));
    const note = `Performance API, ${CPU_SLOWDOWN}x CPU, slow 4G`;
    const critical = median(runs.map((run) => run.criticalGzip));
    if (name === 'home') homeCritical = critical;
    figure(`web ${name} critical-path JS (fetched before LCP)`, kb(critical), 'KB gzip', {
      digits: 1,
      note: `${runs[0].criticalFiles} files${name === 'home' ? '; target <= 120' : ''}`,
    });
    figure(`web ${name} FCP`, median(runs.map((run) => run.fcp)), 'ms', { note });
    lcp[name] = median(runs.map((run) => run.lcp));
    figure(`web ${name} LCP`, lcp[name], 'ms', { note: `${note}; target <= 2000` });
    figure(`web ${name} TBT (sum of long tasks - 50 ms)`, median(runs.map((run) => run.tbt)), 'ms', { note });
    figure(`web ${name} CLS`, median(runs.map((run) => run.cls)), '', {
      digits: 3,
      note: `${note}; target <= 0.05`,
    });
  }
  const repeats = await repeat(RUNS, () => repeatVisitRun(browser, baseUrl, session, HOME));
  figure('web home repeat visit LCP', median(repeats.map((run) => run.lcp)), 'ms', {
    note: `second load in the same profile (HTTP cache, service worker), ${CPU_SLOWDOWN}x CPU, slow 4G; target <= 1000`,
  });
  figure('web home repeat visit CLS', median(repeats.map((run) => run.cls)), '', { digits: 3 });
  return { lcp, homeCritical };
}

/** Home first-load JS, critical-path JS and LCP only: what the unfederated baseline is compared on. */
async function measureHome(browser, baseUrl) {
  const session = await demoSession(baseUrl);
  const bytes = await repeat(RUNS, () => bytesRun(browser, baseUrl, session));
  const vitals = await repeat(RUNS, () => vitalsRun(browser, baseUrl, session, HOME));
  return {
    homeGzip: median(bytes.map((run) => run.homeGzip)),
    homeCritical: median(vitals.map((run) => run.criticalGzip)),
    homeLcp: median(vitals.map((run) => run.lcp)),
  };
}

/**
 * The same Lighthouse runs with the product serving HTTPS and HTTP/2 itself (TLS_CERT_FILE), as a
 * deployment with a certificate serves the app: browsers speak HTTP/2 only over TLS.
 */
async function benchLighthouseOverHttp2() {
  const product = await startProduct({ tls: true });
  if (!product) {
    skipped('lighthouse h2', 'no openssl to make the server a certificate');
    return;
  }
  try {
    await benchLighthouse(product.url, 'h2');
  } finally {
    await product.stop();
  }
}

export async function benchWeb(baseUrl) {
  const session = await demoSession(baseUrl);
  let browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    skipped('web', `Chromium unavailable (${error.message.split('\n')[0]})`);
    return;
  }
  let federated;
  try {
    const homeGzip = await benchBytes(browser, baseUrl, session);
    const { lcp, homeCritical } = await benchVitals(browser, baseUrl, session);
    federated = { homeGzip, homeCritical, homeLcp: lcp.home };
  } finally {
    await browser.close();
  }
  await benchLighthouse(baseUrl);
  await benchLighthouseOverHttp2();
  await benchUnfederated(federated, measureHome);
}
