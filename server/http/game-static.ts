import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverRoot } from '../db/paths';

const PAGE_DIR = join(serverRoot, 'games', 'demo-slot');
const FILES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'slot.js': 'text/javascript; charset=utf-8',
  'slot.css': 'text/css; charset=utf-8',
};

/**
 * The game runs in an iframe of /pages/game/game; its page may only talk to this origin, run its own
 * script and be framed by this origin.
 */
export const DEMO_SLOT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Serves the demo slot's page at /games/demo-slot/ (no build step: plain HTML, CSS and a script). */
export async function registerDemoSlotPage(app: FastifyInstance): Promise<void> {
  app.get('/games/demo-slot', { schema: { hide: true } }, (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/games/demo-slot/${query}`, 301);
  });
  const options = {
    schema: { hide: true },
    // Route hooks run after the app-wide ones: this page keeps its own, narrower policy.
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      reply.header('content-security-policy', DEMO_SLOT_CSP);
      return payload;
    },
  };
  const serve = async (file: string, reply: FastifyReply) => {
    const type = FILES[file];
    if (!type) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const body = await readFile(join(PAGE_DIR, file));
    return reply
      .type(type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(body);
  };
  app.get('/games/demo-slot/', options, (_request, reply) => serve('index.html', reply));
  app.get<{ Params: { file: string } }>('/games/demo-slot/:file', options, (request, reply) =>
    serve(request.params.file, reply),
  );
}
