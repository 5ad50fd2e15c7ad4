import { http } from '@app/shared';

export interface Operator {
  id: number;
  username: string;
  display_name: string;
  roles: string[];
  /** Own permissions on top of the roles'. */
  permissions: string[];
  ip_allow_list: string[];
  disabled: boolean;
  /** Set after too many failed sign-ins; sign-in is refused until then. */
  locked_until: string | null;
  created_at: string;
}

export interface TotpSecret {
  totp_secret: string;
  otpauth_uri: string;
}

export interface NewOperator {
  username: string;
  password: string;
  display_name?: string;
  roles: string[];
}

export interface CustomRole {
  name: string;
  permissions: string[];
}

export interface OperatorSession {
  id: number;
  kind: 'session' | 'api';
  name: string;
  ip: string;
  user_agent: string;
  operator: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string | null;
  revoked: boolean;
}

export interface MintedToken extends Omit<OperatorSession, 'operator'> {
  /** The bearer token itself: answered once, never again. */
  token: string;
  operator: string;
}

const named = (username: string) => `/ops/operators/${encodeURIComponent(username)}`;

/** /api/ops/operators, /operator-roles, /operator-sessions, /tokens (server/ops/operator-routes.ts). */
export const operatorsApi = {
  list: () => http.get<Operator[]>('/ops/operators'),
  create: (input: NewOperator) => http.post<{ operator: Operator } & TotpSecret>('/ops/operators', input),
  update: (username: string, change: Partial<Pick<Operator, 'roles' | 'disabled' | 'display_name'>>) =>
    http.put<Operator>(named(username), change),
  resetTotp: (username: string) =>
    http.post<{ username: string } & TotpSecret>(`${named(username)}/reset-totp`),
  /** Lifts a lockout after too many failed sign-ins. */
  unlock: (username: string) =>
    http.post<{ username: string; locked_until: null }>(`${named(username)}/unlock`),
  roles: () => http.get<CustomRole[]>('/ops/operator-roles'),
  saveRole: (name: string, permissions: string[]) =>
    http.put<CustomRole>(`/ops/operator-roles/${encodeURIComponent(name)}`, { permissions }),
  deleteRole: (name: string) =>
    http.delete<{ name: string }>(`/ops/operator-roles/${encodeURIComponent(name)}`),
  sessions: (kind: OperatorSession['kind']) =>
    http.get<OperatorSession[]>('/ops/operator-sessions', { kind }),
  revokeSession: (id: number) => http.delete<OperatorSession>(`/ops/operator-sessions/${id}`),
  mintToken: (input: { operator: string; name: string; expires_in_days: number }) =>
    http.post<MintedToken>('/ops/tokens', input),
};
