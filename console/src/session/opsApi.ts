// The operators' API the console itself calls (/api/ops/...), through the one HTTP client.
import { http } from '@app/shared';
import type { DashboardAnswer, Permission } from '@app/shared/ops';

export interface Operator {
  id: number;
  username: string;
  display_name: string;
  roles: string[];
  permissions: Permission[];
}

export interface SignInForm {
  username: string;
  password: string;
  totp: string;
}

export const opsApi = {
  /** silent: the sign-in page shows the server's message itself. */
  login: (form: SignInForm) => http.post<{ token: string }>('/ops/auth/login', form, { silent: true }),
  me: () => http.get<Operator>('/ops/auth/me', undefined, { loading: false }),
  logout: () => http.post<null>('/ops/auth/logout', undefined, { silent: true }),
  dashboard: () => http.get<DashboardAnswer>('/ops/dashboard', undefined, { loading: false }),
  channelAuth: (channel: string, socketId: string) =>
    http.get<{ auth: string }>(
      '/ops/realtime/auth',
      { channel_name: channel, socket_id: socketId },
      { silent: true, loading: false },
    ),
};
