import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathParams } from './catalogue';
import { hostileHarness, SEED } from './hostile-harness';
import { hostileValue } from './json-schema';

describe('hostile input on every write route: malformed JSON and path parameters', () => {
  const { routes, attack } = hostileHarness();

  it('refuses hostile path parameters and malformed JSON the same way', async () => {
    const failures: string[] = [];
    let counter = 0;
    for (const route of routes()) {
      for (const raw of ['{"a":', '[1,2', '"text"', '{"__proto__":{"admin":true}}', '\u0000', 'null']) {
        counter += 1;
        const failure = await attack(route, { rawBody: raw }, `raw ${JSON.stringify(raw)}`, `raw-${counter}`);
        if (failure) failures.push(failure);
      }
      const [parameter] = pathParams(route);
      if (!parameter) continue;
      for (const value of fc.sample(hostileValue, { seed: SEED, numRuns: 8 })) {
        counter += 1;
        const params = { [parameter.name]: typeof value === 'string' ? value : JSON.stringify(value) };
        const failure = await attack(
          route,
          { params },
          `${parameter.name}=${String(params[parameter.name]).slice(0, 30)}`,
          `param-${counter}`,
        );
        if (failure) failures.push(failure);
      }
    }
    expect(routes().length).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  }, 600_000);
});
