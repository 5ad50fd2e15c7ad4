import { useCallback, useRef } from 'react';

/**
 * A fresh Idempotency-Key: the scope (which movement it is, for the server's logs) and 128 random bits.
 * getRandomValues, not randomUUID: the product is also served over plain HTTP on a LAN address, where
 * randomUUID does not exist.
 */
export function newIdempotencyKey(scope: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${scope}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One Idempotency-Key per intended money movement: the same key while the player retries the same
 * request (a timeout, a double tap), a fresh one once it succeeded (`done`) or the request changed.
 */
export function useIdempotencyKey(scope: string) {
  const current = useRef<{ key: string; request: string } | null>(null);
  const keyFor = useCallback(
    (request: string) => {
      if (current.current?.request !== request) current.current = { key: newIdempotencyKey(scope), request };
      return current.current.key;
    },
    [scope],
  );
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
