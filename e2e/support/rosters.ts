/** Roster files made for a test: an iCalendar roster of flights in the coming days (dates relative to today). */
export function upcomingFlightsIcs(): string {
  const day = (offset: number, hh: number, mm = 0) => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + offset);
    d.setUTCHours(hh, mm, 0, 0);
    return d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  };
  const flight = (
    uid: string,
    offset: number,
    number: string,
    from: string,
    to: string,
    dep: number,
    arr: number,
  ) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}@crewroster.test`,
      `DTSTAMP:${day(0, 0)}`,
      `DTSTART:${day(offset, dep)}`,
      `DTEND:${day(offset, arr)}`,
      `SUMMARY:${number} ${from}-${to}`,
      `LOCATION:${from}`,
      'END:VEVENT',
    ].join('\r\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CrewRoster tests//EN',
    flight('f1', 1, 'KL1001', 'AMS', 'LHR', 7, 8),
    flight('f2', 1, 'KL1002', 'LHR', 'AMS', 9, 10),
    flight('f3', 3, 'KL641', 'AMS', 'JFK', 10, 18),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
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

/** An iCalendar roster of the given flights, each 12:00–14:00 UTC on its day (away from day edges). */
export function flightsIcs(flights: TestFlight[]): string {
  const events = flights.map((f, i) =>
    [
      'BEGIN:VEVENT',
      `UID:range-${i}@crewroster.test`,
      `DTSTAMP:${stamp(0, 0)}`,
      `DTSTART:${stamp(f.offset, 12)}`,
      `DTEND:${stamp(f.offset, 14)}`,
      `SUMMARY:${f.number} ${f.from}-${f.to}`,
      `LOCATION:${f.from}`,
      'END:VEVENT',
    ].join('\r\n'),
  );
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CrewRoster tests//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
