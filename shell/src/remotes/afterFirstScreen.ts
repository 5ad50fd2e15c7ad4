// What the first screen does not need (home's widget remotes, app info, the realtime manager and pusher-js)
// waits until the page has loaded, then runs one piece per idle moment, in the order asked for (issue 19:
// nothing off the critical path on it). Run together, those pieces made one long task of script
// evaluation, rendering and layout that kept a phone from answering a tap; one at a time, input and
// paints get in between. Widget slots keep their height meanwhile (home.module.css).
const queue: Array<() => void> = [];
let loaded = false;
let scheduled = false;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

function runNext(): void {
  scheduled = false;
  queue.shift()?.();
  schedule();
}

function schedule(): void {
  if (!loaded || scheduled || queue.length === 0) return;
  scheduled = true;
  whenIdle(runNext);
}

function pageLoaded(): void {
  loaded = true;
  schedule();
}

if (document.readyState === 'complete') pageLoaded();
else window.addEventListener('load', pageLoaded, { once: true });

/**
 * Runs `callback` in an idle moment once the page has loaded, after what was asked for before it. The
 * returned function withdraws it if it has not run yet.
 */
export function afterFirstScreen(callback: () => void): () => void {
  const job = () => callback();
  queue.push(job);
  schedule();
  return () => {
    const index = queue.indexOf(job);
    if (index >= 0) queue.splice(index, 1);
  };
}
