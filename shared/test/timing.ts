/**
 * One budget for every jsdom project. Tests wait for the state they need (`findBy*`, `waitFor`); how long a
 * slow or busy machine may take to get there is set here once, never per test: Testing Library's default
 * of 1 s failed on a machine six times slower than CI.
 */
export const DOM_WAIT_MS = 15_000;
