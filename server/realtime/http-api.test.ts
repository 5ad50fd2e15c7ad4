import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP, RawClient, startNode, type TestNode } from '../test/realtime';
import { canonicalQuery } from './http-api';
import { hmacSha256Hex, md5Hex } from './signature';

let node: TestNode;

beforeEach(async () => {
  node = await startNode();
});

afterEach(async () => {
  await node.close();
});

interface SignedRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  params?: Record<string, string>;
  /** Seconds added to the current time in auth_timestamp. */
  timestampOffset?: number;
  bodyMd5?: string;
  secret?: string;
}

/** Signs like the Pusher SDKs do, with knobs to break each part of the signature. */
function signedFetch({ method = 'POST', path, body, params = {}, ...overrides }: SignedRequest) {
  const query = new URLSearchParams({
    auth_key: APP.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000) + (overrides.timestampOffset ?? 0)),
    auth_version: '1.0',
    ...params,
  });
  if (body !== undefined) query.set('body_md5', overrides.bodyMd5 ?? md5Hex(body));
  const signature = hmacSha256Hex(
    overrides.secret ?? APP.secret,
    `${method}\n${path}\n${canonicalQuery(query)}`,
  );
  query.set('auth_signature', signature);
  return fetch(`http://127.0.0.1:${node.port}${path}?${query}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
  });
}

const eventsPath = `/apps/${APP.appId}/events`;
const trigger = (data: unknown) =>
  JSON.stringify({ name: 'tick', channels: ['ticker'], data: JSON.stringify(data) });

describe('Pusher HTTP API', () => {
  it('accepts a correctly signed trigger and delivers it', async () => {
    const { client } = await RawClient.connect(node.port);
    client.send({ event: 'pusher:subscribe', data: { channel: 'ticker' } });
    await client.next('pusher_internal:subscription_succeeded');
    const response = await signedFetch({ path: eventsPath, body: trigger({ at: 1 }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect((await client.next('tick', 'ticker')).payload).toEqual({ at: 1 });
    client.close();
  });

  it.each([
    ['a timestamp older than 600 s', { timestampOffset: -602 }, /Timestamp expired/],
    ['a timestamp from the future', { timestampOffset: 602 }, /Timestamp expired/],
    ['a body_md5 that does not match the body', { bodyMd5: md5Hex('other') }, /Invalid body_md5/],
    ['a signature made with another secret', { secret: 'nope' }, /Invalid signature/],
  ])('rejects %s with 401', async (_case, overrides, message) => {
    const response = await signedFetch({ path: eventsPath, body: trigger({}), ...overrides });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('rejects a request without signature, and an unknown app id with 404', async () => {
    const unsigned = await fetch(`http://127.0.0.1:${node.port}${eventsPath}`, {
      method: 'POST',
      body: trigger({}),
    });
    expect(unsigned.status).toBe(401);
    const unknownApp = await signedFetch({ path: '/apps/999/events', body: trigger({}) });
    expect(unknownApp.status).toBe(404);
  });

  it('limits event data to 10 KB (413) and batches to 10 events (400)', async () => {
    const big = JSON.stringify({ name: 'x', channels: ['a'], data: 'x'.repeat(10_241) });
    expect((await signedFetch({ path: eventsPath, body: big })).status).toBe(413);
    const event = { channel: 'a', name: 'x', data: '{}' };
    const batch = JSON.stringify({ batch: Array.from({ length: 11 }, () => event) });
    expect((await signedFetch({ path: `/apps/${APP.appId}/batch_events`, body: batch })).status).toBe(400);
  });

  it('answers channel queries for occupied channels only', async () => {
    const { client } = await RawClient.connect(node.port);
    client.send({ event: 'pusher:subscribe', data: { channel: 'ticker' } });
    await client.next('pusher_internal:subscription_succeeded');
    const list = await signedFetch({ method: 'GET', path: `/apps/${APP.appId}/channels` });
    expect(await list.json()).toEqual({ channels: { ticker: {} } });
    const filtered = await signedFetch({
      method: 'GET',
      path: `/apps/${APP.appId}/channels`,
      params: { filter_by_prefix: 'private-' },
    });
    expect(await filtered.json()).toEqual({ channels: {} });
    const info = await signedFetch({ method: 'GET', path: `/apps/${APP.appId}/channels/ticker` });
    expect(await info.json()).toEqual({ occupied: true, subscription_count: 1 });
    const empty = await signedFetch({ method: 'GET', path: `/apps/${APP.appId}/channels/quiet` });
    expect(await empty.json()).toEqual({ occupied: false, subscription_count: 0 });
    const users = await signedFetch({ method: 'GET', path: `/apps/${APP.appId}/channels/ticker/users` });
    expect(users.status).toBe(400);
    const userCount = await signedFetch({
      method: 'GET',
      path: `/apps/${APP.appId}/channels`,
      params: { info: 'user_count' },
    });
    expect(userCount.status).toBe(400);
    client.close();
  });
});
