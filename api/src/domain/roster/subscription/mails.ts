/** The roster-change e-mail of a roster subscription. The link opens the dashboard (APP_URL/home). */
import type { RosterChangeSummary } from '@crewroster/shared/schemas';
import type { MailMessage } from '../../mail/mailer.ts';

/** "3 duties changed, 1 added, 2 removed" (only what happened; the first part names the duties). */
export function describeChanges({ added, removed, changed }: RosterChangeSummary): string {
  const parts = (
    [
      [changed, 'changed'],
      [added, 'added'],
      [removed, 'removed'],
    ] as const
  ).filter(([n]) => n > 0);
  return parts
    .map(([n, what], i) => (i === 0 ? `${n} ${n === 1 ? 'duty' : 'duties'} ${what}` : `${n} ${what}`))
    .join(', ');
}

/** The address without its path and query, which often carry a personal secret (the mail may be forwarded). */
const siteOf = (url: string) => new URL(url).host;

export function rosterChangedMail(
  appUrl: string,
  to: string,
  subscriptionUrl: string,
  changes: RosterChangeSummary,
): MailMessage {
  const summary = describeChanges(changes);
  return {
    to,
    subject: `Your roster changed: ${summary}`,
    text: [
      `Your roster at ${siteOf(subscriptionUrl)} changed: ${summary}.`,
      '',
      'See your new roster:',
      `${appUrl}/home`,
      '',
      'You get this e-mail because you asked to be told when your roster changes. To stop these e-mails, turn off',
      '"E-mail me when my roster changes" under "Roster address" on your dashboard.',
    ].join('\n'),
  };
}
