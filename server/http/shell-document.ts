import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTE_DEV_PARAM } from '@app/shared/remotes-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteFiles } from '../domain/remotes/route-assets';
import { type ShellTemplate, shellTemplate } from './inline-boot';
import { remoteOriginsOf, withConnectOrigins, withRemoteOrigins, withSources } from './remote-csp';
import { contentSecurityPolicy } from './security-headers';

/** The id of the JSON block the shell reads its remotes manifest from (shell/src/remotes/federation.ts). */
const INLINE_REMOTES_ID = 'app-remotes';
/** The id of the JSON block naming each remote's first files, which the boot script preloads (shell/src/boot.ts). */
const INLINE_REMOTE_FILES_ID = 'app-remote-files';

/** JSON that cannot end its <script> element or open a comment, whatever the operator's URLs contain. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/** The page's `?remote_dev=` (pnpm dev:remote), as sent; the server honours only a token it signed. */
const devTokenOf = (request: FastifyRequest): string | undefined => {
  const value = (request.query as Record<string, unknown> | undefined)?.[REMOTE_DEV_PARAM];
  return typeof value === 'string' && value.length <= 4000 ? value : undefined;
};

/** A page opened with a dev override may open the hot-reload socket of the remote's dev server. */
const hotReloadSockets = (manifest: Record<string, string>) =>
  remoteOriginsOf(manifest).map((origin) => origin.replace(/^http/, 'ws'));

interface ShellDocumentOptions {
  shellDist: string;
  /** `devToken`: the page's `?remote_dev=` (pnpm dev:remote), honoured only when the server signed it. */
  remotesManifest: (devToken?: string) => Promise<Record<string, string>>;
  /** Each remote's entry and page-table files, as far as known (domain/remotes/route-assets.ts). */
  remoteFiles: (manifest: Record<string, string>) => Promise<Record<string, RemoteFiles>>;
  /** Origins the remote address config moves the API and the socket to (connect-src only). */
  remoteAddressOrigins: () => Promise<string[]>;
}

/**
 * Serves the shell's page at / and /index.html with the remotes manifest inline, so a cold start loads a
 * remote without first waiting for GET /api/v1/app/remotes (one round trip, about 300 ms on slow 4G), and
 * with each remote's first files, so a page opened on a remote's route starts them with its own scripts. A data
 * block is never executed, so the Content Security Policy needs nothing for it. The file is re-read when a
 * redeploy changes it; the manifest is read per request, so an operator's switch shows on the next load, and
 * the page's policy allows exactly the origins of the manifest it carries (one read for both). The remote
 * address config's API and socket origins are allowed to connect: a page opened after an operator moves them can
 * follow (a page opened before keeps its host until it reloads; the client checks the new API answers first).
 */
export function registerShellDocument(app: FastifyInstance, options: ShellDocumentOptions): void {
  const file = join(options.shellDist, 'index.html');
  let cached: { mtimeMs: number; template: ShellTemplate } | null = null;
  const template = async (): Promise<ShellTemplate> => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, template: await shellTemplate(await readFile(file, 'utf8'), options.shellDist) };
    }
    return cached.template;
  };
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const devToken = devTokenOf(request);
    const [manifest, addressOrigins] = await Promise.all([
      options.remotesManifest(devToken),
      options.remoteAddressOrigins(),
    ]);
    const [files, built] = await Promise.all([options.remoteFiles(manifest), template()]);
    const page = built.page(
      dataBlock(INLINE_REMOTES_ID, manifest) + dataBlock(INLINE_REMOTE_FILES_ID, files),
      request.raw.httpVersionMajor >= 2,
    );
    const policy = withSources(
      withConnectOrigins(
        withRemoteOrigins(contentSecurityPolicy(request.host), remoteOriginsOf(manifest)),
        devToken ? [...addressOrigins, ...hotReloadSockets(manifest)] : addressOrigins,
      ),
      'script-src',
      page.scriptSources,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .send(page.html);
  };
  for (const url of ['/', '/index.html']) app.get(url, { schema: { hide: true } }, serve);
}
