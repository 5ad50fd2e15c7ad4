import { defineConfig } from 'drizzle-kit';

// One migration set for both PGlite and PostgreSQL: `pnpm --filter @app/server db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});
