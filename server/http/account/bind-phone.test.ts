import { expect, it } from 'vitest';
import { createSmsCode } from '../../domain/sms';
import { describeOnEachDatabase } from '../../test/server';

let phoneCounter = 0;
/** Distinct valid numbers per test so the per-phone limits never leak between tests. */
function freshPhone(): string {
  phoneCounter += 1;
  return `137${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

describeOnEachDatabase('绑定手机', (server) => {
  const sendBindCode = async (phone: string) => {
    const sent = await server.post('/api/v1/sms/send-code', { phone, type: 'bind_phone' });
    expect(sent.body.code).toBe(200);
    return (await server.ops<{ code: string }>('GET', `/sms/last?phone=${phone}`)).body.data.code;
  };
  const bind = (token: string, phone: string, sms_code: string, ip = '127.0.0.1') =>
    server.request<{ phone: string }>({
      method: 'POST',
      url: '/api/v1/user/bind-phone',
      payload: { phone, sms_code },
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: ip,
    });
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('binds a phone proven by its code once; the code is used up and a phone belongs to one account', async () => {
    const player = await server.registerPlayer('bind');
    const phone = freshPhone();
    const code = await sendBindCode(phone);
    const wrong = await bind(player.token, phone, otherThan(code));
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('验证码错误或已过期');

    const bound = await bind(player.token, phone, code);
    expect(bound.body).toMatchObject({ code: 200, message: '手机绑定成功', data: { phone } });
    const me = await server.get<{ phone: string }>('/api/v1/me', player.token);
    expect(me.body.data.phone).toBe(phone);

    const other = await server.registerPlayer('bind');
    expect((await bind(other.token, phone, code)).body.message).toBe('验证码错误或已过期');
    // Only whoever receives the phone's code learns that it is bound elsewhere (a code asked for a minute later).
    const again = await bind(
      other.token,
      phone,
      await createSmsCode(server.db, phone, 'bind_phone', '127.0.0.1'),
    );
    expect(again.body.message).toBe('该手机号已绑定其他账号');
    const reused = await bind(player.token, freshPhone(), code);
    expect(reused.status).toBe(422);
  });

  it('answers a wrong code the same for a registered phone and a free one: no list of registered phones', async () => {
    const owner = await server.registerPlayer('bind');
    const registered = freshPhone();
    expect((await bind(owner.token, registered, await sendBindCode(registered))).status).toBe(200);
    const prober = await server.registerPlayer('probe');
    const ip = freshIp();
    const answers = [];
    for (const phone of [registered, freshPhone()]) {
      const reply = await bind(prober.token, phone, '123456', ip);
      answers.push([reply.status, reply.body.message]);
    }
    expect(answers[0]).toEqual([422, '验证码错误或已过期']);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('counts wrong codes per account across phones (10 an hour) and per address across accounts (30)', async () => {
    const prober = await server.registerPlayer('probe');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await bind(prober.token, freshPhone(), '123456', ip)).status);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);

    const shared = freshIp();
    let checked = 0;
    for (let account = 0; account < 4; account += 1) {
      const player = await server.registerPlayer('probe');
      for (let i = 0; i < 10; i += 1)
        if ((await bind(player.token, freshPhone(), '123456', shared)).status === 422) checked += 1;
    }
    expect(checked).toBe(30);
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
    for (let guess = 0; guess < 5; guess += 1)
      expect((await bind(player.token, phone, otherThan(code))).status).toBe(422);
    const blocked = await bind(player.token, phone, code);
    expect(blocked.status).toBe(429);
  });
});
