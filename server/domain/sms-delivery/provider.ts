import { ALIYUN_DEFAULT_ENDPOINT, aliyunSmsProvider } from './aliyun';

export interface SmsMessage {
  phone: string;
  code: string;
  /** register, reset_password, bind_phone, … (a provider may pick a template by it). */
  type: string;
}

/** Where SMS codes go. One is chosen at start from the environment (`smsProviderFrom`). */
export interface SmsProvider {
  name: string;
  /** One line for `npm start` and the operator. */
  description: string;
  /**
   * The demo provider delivers nothing: the code is shown to whoever asked, in the page (演示环境，验证码：…).
   * Anyone can then read any phone's code, so it exists only for demos without an SMS account.
   */
  showsCodeInPage: boolean;
  /** Rejects when the provider refused or could not be reached. */
  send(message: SmsMessage): Promise<void>;
}

export const demoSmsProvider: SmsProvider = {
  name: 'demo',
  description: '演示短信：验证码显示在页面上（演示环境，验证码：xxxxxx），不发送真实短信',
  showsCodeInPage: true,
  send: async () => {},
};

const ALIYUN_REQUIRED = [
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_CODE',
] as const;

/**
 * The demo provider shows codes to anyone, so like PAYMENT_DEMO_GATEWAY it is off in production unless
 * SMS_DEMO_PROVIDER=1, and SMS_DEMO_PROVIDER=0 turns it off anywhere.
 */
function demoAllowed(env: NodeJS.ProcessEnv): boolean {
  if (env.SMS_DEMO_PROVIDER === '1') return true;
  if (env.SMS_DEMO_PROVIDER === '0') return false;
  return env.NODE_ENV !== 'production';
}

/**
 * The SMS provider the environment configures: Aliyun when SMS_PROVIDER=aliyun (or its access key is set),
 * with every ALIYUN_SMS_* it needs or the server refuses to start; else the demo provider where allowed; else
 * none (sending answers 503). A configured provider always wins: the demo one is never active beside it.
 */
export function smsProviderFrom(env: NodeJS.ProcessEnv, fetchImpl: typeof fetch = fetch): SmsProvider | null {
  const chosen = env.SMS_PROVIDER || (env.ALIYUN_SMS_ACCESS_KEY_ID ? 'aliyun' : '');
  if (chosen === 'aliyun') {
    const missing = ALIYUN_REQUIRED.filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
    return aliyunSmsProvider(
      {
        accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID as string,
        accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET as string,
        signName: env.ALIYUN_SMS_SIGN_NAME as string,
        templateCode: env.ALIYUN_SMS_TEMPLATE_CODE as string,
        endpoint: env.ALIYUN_SMS_ENDPOINT || ALIYUN_DEFAULT_ENDPOINT,
        regionId: env.ALIYUN_SMS_REGION || 'cn-hangzhou',
      },
      fetchImpl,
    );
  }
  if (chosen) throw new Error(`SMS_PROVIDER=${chosen} is not supported (aliyun)`);
  return demoAllowed(env) ? demoSmsProvider : null;
}

/** What `npm start` prints about SMS. */
export function smsProviderLine(provider: SmsProvider | null): string {
  if (!provider) return '  SMS: none configured (codes cannot be sent; set SMS_PROVIDER=aliyun, see README)';
  return provider.showsCodeInPage
    ? `  SMS: DEMO — ${provider.description}; set SMS_PROVIDER=aliyun for real SMS`
    : `  SMS: ${provider.description}`;
}
