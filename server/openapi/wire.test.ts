import { describe, expect, it } from 'vitest';
import { committedWireTypes, openApiDocument, wireTypesSource } from './wire';

// Builds the whole app on a fresh in-memory database and runs the generator: slow on a busy machine.
const GENERATION_TIMEOUT_MS = 180_000;

describe('shared/wire/openapi.gen.ts', () => {
  it(
    'matches the OpenAPI document the server serves (run `pnpm gen:wire` after changing a route schema)',
    async () => {
      const generated = await wireTypesSource(await openApiDocument());
      expect(
        generated === committedWireTypes(),
        'shared/wire/openapi.gen.ts is stale: run `pnpm gen:wire`',
      ).toBe(true);
    },
    GENERATION_TIMEOUT_MS,
  );
});
