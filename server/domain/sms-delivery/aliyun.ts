import { createHmac, randomUUID } from 'node:crypto';
import type { SmsMessage, SmsProvider } from './provider';

/** What an operator configures (ALIYUN_SMS_* environment variables, see provider.ts). */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** 短信签名, e.g. 星辰体育 (approved in the console). */
  signName: string;
  /** The approved template whose variable ${code} receives the code, e.g. SMS_123456789. */
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com/ unless another endpoint (or a local fake in tests) is given. */
  endpoint: string;
  regionId: string;
}

export const ALIYUN_DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

/** RFC 3986 encoding as Alibaba Cloud's RPC signature defines it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export const popEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The sorted, encoded `key=value&…` of every parameter except Signature. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${popEncode(key)}=${popEncode(params[key] ?? '')}`)
    .join('&');
}

/**
 * Signature version 1.0 (HMAC-SHA1) of an RPC call: Base64(HMAC-SHA1(secret + "&",
 * METHOD & encode("/") & encode(canonical query))).
 */
export function aliyunSignature(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  secret: string,
): string {
  const stringToSign = `${method}&${popEncode('/')}&${popEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

const TIMEOUT_MS = 5_000;

/** Aliyun SMS (dysmsapi SendSms, API version 2017-05-25): the code goes into the template's ${code}. */
export function aliyunSmsProvider(config: AliyunSmsConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'aliyun',
    description: `阿里云短信 (${config.endpoint}, 签名 ${config.signName}, 模板 ${config.templateCode})`,
    showsCodeInPage: false,
    async send({ phone, code }: SmsMessage) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: config.regionId,
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const body = `Signature=${popEncode(aliyunSignature('POST', params, config.accessKeySecret))}&${canonicalQuery(params)}`;
      const response = await fetchImpl(config.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
      if (!response.ok || answer.Code !== 'OK') {
        throw new Error(
          `aliyun SendSms: HTTP ${response.status} ${answer.Code ?? ''} ${answer.Message ?? ''}`.trim(),
        );
      }
    },
  };
}
