import type { TestServer } from '../server';
import type { JsonSchema } from './json-schema';

/**
 * Who may call a route, as the OpenAPI document declares it:
 * public (no `security`), private (`bearerAuth`), ops (an operator's bearer token) or signed (the Pusher HTTP API
 * under /apps, authenticated by request signatures, with Pusher's own error format).
 */
export type Access = 'public' | 'private' | 'ops' | 'signed';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface CatalogueRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: /api/v1/order/detail/{id} */
  path: string;
  access: Access;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** `${method} ${path}`, for test titles and reports. */
  key: string;
}

interface Operation {
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function accessOf(path: string, operation: Operation): Access {
  if (path.startsWith('/apps/')) return 'signed';
  const requirements = operation.security ?? [];
  // Every alternative must name the scheme; an empty alternative ({}) makes it optional.
  const required = (scheme: string) =>
    requirements.length > 0 && requirements.every((requirement) => scheme in requirement);
  if (required('opsToken')) return 'ops';
  if (required('bearerAuth')) return 'private';
  return 'public';
}

/** Every route of the running app, read from the OpenAPI document it serves (so new routes join by themselves). */
export async function routeCatalogue(server: TestServer): Promise<CatalogueRoute[]> {
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json() as OpenApiDocument;
  const routes: CatalogueRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      if (!METHODS.has(method)) continue;
      routes.push({
        method: method as CatalogueRoute['method'],
        path,
        access: accessOf(path, operation),
        parameters: (operation.parameters ?? []).flatMap((parameter) =>
          parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header'
            ? [
                {
                  name: parameter.name,
                  in: parameter.in,
                  required: parameter.required ?? false,
                  schema: parameter.schema ?? {},
                },
              ]
            : [],
        ),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        key: `${method} ${path}`,
      });
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

export const pathParams = (route: CatalogueRoute) => route.parameters.filter((p) => p.in === 'path');

/** Fills `{name}` placeholders; values are URL-encoded so hostile ones stay inside their segment. */
export function urlFor(route: CatalogueRoute, values: Record<string, string | number>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(values[name] ?? '1')),
  );
}

export const isMutating = (route: CatalogueRoute) => route.method !== 'GET';
