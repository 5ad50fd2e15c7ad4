import { expect, it } from 'vitest';
import { changeBalanceNow } from '../../domain/ledger';
import { describeOnEachDatabase } from '../../test/server';
import { settledStake } from '../../test/turnover';

describeOnEachDatabase('player profile, balance and settings', (server) => {
  it('returns balance fields as 2-decimal strings', async () => {
    const login = await server.post<{ token: string }>('/api/v1/login', {
      username: 'demo',
      password: 'demo123456',
    });
    const reply = await server.get('/api/v1/user/balance', login.body.data.token);
    expect(Object.keys(reply.body.data).sort()).toEqual([
      'balance',
      'codingvolume',
      'paysum',
      'total_withdraw',
      'totalgame',
    ]);
    for (const value of Object.values(reply.body.data)) expect(value).toMatch(/^\d+\.\d{2}$/);
  });

  it('shows the VIP level with the next level and progress', async () => {
    const player = await server.registerPlayer('vip');
    const reply = await server.get('/api/v1/user/viplevel', player.token);
    expect(reply.body.data).toMatchObject({ vip_level: 0, next_level: 1, progress: 0 });
  });

  it('shows the level earned by turnover in userinfo at once, before the VIP page is opened', async () => {
    const player = await server.registerPlayer('vipnow');
    const userId = player.userinfo.id;
    await changeBalanceNow(server.db, { userId, amountFen: 200_000n, type: 'deposit' });
    // Valid turnover (a settled stake) raises the level; a merely placed bet would not.
    await changeBalanceNow(server.db, { userId, amountFen: -100_000n, type: 'bet' });
    await settledStake(server, userId, 'sports', '1000');
    const me = await server.get<{ vip_level: number }>('/api/v1/me', player.token);
    expect(me.body.data.vip_level).toBe(1);
  });

  it('updates nickname, avatar and email, and validates the e-mail', async () => {
    const player = await server.registerPlayer('upd');
    const reply = await server.post(
      '/api/user/update',
      { nickname: '小明', email: 'xm@example.com' },
      player.token,
    );
    expect(reply.body.data).toMatchObject({ nickname: '小明', email: 'xm@example.com' });
    const bad = await server.post('/api/user/update', { email: 'not-an-email' }, player.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('邮箱格式不正确');
  });

  it('sets a hashed payment password and needs proof to replace it', async () => {
    const player = await server.registerPlayer('pay');
    const url = '/api/v1/user/set-payment-password';
    expect((await server.post(url, { password: '12ab' }, player.token)).body.message).toBe(
      '支付密码须为6位数字',
    );
    expect((await server.post(url, { password: '123456' }, player.token)).status).toBe(200);
    expect((await server.get('/api/v1/me', player.token)).body.data.has_payment_password).toBe(1);

    const noProof = await server.post(url, { password: '654321' }, player.token);
    expect(noProof.status).toBe(422);
    expect(noProof.body.message).toBe('请输入原支付密码');
    expect(
      (await server.post(url, { password: '654321', old_password: '000000' }, player.token)).status,
    ).toBe(422);
    expect(
      (await server.post(url, { password: '654321', old_password: '123456' }, player.token)).status,
    ).toBe(200);
    expect(
      (await server.post(url, { password: '111111', login_password: player.password }, player.token)).status,
    ).toBe(200);
  });

  it('issues a lottery token and shows it in userinfo', async () => {
    const player = await server.registerPlayer('lot');
    const reply = await server.post<{ lottery_token: string }>(
      '/api/v1/update-lottery-token',
      undefined,
      player.token,
    );
    expect(reply.body.code).toBe(200);
    expect(reply.body.data.lottery_token).toMatch(/^[\w-]{20,}$/);
    expect((await server.get('/api/v1/me', player.token)).body.data.lottery_token).toBe(
      reply.body.data.lottery_token,
    );
  });

  it('serves appinfo with the contract fields', async () => {
    const reply = await server.post('/api/v1/appinfo');
    expect(Object.keys(reply.body.data)).toEqual(
      expect.arrayContaining([
        'site_state',
        'redpacket_switch',
        'fanshui',
        'index_modal',
        'repair_tips',
        'sms_open',
        'site_logo',
        'title',
        'kf_url',
        'index_modal_images',
        'ios_download_qrcode',
        'ios_download_url',
        'timestamp',
      ]),
    );
    expect(Array.isArray(reply.body.data.index_modal_images)).toBe(true);
  });
});
