import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aliyunSignature } from './aliyun';

export interface FakeSendSms {
  PhoneNumbers: string;
  SignName: string;
  TemplateCode: string;
  TemplateParam: string;
}

/**
 * A local stand-in for dysmsapi.aliyuncs.com that checks what the real one checks: the form-encoded POST,
 * the access key, the HMAC-SHA1 signature of every other parameter, a fresh timestamp and an unused nonce.
 * It answers in the API's JSON (`Code: OK`, or `SignatureDoesNotMatch`, `InvalidAccessKeyId.NotFound`, ...).
 */
export async function startAliyunFake(keys: Record<string, string>): Promise<{
  url: string;
  sent: FakeSendSms[];
  refusals: string[];
  close: () => Promise<void>;
}> {
  const sent: FakeSendSms[] = [];
  const refusals: string[] = [];
  const nonces = new Set<string>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const answer = (status: number, Code: string, Message: string) => {
        if (Code !== 'OK') refusals.push(Code);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ Code, Message, RequestId: 'fake', BizId: 'fake' }));
      };
      const secret = keys[params.AccessKeyId ?? ''];
      if (request.method !== 'POST') return answer(400, 'UnsupportedHTTPMethod', request.method ?? '');
      if (!secret) return answer(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
      const { Signature, ...signed } = params;
      if (!Signature || Signature !== aliyunSignature('POST', signed, secret))
        return answer(
          400,
          'SignatureDoesNotMatch',
          'Specified signature is not matched with our calculation.',
        );
      if (Math.abs(Date.parse(params.Timestamp ?? '') - Date.now()) > 15 * 60_000)
        return answer(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
      if (nonces.has(params.SignatureNonce ?? '')) return answer(400, 'SignatureNonceUsed', 'nonce used');
      nonces.add(params.SignatureNonce ?? '');
      if (params.Action !== 'SendSms' || params.Version !== '2017-05-25')
        return answer(400, 'InvalidAction', String(params.Action));
      const { PhoneNumbers = '', SignName = '', TemplateCode = '', TemplateParam = '' } = params;
      sent.push({ PhoneNumbers, SignName, TemplateCode, TemplateParam });
      return answer(200, 'OK', 'OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    sent,
    refusals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
