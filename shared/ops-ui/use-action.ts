import { toast } from '@app/shared';
import { useCallback, useRef, useState } from 'react';

/**
 * Runs one operator write at a time: `busy` while it is in flight, then the success toast (when `success`
 * gives one) and `onDone`. A refusal is already toasted by the http client as the server's Chinese message,
 * so `run` resolves to false and the caller's form stays for a correction and another try.
 */
export function useAction(onDone?: () => void) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(
    async <T>(write: () => Promise<T>, success?: (result: T) => string | null): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      try {
        const result = await write();
        const message = success?.(result);
        if (message) toast.success(message);
        onDone?.();
        return true;
      } catch {
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [onDone],
  );
  return { busy, run };
}
