import type { Broadcast, Bus } from './bus';
import type { PresenceMember, PresenceStore } from './presence-store';
import { CloseCode, encode, encodeData, type PusherMessage } from './protocol';

/** What the hub needs from a socket: its id, a way to send, whether it is gone, and a way to end it. */
export interface Subscriber {
  readonly id: string;
  readonly closed: boolean;
  sendRaw(frame: string): void;
  close(code: number, reason: string): void;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * The channels of one node: who is subscribed here, presence bookkeeping, and delivery of broadcasts
 * arriving from the bus (published here or on any other node).
 */
export class Hub {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private readonly presenceBySocket = new Map<string, Map<string, PresenceMember>>();
  private readonly sockets = new Map<string, Subscriber>();
  /** socket id -> channel -> the login session that authorised it (local sockets only). */
  private readonly sessions = new Map<string, Map<string, string>>();

  constructor(
    private readonly bus: Bus,
    private readonly presence: PresenceStore,
    private readonly logger: Logger,
  ) {
    bus.onMessage((items) => this.deliver(items));
  }

  publish(items: Broadcast[]): void {
    if (items.length > 0) this.bus.publish(items);
  }

  /** A socket of this node, from its handshake until unsubscribeAll after it closed. */
  addSocket(subscriber: Subscriber): void {
    this.sockets.set(subscriber.id, subscriber);
  }

  /**
   * Remembers that `session` authorised socket `socketId` for `channel`: here when the socket is on this
   * node, else through the bus for the node that has it.
   */
  bindSession(socketId: string, channel: string, session: string): void {
    if (this.sockets.has(socketId)) this.recordSession(socketId, channel, session);
    else
      this.publish([
        { channel, event: 'pusher_internal:session', data: '{}', session: { bind: session, socketId } },
      ]);
  }

  /** Closes (4009), on every node, the sockets of `channel` that these sessions authorised ('all': every one). */
  endSessions(channel: string, sessions: string[] | 'all'): void {
    this.publish([{ channel, event: 'pusher_internal:session', data: '{}', session: { end: sessions } }]);
  }

  /** The login sessions that authorised sockets of this node, each once. */
  localSessions(): string[] {
    return [...new Set([...this.sessions.values()].flatMap((channels) => [...channels.values()]))];
  }

  isSubscribed(subscriber: Subscriber, channel: string): boolean {
    return this.channels.get(channel)?.has(subscriber) ?? false;
  }

  presenceMember(subscriber: Subscriber, channel: string): PresenceMember | undefined {
    return this.presenceBySocket.get(subscriber.id)?.get(channel);
  }

