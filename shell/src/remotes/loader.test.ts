import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunkErrors';
import { fetchRemotesManifest, loadFederatedModule, pageAllowsOrigin, registerRemote } from './federation';
import {
  applyRemotesManifest,
  loadedRemoteModule,
  loadRemoteModule,
  markOnScreen,
  PAGE_LOAD_TIMEOUT_MS,
  reloadRemote,
  resetRemoteLoader,
} from './loader';

vi.mock('./federation', () => ({
  fetchRemotesManifest: vi.fn(),
  loadFederatedModule: vi.fn(),
  pageAllowsOrigin: vi.fn(() => true),
  registerRemote: vi.fn(),
}));

const manifest = { mfe_sports: 'http://localhost/remotes/mfe-sports/mf-manifest.json' };
const routes = { default: [] };
const offline = () => new Error('ScriptNetworkError: Failed to load script');

beforeEach(() => {
  vi.useFakeTimers();
  resetRemoteLoader();
  vi.mocked(fetchRemotesManifest).mockReset().mockResolvedValue(manifest);
  vi.mocked(loadFederatedModule).mockReset();
  vi.mocked(registerRemote).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loadRemoteModule', () => {
  it('registers the remote from the manifest and loads `<remote>/<expose>` once', async () => {
    vi.mocked(loadFederatedModule).mockResolvedValue(routes);
    const [first, second] = await Promise.all([
      loadRemoteModule('mfe_sports', 'routes'),
      loadRemoteModule('mfe_sports', 'routes'),
    ]);
    expect(first).toBe(routes);
    expect(second).toBe(routes);
    expect(registerRemote).toHaveBeenCalledWith('mfe_sports', manifest.mfe_sports, false);
    expect(loadFederatedModule).toHaveBeenCalledTimes(1);
    expect(loadFederatedModule).toHaveBeenCalledWith('mfe_sports/routes');
  });

  it('retries twice with backoff (500 ms, then 1 s) and succeeds when the remote comes back', async () => {
    vi.mocked(loadFederatedModule)
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(routes);
    const result = loadRemoteModule('mfe_sports', 'routes');
    await vi.advanceTimersByTimeAsync(499);
    expect(loadFederatedModule).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadFederatedModule).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(routes);
    expect(loadFederatedModule).toHaveBeenCalledTimes(3);
    // Each retry first made the runtime forget the failed remote, so its manifest is fetched again.
    expect(registerRemote).toHaveBeenCalledWith('mfe_sports', manifest.mfe_sports, true);
  });

  it('gives up after three attempts with a classified ChunkLoadError, and a later call starts over', async () => {
    vi.mocked(loadFederatedModule).mockRejectedValue(offline());
    const failed = loadRemoteModule('mfe_sports', 'routes');
    const settled = expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
    await vi.advanceTimersByTimeAsync(1500);
    await settled;
    expect(loadFederatedModule).toHaveBeenCalledTimes(3);

    vi.mocked(loadFederatedModule).mockResolvedValue(routes);
    await expect(loadRemoteModule('mfe_sports', 'routes')).resolves.toBe(routes);
    expect(fetchRemotesManifest).toHaveBeenCalledTimes(4);
  });

  it('times a hanging load out after 60 s as "timeout" without retrying it', async () => {
    vi.mocked(loadFederatedModule).mockReturnValue(new Promise(() => undefined));
    const failed = loadRemoteModule('mfe_sports', 'routes');
    const settled = expect(failed).rejects.toMatchObject({ type: 'timeout' });
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS);
    await settled;
    expect(loadFederatedModule).toHaveBeenCalledTimes(1);
  });

  it('reports a remote missing from the manifest as "missing"', async () => {
    vi.mocked(fetchRemotesManifest).mockResolvedValue({});
    const failed = loadRemoteModule('mfe_sports', 'routes');
    const settled = expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(1500);
    await settled;
    expect(loadFederatedModule).not.toHaveBeenCalled();
  });

  it('does not retry a remote that needs newer shared code than the page provides', async () => {
    vi.mocked(loadFederatedModule).mockRejectedValue(
      new Error(
        'Version 1.0.0 from shell of shared singleton module @app/shared does not satisfy the requirement of mfe_sports which needs ^1.1.0)',
      ),
    );
    await expect(loadRemoteModule('mfe_sports', 'routes')).rejects.toBeInstanceOf(ChunkLoadError);
    expect(loadFederatedModule).toHaveBeenCalledTimes(1);
  });
});

describe('releases reaching an open tab', () => {
  const v2 = { mfe_sports: 'https://cdn.example/sports/v2/mf-manifest.json' };
  const v2Routes = { default: [{ path: '/v2' }] };

  it('a remote not on screen switches silently: the next visit loads the new release', async () => {
    vi.mocked(loadFederatedModule).mockResolvedValue(routes);
    await loadRemoteModule('mfe_sports', 'routes');
    expect(applyRemotesManifest(v2)).toEqual([]);
    expect(loadedRemoteModule('mfe_sports', 'routes')).toBeUndefined();

    vi.mocked(loadFederatedModule).mockResolvedValue(v2Routes);
    await expect(loadRemoteModule('mfe_sports', 'routes')).resolves.toBe(v2Routes);
    expect(registerRemote).toHaveBeenLastCalledWith('mfe_sports', v2.mfe_sports, true);
  });

  it('a remote on screen is named for the prompt and keeps running until it leaves the screen', async () => {
    vi.mocked(loadFederatedModule).mockResolvedValue(routes);
    await loadRemoteModule('mfe_sports', 'routes');
    const leave = markOnScreen('mfe_sports');
    expect(applyRemotesManifest(v2)).toEqual(['mfe_sports']);
    expect(loadedRemoteModule('mfe_sports', 'routes')).toBe(routes);
    leave();
    expect(loadedRemoteModule('mfe_sports', 'routes')).toBeUndefined();
  });

  it('the same manifest again changes nothing', async () => {
    vi.mocked(loadFederatedModule).mockResolvedValue(routes);
    await loadRemoteModule('mfe_sports', 'routes');
    expect(applyRemotesManifest(manifest)).toEqual([]);
    expect(loadedRemoteModule('mfe_sports', 'routes')).toBe(routes);
  });

  it('重试 after a crash drops the loaded module and asks the server for the manifest again', async () => {
    vi.mocked(loadFederatedModule).mockResolvedValue(routes);
    await loadRemoteModule('mfe_sports', 'routes');
    reloadRemote('mfe_sports');
    expect(loadedRemoteModule('mfe_sports', 'routes')).toBeUndefined();
    vi.mocked(fetchRemotesManifest).mockResolvedValue(v2);
    await loadRemoteModule('mfe_sports', 'routes');
    expect(fetchRemotesManifest).toHaveBeenCalledTimes(2);
    expect(registerRemote).toHaveBeenLastCalledWith('mfe_sports', v2.mfe_sports, true);
  });

  it('a release on an origin the page’s CSP does not allow waits for a reload, off screen too', async () => {
    vi.mocked(loadFederatedModule).mockResolvedValue(routes);
    await loadRemoteModule('mfe_sports', 'routes');
    vi.mocked(pageAllowsOrigin).mockReturnValueOnce(false);
    expect(applyRemotesManifest(v2)).toEqual(['mfe_sports']);
    expect(loadedRemoteModule('mfe_sports', 'routes')).toBe(routes);
    await loadRemoteModule('mfe_sports', 'routes');
    expect(registerRemote).toHaveBeenCalledTimes(1);
  });
});
