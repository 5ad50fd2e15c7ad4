/**
 * `@app/shared/wire`: the HTTP contract as the server declares it. `openapi.gen.ts` is generated from the
 * server's OpenAPI document (`pnpm gen:wire`) and a server test fails when it is stale, so a client typed
 * from here cannot drift from the server. Types only: nothing here reaches a bundle.
 */
import type { components, paths } from './openapi.gen';

export type { components, paths } from './openapi.gen';

type Method = 'get' | 'post' | 'put' | 'delete';

/** A route's path as `http` takes it: the server's path without the `/api` prefix (`/v1/order/submit`). */
export type WirePath = keyof paths extends infer Key
  ? Key extends `/api${infer Path}`
    ? Path
    : never
  : never;

// Unknown (never `never`) when a route lacks the method or a declared shape, so a use fails to compile.
type Operation<M extends Method, P extends WirePath> = paths[`/api${P}`] extends infer Item
  ? M extends keyof Item
    ? Item[M]
    : unknown
  : unknown;

/** The `data` of the 200 envelope of `M P`, e.g. `WireData<'post', '/v1/order/submit'>`. */
export type WireData<M extends Method, P extends WirePath> =
  Operation<M, P> extends {
    responses: { 200: { content: { 'application/json': { data: infer Data } } } };
  }
    ? Data
    : unknown;

/** The JSON body `M P` takes. */
export type WireBody<M extends Method, P extends WirePath> =
  Operation<M, P> extends {
    requestBody?: { content: { 'application/json': infer Body } };
  }
    ? Body
    : unknown;

/** A named shape of the document, such as a realtime event payload: `WireSchema<'ScoreUpdated'>`. */
export type WireSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
