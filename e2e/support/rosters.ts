/** Roster files made for a test, dates relative to today (UTC). */

/** Flights in the coming days: two legs tomorrow and a long-haul in three days. */
export function upcomingFlightsIcs(): string {
  const flight = (offset: number, number: string, from: string, to: string, dep: number, arr: number) => [
    `DTSTART:${stamp(offset, dep)}`,
    `DTEND:${stamp(offset, arr)}`,
    `SUMMARY:${number} ${from}-${to}`,
    `LOCATION:${from}`,
  ];
  return calendarIcs(
    [
      flight(1, 'KL1001', 'AMS', 'LHR', 7, 8),
      flight(1, 'KL1002', 'LHR', 'AMS', 9, 10),
      flight(3, 'KL641', 'AMS', 'JFK', 10, 18),
    ],
    'upcoming',
  );
}

export interface TestFlight {
  /** Days from today (UTC); negative = past. */
  offset: number;
  number: string;
  from: string;
  to: string;
}

/** yyyymmddThhmmssZ, `offset` days from today (UTC), at `hh`:00. */
export function stamp(offset: number, hh: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  d.setUTCHours(hh, 0, 0, 0);
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** yyyymmdd, `offset` days from today (UTC): an all-day DTSTART or DTEND value. */
export function day(offset: number): string {
  return stamp(offset, 0).slice(0, 8);
}

/** An iCalendar roster of events given as their property lines (DTSTART, SUMMARY…); UID and DTSTAMP are added. */
export function calendarIcs(events: string[][], uidPrefix = 'event'): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CrewRoster tests//EN',
    ...events.map((lines, i) =>
      [
        'BEGIN:VEVENT',
        `UID:${uidPrefix}-${i}@crewroster.test`,
        `DTSTAMP:${stamp(0, 0)}`,
        ...lines,
        'END:VEVENT',
      ].join('\r\n'),
    ),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** An iCalendar roster of the given flights, each 12:00–14:00 UTC on its day (away from day edges). */
export function flightsIcs(flights: TestFlight[]): string {
  return calendarIcs(
    flights.map((f) => [
      `DTSTART:${stamp(f.offset, 12)}`,
      `DTEND:${stamp(f.offset, 14)}`,
      `SUMMARY:${f.number} ${f.from}-${f.to}`,
      `LOCATION:${f.from}`,
    ]),
    'range',
  );
}
