/**
 * /logbook/reset-password?email&tempToken: the change-password step with the logbook's temp token (it replaces the
 * stored logbook token unless a logbook session exists). The link is checked when the page opens (spinner); a
 * missing, spent or expired one goes to the unauthorized page before anything is typed.
 */
import { ChangePasswordForm, checkResetLink } from '@crewroster/shared/account';
import { Navigate, useSearchParams } from '@crewroster/shared/router';
import { useTempTokenAction } from '../temp-token/useTempTokenAction';
import { Working } from '../temp-token/Working';

const checkLink = (params: URLSearchParams) =>
  checkResetLink('logbook', params.get('tempToken'), params.get('email'));

export default function LogbookResetPasswordPage() {
  const [params] = useSearchParams();
  const state = useTempTokenAction(checkLink);
  if (state === 'working') return <Working />;
  if (state !== 'done') return <Navigate to="/unauthorized" replace />;
  return (
    <ChangePasswordForm
      product="logbook"
      linkEmail={params.get('email')}
      linkToken={params.get('tempToken')}
      signInPath="/logbook/sign-in"
    />
  );
}
