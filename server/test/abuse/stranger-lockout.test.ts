import { expect, it, vi } from 'vitest';
import { ACCOUNT_CEILING, CLIENT_LIMITS } from '../../domain/auth/secret-guard';
import { createSmsCode } from '../../domain/sms';
import { createUser } from '../../domain/users';
import { describeOnEachDatabase, type TestServer, uniqueName } from '../server';

// Hundreds of password checks: the counters are under test, not scrypt (login-enumeration.test.ts keeps its
// cost equal for unknown names), so passwords are compared in plain text here.
vi.mock('../../domain/passwords', () => {
  const check = async (password: string, stored: string | null | undefined) => stored === `plain$${password}`;
  return {
    hashPassword: async (password: string) => `plain$${password}`,
    verifyPassword: check,
    verifyPasswordOrDummy: check,
  };
});

const PASSWORD = 'owner-pass1';
const wrong = (i: number) => `stranger-${i}`;
let phoneCounter = 0;
const freshPhone = () => {
  phoneCounter += 1;
  return `135${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
};
let ipCounter = 0;
/** A fresh client address per call: every test (and every stranger in it) is its own client. */
const freshIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

function attacker(server: TestServer) {
  const post = (url: string, payload: unknown, ip: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });
  const login = (username: string, password: string, ip: string, cookie?: string) =>
    post('/api/v1/login', { username, password }, ip, cookie ? { cookie } : {});
  const reset = (phone: string, code: string, ip: string) =>
    post(
      '/api/v1/reset-password',
      { phone, sms_code: code, password: 'newpass77', password_confirmation: 'newpass77' },
      ip,
    );
  const verify = (phone: string, code: string, ip: string) =>
    post('/api/v1/sms/verify-code', { phone, code, type: 'reset_password' }, ip);
  const lastCode = async (phone: string) =>
    (await server.ops<{ code: string }>('GET', `/sms/last?phone=${phone}`)).body.data.code;
  async function owner() {
    const username = uniqueName('own');
    const phone = freshPhone();
    await createUser(server.db, { username, password: PASSWORD, phone });
    return { username, phone };
  }
  /** The device cookie a successful login leaves in the owner's browser. */
  const deviceCookieOf = (reply: Awaited<ReturnType<typeof login>>) => {
    const cookies = reply.cookies.map((cookie) => `${cookie.name}=${cookie.value}`);
    expect(cookies.length).toBeGreaterThan(0);
    return cookies.join('; ');
  };
  return { post, login, reset, verify, lastCode, owner, deviceCookieOf };
}

/**
 * A stranger who knows a player's username or phone tries to lock the player out (issue 27 item 7): wrong
 * passwords and wrong reset codes from the stranger's own client never make the owner's right secret refused,
 * and guessing stays bounded for the account as a whole however many clients take part.
 */
describeOnEachDatabase('a stranger cannot lock a player out', (server) => {
  const tools = attacker(server);

  it("5 wrong logins from a stranger leave the owner's right password working, at login and in set-payment-password", async () => {
    const { username } = await tools.owner();
    const ownerIp = freshIp();
    const session = JSON.parse((await tools.login(username, PASSWORD, ownerIp)).body).data.token as string;
    const stranger = freshIp();
    for (let i = 0; i < CLIENT_LIMITS[0].max; i += 1)
      expect((await tools.login(username, wrong(i), stranger)).statusCode).toBe(422);
    // The stranger's sixth guess is refused before it is checked: the lock-out still binds the stranger.
    const locked = await tools.login(username, PASSWORD, stranger);
    expect([locked.statusCode, locked.json().message]).toEqual([429, '登录失败次数过多，请15分钟后再试']);

    expect((await tools.login(username, PASSWORD, ownerIp)).statusCode).toBe(200);
    const setPayment = await server.post(
      '/api/v1/user/set-payment-password',
      { password: '246801', login_password: PASSWORD },
      session,
    );
    expect(setPayment.status).toBe(200);
  });

  it('the owner signs in with the right password from the phone they used before, whatever strangers did, even from the same address', async () => {
    const { username, phone } = await tools.owner();
    const sharedIp = freshIp();
    const cookie = tools.deviceCookieOf(await tools.login(username, PASSWORD, sharedIp));
    // Strangers everywhere, and one behind the owner's own carrier address, exhaust what untrusted clients may try.
    for (let i = 0; i < CLIENT_LIMITS[0].max; i += 1) await tools.login(phone, wrong(i), sharedIp);
    for (let i = 0; i < ACCOUNT_CEILING.max; i += 1) await tools.login(username, wrong(i), freshIp());
    expect((await tools.login(username, PASSWORD, sharedIp)).statusCode).toBe(429);
    const trusted = await tools.login(username, PASSWORD, sharedIp, cookie);
    expect(trusted.statusCode).toBe(200);
    // By phone too: one account, one set of counters.
    expect((await tools.login(phone, PASSWORD, freshIp(), cookie)).statusCode).toBe(200);
  });

  it('bounds guessing per account overall: however many clients, at most the ceiling of passwords is checked in a day', async () => {
    const { username, phone } = await tools.owner();
    let checked = 0;
    let refused = 0;
    // Twice the ceiling, each client within its own limit, by username and by phone alternately.
    for (let client = 0; client < (2 * ACCOUNT_CEILING.max) / CLIENT_LIMITS[0].max; client += 1) {
      const ip = freshIp();
      for (let i = 0; i < CLIENT_LIMITS[0].max; i += 1) {
        const answer = await tools.login(client % 2 ? phone : username, wrong(client * 10 + i), ip);
        if (answer.statusCode === 422) checked += 1;
        else if (answer.statusCode === 429) refused += 1;
      }
    }
    expect(checked).toBe(ACCOUNT_CEILING.max);
    expect(refused).toBe(ACCOUNT_CEILING.max);
    // The right password from one more unknown client is refused too: that is what makes the bound hold.
    expect((await tools.login(username, PASSWORD, freshIp())).statusCode).toBe(429);
  });

  it("wrong reset codes from a stranger leave the owner's right code working; a stranger's new code does not spoil it", async () => {
    const { username, phone } = await tools.owner();
    const ownerIp = freshIp();
    expect((await tools.post('/api/v1/forgot-password', { phone }, ownerIp)).statusCode).toBe(200);
    const ownersCode = await tools.lastCode(phone);
    const stranger = freshIp();
    for (let i = 0; i < CLIENT_LIMITS[0].max; i += 1) {
      const guess = String(100000 + i) === ownersCode ? '999999' : String(100000 + i);
      expect((await tools.reset(phone, guess, stranger)).statusCode).toBe(422);
    }
    expect((await tools.reset(phone, ownersCode, stranger)).statusCode).toBe(429);
    // The stranger asks for another code a minute later (past the send limit): the owner's stays valid.
    await createSmsCode(server.db, phone, 'reset_password', stranger);
    expect(await tools.lastCode(phone)).not.toBe(ownersCode);
    const done = await tools.reset(phone, ownersCode, ownerIp);
    expect(done.statusCode).toBe(200);
    // 找回密码 names the account, which the owner may have never typed (智能注册 chose it).
    expect(done.json().data).toEqual({ username });
  });

  it('counts one code per client across reset-password and verify-code: 5 guesses, not 5 + 5 (item 13)', async () => {
    const { phone } = await tools.owner();
    const ip = freshIp();
    expect((await tools.post('/api/v1/forgot-password', { phone }, ip)).statusCode).toBe(200);
    const code = await tools.lastCode(phone);
    const guess = (i: number) => (String(200000 + i) === code ? '999998' : String(200000 + i));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await tools.reset(phone, guess(i), ip)).statusCode);
    for (let i = 3; i < 6; i += 1) statuses.push((await tools.verify(phone, guess(i), ip)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
