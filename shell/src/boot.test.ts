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
});
