import { useCallback, useState } from 'react';
import { checkForUpdate, lastUpdateCheck, type UpdateCheckResult } from '../update/updateChecker';

export type { UpdateCheckResult };

/** The update checker of the app (the same one the 30-minute auto check runs) with React state. */
export function useUpdateCheck() {
  const [result, setResult] = useState<UpdateCheckResult | null>(lastUpdateCheck);
  const [checking, setChecking] = useState(false);
  const check = useCallback(async () => {
    setChecking(true);
    try {
      const next = await checkForUpdate();
      setResult(next);
      return next;
    } finally {
      setChecking(false);
    }
  }, []);
  return { result, checking, check };
}
