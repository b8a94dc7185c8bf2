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
