// The shell's memory over a long session: one signed-in phone tab plays rounds of a player's pages
// (heap-player.mjs) with the simulator pushing live scores and odds, and reads the JS heap, DOM nodes, event
// listeners and running intervals after a forced GC on the home page at the start of every round. React
// leaks (listeners or subscriptions left by unmounted pages, timers, stores that only grow) show as a slope.

import { demoSession, launchChromium, phoneContext } from './browser.mjs';
import { home, ROUND } from './heap-player.mjs';
import { figure, QUICK, section } from './report.mjs';
import { startProduct } from './server.mjs';
import { soakMinutes } from './soak.mjs';

/** A player's pace: one page every 10 s; the product's simulator ticks every 5 s (server/main.ts). */
const PLAYER_PAGE_MS = 10_000;
const PRODUCT_TICK_MS = 5000;
/** `pnpm bench` plays 5x faster than a player, simulator included: 3 min (quick 1) = 15 (5) simulated. */
const BENCH_COMPRESSION = 5;
/** Readings in this first share of the run are warm-up (remotes loading, caches filling): no slope. */
const WARM_UP_SHARE = 0.2;
const MiB = 2 ** 20;
/** The home page's widgets finish loading and the page left behind lets go of its listeners by then. */
const SETTLE_MS = 1500;

/** Counts the intervals the page keeps running (an interval left by an unmounted page never stops). */
const COUNT_INTERVALS = `(() => {
  const running = new Set();
  const { setInterval: start, clearInterval: stop, clearTimeout: stopTimeout } = window;
  window.setInterval = (...args) => {
    const id = start(...args);
    running.add(id);
    return id;
  };
  // Browsers let either clear function stop an interval.
  window.clearInterval = (id) => (running.delete(id), stop(id));
  window.clearTimeout = (id) => (running.delete(id), stopTimeout(id));
  window.__runningIntervals = () => running.size;
})();`;

/**
 * Bytes of the live JS objects in a heap snapshot: everything but V8's compiled code (which grows as
 * functions get hot and tier up, bounded by the app's source) and the DOM side's native nodes. What a leak
 * adds to, with nothing of V8's own bookkeeping that `getHeapUsage` also counts.
 */
async function liveObjectBytes(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const type = fields.indexOf('type');
  const selfSize = fields.indexOf('self_size');
  const types = snapshot.meta.node_types[0];
  const leftOut = new Set(['code', 'native', 'synthetic'].map((name) => types.indexOf(name)));
  let bytes = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    if (!leftOut.has(nodes[node + type])) bytes += nodes[node + selfSize];
  }
  return bytes;
}

/** One reading after a full GC (twice: the first frees what finalizers keep for one more). */
async function measure(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return {
    heap: usedSize / MiB,
    objects: (await liveObjectBytes(cdp)) / MiB,
    nodes,
    listeners: jsEventListeners,
    intervals: await page.evaluate(() => window.__runningIntervals()),
  };
}

/** Least-squares slope of y over x. */
export function slope(points) {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return sxx > 0 ? sxy / sxx : Number.NaN;
}

/**
 * Plays rounds for `minutes` of wall time at `compression` times a player's pace (the server's simulator
 * must tick as much faster); a reading on the home page starts every round and ends the session.
 */
