import type { ImportReport } from '@crewroster/shared/schemas';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rosterEvents } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import { diffDuties, type RosterChangeSummary } from './changes.ts';
import { rosterLimitMessages } from './limits.ts';
import type { ResolvedEvent } from './resolve.ts';
import { stopIfCancelled } from './types.ts';

/** First key of the per-user import lock (pg_advisory_xact_lock(int, int)); the user id is the second. */
const IMPORT_LOCK_CLASS = 7402;

/** Array parameter bound as one value. */
const arr = (values: unknown[]) => sql.param(values);

export interface Period {
  /** First second of the first UTC day with an event start. */
  start: number;
  /** First second after the last UTC day with an event start. */
  end: number;
}

/** The whole UTC days on which the roster's events start: what a re-upload replaces. */
export function periodOf(events: ResolvedEvent[]): Period {
  let min = Infinity;
  let max = -Infinity;
  for (const e of events) {
    if (e.startTs < min) min = e.startTs;
    if (e.startTs > max) max = e.startTs;
  }
  return { start: Math.floor(min / 86_400) * 86_400, end: (Math.floor(max / 86_400) + 1) * 86_400 };
}

/**
 * One transaction: deletes the user's events that start within the period, inserts the new ones in one
 * `insert … select from unnest(…)` statement, and records the import with what it changed (`roster_changes`).
 */
export async function replaceEvents(
  db: Db,
  userId: number,
  events: ResolvedEvent[],
  meta: {
    source: string;
    format: string;
    maxEventsPerUser?: number;
    /** More to write with the import, all or nothing (a confirmed column mapping). */
    alsoWrite?: (tx: Tx) => Promise<void>;
    /** The client's request: aborted before the commit, the transaction rolls back. */
    signal?: AbortSignal;
    /** The import's answer by kind and its skipped lines, kept with its changes (a refresh's summary). */
    report?: Pick<ImportReport, 'imported'> & { skipped: number };
  },
): Promise<{ period: Period; changes: RosterChangeSummary }> {
  const period = periodOf(events);
  let changes: RosterChangeSummary = { added: 0, removed: 0, changed: 0 };
  await db.transaction(async (tx) => {
    // One import at a time per user, across API instances: without it two uploads of one file both delete
    // nothing and both insert. Released at commit or rollback.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_CLASS}, ${userId})`);
    stopIfCancelled(meta.signal);
    // The duties this import replaces, removed and returned in one statement, to tell what it changed.
    const before = await tx
      .delete(rosterEvents)
      .where(
        and(
          eq(rosterEvents.userId, userId),
          gte(rosterEvents.startTs, period.start),
          lt(rosterEvents.startTs, period.end),
        ),
      )
      .returning({
        type: rosterEvents.dutyType,
        title: rosterEvents.title,
        subtitle: rosterEvents.subtitle,
        nonFlyCode: rosterEvents.nonFlyCode,
        additional: rosterEvents.additional,
        startTs: rosterEvents.startTs,
        endTs: rosterEvents.endTs,
        allDay: rosterEvents.allDay,
        departure: rosterEvents.departureIata,
        arrival: rosterEvents.arrivalIata,
      });
    changes = diffDuties(before, events);
    await tx.execute(sql`
      insert into roster_events
        (user_id, duty_type, title, subtitle, non_fly_code, additional, start_ts, end_ts, all_day,
         departure_iata, arrival_iata, source)
      select ${userId}, * from unnest(
        ${arr(events.map((e) => e.type))}::smallint[], ${arr(events.map((e) => e.title))}::text[],
        ${arr(events.map((e) => e.subtitle))}::text[], ${arr(events.map((e) => e.nonFlyCode))}::text[],
        ${arr(events.map((e) => e.additional))}::text[], ${arr(events.map((e) => e.startTs))}::bigint[],
        ${arr(events.map((e) => e.endTs))}::bigint[], ${arr(events.map((e) => e.allDay))}::boolean[],
        ${arr(events.map((e) => e.departure))}::varchar[], ${arr(events.map((e) => e.arrival))}::varchar[],
        ${arr(events.map(() => meta.source))}::text[])`);
    if (meta.maxEventsPerUser !== undefined) {
      const held = (await tx.execute(
        sql`select count(*)::int as n from roster_events where user_id = ${userId}`,
      )) as unknown as { rows: { n: number }[] };
      // Throwing rolls the transaction back: the previous roster stays as it was.
      if (Number(held.rows[0]?.n ?? 0) > meta.maxEventsPerUser)
        throw new DomainError('validation', rosterLimitMessages.perUser(meta.maxEventsPerUser));
    }
    await tx.execute(sql`
      insert into roster_imports (user_id, source, format, period_start, period_end, events)
      values (${userId}, ${meta.source}, ${meta.format}, ${period.start}, ${period.end}, ${events.length})`);
    await tx.execute(sql`
      insert into roster_changes (user_id, source, added, removed, changed, imported, skipped)
      values (${userId}, ${meta.source}, ${changes.added}, ${changes.removed}, ${changes.changed},
        ${meta.report ? JSON.stringify(meta.report.imported) : null}::jsonb, ${meta.report?.skipped ?? null})`);
    await meta.alsoWrite?.(tx);
    // The last moment a client that left can still undo the import: throwing here rolls everything back.
    stopIfCancelled(meta.signal);
  });
  return { period, changes };
}
