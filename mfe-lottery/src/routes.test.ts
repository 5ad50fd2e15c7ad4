import { describe, expect, it } from 'vitest';
import routes from './routes';

// Every route ARCHITECTURE.md assigns to mfe-lottery (SPEC section 2).
const OWNED = [
  '/pages/lottery/lottery-list',
  '/pages/lottery/lottery-game',
  '/pages/lottery/lottery-categories',
  '/pages/lottery/lottery-detail',
  '/pages/game/game',
  '/gamelistPages/soltlist',
];

describe('mfe-lottery route table', () => {
  it.each(OWNED)('has %s', (path) => {
    const route = routes.find((candidate) => candidate.path === path);
    expect(route?.title).toBeTruthy();
    expect(typeof route?.Component).toBe('function');
  });

  it('owns nothing else and lists each path once', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...OWNED].sort());
  });
});
