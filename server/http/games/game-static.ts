import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverRoot } from '../../db/paths';

const GAMES_DIR = join(serverRoot, 'games');
/** Each engine's page folder under server/games (the game data's game_url points here). */
const ENGINES = ['demo-slot', 'quick-dice'] as const;
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};
const FILE_NAME = /^[a-z-]+\.(html|js|css)$/;

/**
 * A game runs in an iframe of /pages/game/game; its page may only talk to this origin, run its own
 * script and be framed by this origin.
 */
export const GAME_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

async function serve(engine: string, file: string, reply: FastifyReply) {
  const extension = FILE_NAME.exec(file)?.[1];
  const body = extension ? await readFile(join(GAMES_DIR, engine, file)).catch(() => null) : null;
  if (!extension || !body) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  return reply
    .type(TYPES[extension] ?? 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-cache')
    .send(body);
}

/** Serves the built-in games' pages at /games/<engine>/ (no build step: plain HTML, CSS and a script). */
export async function registerGamePages(app: FastifyInstance): Promise<void> {
  const options = {
    schema: { hide: true },
    // Route hooks run after the app-wide ones: these pages keep their own, narrower policy.
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      reply.header('content-security-policy', GAME_PAGE_CSP);
      return payload;
    },
  };
  // The page kit every game page loads (server/games/common).
  app.get<{ Params: { file: string } }>('/games/common/:file', options, (request, reply) =>
    serve('common', request.params.file, reply),
  );
  for (const engine of ENGINES) {
    app.get(`/games/${engine}`, { schema: { hide: true } }, (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/games/${engine}/${query}`, 301);
    });
    app.get(`/games/${engine}/`, options, (_request, reply) => serve(engine, 'index.html', reply));
    app.get<{ Params: { file: string } }>(`/games/${engine}/:file`, options, (request, reply) =>
      serve(engine, request.params.file, reply),
    );
  }
}
