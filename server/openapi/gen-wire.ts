import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { openApiDocument, WIRE_FILE, wireTypesSource } from './wire';

// `pnpm gen:wire`: regenerates shared/wire/openapi.gen.ts from the routes' zod schemas.
writeFileSync(WIRE_FILE, await wireTypesSource(await openApiDocument()));
console.log(`wrote ${relative(process.cwd(), WIRE_FILE)}`);
