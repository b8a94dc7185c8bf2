import type { RosterEvent } from '@crewroster/shared/schemas';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, namedQuery } from '../../db/client.ts';
import { airports, rosterEvents } from '../../db/schema.ts';
import { type AccessClaims, sessionAccepts } from '../auth/tokens.ts';
import { dutyTypeInfo } from '../roster/duty-types.ts';
import { airportCities } from './airport-cities.ts';
import { distanceUnit, withLegDistance } from './distance.ts';
import { withReportPreference } from './report-events.ts';

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

function toEvent(r: EventRow): RosterEvent {
  const info = dutyTypeInfo(r.dutyType);
  return {
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
  return rows.map(toEvent);
}

/**
 * GET /v2/event's read with its session check in the same statement (issue 18): the user row decides whether the
 * token's session still stands (active, same token version) and only then are the events joined, so a revoked
 * session reads nothing. Null when the session has ended; otherwise as listEvents.
 */
export async function listEventsOfSession(
  db: Db,
  claims: AccessClaims,
  fromTs: number,
  toTs?: number,
): Promise<RosterEvent[] | null> {
  const rows = await namedQuery(db, 'events_of_session', EVENTS_OF_SESSION, [
    claims.userId,
    claims.version,
    fromTs,
    toTs ?? Number.MAX_SAFE_INTEGER,
  ]);
  const user = rows[0];
  if (!user || !sessionAccepts({ status: user[0] as string, tokenVersion: user[1] as number }, claims))
    return null;
  const found = user[2] === null ? [] : rows; // the user row alone: no events in the window
  const unit = distanceUnit(user[13] as string | null);
  const codes = new Set<string>();
  for (const r of found) {
    if (r[11] !== null) codes.add(r[11] as string);
    if (r[12] !== null) codes.add(r[12] as string);
  }
  const places = await airportCities(db, codes);
  const events = found.map((r) => {
    const departureIata = r[11] as string | null;
    const arrivalIata = r[12] as string | null;
    return toEvent({
      id: Number(r[2]),
      dutyType: r[3] as number,
      title: r[4] as string,
      subtitle: r[5] as string | null,
      nonFlyCode: r[6] as string | null,
      additional: r[7] as string | null,
      startTs: Number(r[8]),
      endTs: Number(r[9]),
      allDay: r[10] as boolean,
      departureIata,
      arrivalIata,
      departureCity: departureIata === null ? null : (places.get(departureIata)?.city ?? null),
      arrivalCity: arrivalIata === null ? null : (places.get(arrivalIata)?.city ?? null),
      departureZone: departureIata === null ? null : (places.get(departureIata)?.timezone ?? null),
      arrivalZone: arrivalIata === null ? null : (places.get(arrivalIata)?.timezone ?? null),
    });
  });
  // The user's settings that change what the list shows: report events and the distance unit.
  return withReportPreference(events, user[14] as string | null).map((e) => withLegDistance(e, unit));
}

// The airports' cities and zones come from airportCities, not from two joins per event.
const EVENTS_OF_SESSION = `
  select u.status, u.token_version,
    e.id, e.duty_type, e.title, e.subtitle, e.non_fly_code, e.additional, e.start_ts, e.end_ts, e.all_day,
    e.departure_iata, e.arrival_iata, u.preferences->>'distance', u.preferences->>'report_minutes'
  from users u
  left join roster_events e on e.user_id = u.id and u.status = 'active' and u.token_version = $2
    and e.end_ts >= $3 and e.start_ts < $4
  where u.id = $1
  order by e.start_ts, e.id`;
