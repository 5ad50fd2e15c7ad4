/**
 * The one budget for `vi.waitFor` in the server suites: how long a loaded or slow machine may take to reach a
 * state the test waits for (a publication, a reconnect, a background write). Vitest's default of 1 s failed
 * on a machine six times slower than CI; a state that never comes still fails well inside the test timeout.
 */
export const UNTIL_SETTLED = { timeout: 15_000, interval: 50 } as const;
