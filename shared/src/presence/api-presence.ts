import { setUserStatus } from '../api/calls/user';
import { readTokens } from '../session/tokens';
import type { PresenceStore } from './port';

/**
 * Presence through the reference API (no Firebase configured). The server knows the user from the token,
 * so `pk` is not sent. The stored token is used as is (see `setUserStatus`).
 */
export function createApiPresenceStore(): PresenceStore {
  return {
    async setStatus(_pk, status) {
      const accessToken = readTokens('main')?.access_token;
      if (!accessToken) throw new Error('No access token to set the user status with.');
      await setUserStatus(status, { accessToken });
    },
  };
}
