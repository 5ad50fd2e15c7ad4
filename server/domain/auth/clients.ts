import { ACCOUNT_CEILING, CLIENT_LIMITS, type Counter, type Limit } from './secret-guard';

/**
 * Who is guessing. A visitor is counted by address (an IPv6 /64), or, when their browser carries the device
 * cookie that a right answer for this account once left there, by that device: the OWASP "device cookie"
 * design, so the owner on their own phone is never refused because of a stranger. A signed-in player asked
 * for a secret again is counted by session.
 */
export type Client = Visitor | { sessionId: number };

export interface Visitor {
  ip: string;
  /** Device ids remembered by this browser, by the account they were issued to (signature checked). */
  devices: ReadonlyMap<number, string>;
}

/** A secret the counters guard: the words of its lock-out and of its ceiling. */
export interface SecretKind {
  name: string;
  /** 登录失败次数过多 → 登录失败次数过多，请15分钟后再试. */
  tooMany: string;
  /** What the account's ceiling answers: the way out that strangers cannot block. */
  ceilingReached: string;
}

export const SECRETS = {
  login: {
    name: 'login',
    tooMany: '登录失败次数过多',
    ceilingReached: '该账号登录失败次数过多，请在常用设备登录或通过找回密码重置',
  },
  password: { name: 'password', tooMany: '密码错误次数过多', ceilingReached: '密码错误次数过多，请稍后再试' },
  paymentPassword: {
    name: 'payment-password',
    tooMany: '支付密码错误次数过多',
    ceilingReached: '支付密码错误次数过多，请稍后再试',
  },
  smsCode: {
    name: 'sms-code',
    tooMany: '验证码错误次数过多',
    ceilingReached: '该手机号验证码错误次数过多，请24小时后再试',
  },
} as const satisfies Record<string, SecretKind>;

const tooMany = (secret: SecretKind) => (limit: Limit) => `${secret.tooMany}，请${limit.wait}后再试`;

/**
 * The counters of one attempt at `secret` of `account` (a user id, or what was typed when no account has it,
 * so unknown names cost what known ones cost): the client's own, and for a client the account does not know,
 * the account's ceiling shared with every other such client.
 */
export function countersFor(
  secret: SecretKind,
  account: { key: string; ownerId?: number | undefined },
  client: Client,
): Counter[] {
  const base = `${secret.name}:${account.key}`;
  const own = (id: string): Counter => ({
    key: `${base}:${id}`,
    limits: CLIENT_LIMITS,
    locked: tooMany(secret),
    forgivenOnSuccess: true,
  });
  if ('sessionId' in client) return [own(`session:${client.sessionId}`)];
  const device = account.ownerId === undefined ? undefined : client.devices.get(account.ownerId);
  if (device) return [own(`device:${device}`)];
  return [
    own(`ip:${client.ip}`),
    { key: base, limits: [ACCOUNT_CEILING], locked: () => secret.ceilingReached, forgivenOnSuccess: false },
  ];
}

/**
 * The counter of a secret only a signed-in player is asked (the payment password): one per account, since
 * whoever can sign in can open any number of sessions; a stranger without a session never reaches it.
 */
export function accountCounters(secret: SecretKind, accountKey: string): Counter[] {
  return [
    {
      key: `${secret.name}:${accountKey}`,
      limits: [CLIENT_LIMITS[0]],
      locked: tooMany(secret),
      forgivenOnSuccess: true,
    },
  ];
}

const HOUR = 60 * 60_000;
const tooManyBinds = (limit: Limit) => `绑定手机验证失败次数过多，请${limit.wait}后再试`;

/**
 * 绑定手机 tries phones as well as codes: wrong codes per account (10) and per address (30) an hour, whatever
 * the phone, on top of each code's own counters.
 */
export function bindPhoneCounters(userId: number, ip: string): Counter[] {
  return [
    {
      key: `bind-phone:user:${userId}`,
      limits: [{ max: 10, windowMs: HOUR, wait: '1小时' }],
      locked: tooManyBinds,
      forgivenOnSuccess: true,
    },
    {
      key: `bind-phone:ip:${ip}`,
      limits: [{ max: 30, windowMs: HOUR, wait: '1小时' }],
      locked: tooManyBinds,
      forgivenOnSuccess: false,
    },
  ];
}
