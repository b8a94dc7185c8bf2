/** The texts of the account e-mails. Links point at the web app (APP_URL). */
import type { Product } from '../auth/products.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { PROFILE_DATA_FILENAME } from './profile-data.ts';

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

export function profileDataMail(to: string, archive: Uint8Array): MailMessage {
  return {
    to,
    subject: 'Your CrewRoster data',
    text: [
      'Attached is a copy of the data CrewRoster keeps about your account, as you requested.',
      '',
      'The zip holds your profile and account records (account.json), your roster as JSON and CSV (roster.json,',
      'roster.csv) and your profile picture if you uploaded one. README.txt in the zip says what each file is.',
    ].join('\n'),
    attachments: [
      {
        filename: PROFILE_DATA_FILENAME,
        content: Buffer.from(archive).toString('base64'),
        encoding: 'base64',
        contentType: 'application/zip',
      },
    ],
  };
}

/** `nina.berg@example.com` → `n***@example.com`: enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** After a signed-in password change: tells the account's address, with the way back if it was not the owner. */
export function passwordChangedMail(appUrl: string, product: Product, to: string): MailMessage {
  const path = product === 'logbook' ? '/logbook/forgot-password' : '/forgot-password';
  const name = product === 'logbook' ? 'CrewRoster Logbook' : 'CrewRoster';
  return {
    to,
    subject: `Your ${name} password was changed`,
    text: [
      `Your ${name} password was changed, and every device signed in to your account was signed out.`,
      '',
      "If this wasn't you, reset your password now:",
      link(appUrl, path, { email: to }),
      '',
      'If it was you, there is nothing to do.',
    ].join('\n'),
  };
}

/** After an e-mail change: goes to the old address, naming the new one only partly. */
export function emailChangedMail(appUrl: string, to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Your CrewRoster e-mail address was changed',
    text: [
      `Your CrewRoster e-mail address was changed to ${maskEmail(newEmail)}. Sign in with the new address from now on; we no longer write to this one.`,
      '',
      "If this wasn't you, someone else may be using your account: contact CrewRoster support at once and tell us this address.",
      `CrewRoster: ${appUrl}`,
    ].join('\n'),
  };
}
