import { useEffect, useRef, useState } from 'react';
import { pad2 } from '../../format/display';

export interface CountdownProps {
  /** Target time in ms since epoch. */
  to: number;
  onEnd?: () => void;
  /** Always show the hours field (otherwise only when at least one hour is left). */
  alwaysHours?: boolean;
  className?: string;
}

/** "HH:MM:SS" / "MM:SS" until `to`, ticking each second; onEnd fires once at zero. */
export function formatRemaining(ms: number, alwaysHours = false): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const tail = `${pad2(minutes)}:${pad2(seconds)}`;
  return hours > 0 || alwaysHours ? `${pad2(hours)}:${tail}` : tail;
}

export function Countdown({ to, onEnd, alwaysHours, className }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    ended.current = false;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= to) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [to]);

  const remaining = to - now;
  useEffect(() => {
    if (remaining <= 0 && !ended.current) {
      ended.current = true;
      onEndRef.current?.();
    }
  }, [remaining]);

  return (
    <span className={className} role="timer">
      {formatRemaining(remaining, alwaysHours)}
    </span>
  );
}
