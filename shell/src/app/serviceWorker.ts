/**
 * Registers /sw.js (src/service-worker.js, emitted by production builds only) once the page has loaded, so
 * its install, which caches the shell's chunks, never competes with the first screen. Dev servers have none.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('[sw] registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
