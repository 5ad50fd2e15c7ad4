import type { FastifyInstance } from 'fastify';
import type { Fetcher } from '../domain/remotes/manifest';

/** Longest a remote file may take to arrive, headers and body together. */
export const FETCH_TIMEOUT_MS = 10_000;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
const tooLarge = (maxBytes: number) => new Error(`文件超过 ${sizeText(maxBytes)} 上限，已停止读取`);

/** The body, read chunk by chunk and abandoned (the connection closed) once it passes `maxBytes`. */
async function cappedText(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await reader?.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const MAX_REDIRECTS = 5;

/** GET following redirects within the URL's origin only; one to another origin is refused before it is followed. */
async function fetchSameOrigin(url: string, signal: AbortSignal): Promise<Response> {
  const { origin } = new URL(url);
  let current = url;
  for (let hops = 0; ; hops += 1) {
    const response = await fetch(current, { signal, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    const next = new URL(location, current);
    if (next.origin !== origin) throw new Error(`重定向到其他源 ${next.origin}，页面的 CSP 不会允许`);
    if (hops === MAX_REDIRECTS) throw new Error(`重定向超过 ${MAX_REDIRECTS} 次`);
    current = next.href;
  }
}

/**
 * Reads a remote's files as the browser would: a path is asked of this server (without the network), an
 * absolute URL over the network, at most `maxBytes` of it and within `timeoutMs`. A redirect to another
 * origin is refused: the page's connect-src allows the manifest's origin only, so the browser would not
 * follow it either.
 */
export function remoteFetcher(app: FastifyInstance, timeoutMs = FETCH_TIMEOUT_MS): Fetcher {
  return async (url, maxBytes) => {
    if (url.startsWith('/')) {
      const reply = await app.inject({ method: 'GET', url });
      if (reply.rawPayload.byteLength > maxBytes) throw tooLarge(maxBytes);
      return { status: reply.statusCode, headers: reply.headers, body: reply.body };
    }
    try {
      const response = await fetchSameOrigin(url, AbortSignal.timeout(timeoutMs));
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: await cappedText(response, maxBytes),
      };
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new Error(`超过 ${timeoutMs / 1000} 秒未读完，已放弃`);
      }
      throw error;
    }
  };
}
