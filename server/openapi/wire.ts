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

/** The operator API (/api/ops) is not the clients' contract: its paths stay out of the wire types. */
function clientPaths(document: OpenAPI3): OpenAPI3 {
  const paths = Object.entries(document.paths ?? {}).filter(([path]) => !path.startsWith('/api/ops/'));
  return { ...document, paths: Object.fromEntries(paths) };
}

/** The TypeScript source of the wire types for `document`. */
export async function wireTypesSource(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(clientPaths(document), { alphabetize: true });
  return HEADER + astToString(ast);
}

export function committedWireTypes(): string {
  return readFileSync(WIRE_FILE, 'utf8');
}
