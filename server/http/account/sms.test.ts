import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/server';

let phoneCounter = 0;
/** Distinct valid mainland numbers per test so the per-phone limit never leaks between tests. */
function freshPhone(): string {
  phoneCounter += 1;
  return `139${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

describeOnEachDatabase('SMS codes and smart register', (server) => {
  const send = (phone: string, ip = '10.0.0.1') =>
    server.request({
      method: 'POST',
      url: '/api/v1/sms/send-code',
      payload: { phone, type: 'register' },
      remoteAddress: ip,
    });
  const lastCode = async (phone: string) =>
    (await server.ops<{ code: string }>('GET', `/sms/last?phone=${phone}`)).body.data.code;

  it('sends a code that ops can read and verify-code accepts', async () => {
    const phone = freshPhone();
    expect((await send(phone)).body).toMatchObject({ code: 200, message: '验证码已发送' });
    const code = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const good = await server.post('/api/v1/sms/verify-code', { phone, code, type: 'register' });
    expect(good.body.data).toEqual({ valid: true });
    const wrong = await server.post('/api/v1/sms/verify-code', {
      phone,
      code: code === '000000' ? '111111' : '000000',
      type: 'register',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('验证码错误或已过期');
  });

  it('allows 5 verify-code guesses per phone and client in 15 minutes, then answers 429 even for the right code', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await lastCode(phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await server.post('/api/v1/sms/verify-code', {
        phone,
        code: wrongCode,
        type: 'register',
      });
      expect(wrong.status).toBe(422);
    }
    const blocked = await server.post('/api/v1/sms/verify-code', { phone, code, type: 'register' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('验证码错误次数过多，请15分钟后再试');
    const otherPhone = freshPhone();
    await send(otherPhone);
    const other = await server.post('/api/v1/sms/verify-code', {
      phone: otherPhone,
      code: await lastCode(otherPhone),
      type: 'register',
    });
    expect(other.body.data).toEqual({ valid: true });
  });

  it('allows one code per phone per 60 s', async () => {
    const phone = freshPhone();
    expect((await send(phone)).status).toBe(200);
    const again = await send(phone);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('请求过于频繁，请稍后再试');
  });

  it('rejects a malformed phone with a Chinese message', async () => {
    const reply = await send('12345');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('手机号格式不正确');
  });

  it('smart register creates an account from phone + code, once per code', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await lastCode(phone);
    const reply = await server.post<{ token: string; userinfo: { username: string; phone: string } }>(
      '/api/v1/smart/register',
      { phone, sms_code: code, password: 'secret123' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.userinfo.phone).toBe(phone);
    expect(reply.body.data.userinfo.username).toMatch(/^u/);
    const login = await server.post('/api/v1/login', {
      username: reply.body.data.userinfo.username,
      password: 'secret123',
    });
    expect(login.status).toBe(200);
    const reused = await server.post('/api/v1/smart/register', {
      phone,
      sms_code: code,
      password: 'secret123',
    });
    expect(reused.status).toBe(422);
  });

  it('plain register with a phone needs its SMS code', async () => {
    const phone = freshPhone();
    const base = {
      username: `ph${phone.slice(-8)}`,
      password: 'secret123',
      password_confirmation: 'secret123',
      phone,
    };
    expect((await server.post('/api/v1/register', base)).body.message).toBe('请输入验证码');
    await send(phone);
    const reply = await server.post('/api/v1/register', { ...base, sms_code: await lastCode(phone) });
    expect(reply.status).toBe(200);
  });
});
