import { DUTY_TYPES, type Statistics } from '@crewroster/shared/schemas';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rosterEvents, users } from '../../db/schema.ts';
import { distanceUnit, inUnit, legKm } from '../events/distance.ts';
import { ON_DUTY_TYPES } from '../roster/duty-types.ts';
import { loadAirports } from '../roster/resolve.ts';

interface Interval {
  start: number;
  end: number;
}

/** Total seconds covered by intervals, overlaps counted once. */
export function coveredSeconds(intervals: Interval[]): number {
  const sorted = [...intervals].filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  let total = 0;
  let curStart = -Infinity;
  let curEnd = -Infinity;
  for (const i of sorted) {
    if (i.start > curEnd) {
      if (curEnd > curStart) total += curEnd - curStart;
      curStart = i.start;
      curEnd = i.end;
    } else if (i.end > curEnd) curEnd = i.end;
  }
  if (curEnd > curStart) total += curEnd - curStart;
  return total;
}

export function hhmm(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Statistics of the events that start in [fromTs, toTs):
 * - flights: flight events (type 2); positioning is not a flight;
 * - airports: distinct departure/arrival codes of flights and positioning legs;
 * - countries / regions: distinct ISO countries / continents (AF, AN, AS, EU, NA, OC, SA) of those airports
 *   that the airports table knows; "region" is the continent;
 * - blockhours: time covered by flights; dutyhours: time covered by on-duty events (report to debrief, standby,
 *   simulator, ...; not days off, layovers or hotels); overlapping events are counted once;
 * - routes: distinct directed airport pairs of flights and positioning legs with known coordinates;
 * - distance: the flights' great-circle distances added up, in the user's unit (preference `distance`).
 */
export async function computeStatistics(
  db: Db,
  userId: number,
  fromTs: number,
  toTs: number,
): Promise<Statistics> {
  const [rows, [user]] = await Promise.all([
    db
      .select({
        type: rosterEvents.dutyType,
        start: rosterEvents.startTs,
        end: rosterEvents.endTs,
        dep: rosterEvents.departureIata,
        arr: rosterEvents.arrivalIata,
      })
      .from(rosterEvents)
      .where(
        and(
          eq(rosterEvents.userId, userId),
          gte(rosterEvents.startTs, fromTs),
          lt(rosterEvents.startTs, toTs),
        ),
      )
      .orderBy(asc(rosterEvents.startTs)),
    db
      .select({ unit: sql<string | null>`${users.preferences}->>'distance'` })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  const legs = rows.filter((r) => r.type === DUTY_TYPES.flight || r.type === DUTY_TYPES.positioning);
  const codes = new Set<string>();
  for (const l of legs) {
    if (l.dep) codes.add(l.dep);
    if (l.arr) codes.add(l.arr);
  }
  const airports = await loadAirports(db, codes);
  const countries = new Set<string>();
  const regions = new Set<string>();
  for (const code of codes) {
    const a = airports.get(code);
    if (a?.country) countries.add(a.country);
    if (a?.region) regions.add(a.region);
  }
  const routes: Statistics['routes'] = [];
  const seen = new Set<string>();
  for (const l of legs) {
    const a = l.dep ? airports.get(l.dep) : undefined;
    const b = l.arr ? airports.get(l.arr) : undefined;
    if (!a || !b || a.iata === b.iata || seen.has(`${a.iata}-${b.iata}`)) continue;
    seen.add(`${a.iata}-${b.iata}`);
    routes.push({
      start: { iata: a.iata, latitude: a.latitude, longitude: a.longitude },
      end: { iata: b.iata, latitude: b.latitude, longitude: b.longitude },
    });
  }
  const flights = rows.filter((r) => r.type === DUTY_TYPES.flight);
  const flownKm = flights.reduce((sum, f) => sum + (legKm(f.type, f.dep, f.arr) ?? 0), 0);
  return {
    numbers: {
      flights: flights.length,
      airports: codes.size,
      countries: countries.size,
      regions: regions.size,
    },
    blockhours: hhmm(coveredSeconds(flights)),
    dutyhours: hhmm(coveredSeconds(rows.filter((r) => ON_DUTY_TYPES.has(r.type)))),
    routes,
    distance: inUnit(flownKm, distanceUnit(user?.unit)),
  };
}
