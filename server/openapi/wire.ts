import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../app';
import { createDb } from '../db/client';

/** The generated wire types every app imports as `@app/shared/wire` (committed; `pnpm gen:wire` rewrites it). */
export const WIRE_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/wire/openapi.gen.ts');

const HEADER = `/**
 * Generated from the server's OpenAPI document (/api/openapi.json) by \`pnpm gen:wire\`: do not edit.
 * Import the named shapes from \`@app/shared/wire\`; a test fails when this file is stale.
 */

`;

/** The OpenAPI document the running server serves, built without listening (a throwaway in-memory database). */
export async function openApiDocument(): Promise<OpenAPI3> {
  const database = await createDb({ pgliteDir: 'memory://' });
  const app = await buildApp({ db: database.db, opsToken: 'openapi-document', env: {} });
  try {
    await app.ready();
    // Both types describe an OpenAPI 3.0 document; they come from different packages.
    return app.swagger() as unknown as OpenAPI3;
  } finally {
    await app.close();
    await database.close();
  }
}

/** Every `$ref` anywhere under `node`. */
export function references(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(references);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : references(value),
  );
}

/** Schemas the generated types cannot express (a recursive alias): any JSON value in the wire types. */
const OPAQUE_SCHEMAS = ['ConfigValue', 'ConfigValueInput'];

/**
 * The document as the wire types take it: every route, the operator API included (the console's remotes are
 * its clients), with the recursive config value left opaque.
 */
function wireDocument(document: OpenAPI3): OpenAPI3 {
  const schemas = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) =>
    OPAQUE_SCHEMAS.includes(name) ? [name, { description: 'any JSON value' }] : [name, schema],
  );
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(schemas) } };
}

/** The TypeScript source of the wire types for `document`. */
export async function wireTypesSource(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(wireDocument(document), { alphabetize: true });
  return HEADER + astToString(ast);
}

export function committedWireTypes(): string {
  return readFileSync(WIRE_FILE, 'utf8');
}
