import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type WalletType = 'bank' | 'usdt';

// Wallet shapes from the server's route schemas (server/http/finance/withdraw-schemas.ts), through the wire types.
/** A payout account; bank card numbers arrive masked ("6225 **** **** 7890"). */
export type UserWallet = WireData<'get', '/v1/user-wallets/{id}'>;

export interface WalletInput {
  type: WalletType;
  account: string;
  holder?: string;
  bank_name?: string;
  branch?: string;
}

/** SPEC 7 Wallets: bank cards and TRC20 addresses a player withdraws to. */
export const walletsApi = {
  list: (opts?: RequestOptions) => http.get<UserWallet[]>('/v1/user-wallets', undefined, opts),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<UserWallet>(`/v1/user-wallets/${id}`, undefined, opts),
  types: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/user-wallets/types'>>('/v1/user-wallets/types', undefined, opts),
  create: (body: WalletInput, opts?: RequestOptions) => http.post<UserWallet>('/v1/user-wallets', body, opts),
  update: (
    id: number,
    body: Partial<Omit<WalletInput, 'type'>> & { is_default?: boolean },
    opts?: RequestOptions,
  ) => http.put<UserWallet>(`/v1/user-wallets/${id}`, body, opts),
  remove: (id: number, opts?: RequestOptions) => http.delete<null>(`/v1/user-wallets/${id}`, undefined, opts),
  toggleStatus: (id: number, opts?: RequestOptions) =>
    http.post<UserWallet>(`/v1/user-wallets/${id}/toggle-status`, undefined, opts),
};
