/**
 * /forgot-password: e-mail (pre-filled from ?email=) and captcha, then the API mails a reset link.
 * ?source=logbook belongs to the logbook product's own page.
 */
import { RequestResetForm } from '@crewroster/shared/account';
import { getConfig } from '@crewroster/shared/config';
import { Navigate, useSearchParams } from '@crewroster/shared/router';
import { requestPasswordReset } from '../../common/account-calls';

export const LOGBOOK_SOURCE = 'logbook';

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  if (params.get('source') === LOGBOOK_SOURCE) {
    const rest = new URLSearchParams(params);
    rest.delete('source');
    const query = rest.toString();
    return <Navigate to={`/logbook/forgot-password${query ? `?${query}` : ''}`} replace />;
  }
  return (
    <RequestResetForm
      initialEmail={params.get('email') ?? ''}
      request={requestPasswordReset}
      captchaChallengeUrl={`${getConfig().services.main.main.replace(/\/+$/, '')}/v2/auth/captcha`}
      signInPath="/sign-in"
    />
  );
}
