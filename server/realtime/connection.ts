import type { RawData, WebSocket } from 'ws';
import type { Hub, Logger, Subscriber } from './hub';
import {
  CloseCode,
  channelKind,
  ErrorCode,
  encode,
  encodeData,
  isValidChannelName,
  newSocketId,
  type PusherMessage,
  parseFrame,
} from './protocol';
import { verifyChannelAuth } from './signature';

export interface ConnectionOptions {
  key: string;
  secret: string;
  /** Seconds, as advertised in connection_established. */
  activityTimeout: number;
  pongTimeoutMs: number;
  maxMessageBytes: number;
  clientEventsPerSecond: number;
}

interface SubscribeData {
  channel?: unknown;
  auth?: unknown;
  channel_data?: unknown;
}

/** One websocket speaking protocol 7: handshake, heartbeats, subscriptions and client events. */
export class Connection implements Subscriber {
  readonly id = newSocketId();
  closed = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private pongTimer: NodeJS.Timeout | undefined;
  private rateWindowStart = 0;
  private rateCount = 0;
  private readonly closeListeners: Array<() => void> = [];

  constructor(
    private readonly ws: WebSocket,
    private readonly hub: Hub,
    private readonly options: ConnectionOptions,
    private readonly logger: Logger,
    private readonly onClosed: (connection: Connection) => void,
  ) {
    ws.on('message', (raw, isBinary) => this.onFrame(raw, isBinary));
    ws.on('close', () => this.onClose());
    ws.on('error', (error) => this.logger.warn({ err: error, socketId: this.id }, 'realtime: socket error'));
    hub.addSocket(this);
    const established = { socket_id: this.id, activity_timeout: Math.ceil(options.activityTimeout) };
    this.send({ event: 'pusher:connection_established', data: encodeData(established) });
    this.resetIdle();
  }

