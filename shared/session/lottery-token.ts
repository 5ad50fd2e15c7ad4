import { userApi } from '../api/user';
import { useSession } from './store';

let inFlight: Promise<string> | null = null;

/**
 * SPEC 4 lottery token: a valid stored one is used; otherwise it is requested. Code 200 stores
 * data.lottery_token; 202 (created asynchronously) waits quietly and returns ''. Marked checked in every
 * case. Resolves '' when logged out or on failure (logged, never toasted).
 */
export function ensureLotteryToken(): Promise<string> {
  const { user, token } = useSession.getState();
  if (user?.lottery_token) {
    useSession.setState({ lotteryTokenChecked: true });
    return Promise.resolve(user.lottery_token);
  }
  if (!token || !user) {
    useSession.setState({ lotteryTokenChecked: true });
    return Promise.resolve('');
  }
  if (inFlight) return inFlight;
  inFlight = requestLotteryToken().finally(() => {
    useSession.setState({ lotteryTokenChecked: true });
    inFlight = null;
  });
  return inFlight;
}

async function requestLotteryToken(): Promise<string> {
  try {
    const envelope = await userApi.updateLotteryToken({ silent: true, loading: false });
    const lotteryToken = envelope.data?.lottery_token;
    if (envelope.code === 200 && typeof lotteryToken === 'string' && lotteryToken) {
      useSession.getState().updateUser({ lottery_token: lotteryToken });
      return lotteryToken;
    }
    return '';
  } catch (error) {
    console.warn('[session] lottery token request failed', error);
    return '';
  }
}
