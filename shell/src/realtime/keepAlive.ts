import {
  ONLINE_STATUS_DELAY_MS,
  PING_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  type RealtimeApi,
  realtimeWriter,
  STATUS_HEARTBEAT_MS,
} from '@app/shared';
import type { NamedTimers } from './timers';

const log = realtimeWriter.log;

interface KeepAliveDeps {
  timers: NamedTimers;
  api: () => RealtimeApi | null;
  ping: () => void;
  /** No pong in time: the socket is dead although pusher-js has not noticed. */
  onPongTimeout: () => void;
}

/**
 * What a live socket owes the server (SPEC 9): pings answered by pongs, the online status shortly after
 * connecting, a status heartbeat, and the offline status when it closes.
 */
export class KeepAlive {
  constructor(private readonly deps: KeepAliveDeps) {}

  start(socketId: string | undefined): void {
    const { timers } = this.deps;
    timers.set('online', ONLINE_STATUS_DELAY_MS, () => {
      this.deps
        .api()
        ?.updateStatus('online', socketId)
        .catch((error) => log('error', '上报在线状态失败', { error }));
    });
    timers.set(
      'heartbeat',
      STATUS_HEARTBEAT_MS,
      () => {
        this.deps
          .api()
          ?.heartbeat(socketId)
          .catch((error) => log('error', '心跳上报失败', { error }));
      },
      true,
    );
    timers.set(
      'ping',
      PING_INTERVAL_MS,
      () => {
        timers.set('pong', PONG_TIMEOUT_MS, this.deps.onPongTimeout);
        this.deps.ping();
      },
      true,
    );
  }

  onPong(): void {
    this.deps.timers.clear('pong');
  }

  /** The socket closed: the timers stop and the server hears the player went offline. */
  stop(socketId: string | undefined): void {
    this.deps.timers.clear('ping', 'pong', 'heartbeat', 'online');
    this.deps
      .api()
      ?.updateStatus('offline', socketId)
      .catch((error) => log('error', '上报离线状态失败', { error }));
  }
}
