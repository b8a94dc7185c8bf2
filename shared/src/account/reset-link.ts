import { guestClient } from '@crewroster/shared/api';
import type { Product } from '@crewroster/shared/config';
import { UNABLE_TO_AUTHENTICATE } from '@crewroster/shared/session';

/**
 * Checks a password-reset link when its page opens (spec §4 "pages that load on entry"), so a spent or expired
 * link shows the unauthorized page before anyone types a new password twice. POST /v1/password/reset/check spends
 * nothing. Rejects with "Unable to authenticate." without a token, with the HTTP error (401) when it is refused.
 */
export async function checkResetLink(
  product: Product,
  tempToken: string | null,
  email: string | null,
): Promise<void> {
  const token = tempToken?.trim();
  if (!token) throw new Error(UNABLE_TO_AUTHENTICATE);
  await guestClient('auth', product).post('v1/password/reset/check', {
    json: email ? { email } : {},
    headers: { Authorization: `Bearer ${token}` },
    retry: 0,
  });
}
