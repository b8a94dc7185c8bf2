import type { Distance, RosterEvent } from '@crewroster/shared/schemas';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, namedQuery } from '../../db/client.ts';
import { airports, rosterEvents } from '../../db/schema.ts';
import { type AccessClaims, sessionAccepts } from '../auth/tokens.ts';
import { dutyTypeInfo } from '../roster/duty-types.ts';
import { airportCities } from './airport-cities.ts';
import { distanceUnit, legDistance } from './distance.ts';
import { isReportDuty, showsReportEvents } from './report-events.ts';

interface EventRow {
  id: number;
  dutyType: number;
  title: string;
  subtitle: string | null;
  nonFlyCode: string | null;
  additional: string | null;
  startTs: number;
  endTs: number;
  allDay: boolean;
  departureIata: string | null;
  arrivalIata: string | null;
  departureCity: string | null;
  arrivalCity: string | null;
  departureZone: string | null;
  arrivalZone: string | null;
}

/** The event as spec §3 has it; with `distance` when given (GET /v2/event's legs, in the user's unit). */
function toEvent(r: EventRow, distance?: Distance | null): RosterEvent {
  const info = dutyTypeInfo(r.dutyType);
  const event: RosterEvent = {
    dutyId: r.id,
    dutyType: r.dutyType,
    dutyTitle: r.title,
    dutySubtitle: r.subtitle,
    dutyTypeDescription: info.description,
    dutyTypeIconName: info.icon,
    dutyNonFlyCode: r.nonFlyCode,
    dutyAdditional: r.additional,
    dutyStartTimestamp: r.startTs,
    dutyEndTimestamp: r.endTs,
    dutyIsAllDay: r.allDay,
    departure: {
      IATA: r.departureIata,
      city: r.departureIata ? r.departureCity : null,
      timezone: r.departureIata ? r.departureZone : null,
    },
    arrival: {
      IATA: r.arrivalIata,
      city: r.arrivalIata ? r.arrivalCity : null,
      timezone: r.arrivalIata ? r.arrivalZone : null,
    },
  };
  if (distance !== undefined) event.distance = distance;
  return event;
}

/**
 * Events overlapping [fromTs, toTs) (toTs undefined: no upper bound), ordered by start, as spec §3 Event.
 */
export async function listEvents(
  db: Db,
  userId: number,
  fromTs: number,
  toTs?: number,
): Promise<RosterEvent[]> {
  // One round trip: the airports' cities and time zones come with the rows (this call is the dashboard's hottest
  // path). An event overlaps the window when it ends at or after its start (its start is never after its end).
  const departure = alias(airports, 'departure_airport');
  const arrival = alias(airports, 'arrival_airport');
  const rows = await db
    .select({
      id: rosterEvents.id,
      dutyType: rosterEvents.dutyType,
      title: rosterEvents.title,
      subtitle: rosterEvents.subtitle,
      nonFlyCode: rosterEvents.nonFlyCode,
      additional: rosterEvents.additional,
      startTs: rosterEvents.startTs,
      endTs: rosterEvents.endTs,
      allDay: rosterEvents.allDay,
      departureIata: rosterEvents.departureIata,
      arrivalIata: rosterEvents.arrivalIata,
      departureCity: departure.city,
      arrivalCity: arrival.city,
      departureZone: departure.timezone,
      arrivalZone: arrival.timezone,
    })
    .from(rosterEvents)
    .leftJoin(departure, eq(departure.iata, rosterEvents.departureIata))
    .leftJoin(arrival, eq(arrival.iata, rosterEvents.arrivalIata))
    .where(
      and(
        eq(rosterEvents.userId, userId),
        gte(rosterEvents.endTs, fromTs),
        toTs === undefined ? undefined : lt(rosterEvents.startTs, toTs),
      ),
    )
    .orderBy(asc(rosterEvents.startTs), asc(rosterEvents.id));
  return rows.map((r) => toEvent(r));
}

/** The events of a session's window, and the stamp of what they were made from. */
interface SessionEvents {
  /** Changes whenever an event of the window is added, changed or removed, or a preference that shapes them. */
  stamp: string;
  /** Undefined when the stamp is the one the caller already knew: what it made from them still stands. */
  events?: RosterEvent[];
}

