// The signed-in operator: their token (kept by the one storage helper, under its own key beside the
// player's session) and who they are (GET /api/ops/auth/me). The auth bridge makes `http` send this token
// and brings the console back to sign-in on a 401.
import { forgetLastUsersAnswers, registerAuthBridge, storage, useOpsPermissions } from '@app/shared';
import { create } from 'zustand';
import { type Operator, opsApi, type SignInForm } from './opsApi';

/** Not the player's session key: an operator and a player signed in on one browser never share a token. */
export const OPERATOR_TOKEN_KEY = 'ops_token';

interface OperatorSession {
  token: string | null;
  operator: Operator | null;
  signIn: (form: SignInForm) => Promise<void>;
  loadOperator: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Forgets the token and the operator (a 401, or after sign-out). */
  clear: () => void;
}

export const useOperatorSession = create<OperatorSession>((set, get) => ({
  token: storage.getItem<string>(OPERATOR_TOKEN_KEY),
  operator: null,
  /** Keeps the token; the console then asks who the operator is (loadOperator). */
  async signIn(form) {
    const { token } = await opsApi.login(form);
    storage.setItem(OPERATOR_TOKEN_KEY, token);
    set({ token, operator: null });
  },
  async loadOperator() {
    const operator = await opsApi.me();
    set({ operator });
  },
  async signOut() {
    try {
      await opsApi.logout();
    } finally {
      get().clear();
    }
  },
  clear() {
    storage.removeItem(OPERATOR_TOKEN_KEY);
    set({ token: null, operator: null });
  },
}));

// Another operator (or none) never sees the answers read for the last one.
useOperatorSession.subscribe((session, previous) => {
  if (session.token !== previous.token) forgetLastUsersAnswers();
});

// Every page's useCan (the kit's, bundled in each remote too) reads the operator's permissions from @app/shared.
useOperatorSession.subscribe((session) =>
  useOpsPermissions.setState({ permissions: session.operator?.permissions ?? [] }),
);

/** Wires `http` to the operator's session; call once at start-up. */
export function installOperatorAuthBridge(): void {
  registerAuthBridge({
    getToken: () => useOperatorSession.getState().token,
    onUnauthorized: () => useOperatorSession.getState().clear(),
  });
}
