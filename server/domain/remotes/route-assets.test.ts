import { describe, expect, it, vi } from 'vitest';
import { UNTIL_SETTLED } from '../../test/timing';
import type { Fetched } from './manifest';
import { FIRST_READ_WAIT_MS, FRESH_MS, remoteFilesHints } from './route-assets';

const manifestOf = (build: string, publicPath = 'auto') =>
  JSON.stringify({
    name: 'mfe_sports',
    metaData: {
      publicPath,
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ownedRoutes: ['/betPages/', '/pages/gameplay/gameplay', 42],
    },
    exposes: [
      { name: 'widgets', assets: { js: { sync: ['widgets.js'] }, css: { sync: [] } } },
      {
        name: 'routes',
        assets: { js: { sync: ['707.js', `routes.${build}.js`] }, css: { sync: [`routes.${build}.css`] } },
      },
    ],
  });

const answer = (body: string, status = 200): Fetched => ({ status, headers: {}, body });

function setup(bodies: Record<string, () => Promise<Fetched>>) {
  let clock = 1_000_000;
  const fetcher = vi.fn((url: string) => bodies[url]?.() ?? Promise.resolve(answer('', 404)));
  const hints = remoteFilesHints(fetcher, () => clock);
  return { hints, fetcher, advance: (ms: number) => (clock += ms) };
}

describe('remote files hints', () => {
  it("names each remote's claimed routes, entry and page-table files as the runtime will ask for them", async () => {
    const { hints } = setup({
      '/remotes/mfe-sports/mf-manifest.json': async () => answer(manifestOf('a')),
      'https://cdn.example/lottery/v2/mf-manifest.json': async () =>
        answer(manifestOf('b', 'https://static.example/lottery/')),
    });
    expect(
      await hints({
        mfe_sports: '/remotes/mfe-sports/mf-manifest.json',
        mfe_lottery: 'https://cdn.example/lottery/v2/mf-manifest.json',
      }),
    ).toEqual({
      mfe_sports: {
        routes: ['/betPages/', '/pages/gameplay/gameplay'],
        entry: '/remotes/mfe-sports/remoteEntry.js',
        js: ['/remotes/mfe-sports/707.js', '/remotes/mfe-sports/routes.a.js'],
        css: ['/remotes/mfe-sports/routes.a.css'],
      },
      mfe_lottery: {
        routes: ['/betPages/', '/pages/gameplay/gameplay'],
        entry: 'https://static.example/lottery/remoteEntry.js',
        js: ['https://static.example/lottery/707.js', 'https://static.example/lottery/routes.b.js'],
        css: ['https://static.example/lottery/routes.b.css'],
      },
    });
  });

  it('leaves out a remote whose manifest cannot be read, parsed or has no entry', async () => {
    const { hints } = setup({
      '/a/mf-manifest.json': async () => answer('not json'),
      '/b/mf-manifest.json': async () => answer('{"name":"x"}'),
      '/c/mf-manifest.json': () => Promise.reject(new Error('ECONNREFUSED')),
    });
    expect(
      await hints({
        a: '/a/mf-manifest.json',
        b: '/b/mf-manifest.json',
        c: '/c/mf-manifest.json',
        d: '/d/mf-manifest.json',
        e: 'javascript:alert(1)',
      }),
    ).toEqual({});
  });

  it('gives no hints for a manifest whose page files are no http(s) URL or lie on another origin', async () => {
    const routesNaming = (file: string) => {
      const manifest = JSON.parse(manifestOf('a'));
      manifest.exposes[1].assets.js.sync = ['707.js', file];
      return JSON.stringify(manifest);
    };
    const { hints } = setup({
      '/js/mf-manifest.json': async () => answer(routesNaming('javascript:alert(1)')),
      '/data/mf-manifest.json': async () => answer(routesNaming('data:text/javascript,alert(1)')),
      '/foreign/mf-manifest.json': async () => answer(routesNaming('https://evil.example/routes.js')),
      '/good/mf-manifest.json': async () => answer(routesNaming('routes.a.js')),
    });
    expect(
      Object.keys(
        await hints({
          js: '/js/mf-manifest.json',
          data: '/data/mf-manifest.json',
          foreign: '/foreign/mf-manifest.json',
          good: '/good/mf-manifest.json',
        }),
      ),
    ).toEqual(['good']);
  });

  it('reads a manifest once while it is fresh, then serves the last read while it reads it again', async () => {
    let build = 'a';
    const { hints, fetcher, advance } = setup({
      '/remotes/mfe-sports/mf-manifest.json': async () => answer(manifestOf(build)),
    });
    const page = async () =>
      (await hints({ mfe_sports: '/remotes/mfe-sports/mf-manifest.json' })).mfe_sports?.js[1];
    expect(await page()).toBe('/remotes/mfe-sports/routes.a.js');
    build = 'b';
    advance(FRESH_MS - 1);
    expect(await page()).toBe('/remotes/mfe-sports/routes.a.js');
    expect(fetcher).toHaveBeenCalledTimes(1);
    advance(1);
    // A redeploy at the same URL: the page in hand goes with the last read, the next one with the new build.
    expect(await page()).toBe('/remotes/mfe-sports/routes.a.js');
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2), UNTIL_SETTLED);
    expect(await page()).toBe('/remotes/mfe-sports/routes.b.js');
  });

  it('does not hold a page for a slow first read; a later page has the hints', async () => {
    vi.useFakeTimers();
    try {
      let arrive: (fetched: Fetched) => void = () => {};
      const { hints, fetcher } = setup({
        'https://cdn.example/mf-manifest.json': () => new Promise((resolve) => (arrive = resolve)),
      });
      const manifest = { mfe_sports: 'https://cdn.example/mf-manifest.json' };
      const first = hints(manifest);
      await vi.advanceTimersByTimeAsync(FIRST_READ_WAIT_MS);
      expect(await first).toEqual({});
      arrive(answer(manifestOf('a')));
      await vi.advanceTimersByTimeAsync(0);
      expect((await hints(manifest)).mfe_sports?.entry).toBe('https://cdn.example/remoteEntry.js');
      expect(fetcher).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a manifest the operator switched away from', async () => {
    const { hints, fetcher } = setup({
      '/v1/mf-manifest.json': async () => answer(manifestOf('a')),
      '/v2/mf-manifest.json': async () => answer(manifestOf('b')),
    });
    await hints({ mfe_sports: '/v1/mf-manifest.json' });
    await hints({ mfe_sports: '/v2/mf-manifest.json' });
    await hints({ mfe_sports: '/v1/mf-manifest.json' });
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual([
      '/v1/mf-manifest.json',
      '/v2/mf-manifest.json',
      '/v1/mf-manifest.json',
    ]);
  });
});
