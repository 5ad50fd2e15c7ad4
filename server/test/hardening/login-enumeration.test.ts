import * as crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { TestServer, uniqueName } from '../server';

// Counts scrypt runs (the cost of a password check) without changing what they compute.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

describe('login does not reveal which usernames or phones exist', () => {
  const server = new TestServer('pglite');
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  const scryptRunsFor = async (username: string) => {
    const scrypt = vi.mocked(crypto.scrypt);
    scrypt.mockClear();
    const answer = await server.post('/api/v1/login', { username, password: 'wrong-password-1' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('用户名或密码错误');
    return scrypt.mock.calls.length;
  };

  it('checks an unknown username against a dummy hash: the same scrypt work as a wrong password', async () => {
    const known = await server.registerPlayer('enum');
    await scryptRunsFor(uniqueName('warm')); // the dummy hash is made once, on first use
    const forKnown = await scryptRunsFor(known.username);
    const forUnknown = await scryptRunsFor(uniqueName('nobody'));
    expect(forKnown).toBe(1);
    expect(forUnknown).toBe(forKnown);
  });

  it('signs in by bound phone under the same rules: an unknown phone costs what a known one costs', async () => {
    const known = await server.registerPlayer('byphone');
    const phone = `139${String(Date.now()).slice(-8)}`;
    await server.db.update(users).set({ phone }).where(eq(users.id, known.userinfo.id));
    const byPhone = await server.post<{ userinfo: { username: string } }>('/api/v1/login', {
      username: phone,
      password: known.password,
    });
    expect(byPhone.body.data.userinfo.username).toBe(known.username);
    const forKnown = await scryptRunsFor(phone);
    const forUnknown = await scryptRunsFor(`138${String(Date.now()).slice(-8)}`);
    expect(forKnown).toBe(1);
    expect(forUnknown).toBe(forKnown);
  });
});
