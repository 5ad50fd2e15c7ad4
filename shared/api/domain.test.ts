import { beforeEach, describe, expect, it } from 'vitest';
import { mockHttp, ok } from '../test/http-mock';
import { registerAuthBridge } from './auth';
import { configApi } from './config';
import { userApi } from './user';

beforeEach(() => registerAuthBridge({ getToken: () => 'tok' }));

const reg = { username: 'demo2', password: 'demo123456', password_confirmation: 'demo123456' };

describe('domain modules call the SPEC 7 paths', () => {
  it('userApi', async () => {
    const calls = mockHttp(() => ok({}));
    await userApi.login({ username: 'demo', password: 'demo123456' });
    await userApi.register(reg);
    await userApi.inviteRegister({ ...reg, invite_code: 'DEMO01' });
    await userApi.agentRegister({ ...reg, agent_code: 'AG8888' });
    await userApi.domainRegister({ ...reg, domain: 'localhost' });
    await userApi.smartRegister({ phone: '13800138000', sms_code: '123456', password: 'demo123456' });
    await userApi.validateInvite('DEMO01');
    await userApi.validateAgent('AG8888');
    await userApi.validateDomain('localhost');
    await userApi.me();
    await userApi.profile();
    await userApi.balance();
    await userApi.vipLevel();
    await userApi.update({ nickname: 'n' });
    await userApi.changePassword({ old_password: 'a', password: 'b', password_confirmation: 'b' });
    await userApi.setPaymentPassword({ password: '123456' });
    await userApi.sendSms({ phone: '13800138000', type: 'register' });
    await userApi.verifySms({ phone: '13800138000', code: '123456', type: 'register' });
    await userApi.appInfo();
    await userApi.logout();
    await userApi.updateLotteryToken();
    const base = `${location.origin}/api`;
    expect(calls.map((c) => `${c.method} ${c.url.replace(base, '')}`)).toEqual([
      'POST /v1/login',
      'POST /v1/register',
      'POST /v1/invite/register',
      'POST /v1/agent/register',
      'POST /v1/agent/register-by-domain',
      'POST /v1/smart/register',
      'POST /v1/invite/validate',
      'POST /v1/agent/validate',
      'POST /v1/domain/validate',
      'GET /v1/me',
      'GET /user/profile',
      'GET /v1/user/balance',
      'GET /v1/user/viplevel',
      'POST /user/update',
      'POST /v1/user/profile',
      'POST /v1/user/set-payment-password',
      'POST /v1/sms/send-code',
      'POST /v1/sms/verify-code',
      'POST /v1/appinfo',
      'POST /v1/logout',
      'POST /v1/update-lottery-token',
    ]);
    expect(calls[6]?.data).toEqual({ invite_code: 'DEMO01' });
    expect(calls.slice(0, 6).map((c) => c.headers.authorization)).toEqual(Array(6).fill(undefined));
    expect(calls[9]?.headers.authorization).toBe('Bearer tok');
  });

  it('updateLotteryToken resolves the whole envelope', async () => {
    mockHttp(() => ({ status: 200, body: { code: 202, message: '创建中', data: null } }));
    await expect(userApi.updateLotteryToken()).resolves.toMatchObject({ code: 202 });
  });

  it('configApi', async () => {
    const calls = mockHttp(() => ok({}));
    await configApi.all();
    await configApi.get('theme_color');
    await configApi.batch(['a', 'b']);
    await configApi.navigation();
    await configApi.features();
    await configApi.remotes();
    const base = `${location.origin}/api`;
    expect(calls.map((c) => `${c.method} ${c.url.replace(base, '')}`)).toEqual([
      'GET /v1/app/config/all',
      'GET /v1/app/config/theme_color',
      'POST /v1/app/config/batch',
      'GET /v1/app/config/navigation',
      'GET /v1/app/config/features',
      'GET /v1/app/remotes',
    ]);
    expect(calls[2]?.data).toEqual({ keys: ['a', 'b'] });
  });
});
