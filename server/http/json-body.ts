import type { FastifyRequest } from 'fastify';

type Done = (error: Error | null, body?: unknown) => void;

class InvalidJsonError extends SyntaxError {}

/** PostgreSQL text cannot hold NUL, and no form of ours sends one: refused here, not failed in SQL. */
export class NulCharacterError extends SyntaxError {}

/**
 * JSON bodies: an empty body counts as no body (clients send the JSON content type on bare POSTs);
 * anything unparseable becomes a 400 envelope. Keys that could poison prototypes and NUL characters
 * are refused.
 */
export function parseJsonBody(_request: FastifyRequest, body: string | Buffer, done: Done): void {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') {
    done(null, undefined);
    return;
  }
  try {
    const parsed: unknown = JSON.parse(text, (key, value) => {
      if (key === '__proto__' || key === 'constructor') throw new InvalidJsonError('forbidden key');
      if (typeof value === 'string' && value.includes('\u0000')) throw new NulCharacterError('NUL in text');
      return value;
    });
    done(null, parsed);
  } catch (error) {
    done(error instanceof NulCharacterError ? error : new InvalidJsonError('invalid JSON body'));
  }
}
