import type { Broadcast, Bus } from './bus';
import type { PresenceMember, PresenceStore } from './presence-store';
import { encode, encodeData, type PusherMessage } from './protocol';

/** What the hub needs from a socket: its id, a way to send, and whether it is gone. */
export interface Subscriber {
  readonly id: string;
  readonly closed: boolean;
  sendRaw(frame: string): void;
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

  private deliver(items: Broadcast[]): void {
    for (const item of items) {
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
