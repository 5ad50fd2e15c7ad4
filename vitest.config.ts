import { defineConfig } from 'vitest/config';

// One runner for every package: shared (jsdom), apps (jsdom) and server (node, integration over HTTP).
export default defineConfig({
  test: {
    projects: ['shared', 'shell', 'console', 'mfe-*', 'server'],
  },
});
