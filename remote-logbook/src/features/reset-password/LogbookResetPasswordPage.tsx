/**
 * /logbook/reset-password?email&tempToken: the change-password step with the logbook's temp token (it replaces the
 * stored logbook token unless a logbook session exists). Without a usable token: the unauthorized page.
 */
import { ChangePasswordForm } from '@crewroster/shared/account';
import { Navigate, useSearchParams } from '@crewroster/shared/router';
import { enterWithTempToken } from '@crewroster/shared/session';
import { notify } from '@crewroster/shared/ui';
import { useEffect, useState } from 'react';

export default function LogbookResetPasswordPage() {
  const [params] = useSearchParams();
  const [entry] = useState(() => enterWithTempToken('logbook', params.get('tempToken')));
  useEffect(() => {
    if (!entry.ok) notify.error(entry.message);
  }, [entry]);
  if (!entry.ok) return <Navigate to="/unauthorized" replace />;
  return (
    <ChangePasswordForm
      product="logbook"
      linkEmail={params.get('email')}
      linkToken={params.get('tempToken')}
      signInPath="/logbook/sign-in"
    />
  );
}
