import type { RosterEvent } from '@crewroster/shared/schemas';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { airports, rosterEvents } from '../../db/schema.ts';
import { dutyTypeInfo } from '../roster/duty-types.ts';

/**
 * Events overlapping [fromTs, toTs) (toTs undefined: no upper bound), ordered by start, as spec §3 Event.
 */
export async function listEvents(
  db: Db,
  userId: number,
  fromTs: number,
  toTs?: number,
): Promise<RosterEvent[]> {
  // One round trip: the airports' cities come with the rows (this call is the dashboard's hottest path). An
  // event overlaps the window when it ends at or after its start (its start is never after its end).
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
      departure: { IATA: r.departureIata, city: r.departureIata ? r.departureCity : null },
      arrival: { IATA: r.arrivalIata, city: r.arrivalIata ? r.arrivalCity : null },
    };
  });
}
