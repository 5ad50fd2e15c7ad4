import { channelOf, type FixedChannelMessage, type PlayerMessage } from '@app/shared/realtime-contract';
import type { Realtime } from './realtime';

type Publisher = Pick<Realtime, 'publish'>;

/**
 * How the server publishes: only events of the realtime contract (@app/shared/realtime-contract), each on
 * the channel the contract gives it and with the payload type it declares.
 */
export function announce(realtime: Publisher, { event, data }: FixedChannelMessage): void {
  realtime.publish([channelOf(event)], event, data);
}

/** Publishes a player event on their private channel, stamped now (Unix seconds) unless it says when. */
export function announceToPlayer(realtime: Publisher, userId: number, { event, data }: PlayerMessage): void {
  const timestamp = data.timestamp ?? Math.floor(Date.now() / 1000);
  realtime.publish([channelOf(event, userId)], event, { ...data, timestamp });
}
