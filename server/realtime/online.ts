import type { Redis } from 'ioredis';

export type OnlineStatus = 'online' | 'offline';

/** Who is online: a user is online while their last heartbeat is younger than `windowMs`. */
export interface OnlineTracker {
  heartbeat(userId: number, socketId?: string): Promise<void>;
  setStatus(userId: number, status: OnlineStatus, socketId?: string): Promise<void>;
  isOnline(userId: number): Promise<boolean>;
  lastSeen(userId: number): Promise<number | null>;
  onlineUsers(): Promise<number[]>;
}

/** The client heartbeats every 2 minutes; half an interval of grace covers a late one. */
export const ONLINE_WINDOW_MS = 2 * 60_000 * 1.5;

export function createLocalOnlineTracker(windowMs = ONLINE_WINDOW_MS, now = Date.now): OnlineTracker {
  const seen = new Map<number, number>();
  const fresh = (at: number | undefined) => at !== undefined && now() - at < windowMs;
  return {
    async heartbeat(userId) {
      seen.set(userId, now());
    },
    async setStatus(userId, status) {
      if (status === 'online') seen.set(userId, now());
      else seen.delete(userId);
    },
    async isOnline(userId) {
      return fresh(seen.get(userId));
    },
    async lastSeen(userId) {
      return seen.get(userId) ?? null;
    },
    async onlineUsers() {
      return [...seen].filter(([, at]) => fresh(at)).map(([userId]) => userId);
    },
  };
}

/** Shared by every node: one sorted set, member = user id, score = time of the last heartbeat. */
export function createRedisOnlineTracker(
  redis: Redis,
  prefix: string,
  windowMs = ONLINE_WINDOW_MS,
  now = Date.now,
): OnlineTracker {
  const onlineKey = `${prefix}online`;
  const touch = async (userId: number) => {
    const at = now();
    await redis
      .multi()
      .zadd(onlineKey, at, String(userId))
      .zremrangebyscore(onlineKey, '-inf', at - windowMs)
      .exec();
  };
  return {
    heartbeat: touch,
    async setStatus(userId, status) {
      if (status === 'online') await touch(userId);
      else await redis.zrem(onlineKey, String(userId));
    },
    async isOnline(userId) {
      const score = await redis.zscore(onlineKey, String(userId));
      return score !== null && now() - Number(score) < windowMs;
    },
    async lastSeen(userId) {
      const score = await redis.zscore(onlineKey, String(userId));
      return score === null ? null : Number(score);
    },
    async onlineUsers() {
      const ids = await redis.zrangebyscore(onlineKey, `(${now() - windowMs}`, '+inf');
      return ids.map(Number);
    },
  };
}
