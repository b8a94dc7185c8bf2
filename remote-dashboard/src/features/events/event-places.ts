/**
 * Where a duty is, for the list's second line (spec §3 Event: departure and arrival with IATA code and city): a
 * leg as "Amsterdam (AMS) → London (LHR)", a duty at one station (hotel, layover, standby) as "London (LHR)".
 */
import type { EventPlace, RosterEvent } from '@crewroster/shared/schemas';

function placeName(place: EventPlace): string | null {
  if (!place.IATA) return null;
  return place.city ? `${place.city} (${place.IATA})` : place.IATA;
}

export function placesLine(event: RosterEvent): string | null {
  const from = placeName(event.departure);
  const to = placeName(event.arrival);
  if (from && to && from !== to) return `${from} → ${to}`;
  return from ?? to;
}

/** The subtitle unless it only repeats the route ("AMS - LHR", what the roster readers write for a leg). */
export function subtitleBeyondPlaces(event: RosterEvent): string | null {
  const { dutySubtitle: subtitle, departure, arrival } = event;
  if (!subtitle) return null;
  return subtitle === `${departure.IATA} - ${arrival.IATA}` ? null : subtitle;
}
