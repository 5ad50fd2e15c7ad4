import {
  EVENT_CHANNEL,
  REALTIME_CHANNELS,
  REALTIME_EVENTS,
  type RealtimeEventName,
  userChannel,
} from '@app/shared/realtime-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceToPlayer } from '../announce';
import { createRealtime, type Realtime } from '../realtime';
import { APP } from '../test/realtime';
import { contractBreach } from '../test/realtime-contract';
import { TestServer } from '../test/server';
import { ASYNCAPI_PATH } from './asyncapi';

interface AsyncApiDocument {
  channels: Record<string, { address: string; messages: Record<string, unknown> }>;
  components: { messages: Record<string, { payload: { properties: Record<string, unknown> } }> };
}

/** The document's channel addresses that carry `event`. */
const addressesOf = (document: AsyncApiDocument, event: string) =>
  Object.values(document.channels)
    .filter((channel) => event in channel.messages)
    .map((channel) => channel.address);

// The document and the publications depend on no particular database: one PGlite server is enough.
describe('the realtime contract, served beside the OpenAPI document', () => {
  let server: TestServer;
  let publish: ReturnType<typeof vi.fn<Realtime['publish']>>;
  let document: AsyncApiDocument;
  beforeAll(async () => {
    const realtime = await createRealtime({ ...APP });
    publish = vi.fn<Realtime['publish']>(realtime.publish);
    server = new TestServer('pglite', { realtime: { ...realtime, publish } });
    await server.start();
    document = (await server.app.inject({ method: 'GET', url: ASYNCAPI_PATH })).json();
  });
  // TestServer.stop fails the suite when any publication below broke the contract's schemas.
  afterAll(() => server.stop());

  it('lists every event on the channel the contract gives it, with its payload fields', () => {
    for (const event of Object.values(REALTIME_EVENTS)) {
      expect(addressesOf(document, event), event).toEqual([REALTIME_CHANNELS[EVENT_CHANNEL[event]]]);
      expect(Object.keys(document.components.messages[event]?.payload.properties ?? {})).not.toHaveLength(0);
    }
    expect(document.components.messages[REALTIME_EVENTS.balanceChanged]?.payload.properties).toHaveProperty(
      'change_amount',
    );
  });

  it('documents every event a player, an operator and a notice make the server publish', async () => {
    const player = await server.registerPlayer('rtdoc');
    await server.credit(player.username, '12.34');
    await server.ops('PUT', '/config/notice_enabled', { value: false });
    await server.ops('PUT', '/config/notice_enabled', { value: true });
    await server.ops('POST', '/notices', { category_id: 1, title: '契约公告', content: '实时推送契约测试' });
    const published = () => new Set(publish.mock.calls.map(([, event]) => event));
    await vi.waitFor(() => expect(published()).toContain(REALTIME_EVENTS.balanceChanged));
    expect(published()).toEqual(
      new Set([
        REALTIME_EVENTS.balanceChanged,
        REALTIME_EVENTS.configUpdated,
        REALTIME_EVENTS.noticePublished,
      ]),
    );
    for (const [channels, event] of publish.mock.calls) {
      const [address] = addressesOf(document, event);
      const pattern = new RegExp(`^${address?.replace('.', '\\.').replace('{userId}', '\\d+')}$`);
      expect(channels, event).toEqual([expect.stringMatching(pattern)]);
    }
  });
});

describe('the contract check of the test servers', () => {
  const balance = {
    balance: '10.00',
    codingvolume: '0.00',
    paysum: '0.00',
    totalgame: '0.00',
    change_amount: '10.00',
    change_type_text: '充值',
    timestamp: 1_700_000_000,
  };

  it('accepts a payload of the contract on its channel', () => {
    expect(contractBreach([userChannel(7)], REALTIME_EVENTS.balanceChanged, balance)).toBeNull();
  });

  it.each<[string, string[], string, unknown]>([
    ['an amount as a number', [userChannel(7)], REALTIME_EVENTS.balanceChanged, { ...balance, balance: 10 }],
    ['a missing field', [userChannel(7)], REALTIME_EVENTS.configUpdated, {}],
    ['another channel', [REALTIME_CHANNELS.announcements], REALTIME_EVENTS.balanceChanged, balance],
    ['an event outside the contract', [REALTIME_CHANNELS.announcements], 'notice', { text: '维护' }],
  ])('names a breach: %s', (_case, channels, event, data) => {
    expect(contractBreach(channels, event, data)).toEqual(expect.stringContaining(event));
  });

  it('stamps a player event with the publication time when it says none', () => {
    const publish = vi.fn<Realtime['publish']>();
    const before = Math.floor(Date.now() / 1000);
    const { timestamp: _, ...unstamped } = balance;
    announceToPlayer({ publish }, 7, { event: REALTIME_EVENTS.balanceChanged, data: unstamped });
    const [channels, event, data] = publish.mock.calls[0] ?? [];
    expect(contractBreach(channels ?? [], event as RealtimeEventName, data)).toBeNull();
    expect((data as { timestamp: number }).timestamp).toBeGreaterThanOrEqual(before);
  });
});
