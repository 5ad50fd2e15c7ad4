import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const REMOTES_URL = '/api/v1/app/remotes';
const ORIGINS_TTL_MS = 10_000;

/**
 * The documents we serve (shell, game pages, demo payment gateway) may run only scripts from this
 * server and from the origins the remotes manifest points at (a CDN after a remote's redeploy).
 * - styles allow 'unsafe-inline': React style props, the launch screen in index.html and CSS that
 *   federated chunks inject at runtime; style injection cannot run script.
 * - frames: our own game and payment pages plus external http(s) pages of the in-app webview
 *   (customer service, banners, payment gateways); only our own pages may frame us.
 * - connect: the API and the Pusher websocket on this host, and remote manifests.
 */
export function contentSecurityPolicy(host: string | undefined, remoteOrigins: readonly string[]): string {
  const remotes = remoteOrigins.join(' ');
  // The Host header is the caller's word: only a plain host[:port] may enter the policy.
  const sockets = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? `ws://${host} wss://${host}` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src 'self' ${sockets} ${remotes}`,
    "frame-src 'self' https: http:",
    "frame-ancestors 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' data: blob: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https: http:",
  ];
  return directives.map((directive) => directive.replace(/\s+/g, ' ').trim()).join('; ');
}

/** Origins (not paths) of remote manifest URLs that live on another host than ours. */
export function remoteOriginsOf(manifest: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    try {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // An unparseable entry is not served to the shell either.
    }
  }
  return [...origins].sort();
}

function remoteOriginsCache(app: FastifyInstance) {
  let cached: { at: number; origins: string[] } | null = null;
  return async (): Promise<string[]> => {
    if (cached && Date.now() - cached.at < ORIGINS_TTL_MS) return cached.origins;
    // Asking our own route keeps one source of truth for where the shell loads remotes from.
    const reply = await app.inject({ method: 'GET', url: REMOTES_URL });
    const manifest = reply.statusCode === 200 ? (reply.json() as { data: Record<string, string> }).data : {};
    cached = { at: Date.now(), origins: remoteOriginsOf(manifest) };
    return cached.origins;
  };
}

const isDocument = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/html');
// Swagger UI brings its own inline bootstrap; it is a developer page, not the product. A page that set its
// own policy (the demo gateway's cashier, stricter than ours) keeps it.
const hasOwnPolicy = (request: FastifyRequest, reply: FastifyReply) =>
  request.url.startsWith('/api/docs') || reply.hasHeader('content-security-policy');

/**
 * Security headers on every response (helmet: nosniff, SAMEORIGIN framing, referrer policy, ...) and
 * the Content Security Policy on every HTML document. Remote builds may be loaded cross-origin by a
 * shell on another host, so their files are marked cross-origin loadable.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
  });
  const remoteOrigins = remoteOriginsCache(app);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/remotes/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (!isDocument(reply.getHeader('content-type'))) return payload;
    reply.header('permissions-policy', 'camera=(), microphone=(), payment=(self), geolocation=(self)');
    if (!hasOwnPolicy(request, reply)) {
      reply.header(
        'content-security-policy',
        contentSecurityPolicy(request.headers.host, await remoteOrigins()),
      );
    }
    return payload;
  });
}
