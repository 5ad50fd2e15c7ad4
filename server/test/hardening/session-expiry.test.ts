import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { authTokens } from '../../db/schema';
import { sessionPolicyFrom } from '../../domain/tokens';
import { EXPIRED_MESSAGE } from '../../http/auth-guard';
import { describeOnEachDatabase } from '../server';

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describeOnEachDatabase('sessions expire when idle and after a maximum age', (server) => {
  const sessionOf = async (userId: number) => {
    const [row] = await server.db.select().from(authTokens).where(eq(authTokens.userId, userId));
    return row as typeof authTokens.$inferSelect;
  };
  const age = (userId: number, times: { createdAt?: Date; lastUsedAt?: Date }) =>
    server.db.update(authTokens).set(times).where(eq(authTokens.userId, userId));

  it('ends a session unused for more than 7 days: 401 with the reason, and the token stays dead', async () => {
    const player = await server.registerPlayer('idle');
    await age(player.userinfo.id, { createdAt: daysAgo(8), lastUsedAt: daysAgo(7.1) });
    const expired = await server.get('/api/v1/me', player.token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(EXPIRED_MESSAGE);
    expect((await sessionOf(player.userinfo.id)).revokedAt).not.toBeNull();
    await age(player.userinfo.id, { lastUsedAt: new Date() });
    expect((await server.get('/api/v1/me', player.token)).status).toBe(401);
  });

  it('ends a session 30 days after login however busy it is', async () => {
    const player = await server.registerPlayer('old');
    await age(player.userinfo.id, { createdAt: daysAgo(30.1), lastUsedAt: new Date() });
    const expired = await server.get('/api/v1/user/balance', player.token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(EXPIRED_MESSAGE);
  });

  it('keeps a session used within the idle time alive and records the use', async () => {
    const player = await server.registerPlayer('busy');
    await age(player.userinfo.id, { createdAt: daysAgo(20), lastUsedAt: daysAgo(6.9) });
    expect((await server.get('/api/v1/me', player.token)).status).toBe(200);
    const used = (await sessionOf(player.userinfo.id)).lastUsedAt.getTime();
    expect(Date.now() - used).toBeLessThan(60_000);
  });
});

describeOnEachDatabase(
  'a short idle limit keeps busy players signed in',
  (server) => {
    afterEach(() => vi.useRealTimers());

    it('a player using the app every 40 s stays signed in under a 1-minute idle limit, and is out 61 s after', async () => {
      const player = await server.registerPlayer('brisk');
      const start = Date.now();
      // Only the clock the session rules read moves; the database and the timers run as they do.
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      for (let step = 1; step <= 5; step += 1) {
        vi.setSystemTime(start + step * 40_000);
        expect((await server.get('/api/v1/me', player.token)).status).toBe(200);
      }
      vi.setSystemTime(start + 5 * 40_000 + 61_000);
      const idle = await server.get('/api/v1/me', player.token);
      expect(idle.status).toBe(401);
      expect(idle.body.message).toBe(EXPIRED_MESSAGE);
    });
  },
  { env: { SESSION_IDLE_MINUTES: '1' } },
);

it('takes both lifetimes from the environment, in minutes', () => {
  expect(sessionPolicyFrom({})).toEqual({ idleMs: 7 * DAY_MS, maxMs: 30 * DAY_MS });
  expect(sessionPolicyFrom({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_MINUTES: '720' })).toEqual({
    idleMs: 30 * 60_000,
    maxMs: 720 * 60_000,
  });
  expect(sessionPolicyFrom({ SESSION_IDLE_MINUTES: 'soon' }).idleMs).toBe(7 * DAY_MS);
});