  sendRaw(frame: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  /** Called once the socket has closed and its subscriptions are cleaned up. */
  onceClosed(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  private send(message: PusherMessage): void {
    this.sendRaw(encode(message));
  }

  private sendError(code: number | null, message: string): void {
    this.send({ event: 'pusher:error', data: { code, message } });
  }

  /** Any frame counts as activity; silence for activity_timeout earns a ping, then 4201 without a pong. */
  private resetIdle(): void {
    clearTimeout(this.pongTimer);
    clearTimeout(this.idleTimer);
    if (this.closed) return;
    this.idleTimer = setTimeout(() => {
      this.send({ event: 'pusher:ping', data: {} });
      this.pongTimer = setTimeout(
        () => this.close(CloseCode.pongNotReceived, 'Pong reply not received'),
        this.options.pongTimeoutMs,
      );
    }, this.options.activityTimeout * 1000);
  }

  private onClose(): void {
    this.closed = true;
    clearTimeout(this.pongTimer);
    clearTimeout(this.idleTimer);
    this.onClosed(this);
    // Close listeners run after presence cleanup, so shutdown never closes Redis under it.
    this.hub
      .unsubscribeAll(this)
      .catch((error) => {
        this.logger.error({ err: error, socketId: this.id }, 'realtime: cleanup after close failed');
      })
      .finally(() => {
        for (const listener of this.closeListeners.splice(0)) listener();
      });
  }

  private onFrame(raw: RawData, isBinary: boolean): void {
    this.resetIdle();
    const buffer = Buffer.isBuffer(raw) ? raw : Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw);
    if (buffer.length > this.options.maxMessageBytes) {
      this.sendError(
        ErrorCode.messageTooLarge,
        `Message of ${buffer.length} bytes exceeds the limit of ${this.options.maxMessageBytes} bytes`,
      );
      return;
    }
    const parsed = isBinary ? null : parseFrame(buffer.toString('utf8'));
    if (!parsed?.ok) {
      this.sendError(null, parsed ? parsed.reason : 'Binary frames are not supported');
      return;
    }
    this.handle(parsed.message).catch((error) => {
      this.logger.error({ err: error, socketId: this.id }, 'realtime: message handling failed');
      this.sendError(null, 'Internal error');
    });
  }

  private async handle(message: PusherMessage): Promise<void> {
    switch (message.event) {
      case 'pusher:ping':
        this.send({ event: 'pusher:pong', data: {} });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(readData(message.data));
      case 'pusher:unsubscribe': {
        const { channel } = readData(message.data);
        if (typeof channel === 'string') await this.hub.unsubscribe(this, channel);
        return;
      }
      default:
        if (message.event.startsWith('client-')) return this.clientEvent(message);
        this.sendError(null, `Unsupported event ${message.event}`);
    }
  }

  private async subscribe(data: SubscribeData): Promise<void> {
    const { channel, auth, channel_data: channelData } = data;
    if (!isValidChannelName(channel)) {
      this.sendError(null, 'Invalid channel name');
      return;
    }
    const kind = channelKind(channel);
    if (kind === 'public') {
      this.hub.subscribe(this, channel);
      return;
    }
    const signedData = kind === 'presence' && typeof channelData === 'string' ? channelData : undefined;
    if (kind === 'presence' && signedData === undefined) {
      this.subscriptionError(channel, 'Presence channels need channel_data');
      return;
    }
    if (!verifyChannelAuth(this.options, auth, this.id, channel, signedData)) {
      this.subscriptionError(channel, 'Invalid signature: expected HMAC SHA256 of socket_id:channel_name');
      return;
    }
    if (kind === 'private') {
      this.hub.subscribe(this, channel);
      return;
    }
    const member = readMember(signedData as string);
    if (!member) {
      this.subscriptionError(channel, 'channel_data must be JSON with a user_id');
      return;
    }
    await this.hub.subscribePresence(this, channel, member);
  }

  /** The form pusher-js passes to `pusher:subscription_error` handlers and laravel-echo to `.error()`. */
  private subscriptionError(channel: string, error: string): void {
    const data = encodeData({ type: 'AuthError', error, status: 401 });
    this.send({ event: 'pusher:subscription_error', channel, data });
  }

  private async clientEvent(message: PusherMessage): Promise<void> {
    const channel = message.channel;
    if (typeof channel !== 'string' || channelKind(channel) === 'public') {
      this.sendError(null, 'Client events are only allowed on private and presence channels');
      return;
    }
    if (!this.hub.isSubscribed(this, channel)) {
      this.sendError(null, `Not subscribed to ${channel}`);
      return;
    }
    if (!this.withinRateLimit()) {
      this.sendError(ErrorCode.clientEventRateLimit, 'Client event rejected due to rate limit');
      return;
    }
    const member = this.hub.presenceMember(this, channel);
    this.hub.publish([
      { channel, event: message.event, data: message.data, except: this.id, userId: member?.user_id },
    ]);
  }

  private withinRateLimit(): boolean {
    const now = Date.now();
    if (now - this.rateWindowStart >= 1000) {
      this.rateWindowStart = now;
      this.rateCount = 0;
    }
    this.rateCount++;
    return this.rateCount <= this.options.clientEventsPerSecond;
  }
}

function readData(data: unknown): SubscribeData {
  if (typeof data === 'string') {
    try {
      return readData(JSON.parse(data));
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as SubscribeData) : {};
}

function readMember(channelData: string): { user_id: string; user_info?: unknown } | null {
  try {
    const parsed = JSON.parse(channelData) as { user_id?: unknown; user_info?: unknown };
    const userId = parsed.user_id;
    if (typeof userId !== 'string' && typeof userId !== 'number') return null;
    if (String(userId) === '') return null;
    return parsed.user_info === undefined
      ? { user_id: String(userId) }
      : { user_id: String(userId), user_info: parsed.user_info };
  } catch {
    return null;
  }
}
