import { describe, expect, it } from 'vitest';
import routes from './routes';

// Every route ARCHITECTURE.md assigns to mfe-sports (SPEC section 2).
const OWNED = [
  '/pages/gameplay/gameplay',
  '/betPages/football/index',
  '/betPages/basketball/index',
  '/betPages/order/detail',
  '/pages/live-match/detail',
];

describe('mfe-sports route table', () => {
  it.each(OWNED)('has %s', (path) => {
    const route = routes.find((candidate) => candidate.path === path);
    expect(route?.title).toBeTruthy();
    expect(typeof route?.Component).toBe('function');
  });

  it('owns nothing else and lists each path once', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...OWNED].sort());
  });
});
