/**
 * Distances in the user's unit (preference `distance`, spec §3: MI statute miles, NMI nautical miles, KM): the
 * great-circle distance between a leg's airports, from the airport index the roster engine keeps in memory, so
 * the event list needs no query for it.
 */
import { DISTANCE_UNITS, type Distance, type DistanceUnit, DUTY_TYPES } from '@crewroster/shared/schemas';
import { distanceKm } from '../roster/engine/airports.ts';
import { DEFAULT_PREFERENCES } from '../user/preferences.ts';

const KM_PER_UNIT: Record<DistanceUnit, number> = { KM: 1, MI: 1.609344, NMI: 1.852 };

/** The unit a stored preference names; the default (MI) when unset or unknown. */
export function distanceUnit(preference: string | null | undefined): DistanceUnit {
  return (DISTANCE_UNITS as readonly (string | null | undefined)[]).includes(preference)
    ? (preference as DistanceUnit)
    : (DEFAULT_PREFERENCES.distance as DistanceUnit);
}

export function inUnit(km: number, unit: DistanceUnit): Distance {
  return { value: Math.round(km / KM_PER_UNIT[unit]), unit };
}

/** Km between the airports of a flight or positioning leg; null for other duties or unknown airports. */
export function legKm(dutyType: number, from: string | null, to: string | null): number | null {
  if (dutyType !== DUTY_TYPES.flight && dutyType !== DUTY_TYPES.positioning) return null;
  if (!from || !to || from === to) return null;
  return distanceKm(from, to);
}

/** A leg's distance in the user's unit; null when it is not a leg between two known airports. */
export function legDistance(
  dutyType: number,
  from: string | null,
  to: string | null,
  unit: DistanceUnit,
): Distance | null {
  const km = legKm(dutyType, from, to);
  return km === null ? null : inUnit(km, unit);
}
