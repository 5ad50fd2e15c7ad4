import type { ChannelAuthorizationCallback, ChannelAuthorizationHandler } from 'pusher-js';

type Handler = (data: unknown) => void;

class Emitter {
  private readonly handlers = new Map<string, Handler[]>();
  private global: Array<(event: string, data: unknown) => void> = [];

  bind(event: string, handler: Handler): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  bind_global(handler: (event: string, data: unknown) => void): void {
    this.global.push(handler);
  }

  unbind_global(): void {
    this.global = [];
  }

  emit(event: string, data?: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(data);
    for (const handler of this.global) handler(event, data);
  }
}

export class FakeChannel extends Emitter {
  constructor(readonly name: string) {
    super();
  }
}

class FakeConnection extends Emitter {
  socket_id = '';
  state = 'initialized';
  readonly sent: Array<{ name: string; data: unknown }> = [];
  /** Answer every ping with a pong, as a healthy server does. */
  answerPings = false;

  send_event(name: string, data: unknown): boolean {
    this.sent.push({ name, data });
    if (this.answerPings && name === 'pusher:ping') this.emit('message', { event: 'pusher:pong' });
    return true;
  }

  move(current: string): void {
    const previous = this.state;
    this.state = current;
    this.emit('state_change', { previous, current });
  }
}

/**
 * A stand-in for pusher-js with its connection states (tests: `vi.mock('pusher-js', ...)`). Like the real
 * client it starts connecting in its constructor; tests move it with open / drop / fail.
 */
export class FakePusher {
  static instances: FakePusher[] = [];
  readonly connection = new FakeConnection();
  readonly channels = new Map<string, FakeChannel>();
  connectCalls = 0;
  disconnectCalls = 0;

  constructor(
    readonly key: string,
    readonly options: Record<string, unknown>,
  ) {
    FakePusher.instances.push(this);
    this.connect();
  }

  static latest(): FakePusher {
    const client = FakePusher.instances.at(-1);
    if (!client) throw new Error('no pusher client was created');
    return client;
  }

  connect(): void {
    this.connectCalls += 1;
    this.connection.move('connecting');
  }

  disconnect(): void {
    this.disconnectCalls += 1;
    this.connection.move('disconnected');
  }

  subscribe(name: string): FakeChannel {
    const channel = this.channels.get(name) ?? new FakeChannel(name);
    this.channels.set(name, channel);
    return channel;
  }

  channel(name: string): FakeChannel | undefined {
    return this.channels.get(name);
  }

  unsubscribe(name: string): void {
    this.channels.delete(name);
  }

  open(socketId = '123.456'): void {
    this.connection.socket_id = socketId;
    this.connection.move('connected');
  }

  /** The live socket closed: pusher-js goes back to connecting on its own. */
  drop(): void {
    this.connection.move('connecting');
  }

  /** pusher-js gave up this attempt. */
  fail(): void {
    this.connection.move('unavailable');
  }

  /** What pusher-js does for a private channel: asks the configured customHandler. */
  authorize(channelName: string, socketId: string, callback: ChannelAuthorizationCallback): void {
    const options = this.options.channelAuthorization as { customHandler: ChannelAuthorizationHandler };
    options.customHandler({ channelName, socketId }, callback);
  }
}
