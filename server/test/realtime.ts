import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import PusherJs, { type Options } from 'pusher-js';
import { WebSocket } from 'ws';
import { installErrorHandling } from '../http/error-handler';
import { realtimeAnswers } from '../http/realtime-wiring';
import { createRealtime, type Realtime, type RealtimeOptions, realtimeApiRoutes } from '../realtime/index';
import type { PusherMessage } from '../realtime/protocol';

/** Test fixtures shared by the realtime suites: a node on a random port and a raw protocol client. */

/**
 * Well under the 30 s test timeout, so a push that never comes fails with the event's name rather than with
 * vitest's bare timeout, and still long enough for a loaded machine.
 */
const EVENT_TIMEOUT_MS = 15_000;

export const APP = { appId: '1001', key: 'test-key', secret: 'test-secret' } as const;

export interface TestNode {
  realtime: Realtime;
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

/** `Authorization: Bearer user-{id}` logs in as user id; anything else is anonymous. */
export async function fakeAuthenticate(request: FastifyRequest): Promise<{ id: number } | null> {
  const match = /^Bearer user-(\d+)$/.exec(request.headers.authorization ?? '');
  return match ? { id: Number(match[1]) } : null;
}

export async function startNode(options: Partial<RealtimeOptions> = {}): Promise<TestNode> {
  const realtime = await createRealtime({ ...APP, ...options });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(realtime.httpApi);
  await app.register(realtimeApiRoutes, {
    prefix: '/api',
    realtime,
    authenticate: fakeAuthenticate,
    answers: realtimeAnswers,
    getBalanceSnapshot: async () => ({
      balance: '10000.00',
      codingvolume: '0.00',
      paysum: '0.00',
      totalgame: '0.00',
      total_withdraw: '0.00',
    }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  realtime.attach(app.server);
  const port = (app.server.address() as AddressInfo).port;
  let closed = false;
  return {
    realtime,
    app,
    port,
    async close() {
      if (closed) return;
      closed = true;
      await realtime.close();
      await app.close();
    },
  };
}

export interface Received extends PusherMessage {
  /** `data` parsed when it is a JSON string, as pusher-js does. */
  payload: unknown;
}

/** A bare `ws` client that queues every frame so tests can await the one they expect. */
export class RawClient {
  readonly ws: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly queue: Received[] = [];
  private readonly waiters: Array<{ match: (m: Received) => boolean; resolve: (m: Received) => void }> = [];

  constructor(port: number, path = `/app/${APP.key}?protocol=7&client=js&version=8.6.0`) {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    this.ws.on('message', (raw) => this.receive(JSON.parse(raw.toString()) as PusherMessage));
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  static async connect(port: number): Promise<{ client: RawClient; socketId: string }> {
    const client = new RawClient(port);
    const established = await client.next('pusher:connection_established');
    return { client, socketId: (established.payload as { socket_id: string }).socket_id };
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next frame with this event (and channel), whether it already arrived or is still to come. */
  next(event: string, channel?: string, timeoutMs = EVENT_TIMEOUT_MS): Promise<Received> {
    const match = (m: Received) => m.event === event && (channel === undefined || m.channel === channel);
    const index = this.queue.findIndex(match);
    if (index >= 0) return Promise.resolve(this.queue.splice(index, 1)[0] as Received);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Everything received so far with this event, for asserting that something did NOT arrive. */
  received(event: string): Received[] {
    return this.queue.filter((m) => m.event === event);
  }

  /** A ping/pong round trip: every frame the server sent before it has been received. */
  async flush(): Promise<void> {
    this.send({ event: 'pusher:ping', data: {} });
    await this.next('pusher:pong');
  }

  close(): void {
    this.ws.close();
  }

  private receive(message: PusherMessage): void {
    let payload: unknown = message.data;
    if (typeof payload === 'string') {
      try {
        payload = JSON.parse(payload);
      } catch {
        // Client events may carry plain strings.
      }
    }
    const received: Received = { ...message, payload };
    const waiter = this.waiters.findIndex((w) => w.match(received));
    if (waiter >= 0) this.waiters.splice(waiter, 1)[0]?.resolve(received);
    else this.queue.push(received);
  }
}

/** Redis for the cluster suite: null when unreachable, unless REQUIRE_SERVICES=1 demands it. */
export async function reachableRedis(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    if (process.env.REQUIRE_SERVICES === '1')
      throw new Error(`REQUIRE_SERVICES=1 but Redis at ${url} is unreachable`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** pusher-js on a local port over plain ws alone (no stats, no fallback transports), connected. */
async function localPusherJs(
  key: string,
  port: number,
  channelAuthorization?: Options['channelAuthorization'],
): Promise<PusherJs> {
  const client = new PusherJs(key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    ...(channelAuthorization ? { channelAuthorization } : {}),
  });
  try {
    await nextEvent(client.connection, 'connected');
  } catch (error) {
    // Nobody holds a client that never connected, so it must not go on retrying behind the failed test.
    client.disconnect();
    throw error;
  }
  return client;
}

/**
 * A real pusher-js client that authorises channels through /api/v1/broadcasting/auth as `userId`;
 * `forgeAuth` replaces the signature with a wrong one so the socket server has to refuse it.
 */
export function connectPusherJs(port: number, userId: number, forgeAuth = false): Promise<PusherJs> {
  return localPusherJs(APP.key, port, {
    endpoint: '',
    transport: 'ajax',
    customHandler: async ({ socketId, channelName }, callback) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/broadcasting/auth`, {
        method: 'POST',
        headers: { authorization: `Bearer user-${userId}`, 'content-type': 'application/json' },
        body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
      });
      const body = (await response.json()) as { auth?: string; channel_data?: string; message: string };
      const auth = forgeAuth ? `${APP.key}:${'f'.repeat(64)}` : body.auth;
      if (response.ok && auth) callback(null, { auth, channel_data: body.channel_data });
      else callback(new Error(body.message), null);
    },
  });
}

/**
 * pusher-js on the product's own port, as a shell connects: the app key from connection-info and, with a login
 * token, private channels authorised by /api/v1/broadcasting/auth.
 */
export function connectToProduct(port: number, appKey: string, token?: string): Promise<PusherJs> {
  return localPusherJs(
    appKey,
    port,
    token === undefined
      ? undefined
      : {
          endpoint: `http://127.0.0.1:${port}/api/v1/broadcasting/auth`,
          transport: 'ajax',
          headers: { Authorization: `Bearer ${token}` },
        },
  );
}

/** pusher-js on the product's port as the operators' console connects: channels signed by GET /api/ops/realtime/auth. */
export function connectOperator(port: number, appKey: string, token: string): Promise<PusherJs> {
  return localPusherJs(appKey, port, {
    endpoint: '',
    transport: 'ajax',
    customHandler: async ({ socketId, channelName }, callback) => {
      const query = new URLSearchParams({ channel_name: channelName, socket_id: socketId });
      const response = await fetch(`http://127.0.0.1:${port}/api/ops/realtime/auth?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { data?: { auth: string }; message: string };
      if (response.ok && body.data) callback(null, { auth: body.data.auth });
      else callback(new Error(body.message), null);
    },
  });
}

/** What pusher-js lets a test listen on: a channel (which has a name) or a client's connection. */
interface Bindable {
  name?: string;
  bind(event: string, callback: (data: never) => void): unknown;
  unbind(event: string, callback: (data: never) => void): unknown;
}

/** Settles on the first of `resolveOn` (its payload) or `rejectOn` (its payload as the error), else times out. */
function firstEvent<T>(target: Bindable, resolveOn: string, rejectOn: string | undefined, timeoutMs: number) {
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      target.unbind(resolveOn, onEvent);
      if (rejectOn) target.unbind(rejectOn, onError);
    };
    const onEvent = (data: T) => {
      stop();
      resolve(data);
    };
    const onError = (error: unknown) => {
      stop();
      reject(error);
    };
    const where = target.name ? ` on ${target.name}` : '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no ${resolveOn}${where} within ${timeoutMs} ms`));
    }, timeoutMs);
    target.bind(resolveOn, onEvent);
    if (rejectOn) target.bind(rejectOn, onError);
  });
}

/** The next `event` on a pusher-js channel or connection (bind before causing it); rejects on timeout. */
export function nextEvent<T = unknown>(
  target: Bindable,
  event: string,
  timeoutMs = EVENT_TIMEOUT_MS,
): Promise<T> {
  return firstEvent<T>(target, event, undefined, timeoutMs);
}

/** The channel once its subscription succeeded; a refused one rejects with pusher-js's subscription_error. */
export async function subscribed<C extends Bindable>(channel: C, timeoutMs = EVENT_TIMEOUT_MS): Promise<C> {
  await firstEvent(channel, 'pusher:subscription_succeeded', 'pusher:subscription_error', timeoutMs);
  return channel;
}
