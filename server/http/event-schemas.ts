import { REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { realtimeEventSchemas } from '@app/shared/realtime-contract/schemas';
import { z } from 'zod';

/** An OpenAPI 3.0 schema object, as @fastify/swagger's options accept it. */
type OpenApiSchema = Record<string, never>;

/** Payloads that travel outside HTTP (realtime events), by the name the clients' wire types give them. */
const EVENT_SCHEMAS = {
  ScoreUpdated: realtimeEventSchemas[REALTIME_EVENTS.scoreUpdated],
  OddsUpdated: realtimeEventSchemas[REALTIME_EVENTS.oddsUpdated],
  MarketStatus: realtimeEventSchemas[REALTIME_EVENTS.marketStatus],
};

/**
 * The OpenAPI `components.schemas` of the realtime events. zod writes OpenAPI 3.0 schema objects (the
 * document's version); only its TypeScript type is the wider JSON Schema one, hence the cast.
 */
export function eventSchemas(): Record<string, OpenApiSchema> {
  const entries = Object.entries(EVENT_SCHEMAS).map(([name, schema]) => [
    name,
    z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }),
  ]);
  return Object.fromEntries(entries) as unknown as Record<string, OpenApiSchema>;
}
