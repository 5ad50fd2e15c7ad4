import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '../types';

/**
 * The route-table contract every remote keeps: exactly the routes ARCHITECTURE.md gives it, each once,
 * each with a Chinese title and a page component. Used by each remote's routes.test.ts.
 */
export function describeRouteTable(remote: string, routes: RemoteRoute[], owned: string[]): void {
  describe(`${remote} route table`, () => {
    it.each(owned)('has %s', (path) => {
      const route = routes.find((candidate) => candidate.path === path);
      expect(route?.title).toBeTruthy();
      expect(typeof route?.Component).toBe('function');
    });

    it('owns nothing else and lists each path once', () => {
      expect(routes.map((route) => route.path).sort()).toEqual([...owned].sort());
    });
  });
}
