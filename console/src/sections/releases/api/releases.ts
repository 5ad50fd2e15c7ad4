import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** The remotes the shell loads (server/http/platform/remote-routes.ts REMOTES), with their Chinese names. */
export const REMOTES = [
  { name: 'mfe_sports', label: '体育' },
  { name: 'mfe_lottery', label: '彩票' },
  { name: 'mfe_finance', label: '财务' },
  { name: 'mfe_social', label: '社区' },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

export type Release = WireData<'get', '/ops/remotes/history'>[number];
export type RemoteErrorGroup = WireData<'get', '/ops/remotes/errors'>[number];
export type RollbackResult = WireData<'post', '/ops/remotes/{remote}/rollback'>;

/** Remote name -> the mf-manifest.json address players load now (config remotes > env > default). */
export type RemotesManifest = WireData<'get', '/v1/app/remotes'>;

/** /api/ops/remotes/* (server/ops/remote-routes.ts) and the players' own manifest. */
export const releasesApi = {
  manifest: () => http.get<RemotesManifest>('/v1/app/remotes'),
  history: (remote: RemoteName) => http.get<Release[]>('/ops/remotes/history', { remote }),
  /** To the release with this history id, or (without) to the one before the live release; pre-flighted. */
  rollback: (remote: RemoteName, id?: number) =>
    http.post<RollbackResult>(`/ops/remotes/${remote}/rollback`, id === undefined ? {} : { id }),
  errors: (sinceSeconds: number) =>
    http.get<RemoteErrorGroup[]>('/ops/remotes/errors', { since_seconds: sinceSeconds }),
};