/**
 * GET /v2/event's read with its session check in the same statement (issue 18): the user row decides whether the
 * token's session still stands (active, same token version) and only then are the events joined, so a revoked
 * session reads nothing. Null when the session has ended; otherwise as listEvents, with the window's stamp. Given
 * the stamp of an earlier read (`knownStamp`) that still holds, the rows are not sent again.
 */
export async function listEventsOfSession(
  db: Db,
  claims: AccessClaims,
  fromTs: number,
  toTs?: number,
  knownStamp?: string,
): Promise<SessionEvents | null> {
  const rows = await namedQuery(db, 'events_of_session', EVENTS_OF_SESSION, [
    claims.userId,
    claims.version,
    fromTs,
    toTs ?? Number.MAX_SAFE_INTEGER,
    knownStamp ?? null,
  ]);
  const user = rows[0];
  if (!user || !sessionAccepts({ status: user[0] as string, tokenVersion: user[1] as number }, claims))
    return null;
  const stamp = user[4] as string;
  if (stamp === knownStamp) return { stamp };
  const found = user[5] === null ? [] : rows; // the user row alone: no events in the window
  const unit = distanceUnit(user[2] as string | null);
  const codes = new Set<string>();
  for (const r of found) {
    if (r[14] !== null) codes.add(r[14] as string);
    if (r[15] !== null) codes.add(r[15] as string);
  }
  const places = await airportCities(db, codes);
  const showReports = showsReportEvents(user[3] as string | null);
  const events: RosterEvent[] = [];
  for (const r of found) {
    const dutyType = r[6] as number;
    if (!showReports && isReportDuty(dutyType)) continue;
    const departureIata = r[14] as string | null;
    const arrivalIata = r[15] as string | null;
    const departure = departureIata === null ? undefined : places.get(departureIata);
    const arrival = arrivalIata === null ? undefined : places.get(arrivalIata);
    // Built whole, distance included: spreading each event into a copy to add it cost 6 % of this read's CPU.
    events.push(
      toEvent(
        {
          id: Number(r[5]),
          dutyType,
          title: r[7] as string,
          subtitle: r[8] as string | null,
          nonFlyCode: r[9] as string | null,
          additional: r[10] as string | null,
          startTs: Number(r[11]),
          endTs: Number(r[12]),
          allDay: r[13] as boolean,
          departureIata,
          arrivalIata,
          departureCity: departure?.city ?? null,
          arrivalCity: arrival?.city ?? null,
          departureZone: departure?.timezone ?? null,
          arrivalZone: arrival?.timezone ?? null,
        },
        legDistance(dutyType, departureIata, arrivalIata, unit),
      ),
    );
  }
  return { stamp, events };
}

/*
 * The airports' cities and zones come from airportCities, not from two joins per event.
 * The stamp: how many events the window holds, the sum of their ids (ids are never reused, so a removed event and
 * an added one never cancel out), the sum and the largest of their xmin (the transaction that wrote each row
 * version, so an event changed in place changes it) and the two preferences the list depends on. The events are
 * joined only when it differs from the caller's ($5): the gate names no column of theirs and `offset 0` keeps the
 * subquery whole, so PostgreSQL checks it once and does not read them.
 */
const EVENTS_OF_SESSION = `
  select u.status, u.token_version, u.preferences->>'distance', u.preferences->>'report_minutes', s.stamp,
    e.id, e.duty_type, e.title, e.subtitle, e.non_fly_code, e.additional, e.start_ts, e.end_ts, e.all_day,
    e.departure_iata, e.arrival_iata
  from users u
  cross join lateral (
    select format('%s:%s:%s:%s:%s:%s', count(*), sum(r.id), sum(r.xmin::text::bigint), max(r.xmin::text::bigint),
      u.preferences->>'distance', u.preferences->>'report_minutes') as stamp
    from roster_events r
    where r.user_id = u.id and r.end_ts >= $3 and r.start_ts < $4
  ) s
  left join lateral (
    select * from roster_events e
    where u.status = 'active' and u.token_version = $2 and s.stamp is distinct from $5::text
      and e.user_id = u.id and e.end_ts >= $3 and e.start_ts < $4
    offset 0
  ) e on true
  where u.id = $1
  order by e.start_ts, e.id`;
