/**
 * What an import changed: the duties it brings against those that were there before in the period it replaces.
 * Duties are matched by their natural key (UTC day + flight number and departure, or type and code — the key the
 * exports use, `export/duty-keys.ts`); twins on one day are matched in order of start. A matched duty whose times,
 * arrival or texts differ is "changed"; keys only in the new roster are "added", only in the old one "removed".
 */
import type { RosterChangeSummary } from '@crewroster/shared/schemas';
import { naturalDutyKey } from '../export/duty-keys.ts';
import type { ResolvedEvent } from './resolve.ts';

export type { RosterChangeSummary };

const byStart = (a: ResolvedEvent, b: ResolvedEvent) => a.startTs - b.startTs || a.endTs - b.endTs;

function keyed(events: readonly ResolvedEvent[]): Map<string, ResolvedEvent> {
  const seen = new Map<string, number>();
  const out = new Map<string, ResolvedEvent>();
  for (const e of [...events].sort(byStart)) {
    const natural = naturalDutyKey({
      type: e.type,
      title: e.title,
      code: e.nonFlyCode,
      startTs: e.startTs,
      departure: e.departure,
    });
    const n = seen.get(natural) ?? 0;
    seen.set(natural, n + 1);
    out.set(`${natural}|${n}`, e);
  }
  return out;
}

/** What a person would notice: times, the arrival, all-day, and the texts shown with the duty. */
const fingerprint = (e: ResolvedEvent) =>
  JSON.stringify([e.startTs, e.endTs, e.allDay, e.arrival, e.subtitle ?? null, e.additional ?? null]);

export function diffDuties(
  before: readonly ResolvedEvent[],
  after: readonly ResolvedEvent[],
): RosterChangeSummary {
  const old = keyed(before);
  let added = 0;
  let changed = 0;
  for (const [key, next] of keyed(after)) {
    const previous = old.get(key);
    if (!previous) added += 1;
    else {
      if (fingerprint(previous) !== fingerprint(next)) changed += 1;
      old.delete(key);
    }
  }
  return { added, removed: old.size, changed };
}

export const changeCount = (c: RosterChangeSummary) => c.added + c.removed + c.changed;
