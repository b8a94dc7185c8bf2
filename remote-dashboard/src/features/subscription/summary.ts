/** Words for a change summary: "3 duties changed, 1 added" (only what happened; the first part names the duties). */
import type { RosterChangeSummary } from '@crewroster/shared/schemas';
import { rosterSubscriptionMessages } from '@crewroster/shared/schemas';

type T = (key: string, options: { count: number }) => string;

const ORDER = ['changed', 'added', 'removed'] as const;

/** The summary's words, or null when nothing changed. */
export function changeSummary(changes: RosterChangeSummary, t: T): string | null {
  const parts = ORDER.filter((what) => changes[what] > 0).map((what, i) =>
    t(`subscription.${what}${i === 0 ? '' : 'More'}`, { count: changes[what] }),
  );
  return parts.length ? parts.join(', ') : null;
}

/** The form's own words for a message of the shared schema (the API answers in English). */
export function urlMessageKey(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const entry = Object.entries(rosterSubscriptionMessages).find(([, text]) => text === message);
  return entry ? `subscription.${entry[0]}` : undefined;
}
