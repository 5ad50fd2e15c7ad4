import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { remoteOriginsOf, withConnectOrigins, withRemoteOrigins } from './remote-csp';
import { contentSecurityPolicy } from './security-headers';

/** Where the operators' console lives (CONSOLE_PUBLIC_PATH of @app/shared/build, its publicPath). */
export const CONSOLE_PATH = '/ops/';

interface ConsoleDocumentOptions {
  consoleDist: string;
  remotesManifest: () => Promise<Record<string, string>>;
  remoteAddressOrigins: () => Promise<string[]>;
}

/**
 * Serves the console's page at /ops/ (and /ops/index.html, /ops redirecting) with no-cache and a Content
 * Security Policy allowing the origins of the remotes manifest read now, as the shell's page does: the
 * console loads each remote's `./ops` from the same URLs the manifest names, and reads that manifest when
 * it starts, so a switch to a CDN shows on its next load under a policy that allows it.
 */
export function registerConsoleDocument(app: FastifyInstance, options: ConsoleDocumentOptions): void {
  const file = join(options.consoleDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  const page = async (): Promise<string> => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const [manifest, addressOrigins, html] = await Promise.all([
      options.remotesManifest(),
      options.remoteAddressOrigins(),
      page(),
    ]);
    const policy = withConnectOrigins(
      withRemoteOrigins(contentSecurityPolicy(request.host), remoteOriginsOf(manifest)),
      addressOrigins,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .send(html);
  };
  for (const url of [CONSOLE_PATH, `${CONSOLE_PATH}index.html`])
    app.get(url, { schema: { hide: true } }, serve);
  app.get(CONSOLE_PATH.slice(0, -1), { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(CONSOLE_PATH),
  );
}
