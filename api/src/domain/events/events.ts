import type { RosterEvent } from '@crewroster/shared/schemas';
import { and, asc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rosterEvents } from '../../db/schema.ts';
import { dutyTypeInfo } from '../roster/duty-types.ts';
import { loadAirports } from '../roster/resolve.ts';

/**
 * Events overlapping [fromTs, toTs) (toTs undefined: no upper bound), ordered by start, as spec §3 Event.
 */
export async function listEvents(
  db: Db,
  userId: number,
  fromTs: number,
  toTs?: number,
): Promise<RosterEvent[]> {
  const conditions: (SQL | undefined)[] = [
    eq(rosterEvents.userId, userId),
    or(gte(rosterEvents.endTs, fromTs), gte(rosterEvents.startTs, fromTs)),
  ];
  if (toTs !== undefined) conditions.push(lt(rosterEvents.startTs, toTs));
  const rows = await db
    .select()
    .from(rosterEvents)
    .where(and(...conditions))
    .orderBy(asc(rosterEvents.startTs), asc(rosterEvents.id));
  const codes = new Set<string>();
  for (const r of rows) {
    if (r.departureIata) codes.add(r.departureIata);
    if (r.arrivalIata) codes.add(r.arrivalIata);
  }
  const airports = await loadAirports(db, codes);
  const place = (code: string | null) => ({
    IATA: code,
    city: code ? (airports.get(code)?.city ?? null) : null,
  });
  return rows.map((r) => {
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
      departure: place(r.departureIata),
      arrival: place(r.arrivalIata),
    };
  });
}
