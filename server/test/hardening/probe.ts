import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Reply, TestServer } from '../server';
import { type CatalogueRoute, urlFor } from './catalogue';
import { validValue } from './json-schema';

export interface ProbeOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Path parameter values; schema-valid samples fill the rest. */
  params?: Record<string, string | number>;
  body?: unknown;
  /** Send `body` as this raw string instead (hostile JSON). */
  rawBody?: string;
}

const SAMPLE_SEED = 20261121;

/** One schema-valid value, the same on every run. */
export function sample(schema: Parameters<typeof validValue>[0]): unknown {
  return fc.sample(validValue(schema), { seed: SAMPLE_SEED, numRuns: 1 })[0];
}

/** Required query parameters filled with schema-valid values (a list route still answers). */
export function sampleQuery(route: CatalogueRoute): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of route.parameters) {
    if (parameter.in === 'query' && parameter.required)
      query[parameter.name] = String(sample(parameter.schema));
  }
  return query;
}

export function sampleParams(route: CatalogueRoute): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const parameter of route.parameters) {
    if (parameter.in === 'path') params[parameter.name] = String(sample(parameter.schema));
  }
  return params;
}

/** Sends one request to a catalogue route; anything not given is filled with valid samples. */
export async function probe(server: TestServer, route: CatalogueRoute, options: ProbeOptions = {}) {
  const url = urlFor(route, { ...sampleParams(route), ...options.params });
  const query = route.method === 'GET' ? sampleQuery(route) : {};
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request: InjectOptions = { method: route.method, url, query, headers };
  if (options.rawBody !== undefined) {
    request.payload = options.rawBody;
    headers['content-type'] = 'application/json';
  } else if (options.body !== undefined) {
    request.payload = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  } else if (route.method !== 'GET' && route.method !== 'DELETE') {
    request.payload = route.body ? JSON.stringify(sample(route.body)) : '';
    headers['content-type'] = 'application/json';
  }
  const response = await server.app.inject(request);
  let body: Reply<unknown>['body'] | null = null;
  try {
    body = response.json();
  } catch {
    body = null;
  }
  return { status: response.statusCode, headers: response.headers, body, raw: response.body };
}

export type ProbeReply = Awaited<ReturnType<typeof probe>>;

const CJK = /[\u4e00-\u9fa5]/;

/** The envelope of SPEC section 8, with a Chinese message when it refuses; or why not. */
export function envelopeProblem(reply: ProbeReply): string | null {
  const body = reply.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return `not JSON: ${reply.raw.slice(0, 80)}`;
  for (const key of ['code', 'message', 'msg', 'data']) if (!(key in body)) return `envelope lacks ${key}`;
  if (typeof body.code !== 'number') return 'code is not a number';
  if (typeof body.message !== 'string') return 'message is not a string';
  if (reply.status >= 400 && !CJK.test(body.message)) return `message not Chinese: ${body.message}`;
  return null;
}

/** `METHOD /path -> status "message"`, the line a failure report shows. */
export const describeReply = (route: CatalogueRoute, reply: ProbeReply) =>
  `${route.key} -> ${reply.status} ${JSON.stringify((reply.body as { message?: string } | null)?.message ?? reply.raw.slice(0, 60))}`;
