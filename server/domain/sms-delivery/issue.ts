import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { DomainError } from '../errors';
import { createSmsCode } from '../sms';
import type { SmsProvider } from './provider';

const NOT_OPEN = '短信服务暂未开通，请联系客服';
const NOT_SENT = '短信发送失败，请稍后再试';

/** What a request for a code answers: with the demo provider, the code to show in the page. */
export interface IssuedCode {
  demoCode?: string;
}

const shown = (sms: SmsProvider, code: string): IssuedCode => (sms.showsCodeInPage ? { demoCode: code } : {});

/**
 * A new code for the phone, handed to the provider and waited for: a refusal is 502 短信发送失败 (the cause
 * goes to `log`), no provider at all 503.
 */
export async function issueSmsCode(
  db: Queryable,
  sms: SmsProvider | null,
  input: { phone: string; type: string; ip: string },
  log: (error: unknown) => void,
): Promise<IssuedCode> {
  if (!sms) throw new DomainError(503, NOT_OPEN);
  const code = await createSmsCode(db, input.phone, input.type, input.ip);
  try {
    await sms.send({ phone: input.phone, code, type: input.type });
  } catch (error) {
    log(error);
    throw new DomainError(502, NOT_SENT);
  }
  return shown(sms, code);
}

/**
 * A code only for a phone with an account, answered alike for every phone (找回密码): the provider is not
 * waited for, since its round trip for registered phones alone would tell them apart by time, and the demo
 * provider shows a code for any phone (one that was never stored, for a phone without an account).
 */
export async function issueSmsCodeIfOwned(
  db: Queryable,
  sms: SmsProvider | null,
  input: { phone: string; type: string; ip: string; owned: boolean },
  log: (error: unknown) => void,
): Promise<IssuedCode> {
  if (!sms) throw new DomainError(503, NOT_OPEN);
  if (!input.owned) return shown(sms, String(randomInt(0, 1_000_000)).padStart(6, '0'));
  const code = await createSmsCode(db, input.phone, input.type, input.ip);
  sms.send({ phone: input.phone, code, type: input.type }).catch(log);
  return shown(sms, code);
}
