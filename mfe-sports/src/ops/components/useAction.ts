import { toast } from '@app/shared';
import { useState } from 'react';

/**
 * Runs one operator write at a time: `busy` while it is in flight, the success toast and `onDone` after it.
 * A refusal is already shown by the http client as the server's Chinese message (the one toast).
 */
export function useAction(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async <T>(write: () => Promise<T>, success: (result: T) => string) => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await write();
      toast.success(success(result));
      onDone();
    } catch {
      // Toasted by the http client; the dialog stays open so the operator can correct and retry.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
