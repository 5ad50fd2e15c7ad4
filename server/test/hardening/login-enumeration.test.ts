import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestServer, uniqueName } from '../server';

// Counts scrypt runs (the cost of a password check) without changing what they compute.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

describe('login does not reveal which usernames exist', () => {
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
});
