import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type Operator = WireData<'get', '/ops/operators'>[number];
export type TotpSecret = Pick<WireData<'post', '/ops/operators'>, 'totp_secret' | 'otpauth_uri'>;

export interface NewOperator {
  username: string;
  password: string;
  display_name?: string;
  roles: string[];
}

export type CustomRole = WireData<'get', '/ops/operator-roles'>[number];
export type OperatorSession = WireData<'get', '/ops/operator-sessions'>[number];
export type MintedToken = WireData<'post', '/ops/tokens'>;

const named = (username: string) => `/ops/operators/${encodeURIComponent(username)}`;

/** /api/ops/operators, /operator-roles, /operator-sessions, /tokens (server/ops/operator-routes.ts). */
export const operatorsApi = {
  list: () => http.get<Operator[]>('/ops/operators'),
  create: (input: NewOperator) => http.post<WireData<'post', '/ops/operators'>>('/ops/operators', input),
  update: (username: string, change: Partial<Pick<Operator, 'roles' | 'disabled' | 'display_name'>>) =>
    http.put<Operator>(named(username), change),
  resetTotp: (username: string) =>
    http.post<WireData<'post', '/ops/operators/{username}/reset-totp'>>(`${named(username)}/reset-totp`),
  /** Lifts a lockout after too many failed sign-ins. */
  unlock: (username: string) =>
    http.post<WireData<'post', '/ops/operators/{username}/unlock'>>(`${named(username)}/unlock`),
  roles: () => http.get<CustomRole[]>('/ops/operator-roles'),
  saveRole: (name: string, permissions: string[]) =>
    http.put<CustomRole>(`/ops/operator-roles/${encodeURIComponent(name)}`, { permissions }),
  deleteRole: (name: string) =>
    http.delete<WireData<'delete', '/ops/operator-roles/{name}'>>(
      `/ops/operator-roles/${encodeURIComponent(name)}`,
    ),
  sessions: (kind: OperatorSession['kind']) =>
    http.get<OperatorSession[]>('/ops/operator-sessions', { kind }),
  revokeSession: (id: number) => http.delete<OperatorSession>(`/ops/operator-sessions/${id}`),
  mintToken: (input: { operator: string; name: string; expires_in_days: number }) =>
    http.post<MintedToken>('/ops/tokens', input),
};
