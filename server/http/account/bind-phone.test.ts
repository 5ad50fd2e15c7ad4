import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/server';

let phoneCounter = 0;
/** Distinct valid numbers per test so the per-phone limits never leak between tests. */
function freshPhone(): string {
  phoneCounter += 1;
  return `137${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

describeOnEachDatabase('绑定手机', (server) => {
  const sendBindCode = async (phone: string) => {
    const sent = await server.post('/api/v1/sms/send-code', { phone, type: 'bind_phone' });
    expect(sent.body.code).toBe(200);
    return (await server.ops<{ code: string }>('GET', `/sms/last?phone=${phone}`)).body.data.code;
  };
  const bind = (token: string, phone: string, sms_code: string) =>
    server.post<{ phone: string }>('/api/v1/user/bind-phone', { phone, sms_code }, token);

  it('binds a phone proven by its code once; the code is used up and a phone belongs to one account', async () => {
    const player = await server.registerPlayer('bind');
    const phone = freshPhone();
    const code = await sendBindCode(phone);
    const wrong = await bind(player.token, phone, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('验证码错误或已过期');

    const bound = await bind(player.token, phone, code);
    expect(bound.body).toMatchObject({ code: 200, message: '手机绑定成功', data: { phone } });
    const me = await server.get<{ phone: string }>('/api/v1/me', player.token);
    expect(me.body.data.phone).toBe(phone);

    const other = await server.registerPlayer('bind');
    const again = await bind(other.token, phone, code);
    expect(again.body.message).toBe('该手机号已绑定其他账号');
    const reused = await bind(player.token, freshPhone(), code);
    expect(reused.status).toBe(422);
  });

  it('needs a session, a valid number and counts guesses per phone', async () => {
    const player = await server.registerPlayer('bind');
    const anonymous = await server.post('/api/v1/user/bind-phone', {
      phone: freshPhone(),
      sms_code: '123456',
    });
    expect(anonymous.status).toBe(401);
    const badNumber = await bind(player.token, '12345', '123456');
    expect(badNumber.body.message).toBe('手机号格式不正确');

    const phone = freshPhone();
    const code = await sendBindCode(phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess += 1)
      expect((await bind(player.token, phone, wrongCode)).status).toBe(422);
    const blocked = await bind(player.token, phone, code);
    expect(blocked.status).toBe(429);
  });
});
