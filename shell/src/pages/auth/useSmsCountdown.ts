import { useCallback, useEffect, useRef, useState } from 'react';

export const SMS_RESEND_SECONDS = 60;

/** Seconds left before another SMS code may be requested; 0 means the button is available. */
export function useSmsCountdown(seconds = SMS_RESEND_SECONDS): { remaining: number; start: () => void } {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setRemaining(seconds);
    timer.current = setInterval(() => {
      setRemaining((left) => {
        if (left <= 1) {
          stop();
          return 0;
        }
        return left - 1;
      });
    }, 1000);
  }, [seconds, stop]);

  useEffect(() => stop, [stop]);
  return { remaining, start };
}
