import { defineProject } from 'vitest/config';
import { DOM_WAIT_MS } from './timing';

interface DomProjectOptions {
  name: string;
  include: string[];
  exclude?: string[];
  setupFiles?: string[];
}

/** The vitest project of a package whose tests run in jsdom, with the one wait budget of `timing.ts`. */
export function domProject({ name, include, exclude, setupFiles = [] }: DomProjectOptions) {
  return defineProject({
    test: {
      name,
      environment: 'jsdom',
      include,
      ...(exclude ? { exclude } : {}),
      setupFiles: [new URL('./dom-setup.ts', import.meta.url).pathname, ...setupFiles],
      testTimeout: 4 * DOM_WAIT_MS,
      hookTimeout: 4 * DOM_WAIT_MS,
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}
