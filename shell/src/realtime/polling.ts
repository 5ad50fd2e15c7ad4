import { POLLING_INTERVAL_MS, readUser, realtimeWriter, type UserInfo, useSession } from '@app/shared';

/** Polls user info every 30 s while the socket cannot be held (SPEC 4 fallback); the first poll runs at once. */
export class UserInfoPolling {
  private interval: ReturnType<typeof setInterval> | undefined;
  private count = 0;

  constructor(private readonly fetchUser: () => Promise<Partial<UserInfo>>) {}

  get enabled(): boolean {
    return this.interval !== undefined;
  }

  start(reason: string): void {
    if (this.enabled) return;
    realtimeWriter.log('info', `开始轮询用户信息（${reason}）`);
    this.interval = setInterval(() => void this.poll(), POLLING_INTERVAL_MS);
    realtimeWriter.setPolling({ enabled: true, intervalMs: POLLING_INTERVAL_MS });
    void this.poll();
  }

  stop(): void {
    if (!this.enabled) return;
    clearInterval(this.interval);
    this.interval = undefined;
    realtimeWriter.setPolling({ enabled: false });
    realtimeWriter.log('info', '停止轮询');
  }

  private async poll(): Promise<void> {
    if (!useSession.getState().token) return;
    try {
      await readUser(this.fetchUser);
      if (!this.enabled) return;
      this.count += 1;
      realtimeWriter.setPolling({ lastPollTime: Date.now(), pollCount: this.count });
    } catch (error) {
      realtimeWriter.log('error', 'failed to get user info', { error });
    }
  }
}
