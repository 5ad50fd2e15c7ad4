import { z } from 'zod';
import { marketStatusSchema, oddsUpdatedSchema, scoreUpdatedSchema } from '../domain/sports/live-events';

/** An OpenAPI 3.0 schema object, as @fastify/swagger's options accept it. */
type OpenApiSchema = Record<string, never>;

/** Payloads that travel outside HTTP (realtime events), by the name the clients' wire types give them. */
const EVENT_SCHEMAS = {
  ScoreUpdated: scoreUpdatedSchema,
  OddsUpdated: oddsUpdatedSchema,
  MarketStatus: marketStatusSchema,
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
