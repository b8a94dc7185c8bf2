/**
 * /reset-password (the change-password page of spec §2/§4): enters with the link's temp token, then the shared
 * change-password form. Without a usable token: the unauthorized page with "Unable to authenticate.".
 */
import { ChangePasswordForm } from '@crewroster/shared/account';
import { useSearchParams } from '@crewroster/shared/router';
import { enterWithTempToken } from '@crewroster/shared/session';
import { notify } from '@crewroster/shared/ui';
import { useEffect, useState } from 'react';
import UnauthorizedPage from '../unauthorized/UnauthorizedPage';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [entry] = useState(() => enterWithTempToken('main', params.get('tempToken')));
  useEffect(() => {
    if (!entry.ok) notify.error(entry.message);
  }, [entry]);
  return entry.ok ? (
    <ChangePasswordForm
      product="main"
      linkEmail={params.get('email')}
      linkToken={params.get('tempToken')}
      signInPath="/sign-in"
    />
  ) : (
    <UnauthorizedPage />
  );
}
