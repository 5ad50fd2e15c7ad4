import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The base policy of the documents we serve (shell, game pages, demo payment gateway): only scripts from
 * this server. The shell's page adds the origins of its remotes (remote-csp.ts, shell-document.ts); a page
 * that sets its own policy keeps it.
 * - styles allow 'unsafe-inline': React style props, the launch screen in index.html and CSS that
 *   federated chunks inject at runtime; style injection cannot run script.
 * - frames: our own game and payment pages plus external http(s) pages of the in-app webview
 *   (customer service, banners, payment gateways); only our own pages may frame us.
 * - connect: the API and the Pusher websocket on this host.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  // The Host header is the caller's word: only a plain host[:port] may enter the policy.
  const sockets = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? `ws://${host} wss://${host}` : '';
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src 'self' ${sockets}`,
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
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/remotes/') || request.url.startsWith('/releases/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (!isDocument(reply.getHeader('content-type'))) return payload;
    reply.header('permissions-policy', 'camera=(), microphone=(), payment=(self), geolocation=(self)');
    if (!hasOwnPolicy(request, reply)) {
      reply.header('content-security-policy', contentSecurityPolicy(request.host));
    }
    return payload;
  });
}
