import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./test/pglite-template.ts'],
    exclude: ['node_modules/**'],
    // PGlite start-up and PostgreSQL database creation take a few seconds per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
