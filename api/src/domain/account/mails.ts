/** The texts of the account e-mails. Links point at the web app (APP_URL). */
import type { Product } from '../auth/products.ts';
import type { MailMessage } from '../mail/mailer.ts';

const link = (appUrl: string, path: string, params: Record<string, string>) =>
  `${appUrl}${path}?${new URLSearchParams(params).toString()}`;

export function welcomeMail(
  appUrl: string,
  to: string,
  tokens: { verify: string; campaign: string },
): MailMessage {
  const verify = link(appUrl, '/verify-email', { email: to, tempToken: tokens.verify });
  const unsubscribe = link(appUrl, '/unsubscribe', { tempToken: tokens.campaign });
  const optOut = link(appUrl, '/user/ambassador-opt-out', { tempToken: tokens.campaign });
  return {
    to,
    subject: 'Welcome to CrewRoster: please verify your e-mail address',
    text: [
      'Welcome to CrewRoster!',
      '',
      'Please complete the activation of your account by verifying your e-mail address:',
      verify,
      '',
      'You are part of our Brand Ambassador Campaign. To opt out:',
      optOut,
      '',
      `No more e-mails from us: ${unsubscribe}`,
    ].join('\n'),
  };
}

export function logbookWelcomeMail(
  appUrl: string,
  to: string,
  tokens: { verify: string; campaign: string },
): MailMessage {
  const verify = link(appUrl, '/logbook/verify-email', { email: to, tempToken: tokens.verify });
  const unsubscribe = link(appUrl, '/logbook/unsubscribe', { tempToken: tokens.campaign });
  return {
    to,
    subject: 'Welcome to CrewRoster Logbook: please verify your e-mail address',
    text: [
      'Welcome to CrewRoster Logbook. Simplify your pilot life.',
      '',
      'Verify your e-mail address to receive Logbook news and tips:',
      verify,
      '',
      `No more Logbook e-mails: ${unsubscribe}`,
    ].join('\n'),
  };
}

/** The reset link opens the change-password page of the product the request came from. */
export function resetPasswordMail(
  appUrl: string,
  product: Product,
  to: string,
  tempToken: string,
  ttlMinutes: number,
): MailMessage {
  const path = product === 'logbook' ? '/logbook/reset-password' : '/reset-password';
  const name = product === 'logbook' ? 'CrewRoster Logbook' : 'CrewRoster';
  const reset = link(appUrl, path, { email: to, tempToken });
  return {
    to,
    subject: `Reset your ${name} password`,
    text: [
      `Someone asked to reset the password of your ${name} account.`,
      '',
      `Choose a new password here (the link works once, for ${ttlMinutes} minutes):`,
      reset,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function profileDataMail(to: string, data: unknown): MailMessage {
  return {
    to,
    subject: 'Your CrewRoster data',
    text: 'Attached is a copy of the data CrewRoster keeps about your account, as you requested.',
    attachments: [
      {
        filename: 'crewroster-data.json',
        content: JSON.stringify(data, null, 2),
        contentType: 'application/json',
      },
    ],
  };
}
