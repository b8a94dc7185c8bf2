/**
 * The texts of a calendar event (spec §3 "Calendar output format"): the user picks a format for the summary,
 * location and description of flights (pks 10xx) and of reports (pks 20xx) in the calendar settings; this renders
 * each pk like its `public_example` (migration 0003_settings). Times are UTC with a Z.
 */
import type { RosterEvent } from '@crewroster/shared/schemas';

export interface AirportNames {
  /** IATA → the airport's name. */
  get(iata: string): string | undefined;
}

const hhmm = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 16);
const zulu = (seconds: number) => `${hhmm(seconds)}Z`;
const duration = (seconds: number) => {
  const minutes = Math.max(0, Math.round(seconds / 60));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
const join = (parts: (string | null | undefined)[], glue = ' ') => parts.filter(Boolean).join(glue);
const airportName = (iata: string | null, names: AirportNames) =>
  iata ? `${names.get(iata) ?? iata} (${iata})` : '';
/** The aircraft type when the roster gives one (e.g. B777, A320, E190) in the duty's extra text. */
const aircraft = (e: RosterEvent) =>
  /\b([ABE]\d{3}[A-Z]?|CRJ\d{0,3}|ATR ?\d{2}|DH\d|Q400)\b/.exec(e.dutyAdditional ?? '')?.[1];

function leg(e: RosterEvent): string {
  return join([e.departure.IATA, e.arrival.IATA], '-');
}

/** Flight texts by format pk; an unknown pk falls back to the default of its field. */
export function flightText(pk: string, e: RosterEvent, names: AirportNames): string {
  const number = e.dutyTitle;
  const from = e.departure.IATA;
  const to = e.arrival.IATA;
  switch (pk) {
    case '1002':
      return join([leg(e), number]);
    case '1003':
      return leg(e) || number;
    case '1004':
      return number;
    case '1005':
      return join([e.departure.city ?? from, e.arrival.city ?? to], ' - ') || number;
    case '1006':
      return join([
        number,
        from && `${from} ${zulu(e.dutyStartTimestamp)}`,
        '-',
        to && `${to} ${zulu(e.dutyEndTimestamp)}`,
      ]);
    case '1045':
      return airportName(from, names);
    case '1046':
      return from ?? '';
    case '1050':
      return join(
        [
          join([number, leg(e)]),
          aircraft(e),
          `block time ${duration(e.dutyEndTimestamp - e.dutyStartTimestamp)}`,
        ],
        ', ',
      );
    case '1051':
      return join(
        [
          from && `Departure ${from} ${zulu(e.dutyStartTimestamp)}`,
          to && `arrival ${to} ${zulu(e.dutyEndTimestamp)}`,
        ],
        ', ',
      );
    default:
      return join([number, leg(e)]);
  }
}

/** Report texts by format pk. `station` is where the crew reports; `next` the first flight after it, if any. */
export function reportText(
  pk: string,
  e: RosterEvent,
  station: string | null,
  next: RosterEvent | undefined,
  names: AirportNames,
): string {
  switch (pk) {
    case '2002':
      return join(['Check-in', next?.dutyTitle]);
    case '2003':
      return 'Report';
    case '2010':
      return airportName(station, names);
    case '2011':
      return station ?? '';
    case '2020':
      return join(
        [
          `Report ${zulu(e.dutyStartTimestamp)}`,
          next && `first flight ${join([next.dutyTitle, leg(next), zulu(next.dutyStartTimestamp)])}`,
        ],
        ', ',
      );
    default:
      return join(['Report', station, zulu(e.dutyStartTimestamp)]);
  }
}
