import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, useIdempotencyKey } from './idempotency';

describe('Idempotency-Key', () => {
  it('names its movement and carries 128 random bits, never the same twice', () => {
    const keys = Array.from({ length: 200 }, () => newIdempotencyKey('withdraw'));
    for (const key of keys) expect(key).toMatch(/^withdraw-[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps one key while the same request is retried, a new one when it changes or succeeded', () => {
    const { result } = renderHook(() => useIdempotencyKey('recharge'));
    const first = result.current.keyFor('{"amount":"100"}');
    expect(result.current.keyFor('{"amount":"100"}')).toBe(first);
    const changed = result.current.keyFor('{"amount":"200"}');
    expect(changed).not.toBe(first);
    result.current.done();
    expect(result.current.keyFor('{"amount":"200"}')).not.toBe(changed);
  });
});
