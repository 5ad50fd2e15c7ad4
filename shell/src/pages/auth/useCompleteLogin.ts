import { type UserInfo, useSession } from '@app/shared';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

export const MINE_PATH = '/pages/mine/mine';

/** Only in-app paths are honoured so a crafted link cannot send the user to another site after login. */
export function safeRedirect(value: string | null): string {
  if (!value) return MINE_PATH;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/pages/login/')) return MINE_PATH;
  return value;
}

/** Stores the session from a login or registration answer, then returns to where the user came from. */
export function useCompleteLogin(): (answer: { token: string; userinfo: UserInfo }) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setUser = useSession((state) => state.setUser);
  const redirect = params.get('redirect');
  return useCallback(
    ({ token, userinfo }) => {
      setUser(userinfo, token);
      navigate(safeRedirect(redirect), { replace: true });
    },
    [navigate, redirect, setUser],
  );
}
