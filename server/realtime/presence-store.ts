import type { Redis } from 'ioredis';

export interface PresenceMember {
  user_id: string;
  user_info?: unknown;
}

/** Presence members by socket; a user counts once however many sockets they have open. */
export interface PresenceStore {
  add(channel: string, socketId: string, member: PresenceMember): Promise<{ firstForUser: boolean }>;
  remove(channel: string, socketId: string): Promise<{ member?: PresenceMember; lastForUser: boolean }>;
  members(channel: string): Promise<PresenceMember[]>;
  close(): Promise<void>;
}

function uniqueByUser(members: Iterable<PresenceMember>): PresenceMember[] {
  const byUser = new Map<string, PresenceMember>();
  for (const member of members) if (!byUser.has(member.user_id)) byUser.set(member.user_id, member);
  return [...byUser.values()];
}

function countUser(members: Iterable<PresenceMember>, userId: string): number {
  let count = 0;
  for (const member of members) if (member.user_id === userId) count++;
  return count;
}

export function createLocalPresenceStore(): PresenceStore {
  const channels = new Map<string, Map<string, PresenceMember>>();
  return {
    async add(channel, socketId, member) {
      const sockets = channels.get(channel) ?? new Map<string, PresenceMember>();
      channels.set(channel, sockets);
      sockets.set(socketId, member);
      return { firstForUser: countUser(sockets.values(), member.user_id) === 1 };
    },
    async remove(channel, socketId) {
      const sockets = channels.get(channel);
      const member = sockets?.get(socketId);
      if (!sockets || !member) return { lastForUser: false };
      sockets.delete(socketId);
      if (sockets.size === 0) channels.delete(channel);
      return { member, lastForUser: countUser(sockets.values(), member.user_id) === 0 };
    },
    async members(channel) {
      return uniqueByUser(channels.get(channel)?.values() ?? []);
    },
    close: async () => {},
  };
}

interface StoredMember extends PresenceMember {
  node: string;
}

const NODE_TTL_MS = 30_000;

/**
 * Presence shared by all nodes: one Redis hash per channel (socket id -> member and node). Each node
 * keeps a liveness key; members of a node that died without cleaning up are ignored once it expires.
 */
export function createRedisPresenceStore(
  redis: Redis,
  prefix: string,
  nodeId: string,
  onError: (e: unknown) => void,
): PresenceStore {
  const presenceKey = (channel: string) => `${prefix}presence:${channel}`;
  const nodeKey = (node: string) => `${prefix}node:${node}`;
  const touchNode = () => redis.set(nodeKey(nodeId), '1', 'PX', NODE_TTL_MS).catch(onError);
  void touchNode();
  const liveness = setInterval(touchNode, NODE_TTL_MS / 3);
  liveness.unref();

  async function liveMembers(channel: string): Promise<Map<string, StoredMember>> {
    const entries = await redis.hgetall(presenceKey(channel));
    const parsed = new Map<string, StoredMember>();
    for (const [socketId, json] of Object.entries(entries)) parsed.set(socketId, JSON.parse(json));
    const nodes = [...new Set([...parsed.values()].map((member) => member.node))];
    if (nodes.length === 0) return parsed;
    const alive = await redis.mget(nodes.map(nodeKey));
    const dead = new Set(nodes.filter((_, index) => alive[index] === null));
    const stale = [...parsed].filter(([, member]) => dead.has(member.node)).map(([socketId]) => socketId);
    if (stale.length === 0) return parsed;
    // Members left behind by a node that died are dropped here, so the hash cleans itself.
    redis.hdel(presenceKey(channel), ...stale).catch(onError);
    for (const socketId of stale) parsed.delete(socketId);
    return parsed;
  }

  const toMember = ({ user_id, user_info }: StoredMember): PresenceMember =>
    user_info === undefined ? { user_id } : { user_id, user_info };

  return {
    async add(channel, socketId, member) {
      const stored: StoredMember = { ...member, node: nodeId };
      await redis.hset(presenceKey(channel), socketId, JSON.stringify(stored));
      const members = await liveMembers(channel);
      return { firstForUser: countUser(members.values(), member.user_id) === 1 };
    },
    async remove(channel, socketId) {
      const json = await redis.hget(presenceKey(channel), socketId);
      if (json === null) return { lastForUser: false };
      await redis.hdel(presenceKey(channel), socketId);
      const member = toMember(JSON.parse(json) as StoredMember);
      const members = await liveMembers(channel);
      return { member, lastForUser: countUser(members.values(), member.user_id) === 0 };
    },
    async members(channel) {
      return uniqueByUser([...(await liveMembers(channel)).values()].map(toMember));
    },
    async close() {
      clearInterval(liveness);
      await redis.del(nodeKey(nodeId)).catch(onError);
    },
  };
}
