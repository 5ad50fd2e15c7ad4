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
import { benchUnfederated } from './unfederated.mjs';

const HOME = '/#/pages/home/home';
export const REMOTE_ROUTES = [
  ['mfe-sports', '/pages/gameplay/gameplay'],
  ['mfe-lottery', '/pages/lottery/lottery-list'],
  ['mfe-finance', '/financePages/recharge'],
  ['mfe-social', '/pages/activity/activity'],
];
export const VITALS_PAGES = [
  ['home', HOME],
  ['sports', '/#/pages/gameplay/gameplay'],
  ['finance', '/#/financePages/recharge'],
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

/** One cold load under the mobile profile; vitals read after the network has been quiet for 2 s. */
async function vitalsRun(browser, baseUrl, session, path) {
  const context = await phoneContext(browser, baseUrl, session);
  try {
    await context.addInitScript(PERFORMANCE_OBSERVERS);
    const page = await context.newPage();
    const network = await trackNetwork(context, page);
    await network.cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await network.cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await network.idle(2000, 60_000);
    return await page.evaluate(() => window.__bench);
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
  for (const [name, path] of VITALS_PAGES) {
    const runs = await repeat(RUNS, () => vitalsRun(browser, baseUrl, session, path));
    const note = `Performance API, ${CPU_SLOWDOWN}x CPU, slow 4G`;
    figure(`web ${name} FCP`, median(runs.map((run) => run.fcp)), 'ms', { note });
    lcp[name] = median(runs.map((run) => run.lcp));
    figure(`web ${name} LCP`, lcp[name], 'ms', { note: `${note}; target <= 2000` });
    figure(`web ${name} TBT (sum of long tasks - 50 ms)`, median(runs.map((run) => run.tbt)), 'ms', { note });
    figure(`web ${name} CLS`, median(runs.map((run) => run.cls)), '', {
      digits: 3,
      note: `${note}; target <= 0.05`,
    });
  }
  return lcp;
}

/** Home first-load JS and home LCP only: what the unfederated baseline is compared on. */
async function measureHome(browser, baseUrl) {
  const session = await demoSession(baseUrl);
  const bytes = await repeat(RUNS, () => bytesRun(browser, baseUrl, session));
  const vitals = await repeat(RUNS, () => vitalsRun(browser, baseUrl, session, HOME));
  return {
    homeGzip: median(bytes.map((run) => run.homeGzip)),
    homeLcp: median(vitals.map((run) => run.lcp)),
  };
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
    const lcp = await benchVitals(browser, baseUrl, session);
    federated = { homeGzip, homeLcp: lcp.home };
  } finally {
    await browser.close();
  }
  await benchLighthouse(baseUrl, session);
  await benchUnfederated(federated, measureHome);
}
