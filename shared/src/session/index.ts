import { setAccessTokenProvider } from '../api/client';
import { ensureFreshAccessToken } from './refresh';

// Authorised API calls refresh the access token first; the client learns how from here, so it never imports the
// session (which imports the API calls).
setAccessTokenProvider(ensureFreshAccessToken);

export {
  currentPath,
  isNavigationPending,
  type NavigateOptions,
  type Navigator,
  navigateTo,
  navigationSettled,
  returnPathParam,
  safeReturnPath,
  setNavigator,
} from './navigation';
export { isOffline, OFFLINE_DB, setServerUnreachable } from './offline';
export { ensureFreshAccessToken, REFRESH_MARGIN_SECONDS, SessionExpiredError } from './refresh';
export {
  type SessionState,
  type SessionStatus,
  type SignOutOptions,
  sessionStore,
  signInPath,
  useSession,
} from './store';
export { enterWithTempToken, type TempTokenResult, UNABLE_TO_AUTHENTICATE } from './temp-token';
export { clearTokens, hasSession, readTokens, storageKey, writeTokens } from './tokens';
