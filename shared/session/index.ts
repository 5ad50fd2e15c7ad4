export { APP_INFO_CORE_FIELDS, appInfoChanged } from './app-info';
export { refreshBalance } from './balance';
export {
  CONSISTENCY_CHECK_MS,
  type ConsistencyResult,
  checkSessionConsistency,
  startConsistencyCheck,
  stopConsistencyCheck,
} from './consistency';
export { ensureLotteryToken } from './lottery-token';
export { applyPushedFigures, MONEY_FIELDS, readUser } from './money-figures';
export { SESSION_STORAGE_KEY, type StoredSession, storage } from './storage';
export { clearSession, isLoggedIn, onLogout, type SessionState, useSession } from './store';
export { clearUserData, USER_DATA_PREFIX, userDataKey } from './user-data';
export { normalizeUserInfo } from './userinfo';
