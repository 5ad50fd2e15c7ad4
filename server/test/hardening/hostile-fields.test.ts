import { describe, expect, it } from 'vitest';
import { hostileHarness } from './hostile-harness';
import { sample } from './probe';

/** What a careless or hostile client puts in a field: NUL, 100k text, SQL + HTML + RTL, extremes. */
const FIELD_ATTACKS: unknown[] = [
  'a\u0000b',
  'x'.repeat(100_000),
  "' OR 1=1 --<script>alert(1)</script>\u202e😀",
  1e308,
  -1,
  0.001,
  null,
  { nested: [1] },
];

describe('hostile input on every write route: classic payloads in each field', () => {
  const { routes, attack } = hostileHarness();

  it('survives each classic payload in each field of every write route (a deterministic sweep)', async () => {
    const failures: string[] = [];
    let counter = 0;
    for (const route of routes()) {
      const base = route.body ? sample(route.body) : {};
      const fields = Object.keys(route.body?.properties ?? {});
      for (const field of fields) {
        for (const value of FIELD_ATTACKS) {
          counter += 1;
          const body = { ...(base as object), [field]: value };
          const label = `${field}=${JSON.stringify(value).slice(0, 30)}`;
          const failure = await attack(route, { body }, label, `sweep-${counter}`);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(routes().length).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  }, 600_000);
});
