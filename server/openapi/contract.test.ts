import type { OpenAPI3, OperationObject } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
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

/** The envelope's JSON schema, or the media type of a file answer (`fileResponse`: an export, an image, a page). */
function declaresSuccessBody(operation: OperationObject): boolean {
  const success = operation.responses?.['200'];
  if (!success || !('content' in success)) return false;
  return Object.values(success.content ?? {}).some((media) => Boolean(media.schema));
}

describe('the OpenAPI contract', () => {
  let document: OpenAPI3;
  beforeAll(async () => {
    document = await openApiDocument();
  }, GENERATION_TIMEOUT_MS);

  it('declares what every route answers with 200, so clients read the shape instead of guessing it', () => {
    const all = operations(document);
    expect(all.length).toBeGreaterThan(300);
    const undeclared = all
      .filter(({ operation }) => !declaresSuccessBody(operation))
      .map(({ route }) => route);
    expect(undeclared).toEqual([]);
  });

  it('resolves every $ref of the player and operator documents to a schema it carries', () => {
    const schemas = document.components?.schemas ?? {};
    const dangling = references(document).filter(
      (reference) => !(reference.replace('#/components/schemas/', '') in schemas),
    );
    expect(dangling).toEqual([]);
  });
});
