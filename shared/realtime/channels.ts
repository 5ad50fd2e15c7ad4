/**
 * Public realtime channels (live scores, odds): an app listens here; the shell's realtime manager joins the
 * channels on its one socket and hands their events back. Private channels stay the manager's own.
 */

export type ChannelListener = (event: string, data: unknown) => void;

/**
 * Handed to a public channel's listeners each time the socket has (re)joined it. Events sent while it was
 * not joined (before the socket opened, during a reconnect) never arrive: a listener that keeps state
 * current reads it again then.
 */
export const CHANNEL_JOINED_EVENT = 'pusher:subscription_succeeded';

/** What the shell's manager provides while it has a socket. */
export interface ChannelTransport {
  join(channel: string): void;
  leave(channel: string): void;
}

const listeners = new Map<string, Set<ChannelListener>>();
let transport: ChannelTransport | null = null;

const isPublic = (channel: string) => !/^(private|presence)-/.test(channel);

export const publicChannels = {
  /** Listens to every event of a public channel; returns the unsubscribe. */
  subscribe(channel: string, listener: ChannelListener): () => void {
    if (!isPublic(channel)) throw new Error(`not a public channel: ${channel}`);
    let set = listeners.get(channel);
    if (!set) {
      set = new Set();
      listeners.set(channel, set);
      transport?.join(channel);
    }
    set.add(listener);
    return () => {
      const current = listeners.get(channel);
      if (!current?.delete(listener) || current.size > 0) return;
      listeners.delete(channel);
      transport?.leave(channel);
    };
  },

  /** The shell's manager: joins every wanted channel now and later ones as they come; returns the detach. */
  attach(next: ChannelTransport): () => void {
    transport = next;
    for (const channel of listeners.keys()) next.join(channel);
    return () => {
      if (transport === next) transport = null;
    };
  },

  /** The shell's manager: an event arrived on a public channel. */
  dispatch(channel: string, event: string, data: unknown): void {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(event, data);
      } catch (error) {
        // One broken listener in a remote must not stop the others.
        console.warn(`[realtime] ${channel} ${event} listener failed`, error);
      }
    }
  },

  /** Drops every listener and the transport (tests). */
  reset(): void {
    listeners.clear();
    transport = null;
  },
};
