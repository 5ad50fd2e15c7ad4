import { expect, it } from 'vitest';
import { createUser } from '../../domain/users';
import { describeOnEachDatabase, uniqueName } from '../../test/server';
import { RESET_CODE_SENT } from './password-reset-routes';

let phoneCounter = 0;
const freshPhone = () => {
  phoneCounter += 1;
  return `137${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
};

describeOnEachDatabase('forgot / reset password by phone', (server) => {
  const forgot = (phone: string, ip = '10.0.1.1') =>
    server.request({ method: 'POST', url: '/api/v1/forgot-password', payload: { phone }, remoteAddress: ip });
  const reset = (phone: string, code: string, password = 'newpass88') =>
    server.post('/api/v1/reset-password', {
      phone,
      sms_code: code,
      password,
      password_confirmation: password,
    });
  const lastCode = async (phone: string) =>
    (await server.ops<{ code: string }>('GET', `/sms/last?phone=${phone}`)).body.data?.code;
  const login = (username: string, password: string) =>
    server.post<{ token: string }>('/api/v1/login', { username, password });

  async function playerWithPhone() {
    const phone = freshPhone();
    const username = uniqueName('fp');
    await createUser(server.db, { username, password: 'oldpass11', phone });
    const sessions = [(await login(username, 'oldpass11')).body.data.token];
    sessions.push((await login(username, 'oldpass11')).body.data.token);
    return { phone, username, sessions };
  }

  it('resets the password with the SMS code and ends every session of the account', async () => {
    const { phone, username, sessions } = await playerWithPhone();
    const sent = await forgot(phone);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(RESET_CODE_SENT);
    const code = (await lastCode(phone)) as string;
    const done = await reset(phone, code);
    expect(done.status).toBe(200);
    for (const token of sessions) expect((await server.get('/api/v1/user/balance', token)).status).toBe(401);
    expect((await login(username, 'oldpass11')).status).toBe(422);
    expect((await login(username, 'newpass88')).status).toBe(200);
    // The code is used up.
    expect((await reset(phone, code, 'another99')).body.message).toBe('验证码错误或已过期');
  });

  it('answers an unknown phone exactly like a registered one, and sends it nothing', async () => {
    const phone = freshPhone();
    const sent = await forgot(phone, '10.0.1.2');
    expect([sent.status, sent.body.message]).toEqual([200, RESET_CODE_SENT]);
    expect(await lastCode(phone)).toBeUndefined();
    expect((await reset(phone, '123456')).body.message).toBe('验证码错误或已过期');
  });

  it('limits sending like registration (once a minute per phone) and guesses (5 per phone)', async () => {
    const { phone } = await playerWithPhone();
    expect((await forgot(phone, '10.0.1.3')).status).toBe(200);
    expect((await forgot(phone, '10.0.1.4')).status).toBe(429);
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) statuses.push((await reset(phone, '000000')).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // Even the right code is refused once the guesses are spent.
    expect((await reset(phone, (await lastCode(phone)) as string)).status).toBe(429);
  });

  it('refuses mismatched passwords before anything is checked', async () => {
    const reply = await server.post('/api/v1/reset-password', {
      phone: freshPhone(),
      sms_code: '123456',
      password: 'newpass88',
      password_confirmation: 'other',
    });
    expect([reply.status, reply.body.message]).toEqual([400, '两次输入的密码不一致']);
  });
});
