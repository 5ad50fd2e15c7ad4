import {
  EVENT_CHANNEL,
  REALTIME_CHANNELS,
  REALTIME_EVENTS,
  type RealtimeChannelRole,
  type RealtimeEventName,
} from '@app/shared/realtime-contract';
import { realtimeEventSchemas } from '@app/shared/realtime-contract/schemas';
import { z } from 'zod';

/** Where the document is served, beside /api/openapi.json (the HTTP contract). */
export const ASYNCAPI_PATH = '/api/asyncapi.json';

const EVENTS = Object.values(REALTIME_EVENTS);

const eventsOn = (role: RealtimeChannelRole) => EVENTS.filter((event) => EVENT_CHANNEL[event] === role);

const messageRef = (event: RealtimeEventName) => ({ $ref: `#/components/messages/${event}` });

function channel(role: RealtimeChannelRole) {
  const messages = Object.fromEntries(eventsOn(role).map((event) => [event, messageRef(event)]));
  return {
    address: REALTIME_CHANNELS[role],
    messages,
    ...(role === 'user' ? { parameters: { userId: { description: '玩家 id（只有本人能订阅）' } } } : {}),
  };
}

/**
 * The realtime contract (@app/shared/realtime-contract) as an AsyncAPI 3.0 document: every channel, the
 * events the server sends on it and each payload's JSON schema, generated from the contract's zod schemas
 * so it cannot drift from what the server publishes.
 */
export function asyncApiDocument() {
  const roles = Object.keys(REALTIME_CHANNELS) as RealtimeChannelRole[];
  return {
    asyncapi: '3.0.0',
    info: {
      title: '平台实时推送',
      version: '1.0.0',
      description:
        'Pusher protocol 7 on /app/{key} of the API host; private channels are signed by POST /api/v1/broadcasting/auth (players) or GET /api/ops/realtime/auth (operators).',
    },
    defaultContentType: 'application/json',
    channels: Object.fromEntries(roles.map((role) => [role, channel(role)])),
    operations: Object.fromEntries(
      EVENTS.map((event) => [
        event,
        {
          action: 'send',
          channel: { $ref: `#/channels/${EVENT_CHANNEL[event]}` },
          messages: [{ $ref: `#/channels/${EVENT_CHANNEL[event]}/messages/${event}` }],
        },
      ]),
    ),
    components: {
      messages: Object.fromEntries(
        EVENTS.map((event) => [
          event,
          {
            name: event,
            payload: z.toJSONSchema(realtimeEventSchemas[event], { target: 'draft-7', io: 'output' }),
          },
        ]),
      ),
    },
  };
}
