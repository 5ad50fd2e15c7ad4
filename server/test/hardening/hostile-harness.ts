import { afterAll, beforeAll } from 'vitest';
import { TestServer } from '../server';
import { type CatalogueRoute, isMutating, routeCatalogue } from './catalogue';
import { ChangeWatch } from './db-snapshot';
import { describeReply, envelopeProblem, probe } from './probe';
import { createRoles, type Roles } from './roles';

/** Fixed so a failure reproduces: fast-check prints the counterexample and this seed. */
export const SEED = 8207;

// What ends the caller's own session (the operator routes with a session id may name the test's token).
const SESSION_ENDING = new Set([
  'POST /api/v1/logout',
  'POST /api/ops/auth/logout',
  'DELETE /api/ops/auth/sessions/{id}',
  'DELETE /api/ops/operator-sessions/{id}',
]);

export interface HostileInput {
  body?: unknown;
  rawBody?: string;
  params?: Record<string, string>;
}

export interface HostileHarness {
  /** Every write route of the catalogue the sweep attacks (set once the server is up). */
  routes: () => CatalogueRoute[];
  /** One request; returns why it broke the rules, or null. */
  attack: (route: CatalogueRoute, input: HostileInput, label: string, key: string) => Promise<string | null>;
}

/**
 * One server per sweep file (the sweeps are split so two workers share them): every write route is attacked
 * as its owner or an operator, and after each request the whole database is compared with before. Whatever
 * arrives: no 5xx, the envelope with a Chinese message, and a refused request writes nothing at all.
 */
export function hostileHarness(): HostileHarness {
  const server = new TestServer('pglite');
  let routes: CatalogueRoute[] = [];
  let roles: Roles;
  let watch: ChangeWatch;

  beforeAll(async () => {
    await server.start();
    routes = (await routeCatalogue(server)).filter(
      (route) => isMutating(route) && route.access !== 'signed' && !SESSION_ENDING.has(route.key),
    );
    roles = await createRoles(server);
    watch = new ChangeWatch(server.db);
    await watch.start();
  }, 120_000);
  afterAll(() => server.stop());

  const credentials = (route: CatalogueRoute): { token?: string; headers: Record<string, string> } =>
    route.access === 'ops'
      ? { headers: { authorization: `Bearer ${server.operatorToken}` } }
      : { token: roles.owner.token, headers: {} };

  async function attack(route: CatalogueRoute, input: HostileInput, label: string, key: string) {
    const { token, headers } = credentials(route);
    const reply = await probe(server, route, {
      ...(token ? { token } : {}),
      headers: { ...headers, 'idempotency-key': key },
      ...input,
      ...(input.body === undefined && input.rawBody === undefined ? { rawBody: '' } : {}),
    });
    const changed = await watch.changed();
    const problem =
      reply.status >= 500
        ? 'server error'
        : (envelopeProblem(reply) ??
          (reply.status >= 400 && changed.length ? `refused but wrote ${changed.join(',')}` : null));
    return problem ? `${describeReply(route, reply)}: ${problem} [${label}]` : null;
  }

  return { routes: () => routes, attack };
}
