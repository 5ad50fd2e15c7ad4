import type { Redis } from 'ioredis';

/** One event for one channel, as every node must deliver it to its local subscribers. */
export interface Broadcast {
  channel: string;
  event: string;
  /** A JSON string for server events; client events pass the sender's value through. */
  data: unknown;
  /** socket_id that must not receive it (the sender, or `socket_id` of the HTTP API). */
  except?: string;
  /** Set on client events of presence channels (protocol 7). */
  userId?: string;
  /**
   * Session bookkeeping between nodes, never sent to clients: `bind` records which login session authorised
   * socket `socketId` for `channel`; `end` closes the channel's sockets authorised by those sessions (every
   * one of them with 'all').
   */
  session?: { bind: string; socketId: string } | { end: string[] | 'all' };
}

export type BroadcastHandler = (items: Broadcast[]) => void;

/** Fan-out between nodes: `publish` reaches the local handler at once and every other node's handler. */
export interface Bus {
  readonly nodeId: string;
  publish(items: Broadcast[]): void;
  onMessage(handler: BroadcastHandler): void;
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

export function createLocalBus(nodeId: string): Bus {
  const handlers: BroadcastHandler[] = [];
  return {
    nodeId,
    publish(items) {
      for (const handler of handlers) handler(items);
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    healthy: async () => true,
    close: async () => {},
  };
}

interface Envelope {
  node: string;
  items: Broadcast[];
}

/**
 * Redis pub/sub fan-out. The publishing node delivers locally without the round trip through Redis
 * and ignores its own echo, so local latency does not depend on Redis.
 */
export async function createRedisBus(
  prefix: string,
  nodeId: string,
  publisher: Redis,
  subscriber: Redis,
  onError: (error: unknown) => void,
): Promise<Bus> {
  const eventsChannel = `${prefix}events`;
  const handlers: BroadcastHandler[] = [];
  const deliver = (items: Broadcast[]) => {
    for (const handler of handlers) handler(items);
  };
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== eventsChannel) return;
    try {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.node !== nodeId) deliver(envelope.items);
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.subscribe(eventsChannel);
  return {
    nodeId,
    publish(items) {
      deliver(items);
      const envelope: Envelope = { node: nodeId, items };
      publisher.publish(eventsChannel, JSON.stringify(envelope)).catch(onError);
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async healthy() {
      try {
        return (await publisher.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await subscriber.unsubscribe(eventsChannel).catch(onError);
    },
  };
}
