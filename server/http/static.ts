import { existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { remoteFilesHints } from '../domain/remotes/route-assets';
import { CONSOLE_PATH, registerConsoleDocument } from './console-document';
import { REMOTES } from './platform/remote-routes';
import { remoteFetcher } from './remote-fetcher';
import { registerShellDocument } from './shell-document';
import { type ManifestBrand, registerWebManifest } from './web-manifest';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Entry files must be revalidated so a redeploy shows at once; hashed chunks never change. The build's
 * brotli and gzip copies (`x.js.br`, sent for `x.js`) follow the file they encode.
 */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (
    name.endsWith('.html') ||
    name === 'mf-manifest.json' ||
    name === 'remoteEntry.js' ||
    name === 'federation-shared.json' ||
    name === 'sw.js' ||
    name === 'manifest.webmanifest'
  ) {
    return NO_CACHE;
  }
  return IMMUTABLE;
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>尚未构建</title></head>
<body style="background:#0f1117;color:#f5f6f8;font-family:system-ui,'Noto Sans CJK SC',sans-serif;padding:24px">
<h1 style="color:#ffb400">前端尚未构建 / The app is not built yet</h1>
<p>请在仓库根目录运行 <code>pnpm start</code>（会先构建缺失的前端），或运行 <code>pnpm build</code>。</p>
<p>Run <code>pnpm start</code> in the repository root (it builds what is missing) or <code>pnpm build</code>.</p>
<p>API: <a style="color:#ffb400" href="/api/docs">/api/docs</a></p>
</body></html>`;

export interface StaticOptions {
  /** Folder holding shell, console and the mfe-* packages (each with dist). */
  appsRoot: string;
  /** Versioned releases of `pnpm deploy-remote` (`<pkg>/<build-id>/`), served at /releases/. */
  releasesDir: string;
  /** The remotes manifest the shell's page carries inline (GET /api/v1/app/remotes answers the same). */
  /** Remote name -> manifest URL; `devToken` is a page's signed `?remote_dev=` override (pnpm dev:remote). */
  remotesManifest: (devToken?: string) => Promise<Record<string, string>>;
  /** The remote address config's API and socket origins the shell's page may connect to. */
  remoteAddressOrigins: () => Promise<string[]>;
  /** The config's site name and theme colour, for the web manifest. */
  brand: () => Promise<ManifestBrand>;
}

/**
 * The built shell at `/`, the operators' console at `/ops/`, each remote's build at `/remotes/<pkg>/` and the
 * deployed remote releases at `/releases/<pkg>/<build-id>/`, all from this one port.
 */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const { appsRoot } = options;
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
  };
  let decorated = false;
  for (const remote of REMOTES) {
    const dist = join(appsRoot, remote.pkg, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote.pkg}/`,
      cacheControl: false,
      preCompressed: true,
      setHeaders,
      decorateReply: !decorated,
      schemaHide: true,
    });
    decorated = true;
  }
  mkdirSync(options.releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.releasesDir,
    prefix: '/releases/',
    cacheControl: false,
    preCompressed: true,
    setHeaders,
    decorateReply: !decorated,
    schemaHide: true,
  });
  decorated = true;
  const consoleDist = join(appsRoot, 'console', 'dist');
  if (existsSync(join(consoleDist, 'index.html'))) {
    registerConsoleDocument(app, {
      consoleDist,
      remotesManifest: () => options.remotesManifest(),
      remoteAddressOrigins: options.remoteAddressOrigins,
    });
    await app.register(fastifyStatic, {
      root: consoleDist,
      prefix: CONSOLE_PATH,
      cacheControl: false,
      preCompressed: true,
      setHeaders,
      decorateReply: false,
      schemaHide: true,
      wildcard: true,
      index: false,
    });
  }
  const shellDist = join(appsRoot, 'shell', 'dist');
  if (existsSync(join(shellDist, 'index.html'))) {
    registerShellDocument(app, {
      shellDist,
      remotesManifest: options.remotesManifest,
      remoteFiles: remoteFilesHints(remoteFetcher(app)),
      remoteAddressOrigins: options.remoteAddressOrigins,
    });
    if (existsSync(join(shellDist, 'manifest.webmanifest'))) {
      registerWebManifest(app, { shellDist, brand: options.brand });
    }
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      setHeaders,
      decorateReply: !decorated,
      schemaHide: true,
      wildcard: true,
    });
  } else {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(MISSING_BUILD_PAGE),
    );
  }
}
