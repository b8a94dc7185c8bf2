/** /logbook/forgot-password: the shared reset request, sent to the logbook API (POST /v2/auth/resetpassword). */
import { RequestResetForm } from '@crewroster/shared/account';
import { guestClient } from '@crewroster/shared/api';
import { getConfig } from '@crewroster/shared/config';
import { useSearchParams } from '@crewroster/shared/router';

async function requestLogbookReset(email: string, captcha: string): Promise<void> {
  await guestClient('logbook', 'logbook').post('v2/auth/resetpassword', {
    json: { email, 'g-recaptcha-response': captcha },
    retry: 0,
  });
}

export default function LogbookForgotPasswordPage() {
  const [params] = useSearchParams();
  return (
    <RequestResetForm
      initialEmail={params.get('email') ?? ''}
      request={requestLogbookReset}
      captchaChallengeUrl={`${getConfig().services.logbook.logbook.replace(/\/+$/, '')}/v2/auth/captcha`}
      signInPath="/logbook/sign-in"
    />
  );
}
