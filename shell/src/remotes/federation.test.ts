import { http } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRemotesManifest, pageAllowsOrigin } from './federation';

const fromApi = { mfe_sports: 'https://cdn.example/sports/v2/mf-manifest.json' };

function inlineBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'app-remotes';
  block.textContent = text;
  document.head.append(block);
}

describe('the remotes manifest', () => {
  afterEach(() => {
    document.getElementById('app-remotes')?.remove();
    vi.restoreAllMocks();
  });

  it('comes from the page on the first load, without asking the API, with URLs resolved', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue(fromApi);
    inlineBlock('{"mfe_sports":"/remotes/mfe-sports/mf-manifest.json","bad":3}');
    expect(await fetchRemotesManifest()).toEqual({
      mfe_sports: new URL('/remotes/mfe-sports/mf-manifest.json', window.location.href).toString(),
    });
    expect(get).not.toHaveBeenCalled();
  });

  it('tells which origins the page’s CSP allows: ours and those of the manifest the page came with', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(fromApi);
    inlineBlock('{"mfe_sports":"https://cdn.example/sports/v1/mf-manifest.json"}');
    await fetchRemotesManifest();
    expect(pageAllowsOrigin('https://cdn.example/sports/v2/mf-manifest.json')).toBe(true);
    expect(pageAllowsOrigin('/remotes/mfe-sports/mf-manifest.json')).toBe(true);
    expect(pageAllowsOrigin('https://cdn-b.example/sports/v2/mf-manifest.json')).toBe(false);
  });

  it('is asked of the API once the page copy is used, since an operator may have switched a remote', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue(fromApi);
    inlineBlock('{"mfe_sports":"/remotes/mfe-sports/mf-manifest.json"}');
    await fetchRemotesManifest();
    expect(await fetchRemotesManifest()).toEqual(fromApi);
    expect(get).toHaveBeenCalledWith('/v1/app/remotes', undefined, { silent: true, loading: false });
  });

  it('a check for releases asks the API and drops the copy the page opened with', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue(fromApi);
    inlineBlock('{"mfe_sports":"/remotes/mfe-sports/mf-manifest.json"}');
    expect(await fetchRemotesManifest({ fresh: true })).toEqual(fromApi);
    expect(document.getElementById('app-remotes')).toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a page opened with a dev override (pnpm dev:remote) sends it with every re-read, for the server to check', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue(fromApi);
    window.history.replaceState(null, '', '/?remote_dev=signed.token#/betPages/gameplay');
    try {
      await fetchRemotesManifest({ fresh: true });
      expect(get).toHaveBeenCalledWith(
        '/v1/app/remotes',
        { remote_dev: 'signed.token' },
        { silent: true, loading: false },
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('is asked of the API when the page carries none or a broken one', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue(fromApi);
    expect(await fetchRemotesManifest()).toEqual(fromApi);
    inlineBlock('{"mfe_sports":');
    expect(await fetchRemotesManifest()).toEqual(fromApi);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
