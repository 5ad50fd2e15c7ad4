import type { FastifyInstance } from 'fastify';

/** The player API, not the operator API (/api/ops: the CLI is no browser, and no page should reach it). */
const isPlayerApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/ops');

/**
 * The player API answers pages served from another origin: the remote address config (SPEC 3/4) can move a
 * page's API calls to another host. Sign-in is a bearer token the page sends itself, never a cookie, so an
 * answer to any origin gives a foreign page nothing it did not already hold.
 */
export function installApiCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isPlayerApi(request.url)) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method !== 'OPTIONS') return;
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
      .header('access-control-allow-headers', 'Accept, Authorization, Content-Type, Idempotency-Key')
      .header('access-control-max-age', '600')
      .send();
  });
}
