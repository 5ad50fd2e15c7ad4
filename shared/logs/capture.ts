import { logger } from './buffer';

/** One readable line from console arguments (errors by name and message, objects as JSON). */
export function consoleText(args: unknown[]): string {
  return args
    .map((arg) => {
      if (typeof arg === 'string') return arg;
      if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
      try {
        return JSON.stringify(arg) ?? String(arg);
      } catch {
        return String(arg);
      }
    })
    .join(' ');
}

let restore: (() => void) | undefined;

/**
 * Copies console.warn and console.error into the log buffer (the originals still print). Idempotent;
 * returns the function that puts the originals back.
 */
export function captureConsole(): () => void {
  if (restore) return restore;
  const originalWarn = console.warn;
  const originalError = console.error;
  console.warn = (...args: unknown[]) => {
    originalWarn.apply(console, args);
    logger.warn(consoleText(args), undefined, 'console');
  };
  console.error = (...args: unknown[]) => {
    originalError.apply(console, args);
    logger.error(consoleText(args), undefined, 'console');
  };
  restore = () => {
    console.warn = originalWarn;
    console.error = originalError;
    restore = undefined;
  };
  return restore;
}

captureConsole();
