import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewaySecret } from '../../domain/finance/gateway-signing';
import { canonicalQuery } from '../../realtime/http-api';
import { hmacSha256Hex, md5Hex } from '../../realtime/signature';
import { RawClient } from '../realtime';
import { TEST_OPS_TOKEN, TestServer } from '../server';

interface ConnectionInfo {
  auth: { app_key: string };
  channels: { user: string };
}

/**
 * An attacker who knows the public app key (every client learns it) tries to sign for another player's
 * private channel, and to publish through the Pusher HTTP API, with every secret worth guessing.
 */
describe('realtime signatures cannot be forged with a guessable secret', () => {
  const server = new TestServer('pglite');
  let port = 0;
  let key = '';
  let victimChannel = '';
  let victimToken = '';
  beforeAll(async () => {
    await server.start();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
    const victim = await server.registerPlayer('victim');
    victimToken = victim.token;
    const info = await server.get<ConnectionInfo>('/api/v1/websocket/connection-info', victim.token);
    key = info.body.data.auth.app_key;
    victimChannel = info.body.data.channels.user;
  });
  afterAll(() => server.stop());

  const guesses = () => [
    'dev-only-secret',
    '',
    'secret',
    'test-secret',
    key,
    'betting-key',
    'betting-app',
    TEST_OPS_TOKEN,
    gatewaySecret({}, TEST_OPS_TOKEN),
  ];

  const connect = async () => {
    const client = new RawClient(port, `/app/${key}?protocol=7&client=js&version=8.6.0`);
    const established = await client.next('pusher:connection_established');
    return { client, socketId: (established.payload as { socket_id: string }).socket_id };
  };

  it("refuses a subscription to another player's channel signed with any of them", async () => {
    const { client, socketId } = await connect();
    try {
      for (const secret of guesses()) {
        const auth = `${key}:${hmacSha256Hex(secret, `${socketId}:${victimChannel}`)}`;
        client.send({ event: 'pusher:subscribe', data: { channel: victimChannel, auth } });
        const refused = await client.next('pusher:subscription_error', victimChannel);
        expect(refused.payload).toMatchObject({ type: 'AuthError', status: 401 });
      }
      // The signature the server itself grants to the owner is accepted: the refusals above are not blanket.
      const granted = await server.post<{ auth: string }>(
        '/api/v1/broadcasting/auth',
        { channel_name: victimChannel, socket_id: socketId },
        victimToken,
      );
      client.send({
        event: 'pusher:subscribe',
        data: { channel: victimChannel, auth: granted.body.data.auth },
      });
      await client.next('pusher_internal:subscription_succeeded', victimChannel);
    } finally {
      client.close();
    }
  });

  it('refuses forged notifications through the HTTP events API signed with any of them', async () => {
    const path = '/apps/betting-app/events';
    const body = JSON.stringify({
      name: 'user.notification',
      channels: [victimChannel],
      data: JSON.stringify({ title: '中奖通知', content: '请点击链接领取' }),
    });
    for (const secret of guesses()) {
      const query = new URLSearchParams({
        auth_key: key,
        auth_timestamp: String(Math.floor(Date.now() / 1000)),
        auth_version: '1.0',
        body_md5: md5Hex(body),
      });
      query.set('auth_signature', hmacSha256Hex(secret, `POST\n${path}\n${canonicalQuery(query)}`));
      const response = await fetch(`http://127.0.0.1:${port}${path}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(401);
    }
  });
});
