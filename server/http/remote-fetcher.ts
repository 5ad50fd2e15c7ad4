import type { FastifyInstance } from 'fastify';
import type { Fetcher } from '../domain/remotes/manifest';

const FETCH_TIMEOUT_MS = 10_000;

/**
 * Reads a remote's files as the browser would: a path is asked of this server (without the network), an
 * absolute URL over the network.
 */
export function remoteFetcher(app: FastifyInstance): Fetcher {
  return async (url) => {
    if (url.startsWith('/')) {
      const reply = await app.inject({ method: 'GET', url });
      return { status: reply.statusCode, headers: reply.headers, body: reply.body };
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  };
}
