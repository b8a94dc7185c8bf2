/**
 * Where a duty is, for the list's second line (spec §3 Event: departure and arrival with IATA code and city).
 * The roster's own subtitle ("AMS - LHR", "HTL") stays as it is, followed by the cities it names
 * ("AMS - LHR · Amsterdam → London"); a duty without a subtitle is named by its places ("London (LHR)").
 */
import type { EventPlace, RosterEvent } from '@crewroster/shared/schemas';

function placeName(place: EventPlace): string | null {
  if (!place.IATA) return null;
  return place.city ? `${place.city} (${place.IATA})` : place.IATA;
}

function join(from: string | null, to: string | null): string | null {
  if (from && to && from !== to) return `${from} → ${to}`;
  return from ?? to;
}

export function placesLine(event: RosterEvent): string | null {
  const { dutySubtitle: subtitle, departure, arrival } = event;
  if (!subtitle) return join(placeName(departure), placeName(arrival));
  const cities = join(departure.city, arrival.city);
  return cities ? `${subtitle} · ${cities}` : subtitle;
}
