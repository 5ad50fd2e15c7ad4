import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shell',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/hostFederation.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
