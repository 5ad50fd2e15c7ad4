import { create } from 'zustand';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** Where an entry came from: the app's own calls, captured console output, or a failed request. */
export type LogCategory = 'app' | 'console' | 'network';

export interface LogEntry {
  id: number;
  level: LogLevel;
  category: LogCategory;
  message: string;
  timestamp: number;
  data?: unknown;
}

/** SPEC 9: the client keeps the latest 1000 entries. */
export const LOG_BUFFER_SIZE = 1000;
/** Long messages and payloads are cut so a full buffer still uploads in a few small requests. */
export const LOG_TEXT_LIMIT = 500;

interface LogState {
  entries: LogEntry[];
}

/** The buffer as a store, so the log page re-renders as entries arrive. */
export const useLogStore = create<LogState>(() => ({ entries: [] }));

let nextId = 1;

function clip(text: string): string {
  return text.length > LOG_TEXT_LIMIT ? `${text.slice(0, LOG_TEXT_LIMIT)}…` : text;
}

/** Payloads must survive JSON (upload) and stay small: anything else becomes its clipped text. */
function safeData(data: unknown): unknown {
  if (data === undefined) return undefined;
  try {
    const text = JSON.stringify(data);
    if (text === undefined) return String(data);
    return text.length > LOG_TEXT_LIMIT ? clip(text) : JSON.parse(text);
  } catch {
    return clip(String(data));
  }
}

function record(level: LogLevel, message: string, data?: unknown, category: LogCategory = 'app'): void {
  const entry: LogEntry = { id: nextId++, level, category, message: clip(message), timestamp: Date.now() };
  const payload = safeData(data);
  if (payload !== undefined) entry.data = payload;
  useLogStore.setState((state) => {
    const entries = [...state.entries, entry];
    return { entries: entries.length > LOG_BUFFER_SIZE ? entries.slice(-LOG_BUFFER_SIZE) : entries };
  });
}

/**
 * The one client logger. It never writes to the console itself (the console is captured into it), so
 * recording can not loop.
 */
export const logger = {
  debug: (message: string, data?: unknown, category?: LogCategory) =>
    record('debug', message, data, category),
  info: (message: string, data?: unknown, category?: LogCategory) => record('info', message, data, category),
  warn: (message: string, data?: unknown, category?: LogCategory) => record('warn', message, data, category),
  error: (message: string, data?: unknown, category?: LogCategory) =>
    record('error', message, data, category),
  entries: (level?: LogLevel): LogEntry[] => {
    const all = useLogStore.getState().entries;
    return level ? all.filter((entry) => entry.level === level) : all;
  },
  clear: () => useLogStore.setState({ entries: [] }),
};
