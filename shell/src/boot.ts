// The boot script: a tiny entry of its own, which the server puts inline in the page ahead of the first
// stylesheet, allowed by its hash in the page's policy (server/http/inline-boot.ts), so it runs as the head is
// parsed; served as the page was built, it runs as the first deferred script. A page opened straight on a remote's route needs the
// federation runtime chunk, the remote's mf-manifest.json, its remoteEntry.js and its page table (the
// 'routes' expose), and the main script only asks for them once it has downloaded and run: here they start
// downloading beside it (issue 19). The page carries the manifest URLs and each remote's first files
// (server/http/shell-document.ts), with the routes each remote claims, by which the owner of the path is found.
// The page's first GETs start here too (earlyGets.ts).
import { startPageReads } from './earlyGets';
import { SHELL_CLAIMS, SHELL_OWNER } from './remotes/registry';
import { buildRouteTable, ownerIn } from './remotes/routeTable';

/** Adds a preload the later request takes over: same URL, destination and credentials mode. */
function preload(href: string, as: 'fetch' | 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = new URL(href, window.location.href).href;
  // The runtime fetches the manifest with fetch(url, {}) (CORS, same-origin credentials); scripts load
  // without a crossorigin attribute.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.append(link);
}

const fileKind = (file: string) => (file.endsWith('.css') ? 'style' : 'script');

function dataBlock(id: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(document.getElementById(id)?.textContent ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function preloadDeepLinkedRemote(): void {
  const remoteFiles = dataBlock('app-remote-files');
  const table = buildRouteTable([
    SHELL_CLAIMS,
    ...Object.entries(remoteFiles).map(([owner, files]) => ({
      owner,
      claims: strings((files as { routes?: unknown } | null)?.routes),
    })),
  ]);
  const owner = ownerIn(table, window.location.hash.replace(/^#/, '').split('?')[0] || '/');
  if (owner === SHELL_OWNER) return;
  const runtimeFiles = document.querySelector<HTMLMetaElement>('meta[name="federation-runtime"]')?.content;
  for (const file of runtimeFiles?.split(' ').filter(Boolean) ?? []) preload(file, fileKind(file));
  // Without a hint naming the owner, every remote's manifest: the app reads all their claims at once.
  const manifests = dataBlock('app-remotes');
  for (const remote of owner ? [owner] : Object.keys(manifests)) {
    const manifestUrl = manifests[remote];
    if (typeof manifestUrl === 'string') preload(manifestUrl, 'fetch');
  }
  const files = owner ? (remoteFiles[owner] as Record<string, unknown>) : undefined;
  if (!files || typeof manifests[owner ?? ''] !== 'string') return;
  for (const file of [...strings([files.entry]), ...strings(files.css), ...strings(files.js)]) {
    preload(file, fileKind(file));
  }
}

preloadDeepLinkedRemote();
startPageReads();
