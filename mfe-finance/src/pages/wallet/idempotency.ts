import { useCallback, useRef } from 'react';

const newKey = (scope: string) =>
  `${scope}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * One Idempotency-Key per intended money movement: the same key while the player retries the same
 * request (a timeout, a double tap), a fresh one once it succeeded or the request changed.
 */
export function useIdempotencyKey(scope: string) {
  const current = useRef<{ key: string; request: string } | null>(null);
  const keyFor = useCallback(
    (request: string) => {
      if (current.current?.request !== request) current.current = { key: newKey(scope), request };
      return current.current.key;
    },
    [scope],
  );
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
