import type { TestServer } from '../server';
import { type CatalogueRoute, pathParams } from './catalogue';
import { probe } from './probe';

/** `order_no`, `orderNo` and `OrderNo` all name the same thing. */
export const normalise = (name: string) => name.replace(/_/g, '').toLowerCase();

type Values = Map<string, Set<string>>;

/** The resource a path is about: /api/v1/order/detail/{id} and /api/v1/order/history are both `order`. */
export const resourceOf = (path: string) => path.replace(/^\/api\/(v1\/)?/, '').split('/')[0] ?? '';

function collect(value: unknown, into: Values): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, field] of Object.entries(value)) {
    if ((typeof field === 'number' || typeof field === 'string') && /(^id$|id$|no$)/i.test(key)) {
      const name = normalise(key);
      if (!into.has(name)) into.set(name, new Set());
      into.get(name)?.add(String(field));
    } else {
      collect(field, into);
    }
  }
}

async function listValues(server: TestServer, route: CatalogueRoute, token: string): Promise<Values> {
  const values: Values = new Map();
  const reply = await probe(server, route, { token });
  if (reply.status === 200) collect((reply.body as { data?: unknown } | null)?.data, values);
  return values;
}

/**
 * Identifiers that belong to `owner` alone, per resource: every id/xxx_no a private list of that
 * resource shows the owner but not a fresh player (what both see is shared content such as matches or
 * articles), keyed by field name.
 */
export async function ownedIdentifiers(
  server: TestServer,
  routes: CatalogueRoute[],
  owner: string,
  stranger: string,
): Promise<Map<string, Values>> {
  const byResource = new Map<string, Values>();
  const lists = routes.filter(
    (route) => route.access === 'private' && route.method === 'GET' && !pathParams(route).length,
  );
  for (const route of lists) {
    const mine = await listValues(server, route, owner);
    const theirs = await listValues(server, route, stranger);
    const resource = resourceOf(route.path);
    const owned = byResource.get(resource) ?? new Map();
    byResource.set(resource, owned);
    for (const [name, values] of mine) {
      for (const value of values) {
        if (theirs.get(name)?.has(value)) continue;
        if (!owned.has(name)) owned.set(name, new Set());
        owned.get(name)?.add(value);
      }
    }
  }
  return byResource;
}

/** Candidate values for a path parameter: `id` takes ids, `orderNo` takes order_no, `bet_id` takes bet ids. */
export function candidatesFor(
  route: CatalogueRoute,
  parameter: string,
  owned: Map<string, Values>,
): string[] {
  const direct = owned.get(resourceOf(route.path))?.get(normalise(parameter));
  return direct ? [...direct].slice(0, 5) : [];
}
