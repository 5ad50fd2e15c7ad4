import { channelOf, REALTIME_EVENTS, type RealtimeEventName } from '@app/shared/realtime-contract';
import { realtimeEventSchemas } from '@app/shared/realtime-contract/schemas';
import type { Realtime } from '../realtime';

const EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(REALTIME_EVENTS));
const isContractEvent = (event: string): event is RealtimeEventName => EVENT_NAMES.has(event);
const PLAYER_CHANNEL = /^private-user\.(\d+)$/;

/** Why one publication breaks the realtime contract, or null when it keeps it. */
export function contractBreach(channels: string[], event: string, data: unknown): string | null {
  if (!isContractEvent(event)) return `${event}: not an event of the realtime contract`;
  for (const channel of channels) {
    const player = PLAYER_CHANNEL.exec(channel)?.[1];
    let expected: string;
    try {
      expected = channelOf(event, player === undefined ? undefined : Number(player));
    } catch {
      return `${event} on ${channel}: a player event off a player's channel`;
    }
    if (channel !== expected) return `${event} on ${channel}: the contract puts it on ${expected}`;
  }
  const parsed = realtimeEventSchemas[event].safeParse(data);
  return parsed.success ? null : `${event}: ${parsed.error.message} in ${JSON.stringify(data)}`;
}

/**
 * The realtime with every publication checked against the contract (channel and payload schema); breaches
 * are collected in `breaches` (TestServer fails its suite with them when it stops) rather than thrown, so a
 * flow under test runs on and the report names every breach.
 */
export function checkedAgainstContract(realtime: Realtime, breaches: string[]): Realtime {
  return {
    ...realtime,
    publish(...publication) {
      const [channels, event, data] = publication;
      const breach = contractBreach(channels, event, data);
      if (breach) breaches.push(breach);
      realtime.publish(...publication);
    },
  };
}
