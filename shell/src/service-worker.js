// The shell's service worker (issue 19), emitted as /sw.js by the production build (ServiceWorkerPlugin of
// @app/shared/build), which puts the build id and the shell's file list in front of this file as
// `self.__SHELL_BUILD__` and `self.__SHELL_FILES__`.
// - Hashed files (shell and remote chunks, CSS) never change: cache first. The shell's are all cached at
//   install, so a tab opened before a shell deploy still finds the chunks the deploy removed from the server.
// - index.html, mf-manifest.json, remoteEntry.js and the web manifest: network first (the cache only when
//   offline), so a deploy of the shell or a remote is picked up on the next load, and a page never pairs a
//   remote's new manifest with its old entry.
// - Everything else (the API, the realtime socket, game pages, other origins) is not touched.
const BUILD = self.__SHELL_BUILD__;
const SHELL_FILES = self.__SHELL_FILES__;
const CHUNKS = `chunks-${BUILD}`;
const ENTRIES = 'entries';
/** Chunk caches of earlier builds kept for tabs still open on them; older ones are deleted. */
const KEEP_OLDER_BUILDS = 1;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const ENTRY = /(^\/$|\/index\.html$|\/mf-manifest\.json$|\/remoteEntry\.js$|\/manifest\.webmanifest$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CHUNKS)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Builds in the order their caches were created; the newest ones stay (tabs of the last build).
      const chunkCaches = (await caches.keys()).filter((name) => name.startsWith('chunks-'));
      const stale = chunkCaches.filter((name) => name !== CHUNKS).slice(0, -KEEP_OLDER_BUILDS);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(CHUNKS).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      caches.open(ENTRIES).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.open(ENTRIES).then((cache) => cache.match(request, { ignoreSearch: true }));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) {
    return;
  }
  if (request.mode === 'navigate' || ENTRY.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
