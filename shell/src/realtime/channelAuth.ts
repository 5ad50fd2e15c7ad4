import { AUTH_CACHE_MS, AUTH_DEBOUNCE_MS, type ChannelAuthData, type RealtimeApi } from '@app/shared';

type Log = (type: 'info' | 'success' | 'error', message: string, extra?: { error?: unknown }) => void;

interface Waiter {
  resolve: (data: ChannelAuthData) => void;
  reject: (error: Error) => void;
}

/**
 * Authorises private channels: requests within 2 s are sent as one /v1/broadcasting/auth-batch call per
 * socket id; a failed batch falls back to /v1/broadcasting/auth channel by channel. Signatures are cached
 * for 5 min per socket id (a new socket id needs new signatures anyway).
 */
export class ChannelAuthorizer {
  private readonly cache = new Map<string, { data: ChannelAuthData; expires: number }>();
  private readonly queue = new Map<string, Map<string, Waiter[]>>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly api: Pick<RealtimeApi, 'auth' | 'authBatch'>,
    private readonly log: Log,
  ) {}

  authorize(channel: string, socketId: string): Promise<ChannelAuthData> {
    const cached = this.cache.get(cacheKey(socketId, channel));
    if (cached && cached.expires > Date.now()) return Promise.resolve(cached.data);
    return new Promise((resolve, reject) => {
      let channels = this.queue.get(socketId);
      if (!channels) {
        channels = new Map();
        this.queue.set(socketId, channels);
      }
      channels.set(channel, [...(channels.get(channel) ?? []), { resolve, reject }]);
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.flush(), AUTH_DEBOUNCE_MS);
    });
  }

  /** Forgets signatures and fails whatever is still waiting (logout). */
  clear(): void {
    clearTimeout(this.timer);
    for (const channels of this.queue.values()) {
      for (const waiters of channels.values())
        for (const waiter of waiters) waiter.reject(new Error('认证失败'));
    }
    this.queue.clear();
    this.cache.clear();
  }

  private async flush(): Promise<void> {
    const batches = [...this.queue.entries()];
    this.queue.clear();
    await Promise.all(batches.map(([socketId, channels]) => this.authorizeBatch(socketId, channels)));
  }

  private async authorizeBatch(socketId: string, channels: Map<string, Waiter[]>): Promise<void> {
    let grants: Awaited<ReturnType<RealtimeApi['authBatch']>>;
    try {
      grants = await this.api.authBatch([...channels.keys()], socketId);
    } catch (error) {
      this.log('error', '批量认证失败', { error });
      await Promise.all(
        [...channels].map(([channel, waiters]) => this.authorizeOne(socketId, channel, waiters)),
      );
      return;
    }
    await Promise.all(
      [...channels].map(async ([channel, waiters]) => {
        const grant = grants[channel];
        if (grant && 'auth' in grant) return this.settle(socketId, channel, waiters, grant);
        if (grant && 'error' in grant) {
          this.log('error', '认证失败', { error: `${channel}: ${grant.error}` });
          for (const waiter of waiters) waiter.reject(new Error(grant.error || '认证失败'));
          return;
        }
        // Left out of the batch answer: ask for this one alone.
        await this.authorizeOne(socketId, channel, waiters);
      }),
    );
  }

  private async authorizeOne(socketId: string, channel: string, waiters: Waiter[]): Promise<void> {
    try {
      this.settle(socketId, channel, waiters, await this.api.auth(channel, socketId));
    } catch (error) {
      this.log('error', '认证失败', { error });
      const reason = error instanceof Error && error.message ? error.message : '认证失败';
      for (const waiter of waiters) waiter.reject(new Error(reason));
    }
  }

  private settle(socketId: string, channel: string, waiters: Waiter[], grant: ChannelAuthData): void {
    const data: ChannelAuthData = { auth: grant.auth };
    if (grant.channel_data) data.channel_data = grant.channel_data;
    this.cache.set(cacheKey(socketId, channel), { data, expires: Date.now() + AUTH_CACHE_MS });
    for (const waiter of waiters) waiter.resolve(data);
  }
}

function cacheKey(socketId: string, channel: string): string {
  return `${socketId}|${channel}`;
}
