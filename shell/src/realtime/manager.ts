import {
  type ConnectionInfo,
  POLLING_AFTER_DISCONNECT_MS,
  POLLING_AFTER_FAILED_ATTEMPTS,
  RECONNECT_MAX_ATTEMPTS,
  type RealtimeApi,
  readUser,
  realtimeEvents,
  realtimeWriter,
  reconnectDelay,
  type UserInfo,
  useRealtime,
  useSession,
} from '@app/shared';
import type Pusher from 'pusher-js';
import { ChannelAuthorizer } from './channelAuth';
import { KeepAlive } from './keepAlive';
import { UserInfoPolling } from './polling';
import { bridgePublicChannels } from './publicChannels';
import { createSocket, joinChannels } from './socket';
import { NamedTimers } from './timers';

export interface RealtimeManagerDeps {
  /** null until the API layer is ready: init then refuses with 'API未初始化'. */
  api: RealtimeApi | null;
  fetchUser: () => Promise<Partial<UserInfo>>;
}

const log = realtimeWriter.log;

/**
 * The shell's realtime manager (SPEC 4/9): one pusher-js socket per logged-in session, driven by this
 * state machine because pusher-js cannot cap its own retries. The only writer of `useRealtime`.
 */
export class RealtimeManager {
  private client: Pusher | null = null;
  private info: ConnectionInfo | null = null;
  private initialised = false;
  private attempts = 0;
  private failedAttempts = 0;
  private gaveUp = false;
  private socketId: string | null = null;
  private ignoreStateChanges = false;
  private readonly timers = new NamedTimers();
  private readonly keepAlive = new KeepAlive({
    timers: this.timers,
    api: () => this.deps.api,
    ping: () => this.client?.connection.send_event('pusher:ping', {}),
    onPongTimeout: () => this.onClose('心跳超时'),
  });
  private readonly polling: UserInfoPolling;
  private readonly authorizer: ChannelAuthorizer | null;
  private detachPublicChannels: () => void = () => undefined;

  constructor(private readonly deps: RealtimeManagerDeps) {
    this.polling = new UserInfoPolling(deps.fetchUser);
    this.authorizer = deps.api ? new ChannelAuthorizer(deps.api, log) : null;
  }

  get isInitialised(): boolean {
    return this.initialised;
  }

  private get status() {
    return useRealtime.getState().status;
  }

  /** Needs the user id, the token and the API; then loads the realtime data and connects. */
  async init(): Promise<boolean> {
    const { user, token } = useSession.getState();
    if (!user?.id || !token) {
      log('info', '未登录，跳过实时连接初始化');
      return false;
    }
    if (!this.deps.api) {
      log('error', 'API未初始化');
      return false;
    }
    if (this.initialised) return true;
    this.initialised = true;
    log('info', '实时服务初始化');
    await this.loadRealtimeData();
    await this.connect();
    return true;
  }

  async connect(): Promise<void> {
    const api = this.deps.api;
    if (this.status === 'connecting' || this.status === 'connected') {
      log('info', '连接中或已连接，跳过');
      return;
    }
    if (!useSession.getState().token || !api) {
      log('info', '未登录，跳过连接');
      return;
    }
    this.timers.clear('reconnect');
    this.setStatus('connecting');
    if (this.client) {
      this.client.connect();
      return;
    }
    try {
      this.info = await api.connectionInfo();
    } catch (error) {
      log('error', '获取连接信息失败', { error });
      this.onAttemptFailed();
      return;
    }
    // Stopped (logout, manual disconnect) while the connection info was on its way.
    if ((this.status as string) !== 'connecting') return;
    let client: Pusher;
    try {
      client = await createSocket(this.info, (channel, socketId) => this.authorize(channel, socketId));
    } catch (error) {
      log('error', '连接失败，请检查网络连接', { error });
      this.onAttemptFailed();
      return;
    }
    // Stopped while pusher-js was loading: never leave a socket nobody owns.
    if ((this.status as string) !== 'connecting') {
      client.disconnect();
      return;
    }
    this.client = client;
    client.connection.bind('state_change', ({ previous, current }: { previous: string; current: string }) =>
      this.onStateChange(previous, current),
    );
    client.connection.bind('message', (message: { event?: string }) => {
      if (message?.event === 'pusher:pong') this.keepAlive.onPong();
    });
    joinChannels(client, this.info);
    this.detachPublicChannels = bridgePublicChannels(client);
  }

  /** Manual reconnect (test page): forget the attempt count and open a fresh connection now. */
  async reconnectNow(): Promise<void> {
    this.resetAttempts();
    if (this.status === 'connected') return;
    this.closeClient();
    this.setStatus('closed');
    await this.connect();
  }

