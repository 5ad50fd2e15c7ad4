// The operators' API the console itself calls (/api/ops/...), through the one HTTP client.
import { http } from '@app/shared';
import type { DashboardAnswer } from '@app/shared/ops';
import type { WireData } from '@app/shared/wire';

export type Operator = WireData<'get', '/ops/auth/me'>;

export interface SignInForm {
  username: string;
  password: string;
  totp: string;
}

export const opsApi = {
  /** silent: the sign-in page shows the server's message itself. */
  login: (form: SignInForm) =>
    http.post<WireData<'post', '/ops/auth/login'>>('/ops/auth/login', form, { silent: true }),
  me: () => http.get<Operator>('/ops/auth/me', undefined, { loading: false }),
  logout: () => http.post<null>('/ops/auth/logout', undefined, { silent: true }),
  dashboard: () => http.get<DashboardAnswer>('/ops/dashboard', undefined, { loading: false }),
  channelAuth: (channel: string, socketId: string) =>
    http.get<WireData<'get', '/ops/realtime/auth'>>(
      '/ops/realtime/auth',
      { channel_name: channel, socket_id: socketId },
      { silent: true, loading: false },
    ),
};
