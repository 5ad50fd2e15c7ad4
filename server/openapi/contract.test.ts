import type { OpenAPI3, OperationObject } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES_WITHOUT_RESPONSE_SCHEMA } from './routes-without-response-schema';
import { openApiDocument, references } from './wire';

// Builds the whole app on a fresh in-memory database: slow on a busy machine.
const GENERATION_TIMEOUT_MS = 180_000;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `GET /api/v1/bills` for every operation of the document, player API and operator API alike. */
function operations(document: OpenAPI3): Array<{ route: string; operation: OperationObject }> {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, OperationObject | undefined>)[method];
      return operation ? [{ route: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );
}

function declaresSuccessBody(operation: OperationObject): boolean {
  const success = operation.responses?.['200'];
  return Boolean(success && 'content' in success && success.content?.['application/json']?.schema);
}

describe('the OpenAPI contract', () => {
  let document: OpenAPI3;
  beforeAll(async () => {
    document = await openApiDocument();
  }, GENERATION_TIMEOUT_MS);

  it('declares what every route answers with 200, so clients read the shape instead of guessing it', () => {
    const undeclared = operations(document)
      .filter(({ operation }) => !declaresSuccessBody(operation))
      .map(({ route }) => route);
    const pending = new Set(ROUTES_WITHOUT_RESPONSE_SCHEMA);
    expect(undeclared.filter((route) => !pending.has(route))).toEqual([]);
  });

  it('keeps the list of routes still without a response schema to routes that exist and still lack one', () => {
    const byRoute = new Map(operations(document).map(({ route, operation }) => [route, operation]));
    const stale = ROUTES_WITHOUT_RESPONSE_SCHEMA.filter((route) => {
      const operation = byRoute.get(route);
      return !operation || declaresSuccessBody(operation);
    });
    expect(stale).toEqual([]);
  });

  it('resolves every $ref of the player and operator documents to a schema it carries', () => {
    const schemas = document.components?.schemas ?? {};
    const dangling = references(document).filter(
      (reference) => !(reference.replace('#/components/schemas/', '') in schemas),
    );
    expect(dangling).toEqual([]);
  });
});