export async function playSession(baseUrl, { minutes, compression, onReading = () => {} }) {
  const stepMs = PLAYER_PAGE_MS / compression;
  const browser = await launchChromium();
  try {
    const context = await phoneContext(browser, baseUrl, await demoSession(baseUrl));
    await context.addInitScript(COUNT_INTERVALS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('Network.enable');
    const tally = { navigations: 0, pushes: 0 };
    // Hash changes and the app's own pushState navigations alike.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) tally.navigations += 1;
    });
    // Events pushed to the tab (live scores and odds, balance changes); keep-alives left out.
    cdp.on('Network.webSocketFrameReceived', ({ response }) => {
      if (!/"event":"pusher(_internal)?:/.test(response.payloadData)) tally.pushes += 1;
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/#/pages/home/home`, { waitUntil: 'load' });
    const started = Date.now();
    const end = started + minutes * 60_000;
    const readings = [];
    const read = async () => {
      await page.waitForTimeout(SETTLE_MS);
      const reading = { ...(await measure(page, cdp)), minutes: (Date.now() - started) / 60_000, ...tally };
      readings.push(reading);
      onReading(reading);
    };
    const failed = {};
    for (let step = 0; Date.now() < end; step = (step + 1) % ROUND.length) {
      const [name, play] = ROUND[step];
      const due = Date.now() + stepMs;
      await play(page, baseUrl).catch(() => {
        failed[name] = (failed[name] ?? 0) + 1;
      });
      if (play === home) await read();
      await page.waitForTimeout(Math.max(0, due - Date.now()));
    }
    await home(page).catch(() => {});
    await read();
    return { readings, failed, errors, stepMs };
  } finally {
    await browser.close();
  }
}

/** The figures of one session; `compression` turns wall minutes into simulated ones. */
export function reportSession({ readings, failed, errors, stepMs }, compression) {
  const warm = readings.slice(Math.min(readings.length - 2, Math.ceil(readings.length * WARM_UP_SHARE)));
  const first = warm[0];
  const last = readings[readings.length - 1];
  const perHour = (key) => slope(warm.map((reading) => [(reading.minutes * compression) / 60, reading[key]]));
  const simulated = (last.minutes * compression).toFixed(0);
  const measuredHour = compression === 1 && last.minutes >= 60;
  const fit = measuredHour
    ? `least-squares slope over ${warm.length} readings after warm-up`
    : `linear fit over ${warm.length} readings after warm-up, extrapolated from ${simulated} simulated ` +
      'min: not a measured hour (pnpm bench -- --soak-web 60 plays one)';
  figure('heap shell JS heap after warm-up', first.heap, 'MiB', {
    digits: 1,
    note: `after ${first.navigations} navigations, forced GC; live JS objects ${first.objects.toFixed(2)} MiB`,
  });
  figure('heap shell JS heap at end', last.heap, 'MiB', {
    digits: 1,
    note:
      `after ${last.navigations} navigations in ${last.minutes.toFixed(1)} min = ${simulated} simulated min ` +
      `(${compression}x a player's pace: a page every ${(stepMs / 1000).toFixed(1)} s, simulator tick ` +
      `${PRODUCT_TICK_MS / compression} ms); live JS objects ${last.objects.toFixed(2)} MiB`,
  });
  figure('heap shell JS heap growth per simulated hour', perHour('heap'), 'MiB/h', {
    digits: 2,
    note: `${fit}; includes V8 compiling hot functions, which levels off`,
  });
  figure('heap shell live JS objects growth per simulated hour', perHour('objects'), 'MiB/h', {
    digits: 2,
    note: 'the same fit over the live JS objects of a heap snapshot (no compiled code): what a leak adds to',
  });
  figure('heap DOM nodes after warm-up -> end', last.nodes, 'nodes', {
    note: `from ${first.nodes}; every reading on the home page`,
  });
  figure('heap event listeners after warm-up -> end', last.listeners, 'listeners', {
    note: `from ${first.listeners}`,
  });
  figure('heap intervals running after warm-up -> end', last.intervals, 'intervals', {
    note: `from ${first.intervals}`,
  });
  const failures = Object.entries(failed).map(([name, count]) => `${name} x${count}`);
  figure('heap navigations', last.navigations, 'pages', {
    note:
      `${last.pushes} realtime events pushed to the tab; ` +
      (failures.length ? `steps that timed out: ${failures.join(', ')}` : 'every step completed') +
      (errors.length ? `; ${errors.length} page errors, first: ${errors[0]}` : ''),
  });
}

/** The `pnpm bench` section: a compressed session (3 min, quick 1) on its own server, simulator on. */
export async function benchHeap() {
  const product = await startProduct({ simTickMs: PRODUCT_TICK_MS / BENCH_COMPRESSION });
  try {
    const session = await playSession(product.url, {
      minutes: QUICK ? 1 : 3,
      compression: BENCH_COMPRESSION,
    });
    reportSession(session, BENCH_COMPRESSION);
  } finally {
    await product.stop();
  }
}

/** `pnpm bench -- --soak-web <minutes>`: the session at a player's own pace; returns the exit code. */
export async function soakHeap() {
  const minutes = soakMinutes({ flag: '--soak-web', variable: 'BENCH_SOAK_WEB_MINUTES', fallback: 60 });
  section(`Shell heap soak: ${minutes} min at a player's pace, simulator tick ${PRODUCT_TICK_MS} ms`);
  const product = await startProduct({ simTickMs: PRODUCT_TICK_MS });
  try {
    const session = await playSession(product.url, {
      minutes,
      compression: 1,
      onReading: (reading) =>
        figure(`heap minute ${reading.minutes.toFixed(0)}: JS heap`, reading.heap, 'MiB', {
          digits: 1,
          note:
            `live JS objects ${reading.objects.toFixed(2)} MiB, ${reading.nodes} DOM nodes, ` +
            `${reading.listeners} listeners, ${reading.intervals} intervals, ${reading.navigations} navigations`,
        }),
    });
    section(`Shell heap drift over ${minutes} min`);
    reportSession(session, 1);
  } finally {
    await product.stop();
  }
  return 0;
}
