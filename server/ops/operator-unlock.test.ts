import { expect, it } from 'vitest';
import { totpCode } from '../domain/operators/totp';
import { describeOnEachDatabase, uniqueName } from '../test/server';

const PASSWORD = 'operator-pass-1';

describeOnEachDatabase('operator unlock', (server) => {
  it('lets the 超级管理员 lift a sign-in lockout at once, audited; the operator then signs in', async () => {
    const username = uniqueName('op').toLowerCase();
    const created = await server.ops<{ totp_secret: string }>('POST', '/operators', {
      username,
      password: PASSWORD,
      roles: ['support'],
    });
    const secret = created.body.data.totp_secret;
    const login = (password: string, totp: string) =>
      server.request({ method: 'POST', url: '/api/ops/auth/login', payload: { username, password, totp } });
    for (let attempt = 0; attempt < 6; attempt += 1) await login('wrong-password', '000000');
    expect((await login(PASSWORD, totpCode(secret))).status).toBe(429);
    const listed = await server.ops<Array<{ username: string; locked_until: string | null }>>(
      'GET',
      '/operators',
    );
    expect(listed.body.data.find((operator) => operator.username === username)?.locked_until).not.toBeNull();

    const unlocked = await server.ops('POST', `/operators/${username}/unlock`);
    expect(unlocked.body.data).toEqual({ username, locked_until: null });
    const audit = await server.ops<{ list: Array<{ after: unknown }> }>('GET', `/audit?target=${username}`);
    expect(audit.body.data.list[0]?.after).toEqual({ locked_until: null });
    expect((await login(PASSWORD, totpCode(secret))).status).toBe(200);
    expect((await server.ops('POST', '/operators/nobody_here/unlock')).status).toBe(404);
  });
});
