import { http, type RequestOptions } from '@app/shared';

export type WalletType = 'bank' | 'usdt';

/** A payout account; bank card numbers arrive masked ("6225 **** **** 7890"). */
export interface UserWallet {
  id: number;
  type: WalletType;
  type_text: string;
  holder: string;
  bank_name: string;
  branch: string;
  account: string;
  account_tail: string;
  network: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  is_default: number;
  created_at: string;
}

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
    http.get<Array<{ type: WalletType; name: string; description: string }>>(
      '/v1/user-wallets/types',
      undefined,
      opts,
    ),
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
