import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileHarness, SEED } from './hostile-harness';
import { type BodyMutation, hostileBody } from './json-schema';

const RUNS_PER_ROUTE = 12;

/**
 * Hostile input, generated from each route's own JSON schema in the OpenAPI document, on every
 * POST/PUT/PATCH/DELETE: wrong types, missing and extra fields, huge strings and numbers, negative and
 * fractional amounts, unicode, NUL, SQL and HTML. The classic payloads field by field and malformed JSON
 * and path parameters are the two sibling files.
 */
describe('hostile input on every write route: generated bodies', () => {
  const { routes, attack } = hostileHarness();

  it('covers every write route of the catalogue', () => {
    expect(routes().map((route) => route.key)).toContain('POST /api/v1/order/submit');
    expect(routes().length).toBeGreaterThan(10);
  });

  it('answers generated hostile bodies with a Chinese refusal or a clean success, never a partial write', async () => {
    const failures: string[] = [];
    let counter = 0;
    for (const route of routes()) {
      const property = fc.asyncProperty(hostileBody(route.body), async ({ body, mutation }) => {
        counter += 1;
        const failure = await attack(route, { body }, describeMutation(mutation), `hostile-${counter}`);
        if (failure) failures.push(failure);
        return failure === null;
      });
      // Every route gets its runs even after another one failed; the report lists them all.
      await fc.check(property, { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true });
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

function describeMutation(mutation: BodyMutation): string {
  const shown = (value: unknown) => {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
  };
  switch (mutation.kind) {
    case 'valid':
      return 'valid sample';
    case 'replace-body':
      return `body=${shown(mutation.value)}`;
    case 'replace-field':
      return `${mutation.field}=${shown(mutation.value)}`;
    case 'extra-field':
      return `extra ${mutation.field}=${shown(mutation.value)}`;
    case 'drop-required':
      return `without ${mutation.field}`;
  }
}
