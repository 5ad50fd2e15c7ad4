import { afterEach, describe, expect, it, vi } from 'vitest';

async function bootOn(hash: string) {
  document.head.innerHTML =
    '<meta name="federation-runtime" content="/federation-runtime.abc.js" />' +
    '<script type="application/json" id="app-remotes">{"mfe_finance":"/remotes/mfe-finance/mf-manifest.json"}</script>';
  window.location.hash = hash;
  vi.resetModules();
  await import('./boot');
  return [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: new URL(link.getAttribute('href') ?? '', window.location.href).pathname,
    crossOrigin: link.getAttribute('crossorigin'),
  }));
}

afterEach(() => {
  document.head.innerHTML = '';
  window.location.hash = '';
});

describe('boot script', () => {
  it("preloads a deep-linked remote's runtime chunk, manifest and entry", async () => {
    expect(await bootOn('#/financePages/recharge?from=home')).toEqual([
      { as: 'script', href: '/federation-runtime.abc.js', crossOrigin: null },
      { as: 'fetch', href: '/remotes/mfe-finance/mf-manifest.json', crossOrigin: 'anonymous' },
      { as: 'script', href: '/remotes/mfe-finance/remoteEntry.js', crossOrigin: null },
    ]);
    // The shell still takes the inline manifest after the boot script has read it.
    expect(document.getElementById('app-remotes')).not.toBeNull();
  });

  it("preloads nothing on the shell's own pages", async () => {
    expect(await bootOn('#/pages/home/home')).toEqual([]);
  });

  it('preloads only the runtime when the page carries no manifest for the remote', async () => {
    expect(await bootOn('#/pages/lottery/lottery-game?id=2')).toEqual([
      { as: 'script', href: '/federation-runtime.abc.js', crossOrigin: null },
    ]);
  });

  it("preloads the remote's routes chunk and style named by its manifest", async () => {
    const manifest = {
      exposes: [
        {
          name: 'routes',
          assets: { js: { sync: ['__routes.1.js'] }, css: { sync: ['__routes.1.css'] } },
        },
      ],
    };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(manifest)));
    await bootOn('#/financePages/recharge');
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]').length).toBe(5));
    const hrefs = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
      link.getAttribute('as'),
      new URL(link.getAttribute('href') ?? '', window.location.href).pathname,
    ]);
    expect(hrefs.slice(3)).toEqual([
      ['style', '/remotes/mfe-finance/__routes.1.css'],
      ['script', '/remotes/mfe-finance/__routes.1.js'],
    ]);
    expect(fetchSpy.mock.calls[0]?.[1]).toEqual({ credentials: 'omit' });
    fetchSpy.mockRestore();
  });
});
