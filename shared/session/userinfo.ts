import { formatYuan } from '../format/money';
import type { Flag, UserInfo } from '../types';

const AMOUNT_FIELDS = ['balance', 'codingvolume', 'paysum', 'totalgame', 'total_withdraw'] as const;
const FLAG_FIELDS = [
  'is_mock',
  'is_online',
  'is_black',
  'is_agent',
  'enabled',
  'disable_withdraw',
  'disable_game',
  'disable_nggame',
  'has_payment_password',
] as const;

function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) ? n : 0;
}

function toFlag(value: unknown): Flag {
  return value === true || toNumber(value) === 1 ? 1 : 0;
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/**
 * SPEC 3: numeric fields parse and default to 0, flags default to 0. Amounts stay exact 2-decimal strings
 * ("0.00" when missing) because money never goes through floats.
 */
export function normalizeUserInfo(
  raw: Partial<Record<keyof UserInfo, unknown>> | null | undefined,
): UserInfo {
  const source = raw ?? {};
  const user = {
    id: toNumber(source.id),
    username: toText(source.username),
    nickname: toText(source.nickname),
    phone: toText(source.phone),
    email: toText(source.email),
    avatar: toText(source.avatar),
    vip_level: toNumber(source.vip_level),
    lottery_token:
      typeof source.lottery_token === 'string' && source.lottery_token ? source.lottery_token : null,
    invite_code: toText(source.invite_code),
    created_at: toText(source.created_at),
  } as UserInfo;
  for (const field of AMOUNT_FIELDS) user[field] = formatYuan(source[field] as string | number | undefined);
  for (const field of FLAG_FIELDS) user[field] = toFlag(source[field]);
  return user;
}
