import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRemotesManifest } from './federation';
import { applyRemotesManifest, resetRemoteLoader } from './loader';
import { readManifestFile } from './manifestFiles';
import { reportRemoteError } from './reporter';
import { readClaims, resetRouteOwners, resolveRoute, startRouteTable } from './routeOwners';

vi.mock('./federation', () => ({
  fetchRemotesManifest: vi.fn(),
  loadFederatedModule: vi.fn(),
  pageAllowsOrigin: vi.fn(() => true),
  registerRemote: vi.fn(),
}));
vi.mock('./manifestFiles', () => ({ readManifestFile: vi.fn() }));
vi.mock('./reporter', () => ({ reportRemoteError: vi.fn() }));

const manifestClaiming = (...ownedRoutes: unknown[]) =>
  JSON.stringify({ name: 'x', metaData: { ownedRoutes } });

/** Manifest URL -> its body; a URL missing here fails to read. */
let files: Record<string, string> = {};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.clearAllMocks();
  resetRemoteLoader();
  resetRouteOwners();
  files = {
    'http://x/finance/mf-manifest.json': manifestClaiming('/financePages/', '/pages/payment/'),
    'http://x/social/v1/mf-manifest.json': manifestClaiming('/activityPages/', '/minePages/vip'),
  };
  vi.mocked(fetchRemotesManifest).mockResolvedValue({
    mfe_finance: 'http://x/finance/mf-manifest.json',
    mfe_social: 'http://x/social/v1/mf-manifest.json',
  });
  vi.mocked(readManifestFile).mockImplementation(async (url) => {
    const body = files[url];
    if (body === undefined) throw new Error('ScriptNetworkError');
    return body;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route owners from the remotes’ manifests', () => {
  it('reads no remote’s file until a path the shell does not own needs the claims', async () => {
    startRouteTable();
    expect(resolveRoute('/pages/home/home')).toEqual({ kind: 'owned', owner: 'shell' });
    await settle();
    expect(fetchRemotesManifest).not.toHaveBeenCalled();
    expect(readManifestFile).not.toHaveBeenCalled();
    expect(resolveRoute('/financePages/recharge')).toEqual({ kind: 'pending' });
    readClaims();
    await settle();
    expect(resolveRoute('/financePages/recharge')).toEqual({ kind: 'owned', owner: 'mfe_finance' });
    expect(readManifestFile).toHaveBeenCalledTimes(2);
  });

  it('keeps a deep link waiting until the claims are read, then gives it to its remote', async () => {
    startRouteTable();
    readClaims();
    expect(resolveRoute('/financePages/recharge')).toEqual({ kind: 'pending' });
    expect(resolveRoute('/pages/home/home')).toEqual({ kind: 'owned', owner: 'shell' });
    await settle();
    expect(resolveRoute('/financePages/recharge')).toEqual({ kind: 'owned', owner: 'mfe_finance' });
    expect(resolveRoute('/minePages/vip')).toEqual({ kind: 'owned', owner: 'mfe_social' });
  });

  it('calls a path nobody claims unknown (the 404 page) only once every claim is in', async () => {
    let releaseSocial: (body: string) => void = () => undefined;
    vi.mocked(readManifestFile).mockImplementation((url) =>
      url.includes('social')
        ? new Promise((resolve) => {
            releaseSocial = resolve;
          })
        : Promise.resolve(files[url] ?? ''),
    );
    startRouteTable();
    readClaims();
    await settle();
    expect(resolveRoute('/nowhere/at-all')).toEqual({ kind: 'pending' });
    releaseSocial(files['http://x/social/v1/mf-manifest.json'] ?? '');
    await settle();
    expect(resolveRoute('/nowhere/at-all')).toEqual({ kind: 'unknown' });
  });

  it('says a path is unreadable while a remote’s claims could not be read, and 重试 reads them again', async () => {
    delete files['http://x/social/v1/mf-manifest.json'];
    startRouteTable();
    readClaims();
    await settle();
    expect(resolveRoute('/activityPages/detail')).toEqual({ kind: 'unreadable' });
    expect(resolveRoute('/financePages/recharge')).toEqual({ kind: 'owned', owner: 'mfe_finance' });
    files['http://x/social/v1/mf-manifest.json'] = manifestClaiming('/activityPages/');
    readClaims();
    expect(resolveRoute('/activityPages/detail')).toEqual({ kind: 'pending' });
    await settle();
    expect(resolveRoute('/activityPages/detail')).toEqual({ kind: 'owned', owner: 'mfe_social' });
  });

  it('says unreadable when the remotes manifest itself could not be read, and 重试 asks for it again', async () => {
    vi.mocked(fetchRemotesManifest).mockRejectedValueOnce(new Error('offline'));
    startRouteTable();
    readClaims();
    await settle();
    expect(resolveRoute('/financePages/recharge')).toEqual({ kind: 'unreadable' });
    readClaims();
    await settle();
    expect(resolveRoute('/financePages/recharge')).toEqual({ kind: 'owned', owner: 'mfe_finance' });
  });

  it('follows a release that reaches the tab: a page under a new prefix belongs to the remote at once', async () => {
    startRouteTable();
    readClaims();
    await settle();
    expect(resolveRoute('/luckyPages/wheel')).toEqual({ kind: 'unknown' });
    files['http://x/social/v2/mf-manifest.json'] = manifestClaiming('/activityPages/', '/luckyPages/');
    applyRemotesManifest({
      mfe_finance: 'http://x/finance/mf-manifest.json',
      mfe_social: 'http://x/social/v2/mf-manifest.json',
    });
    await settle();
    expect(resolveRoute('/luckyPages/wheel')).toEqual({ kind: 'owned', owner: 'mfe_social' });
    expect(resolveRoute('/minePages/vip')).toEqual({ kind: 'unknown' });
    expect(readManifestFile).toHaveBeenCalledTimes(3);
  });

  it('refuses a claim another remote holds, reports it to the team that released it, and ignores invalid claims', async () => {
    files['http://x/social/v1/mf-manifest.json'] = manifestClaiming(
      '/financePages/',
      '/',
      7,
      '/activityPages/',
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startRouteTable();
    readClaims();
    await settle();
    expect(resolveRoute('/financePages/recharge')).toEqual({ kind: 'owned', owner: 'mfe_finance' });
    expect(resolveRoute('/activityPages/detail')).toEqual({ kind: 'owned', owner: 'mfe_social' });
    expect(resolveRoute('/somewhere/else')).toEqual({ kind: 'unknown' });
    expect(reportRemoteError).toHaveBeenCalledTimes(1);
    expect(reportRemoteError).toHaveBeenCalledWith(
      'mfe_social',
      'error',
      new Error('路由 /financePages/ 已属于 mfe_finance，mfe_social 的声明被拒绝'),
    );
  });
});
