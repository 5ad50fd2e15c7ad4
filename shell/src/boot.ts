// The boot script (a tiny entry of its own, run before the shell's main scripts; the page's policy allows
// only same-origin scripts, so it cannot be inline). A page opened straight on a remote's route needs the
// federation runtime chunk, the remote's mf-manifest.json and its remoteEntry.js, and the main script only
// asks for them once it has downloaded and run: here they start downloading beside it (issue 19).
// remoteEntry.js sits beside mf-manifest.json (`filename` in @app/shared/build remote.ts). The page's first
// GETs start here too (earlyGets.ts).
import { startPageReads } from './earlyGets';
import { ownerOf } from './remotes/registry';

/** Adds a preload the later request takes over: same URL, destination and credentials mode. */
function preload(href: string, as: 'fetch' | 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  // The runtime fetches the manifest with fetch(url, {}) (CORS, same-origin credentials); scripts load
  // without a crossorigin attribute.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.append(link);
}

function inlineManifest(): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('app-remotes')?.textContent ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function preloadDeepLinkedRemote(): void {
  const owner = ownerOf(window.location.hash.replace(/^#/, '').split('?')[0] || '/');
  if (!owner || owner === 'shell') return;
  const runtimeFiles = document.querySelector<HTMLMetaElement>('meta[name="federation-runtime"]')?.content;
  for (const file of runtimeFiles?.split(' ').filter(Boolean) ?? []) preload(file, 'script');
  const entry = inlineManifest()?.[owner];
  if (typeof entry !== 'string') return;
  const manifestUrl = new URL(entry, window.location.href);
  preload(manifestUrl.href, 'fetch');
  preload(new URL('remoteEntry.js', manifestUrl).href, 'script');
  void preloadRoutesChunk(manifestUrl);
}

interface ManifestExpose {
  name?: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

/**
 * The remote's page table (its 'routes' expose) is next in line once the runtime has run: its script and
 * style start now too, named by the manifest. Read without credentials, a request of its own: the preload
 * above stays for the runtime's own read (a preload serves one request, with its credentials mode).
 */
async function preloadRoutesChunk(manifestUrl: URL): Promise<void> {
  try {
    const manifest = (await (await fetch(manifestUrl, { credentials: 'omit' })).json()) as {
      exposes?: ManifestExpose[];
    };
    const assets = manifest.exposes?.find((expose) => expose.name === 'routes')?.assets;
    for (const file of assets?.css?.sync ?? []) preload(new URL(file, manifestUrl).href, 'style');
    for (const file of assets?.js?.sync ?? []) preload(new URL(file, manifestUrl).href, 'script');
  } catch {
    // Only a head start: the runtime loads the chunk itself in any case.
  }
}

preloadDeepLinkedRemote();
startPageReads();
