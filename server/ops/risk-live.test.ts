import type { AddressInfo } from 'node:net';
import {
  type LiabilityChanged,
  type OutcomeSuspended,
  REALTIME_CHANNELS,
  REALTIME_EVENTS,
} from '@app/shared/realtime-contract';
import type PusherJs from 'pusher-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderTools } from '../test/orders';
import { connectOperator, connectToProduct, nextEvent, subscribed } from '../test/realtime';
import { describeOnEachDatabase } from '../test/server';
import { fundedPlayer, matchDealer, winDrawLoseSingle } from '../test/sports';

const SOCKET = '123.456';

// 风控 watches the book's liability move as orders arrive and hears of a suspended outcome at once.
describeOnEachDatabase('风控 live liability', (server) => {
  const deal = matchDealer(server);
  const { submit } = orderTools(server);
  let port = 0;
  let appKey = '';
  let risk = '';
  const clients: PusherJs[] = [];

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
    risk = await server.mintOperatorToken('op_risk');
    const dashboard = await server.opsAs<{ live: { app_key: string } }>(risk, 'GET', '/dashboard');
    appKey = dashboard.body.data.live.app_key;
  });
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  const riskChannel = async () => {
    const client = await connectOperator(port, appKey, risk);
    clients.push(client);
    return subscribed(client.subscribe(REALTIME_CHANNELS.opsRisk));
  };

  it('an order placed moves the match’s liability on the 风控 channel', async () => {
    const channel = await riskChannel();
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    const player = await fundedPlayer(server, '100');
    const changed = nextEvent<LiabilityChanged>(channel, REALTIME_EVENTS.liabilityChanged);

    expect((await submit(await winDrawLoseSingle(server, matchId, 'win', 10), player.token)).status).toBe(
      200,
    );

    expect((await changed).match_ids).toContain(matchId);
  });

  it('a breach with on_breach=suspend suspends the outcome and tells 风控', async () => {
    const channel = await riskChannel();
    const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
    const answer = await server.opsAs<{ limits: Record<string, string> }>(risk, 'GET', '/liability');
    const book = answer.body.data.limits;
    expect((await server.opsAs(risk, 'PUT', '/risk/limits', { ...book, on_breach: 'suspend' })).status).toBe(
      200,
    );
    // A number is taken as yuan too, and answered as the yuan string every other answer uses.
    const limited = await server.opsAs(risk, 'PUT', `/matches/${matchId}/risk-limits`, {
      outcome_limit: 50,
      match_limit: null,
    });
    expect(limited.body.data).toEqual({ match_id: matchId, outcome_limit: '50.00', match_limit: null });
    const player = await fundedPlayer(server, '1000');
    expect((await submit(await winDrawLoseSingle(server, matchId, 'win', 10), player.token)).status).toBe(
      200,
    );
    const suspended = nextEvent<OutcomeSuspended>(channel, REALTIME_EVENTS.outcomeSuspended);

    expect((await submit(await winDrawLoseSingle(server, matchId, 'win', 100), player.token)).status).toBe(
      422,
    );

    expect(await suspended).toEqual({ match_id: matchId, play: 'winDrawLose', option: 'win' });
    await server.opsAs(risk, 'PUT', '/risk/limits', { ...book });
  });

  it('signs the 风控 channel for trading.read only; a player can neither sign nor subscribe', async () => {
    const support = await server.mintOperatorToken('op_support');
    const auth = (token: string) =>
      server.opsAs(
        token,
        'GET',
        `/realtime/auth?channel_name=${REALTIME_CHANNELS.opsRisk}&socket_id=${SOCKET}`,
      );
    expect((await auth(risk)).status).toBe(200);
    expect((await auth(support)).status).toBe(403);
    const player = await server.registerPlayer('peek');
    expect((await auth(player.token)).status).toBe(401);

    const client = await connectToProduct(port, appKey, player.token);
    clients.push(client);
    await expect(subscribed(client.subscribe(REALTIME_CHANNELS.opsRisk))).rejects.toBeTruthy();
  });
});
