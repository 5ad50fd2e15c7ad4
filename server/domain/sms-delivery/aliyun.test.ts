import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSignature } from './aliyun';
import { startAliyunFake } from './aliyun-fake';
import { demoSmsProvider, smsProviderFrom } from './provider';

describe('Aliyun SMS signature', () => {
  it('reproduces the documented example (HTTP协议及签名: testId / testSecret, SendSms, GET)', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});

describe('Aliyun SMS provider against a local fake of dysmsapi', () => {
  let fake: Awaited<ReturnType<typeof startAliyunFake>>;
  beforeAll(async () => {
    fake = await startAliyunFake({ LTAItestkey: 'test-secret-value' });
  });
  afterAll(() => fake.close());

  const env = (overrides: Record<string, string> = {}) => ({
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAItestkey',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-secret-value',
    ALIYUN_SMS_SIGN_NAME: '星辰体育',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
    ALIYUN_SMS_ENDPOINT: fake.url,
    ...overrides,
  });

  it('sends the code in the template, signed so that the API accepts it', async () => {
    const provider = smsProviderFrom(env());
    expect(provider?.name).toBe('aliyun');
    expect(provider?.showsCodeInPage).toBe(false);
    await provider?.send({ phone: '13800138000', code: '042917', type: 'register' });
    await provider?.send({ phone: '13800138000', code: '042918', type: 'register' });
    expect(fake.sent).toEqual([
      {
        PhoneNumbers: '13800138000',
        SignName: '星辰体育',
        TemplateCode: 'SMS_000001',
        TemplateParam: '{"code":"042917"}',
      },
      {
        PhoneNumbers: '13800138000',
        SignName: '星辰体育',
        TemplateCode: 'SMS_000001',
        TemplateParam: '{"code":"042918"}',
      },
    ]);
  });

  it('fails loudly when the API refuses: a wrong secret does not match the signature', async () => {
    const provider = smsProviderFrom(env({ ALIYUN_SMS_ACCESS_KEY_SECRET: 'another-secret' }));
    await expect(provider?.send({ phone: '13800138001', code: '111111', type: 'register' })).rejects.toThrow(
      /SignatureDoesNotMatch/,
    );
    expect(fake.refusals).toContain('SignatureDoesNotMatch');
  });

  it('never runs the demo provider beside a configured one, in production or not', () => {
    for (const extra of [{}, { NODE_ENV: 'production' }, { SMS_DEMO_PROVIDER: '1' }]) {
      expect(smsProviderFrom({ ...env(), ...extra })?.name).toBe('aliyun');
      // The access key alone names the provider too.
      const { SMS_PROVIDER: _, ...withoutName } = env();
      expect(smsProviderFrom({ ...withoutName, ...extra })?.name).toBe('aliyun');
    }
  });

  it('refuses to start with an incomplete configuration instead of falling back to the demo', () => {
    expect(() => smsProviderFrom({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'x' })).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE/,
    );
    expect(() => smsProviderFrom({ SMS_PROVIDER: 'tencent' })).toThrow(/not supported/);
  });

  it('uses the demo provider only without a provider, and in production only when asked', () => {
    expect(smsProviderFrom({})).toBe(demoSmsProvider);
    expect(smsProviderFrom({ NODE_ENV: 'production' })).toBeNull();
    expect(smsProviderFrom({ NODE_ENV: 'production', SMS_DEMO_PROVIDER: '1' })).toBe(demoSmsProvider);
    expect(smsProviderFrom({ SMS_DEMO_PROVIDER: '0' })).toBeNull();
  });
});
