/**
 * /reset-password (the change-password page of spec §2/§4): a page that loads on entry — the link's temp token is
 * checked first (spinner), then entered and the shared change-password form shown. A missing, spent or expired
 * link: the unauthorized page with "Unable to authenticate.", before anything is typed.
 */
import { ChangePasswordForm, checkResetLink } from '@crewroster/shared/account';
import { useSearchParams } from '@crewroster/shared/router';
import { enterWithTempToken } from '@crewroster/shared/session';
import { useCallback } from 'react';
import { LoadOnEntry } from '../../common/LoadOnEntry';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('tempToken');
  const load = useCallback(async () => {
    await checkResetLink('main', token, email);
    enterWithTempToken('main', token);
  }, [email, token]);
  return (
    <LoadOnEntry entry={['reset-password', email, token]} load={load}>
      <ChangePasswordForm product="main" linkEmail={email} linkToken={token} signInPath="/sign-in" />
    </LoadOnEntry>
  );
}
