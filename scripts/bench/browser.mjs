// Debian Chromium driven through playwright-core (no browser downloads), as a phone: a fresh context per
// measured load, so every load is cold; the demo player is signed in through the app's one storage key.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Lighthouse's mobile profile: slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and a 4x slower CPU. */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
export const SESSION_KEY = 'app_session';

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Token and userinfo of the demo player, shaped as the shell stores them. */
export async function demoSession(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
  });
  const { data } = await response.json();
  return JSON.stringify({ token: data.token, userinfo: data.userinfo });
}

export function phoneContext(browser, baseUrl, session) {
  return browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl, localStorage: [{ name: SESSION_KEY, value: session }] }],
    },
  });
}

/** Web-vitals-like figures from the Performance API, collected from the first byte of the page. */
export const PERFORMANCE_OBSERVERS = `
  window.__bench = { fcp: 0, lcp: 0, cls: 0, tbt: 0 };
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { window.__bench.lcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) window.__bench.cls += e.value; });
  observe('longtask', (e) => { window.__bench.tbt += Math.max(0, e.duration - 50); });
`;

/**
 * Network accounting over CDP: every response with its resource type, encoded body bytes (transfer size
 * minus headers) and content-encoding; `idle()` resolves once nothing has been in flight for `quietMs`,
 * counted from the call at the earliest, so requests a navigation starts just after it are not missed.
 */
export async function trackNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const finished = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!requests.has(requestId)) inFlight++;
    requests.set(requestId, { url: request.url, type: 'Other', headerBytes: 0, encoding: '' });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.type = type;
    entry.headerBytes = response.encodedDataLength;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    entry.encoding = headers['content-encoding'] ?? 'identity';
    entry.fromCache = response.fromDiskCache || response.fromPrefetchCache;
  });
  const settle = (requestId, bytes) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    requests.delete(requestId);
    inFlight--;
    lastActivity = Date.now();
    finished.push({ ...entry, bytes: Math.max(0, bytes - entry.headerBytes) });
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    settle(requestId, encodedDataLength),
  );
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId, 0));
  return {
    cdp,
    finished,
    async idle(quietMs = 1000, maxMs = 30_000) {
      const called = Date.now();
      const deadline = called + maxMs;
      while (
        Date.now() < deadline &&
        (inFlight > 0 || Date.now() - Math.max(lastActivity, called) < quietMs)
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