  subscribe(subscriber: Subscriber, channel: string): void {
    const set = this.channels.get(channel) ?? new Set<Subscriber>();
    this.channels.set(channel, set);
    set.add(subscriber);
    this.sendTo(subscriber, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
  }

  async subscribePresence(subscriber: Subscriber, channel: string, member: PresenceMember): Promise<void> {
    if (this.presenceMember(subscriber, channel)) {
      await this.sendPresenceSnapshot(subscriber, channel);
      return;
    }
    const { firstForUser } = await this.presence.add(channel, subscriber.id, member);
    const mine = this.presenceBySocket.get(subscriber.id) ?? new Map<string, PresenceMember>();
    this.presenceBySocket.set(subscriber.id, mine);
    mine.set(channel, member);
    if (subscriber.closed) {
      await this.unsubscribe(subscriber, channel);
      return;
    }
    const set = this.channels.get(channel) ?? new Set<Subscriber>();
    this.channels.set(channel, set);
    set.add(subscriber);
    await this.sendPresenceSnapshot(subscriber, channel);
    if (firstForUser) {
      const data = encodeData(member);
      this.publish([{ channel, event: 'pusher_internal:member_added', data, except: subscriber.id }]);
    }
  }

  async unsubscribe(subscriber: Subscriber, channel: string): Promise<void> {
    const set = this.channels.get(channel);
    set?.delete(subscriber);
    if (set?.size === 0) this.channels.delete(channel);
    const mine = this.presenceBySocket.get(subscriber.id);
    if (!mine?.has(channel)) return;
    mine.delete(channel);
    if (mine.size === 0) this.presenceBySocket.delete(subscriber.id);
    const { member, lastForUser } = await this.presence.remove(channel, subscriber.id);
    if (member && lastForUser) {
      const data = encodeData({ user_id: member.user_id });
      this.publish([{ channel, event: 'pusher_internal:member_removed', data }]);
    }
  }

  async unsubscribeAll(subscriber: Subscriber): Promise<void> {
    this.sockets.delete(subscriber.id);
    this.sessions.delete(subscriber.id);
    const channels = [...this.channels].filter(([, set]) => set.has(subscriber)).map(([name]) => name);
    const presenceChannels = [...(this.presenceBySocket.get(subscriber.id)?.keys() ?? [])];
    const all = new Set([...channels, ...presenceChannels]);
    await Promise.all([...all].map((channel) => this.unsubscribe(subscriber, channel)));
  }

  /** Local subscriptions only: occupancy on other nodes is not tracked (see README). */
  localSubscriptionCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  localChannels(): string[] {
    return [...this.channels.keys()];
  }

  members(channel: string): Promise<PresenceMember[]> {
    return this.presence.members(channel);
  }

  private async sendPresenceSnapshot(subscriber: Subscriber, channel: string): Promise<void> {
    const members = await this.presence.members(channel);
    const hash: Record<string, unknown> = {};
    for (const member of members) hash[member.user_id] = member.user_info ?? null;
    const presence = { ids: members.map((member) => member.user_id), hash, count: members.length };
    this.sendTo(subscriber, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: encodeData({ presence }),
    });
  }

  private sendTo(subscriber: Subscriber, message: PusherMessage): void {
    if (!subscriber.closed) subscriber.sendRaw(encode(message));
  }

  private recordSession(socketId: string, channel: string, session: string): void {
    const mine = this.sessions.get(socketId) ?? new Map<string, string>();
    this.sessions.set(socketId, mine);
    mine.set(channel, session);
  }

  /**
   * A socket is closed when the session bound to it for this channel ended, and also when it subscribed
   * without a known session (it cannot be told apart from the revoked one). A bound socket that has not
   * subscribed yet is closed too, so a signature obtained before the revocation is of no use after it.
   */
  private applySession(item: Broadcast & { session: NonNullable<Broadcast['session']> }): void {
    const { channel, session } = item;
    if ('bind' in session) {
      if (this.sockets.has(session.socketId)) this.recordSession(session.socketId, channel, session.bind);
      return;
    }
    const ended = (socketId: string) => {
      const bound = this.sessions.get(socketId)?.get(channel);
      return session.end === 'all' || bound === undefined || session.end.includes(bound);
    };
    const doomed = new Set<Subscriber>();
    for (const subscriber of this.channels.get(channel) ?? [])
      if (ended(subscriber.id)) doomed.add(subscriber);
    for (const [socketId, channels] of this.sessions) {
      const socket = this.sockets.get(socketId);
      if (socket && channels.has(channel) && ended(socketId)) doomed.add(socket);
    }
    for (const subscriber of doomed)
      if (!subscriber.closed) subscriber.close(CloseCode.unauthorized, 'Session ended');
  }

  private deliver(items: Broadcast[]): void {
    for (const item of items) {
      if (item.session) {
        this.applySession({ ...item, session: item.session });
        continue;
      }
      const set = this.channels.get(item.channel);
      if (!set) continue;
      const message: PusherMessage = { event: item.event, channel: item.channel, data: item.data };
      if (item.userId !== undefined) message.user_id = item.userId;
      // Encoded once per item, not per subscriber: this loop is the hot path of a broadcast.
      const frame = encode(message);
      for (const subscriber of set) {
        if (subscriber.id === item.except || subscriber.closed) continue;
        try {
          subscriber.sendRaw(frame);
        } catch (error) {
          this.logger.warn({ err: error, socketId: subscriber.id }, 'realtime: send failed');
        }
      }
    }
  }
}
