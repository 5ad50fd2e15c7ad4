import { http } from '@app/shared';
import type { WireBody, WireData } from '@app/shared/wire';

// 合买 as the slip starts one (server/http/social/syndicate-schemas.ts); mfe-social owns its pages.
export type CreateSyndicateInput = WireBody<'post', '/v1/syndicates'>;
export type CreatedSyndicate = WireData<'post', '/v1/syndicates'>;

export const syndicatesApi = {
  /** The same Idempotency-Key while the player retries one start: a retry never starts a second syndicate. */
  create: (input: CreateSyndicateInput, idempotencyKey: string) =>
    http.post<CreatedSyndicate>('/v1/syndicates', input, { idempotencyKey, silent: true }),
};