  /**
   * The realtime host moved (remote address config): this socket is dropped and a new one opens at the new
   * address at once, rather than when the old host fails. Nothing happens before init (connect reads it then).
   */
  async relocate(): Promise<void> {
    if (!this.initialised) return;
    log('info', '实时服务地址已变更，重新连接');
    this.timers.clearAll();
    this.authorizer?.clear();
    this.detachPublicChannels();
    this.detachPublicChannels = () => undefined;
    this.closeClient();
    this.client = null;
    this.info = null;
    this.socketId = null;
    this.resetAttempts();
    this.setStatus('closed');
    await this.connect();
  }

  /** Manual disconnect (test page): closes the socket without reconnecting. */
  disconnect(): void {
    this.timers.clearAll();
    this.closeClient();
    this.setStatus('closed');
    log('info', '已手动断开连接');
  }

  /** App shown again (visibilitychange / pageshow). */
  onAppShow(): void {
    if (!this.initialised || !useSession.getState().token || this.status === 'connected') return;
    if (this.gaveUp) this.resetAttempts();
    void this.connect();
  }

  /** Logout: everything stops and the store returns to idle. */
  destroy(): void {
    this.timers.clearAll();
    this.polling.stop();
    this.authorizer?.clear();
    this.detachPublicChannels();
    this.closeClient();
    this.client = null;
    this.info = null;
    this.initialised = false;
    this.resetAttempts();
    this.socketId = null;
    realtimeWriter.reset();
  }

  private async loadRealtimeData(): Promise<void> {
    try {
      const api = this.deps.api;
      if (api) {
        await readUser(async () => {
          const { balance, codingvolume, paysum, totalgame } = await api.currentBalance();
          return { balance, codingvolume, paysum, totalgame };
        });
      }
    } catch (error) {
      log('error', 'failed to get user info', { error });
    }
  }

  private authorize(channel: string, socketId: string) {
    if (!this.authorizer) return Promise.reject(new Error('API未初始化'));
    return this.authorizer.authorize(channel, socketId);
  }

  private onStateChange(previous: string, current: string): void {
    if (this.ignoreStateChanges) return;
    if (current === 'connected') {
      this.onOpen();
      return;
    }
    // pusher-js's own first try is 'connecting'; any other move away from a live socket is a close.
    if (current === 'connecting' && previous !== 'connected') return;
    if (previous === 'connected') this.onClose('连接断开');
    else if (current !== 'connecting' && current !== 'initialized') this.onAttemptFailed();
  }

  private onOpen(): void {
    this.resetAttempts();
    this.timers.clear('pollingStart');
    this.polling.stop();
    this.socketId = this.client?.connection.socket_id ?? null;
    this.setStatus('connected');
    log('success', '连接成功', { data: { socket_id: this.socketId } });
    this.keepAlive.start(this.socketId ?? undefined);
    // Events published while the socket was down are not replayed: fetch the user afresh.
    readUser(this.deps.fetchUser).catch((error) => log('error', 'failed to get user info', { error }));
  }

  private onClose(reason: string): void {
    this.keepAlive.stop(this.socketId ?? undefined);
    this.closeClient();
    this.setStatus('closed');
    log('error', reason);
    this.timers.set('pollingStart', POLLING_AFTER_DISCONNECT_MS, () => this.polling.start('连接断开'));
    this.scheduleReconnect();
  }

  private onAttemptFailed(): void {
    this.closeClient();
    this.setStatus('closed');
    this.failedAttempts += 1;
    log('error', `连接失败（第${this.failedAttempts}次）`);
    if (this.failedAttempts >= POLLING_AFTER_FAILED_ATTEMPTS) this.polling.start('多次连接失败');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (!this.initialised || !useSession.getState().token) return;
    if (this.attempts >= RECONNECT_MAX_ATTEMPTS) {
      this.gaveUp = true;
      log('error', `重连失败，已达最大次数 ${RECONNECT_MAX_ATTEMPTS}`);
      realtimeEvents.emit('websocketReconnectFailed', {
        attempts: this.attempts,
        maxAttempts: RECONNECT_MAX_ATTEMPTS,
      });
      return;
    }
    this.attempts += 1;
    const delay = reconnectDelay(this.attempts);
    this.setStatus('closed');
    log('info', `${delay / 1000}秒后第${this.attempts}次重连`);
    this.timers.set('reconnect', delay, () => void this.connect());
  }

  /** Stops pusher-js without reacting to the state changes this causes. */
  private closeClient(): void {
    if (!this.client) return;
    this.ignoreStateChanges = true;
    try {
      this.client.disconnect();
    } finally {
      this.ignoreStateChanges = false;
    }
  }

  private resetAttempts(): void {
    this.attempts = 0;
    this.failedAttempts = 0;
    this.gaveUp = false;
  }

  private setStatus(status: 'idle' | 'connecting' | 'connected' | 'closed'): void {
    const previous = this.status;
    realtimeWriter.setStatus(status, this.attempts);
    if (previous === status) return;
    const { websocket } = useRealtime.getState();
    realtimeEvents.emit('websocketStatusChanged', { ...websocket, status });
  }
}
