import { afterEach, describe, expect, it, vi } from 'vitest';

const FINANCE_FILES = {
  mfe_finance: {
    routes: ['/financePages/', '/pages/payment/'],
    entry: '/remotes/mfe-finance/remoteEntry.js',
    js: ['/remotes/mfe-finance/707.1.js', '/remotes/mfe-finance/__routes.1.js'],
    css: ['/remotes/mfe-finance/__routes.1.css'],
  },
};

async function bootOn(hash: string, files: unknown = FINANCE_FILES) {
  document.head.innerHTML =
    '<meta name="federation-runtime" content="/federation-runtime.abc.js /federation-runtime.abc.css" />' +
    '<script type="application/json" id="app-remotes">{"mfe_finance":"/remotes/mfe-finance/mf-manifest.json"}</script>' +
    `<script type="application/json" id="app-remote-files">${JSON.stringify(files)}</script>`;
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

const RUNTIME = [
  { as: 'script', href: '/federation-runtime.abc.js', crossOrigin: null },
  { as: 'style', href: '/federation-runtime.abc.css', crossOrigin: null },
];

describe('boot script', () => {
  it("preloads a deep-linked remote's runtime chunk, manifest, entry and page table", async () => {
    expect(await bootOn('#/financePages/recharge?from=home')).toEqual([
      ...RUNTIME,
      { as: 'fetch', href: '/remotes/mfe-finance/mf-manifest.json', crossOrigin: 'anonymous' },
      { as: 'script', href: '/remotes/mfe-finance/remoteEntry.js', crossOrigin: null },
      { as: 'style', href: '/remotes/mfe-finance/__routes.1.css', crossOrigin: null },
      { as: 'script', href: '/remotes/mfe-finance/707.1.js', crossOrigin: null },
      { as: 'script', href: '/remotes/mfe-finance/__routes.1.js', crossOrigin: null },
    ]);
    // The shell still takes the inline manifest after the boot script has read it.
    expect(document.getElementById('app-remotes')).not.toBeNull();
  });

  it("preloads nothing on the shell's own pages", async () => {
    expect(await bootOn('#/pages/home/home')).toEqual([]);
  });

  it("preloads the runtime and every remote's manifest when no hint names the path's owner", async () => {
    expect(await bootOn('#/pages/lottery/lottery-game?id=2')).toEqual([
      ...RUNTIME,
      { as: 'fetch', href: '/remotes/mfe-finance/mf-manifest.json', crossOrigin: 'anonymous' },
    ]);
  });

  it("preloads the manifest alone when the page could not name the remote's files", async () => {
    const manifestOnly = [
      ...RUNTIME,
      { as: 'fetch', href: '/remotes/mfe-finance/mf-manifest.json', crossOrigin: 'anonymous' },
    ];
    expect(await bootOn('#/financePages/recharge', {})).toEqual(manifestOnly);
    document.head.innerHTML = '';
    expect(
      await bootOn('#/financePages/recharge', {
        mfe_finance: { routes: ['/financePages/'], entry: 3, js: 'x' },
      }),
    ).toEqual(manifestOnly);
    document.head.innerHTML = '';
    expect(await bootOn('#/financePages/recharge', { mfe_finance: { entry: 3, js: 'x' } })).toEqual(
      manifestOnly,
    );
  });
});
