import { defineConfig } from 'vitest/config';

// One runner for every package: shared (jsdom), apps (jsdom), server (node, integration over HTTP) and the
// root scripts (node).
export default defineConfig({
  test: {
    projects: [
      'shared',
      'shell',
      'console',
      'mfe-*',
      'server',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
