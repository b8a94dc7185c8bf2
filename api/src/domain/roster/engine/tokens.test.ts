import fs from 'node:fs';
import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { zonedToEpoch } from '../time.ts';
import { AIRPORT_INDEX_FILE, buildAirportIndex, serialiseAirportIndex } from './airport-index-build.ts';
import { toIata } from './airports.ts';
import { DateContext, slashOrder } from './dates.ts';
import { textToRows } from './grid.ts';
import { readRoster } from './index.ts';
import { readDateAt, readRow } from './row.ts';
import {
  insideHotelName,
  isDeadheadFlag,
  isHotelWord,
  monthName,
  readAirport,
  readBareNumber,
  readDate,
  readDecimalHours,
  readDottedTime,
  readDuration,
  readDutyCode,
  readFlightNumber,
  readTime,
  trimToken,
  zoneAbbreviation,
} from './tokens.ts';
import { abbreviationZone, fixedOffsetZone } from './zone.ts';

const upload = new Date('2025-07-10T12:00:00Z');

describe('dates', () => {
  it('reads full dates in the common forms', () => {
    expect(readDate('2025-01-08')).toEqual({ day: 8, month: 1, year: 2025 });
    expect(readDate('08/01/2025')).toEqual({ day: 8, month: 1, year: 2025 });
    expect(readDate('08/01/2025', 'mdy')).toEqual({ day: 1, month: 8, year: 2025 });
    expect(readDate('08.01.25')).toEqual({ day: 8, month: 1, year: 2025 });
    expect(readDate('20250108')).toEqual({ day: 8, month: 1, year: 2025 });
    expect(readDate('08Jan25')).toEqual({ day: 8, month: 1, year: 2025 });
    expect(readDate('08-JAN-2025')).toEqual({ day: 8, month: 1, year: 2025 });
    expect(readDate('2026年03月26日')).toEqual({ day: 26, month: 3, year: 2026 });
    expect(readDate('31/02/2025')).toBeNull();
    expect(readDate('2026年02月30日')).toBeNull();
  });

  it('reads partial dates: day and month, weekday and day', () => {
    expect(readDate('15Jul')).toEqual({ day: 15, month: 7 });
    expect(readDate('Jul15')).toEqual({ day: 15, month: 7 });
    expect(readDate('Mon01')).toEqual({ day: 1, weekday: 1 });
    expect(readDate('01MON')).toEqual({ day: 1, weekday: 1 });
    expect(readDate('03月26日')).toEqual({ day: 26, month: 3 });
    expect(readDate('3月26日(木)')).toEqual({ day: 26, month: 3 });
    expect(readDate(trimToken('3月26日(木)'))).toEqual({ day: 26, month: 3 }); // as a line's token
    expect(readDate('02月30日')).toBeNull();
    expect(readDateAt(['Mon', '10'], 0, 'dmy')?.ref).toEqual({ day: 10, weekday: 1 });
    expect(readDateAt(['15', 'Tue'], 0, 'dmy')?.ref).toEqual({ day: 15, weekday: 2 });
    expect(readDateAt(['8', 'Jan', '2025'], 0, 'dmy')?.ref).toEqual({ day: 8, month: 1, year: 2025 });
    expect(readDateAt(['Jan', '8,', '2025'], 0, 'dmy')?.ref).toEqual({ day: 8, month: 1, year: 2025 });
    // A number after the day and month that is no plausible year is the next column (a flight number).
    expect(readDateAt(['14', 'Aug', '3445', 'PHX'], 0, 'dmy')).toEqual({
      ref: { day: 14, month: 8 },
      used: 2,
    });
    expect(readDateAt(['Aug', '14', '1263'], 0, 'dmy')).toEqual({ ref: { day: 14, month: 8 }, used: 2 });
  });

  it('completes a missing year from the upload date and a missing month from the weekday', () => {
    const dates = new DateContext(upload, 'dmy');
    expect(dates.resolve({ day: 15, month: 7 })).toBe('2025-07-15');
    expect(new DateContext(new Date('2025-12-28'), 'dmy').resolve({ day: 3, month: 1 })).toBe('2026-01-03');
    const days = new DateContext(upload, 'dmy');
    // 14 Jul 2025 is a Monday; later days follow on and roll into August when the number drops.
    expect(days.resolve({ day: 14, weekday: 1 })).toBe('2025-07-14');
    expect(days.resolve({ day: 31 })).toBe('2025-07-31');
    expect(days.resolve({ day: 1, weekday: 5 })).toBe('2025-08-01');
    // A weekday that does not fit the running month is placed by the weekday alone.
    const fresh = new DateContext(new Date('2025-08-28'), 'dmy');
    expect(fresh.resolve({ day: 1, weekday: 1 })).toBe('2025-09-01');
    // After a dated row, a day and month without a year goes on near it, however far the upload is.
    const after = new DateContext(new Date('2026-11-27'), 'mdy');
    expect(after.resolve({ day: 4, month: 3, weekday: 2 })).toBe('2025-03-04');
    expect(after.resolve({ day: 5, month: 3 })).toBe('2025-03-05');
    expect(new DateContext(new Date('2026-11-27'), 'mdy').resolve({ day: 5, month: 3 })).toBe('2027-03-05');
  });

  it('decides day-first or month-first for the whole roster', () => {
    expect(slashOrder(['13/01/2025', '01/02/2025'], false)).toBe('dmy');
    expect(slashOrder(['01/13/2025'], false)).toBe('mdy');
    expect(slashOrder(['6/1/2015'], true)).toBe('mdy');
    expect(slashOrder(['6/1/2015'], false)).toBe('dmy');
  });

  it('decides the order of ambiguous slash dates by their weekdays, their succession, then the upload date', () => {
    // 7 February 2017 was a Tuesday, 2 July 2017 a Sunday.
    expect(slashOrder(['02-07-2017'], false, { weekdays: [['02-07-2017', 2]] })).toBe('mdy');
    expect(slashOrder(['02-07-2017'], false, { weekdays: [['02-07-2017', 0]] })).toBe('dmy');
    // A number over 12 still comes first.
    expect(slashOrder(['13/02/2017'], false, { weekdays: [['02-07-2017', 2]] })).toBe('dmy');
    // Days that follow each other: 7, 8, 9 February (2 July, 2 August, 2 September read day-first).
    expect(slashOrder(['02-07-2017', '02-08-2017', '02-09-2017'], false)).toBe('mdy');
    expect(slashOrder(['07-02-2017', '08-02-2017', '09-02-2017'], false)).toBe('dmy');
    // One date: the reading within a month and a half of the upload date.
    const uploadDate = new Date('2026-07-02T12:00:00Z');
    expect(slashOrder(['07/02/2026'], false, { uploadDate })).toBe('mdy');
    expect(slashOrder(['02/07/2026'], false, { uploadDate })).toBe('dmy');
    expect(slashOrder(['05/06/2026'], false, { uploadDate: new Date('2026-01-01T12:00:00Z') })).toBe('dmy');
  });

  it('reads a day and month before a bracketed weekday, in the roster’s order, its weekday in any script', () => {
    expect(readDate('03/01(토)', 'mdy')).toEqual({ day: 1, month: 3, weekday: 6 });
    expect(readDate('3/26(木)', 'mdy')).toEqual({ day: 26, month: 3, weekday: 4 });
    expect(readDate('26/03(周四)')).toEqual({ day: 26, month: 3, weekday: 4 });
    expect(readDate('02/03(Sun)')).toEqual({ day: 2, month: 3, weekday: 0 });
    // An OCR's slip in the weekday leaves the date.
    expect(readDate('03/07(3)', 'mdy')).toEqual({ day: 7, month: 3 });
    expect(readDate('(03/05(7', 'mdy')).toEqual({ day: 5, month: 3 });
    expect(readDate('2025/03/02(일)')).toEqual({ day: 2, month: 3, year: 2025, weekday: 0 });
    expect(readDate('02MAR(SUN)')).toEqual({ day: 2, month: 3, weekday: 0 });
    expect(readDate('03/02(Sun.)', 'mdy')).toEqual({ day: 2, month: 3, weekday: 0 });
    expect(readDate('03.02(일요일)', 'mdy')).toEqual({ day: 2, month: 3, weekday: 0 });
    expect(readDate('03/02(Thur)', 'mdy')).toEqual({ day: 2, month: 3, weekday: 4 });
    // Without the bracket, a count or a ratio; no 31 April; a share in brackets is no weekday.
    expect(readDate('03/01')).toBeNull();
    expect(readDate('04/31(수)', 'mdy')).toBeNull();
    expect(readDate('8/10(80%)')).toBeNull();
  });

  it('orders such dates by their weekdays in the upload’s year', () => {
    // 1 March 2025 was a Saturday (토), 3 January 2025 a Friday.
    const read = (text: string) => readRoster(text, { uploadDate: new Date('2025-03-01T12:00:00Z') }).duties;
    expect(read('03/01(토) 521 ICN 12:25 LHR 18:05')[0]?.start).toMatchObject({ date: '2025-03-01' });
    expect(read('01/03(금) 521 ICN 12:25 LHR 18:05')[0]?.start).toMatchObject({ date: '2025-01-03' });
  });
});

describe('times and durations', () => {
  it('reads a dotted time, in UTC with a Z', () => {
    expect(readDottedTime('19.40')).toEqual({ time: '19:40', shift: 0 });
    expect(readDottedTime('22.55Z')).toEqual({ time: '22:55', shift: 0, zone: 'utc' });
    expect(readDottedTime('82.10')).toBeNull();
  });

  it("reads dotted times standing before their airports as a leg's times, and the number opening the line as its flight", () => {
    const row = textToRows('2026-03-20 1428 32N 13.40 JED 14.40 MED 01.00')[0];
    const f = row ? readRow(row, 'dmy') : null;
    expect(f?.flights.map((x) => x.code)).toEqual(['1428']);
    expect(f?.times.map((t) => t.time)).toEqual(['13:40', '14:40']);
    expect(f?.airports).toEqual(['JED', 'MED']);
    // Dotted numbers that stand before no airport stay what they were.
    const other = textToRows('2026-03-20 LAYOVER MAD 50.40')[0];
    expect(other ? readRow(other, 'dmy').times : null).toEqual([]);
    expect(readDutyCode('LAYOVER')).toBe(T.layover);
    expect([readDutyCode('HS-AM'), readDutyCode('SB3'), readDutyCode('R2')]).toEqual([
      T.standby,
      T.standby,
      T.standby,
    ]);
    expect(readDutyCode('R1234')).toBe(T.unknown);
  });

  it('reads times with zone and day-offset cues', () => {
    expect(readTime('0930')).toEqual({ time: '09:30', shift: 0 });
    expect(readTime('09:30')).toEqual({ time: '09:30', shift: 0 });
    expect(readTime('0930Z')).toEqual({ time: '09:30', shift: 0, zone: 'utc' });
    expect(readTime('09:30L')).toEqual({ time: '09:30', shift: 0, zone: 'local' });
    expect(readTime('0655+1')).toEqual({ time: '06:55', shift: 1 });
    expect(readTime('2300-1')).toEqual({ time: '23:00', shift: -1 });
    expect(readTime(trimToken('00:30(+1)'))).toEqual({ time: '00:30', shift: 1 });
    expect(readTime(trimToken('08:00-'))).toEqual({ time: '08:00', shift: 0 }); // "08:00- 09:50"
    expect(trimToken('DH-')).toBe('DH-');
    expect(readTime('2400')).toEqual({ time: '23:59', shift: 0 });
    expect(readTime('940')).toBeNull(); // three digits: a flight number, not a time
    expect(readTime('2560')).toBeNull();
  });

  it("reads a zone abbreviation as its offsets, the usual one first, and the time's zone from its airport", () => {
    expect(zoneAbbreviation('MST')).toEqual([-420]);
    expect(zoneAbbreviation('CEST')).toEqual([120]);
    expect(zoneAbbreviation('CST')).toEqual([-360, 480]); // US Central, else China
    expect(zoneAbbreviation('IST')).toEqual([330, 60, 120]); // India, else Irish Summer or Israel
    expect(zoneAbbreviation('mst')).toBeNull(); // printed upper-case only
    expect(zoneAbbreviation('LAX')).toBeNull();
    expect(zoneAbbreviation('UTC')).toBeNull(); // a zone word (readZoneWord)
    // Fixed offsets as zones: Etc/GMT's sign is the other way round; half hours only where a zone keeps them.
    expect(fixedOffsetZone(-420)).toEqual({ kind: 'iana', name: 'Etc/GMT+7' });
    expect(fixedOffsetZone(540)).toEqual({ kind: 'iana', name: 'Etc/GMT-9' });
    expect(fixedOffsetZone(330)).toEqual({ kind: 'iana', name: 'Asia/Kolkata' });
    expect(fixedOffsetZone(0)).toEqual({ kind: 'utc' });
    expect(fixedOffsetZone(345)).toBeNull();
    expect(zonedToEpoch('2026-09-10', '16:05', 'Etc/GMT+7')).toBe(Date.UTC(2026, 8, 10, 23, 5) / 1000);
    const at = (iata: string) => ({ kind: 'airport', iata }) as const;
    const zoneOf = (
      abbr: string,
      date: string,
      time: string,
      local: Parameters<typeof abbreviationZone>[3],
    ) => abbreviationZone(zoneAbbreviation(abbr) ?? [], date, time, local);
    // The airport's zone when it is on the abbreviation's clock then (Phoenix keeps MST all year)...
    expect(zoneOf('MST', '2026-09-10', '16:05', at('PHX'))).toEqual(at('PHX'));
    expect(zoneOf('PDT', '2026-09-10', '17:30', at('LAX'))).toEqual(at('LAX'));
    // ... also on an ambiguous abbreviation's other meaning (CST in China, IST at Dublin in summer, BST at Dhaka).
    expect(zoneOf('CST', '2026-01-15', '08:00', at('PEK'))).toEqual(at('PEK'));
    expect(zoneOf('CST', '2026-01-15', '08:00', at('ORD'))).toEqual(at('ORD'));
    expect(zoneOf('IST', '2026-07-01', '08:00', at('DEL'))).toEqual(at('DEL'));
    expect(zoneOf('IST', '2026-07-01', '08:00', at('DUB'))).toEqual(at('DUB'));
    expect(zoneOf('BST', '2026-01-15', '08:00', at('DAC'))).toEqual(at('DAC'));
    // ... else the abbreviation's usual offset: MST printed at Denver in summer (MDT there), CST with no airport.
    expect(zoneOf('MST', '2026-07-01', '08:00', at('DEN'))).toEqual({ kind: 'iana', name: 'Etc/GMT+7' });
    expect(zoneOf('CST', '2026-01-15', '08:00', { kind: 'utc' })).toEqual({
      kind: 'iana',
      name: 'Etc/GMT+6',
    });
    expect(zoneOf('IST', '2026-01-15', '08:00', { kind: 'utc' })).toEqual({
      kind: 'iana',
      name: 'Asia/Kolkata',
    });
  });

  it('reads durations', () => {
    expect(readDuration('4:12')).toBe(252);
    expect(readDuration('101:34')).toBe(6094);
    expect(readDuration('5h30')).toBe(330);
    expect(readDuration('4:75')).toBeNull();
  });

  it('tells a block time from a time of day by its neighbours', () => {
    const [row] = textToRows('15Jul 940 PER 1745 BNE 2357 73H 4:12 [FT 02:00]');
    const facts = readRow(row as NonNullable<typeof row>, 'dmy');
    expect(facts.times.map((t) => t.time)).toEqual(['17:45', '23:57']);
    expect(facts.durations).toEqual([252, 120]);
  });
});

describe('flight numbers, airports and duty codes', () => {
  it('reads flight numbers with and without the airline code', () => {
    expect(readFlightNumber('KL1234')).toBe('KL1234');
    expect(readFlightNumber('KL0123')).toBe('KL123');
    expect(readFlightNumber('U24567')).toBe('U24567');
    expect(readFlightNumber('DLH400')).toBe('DLH400');
    expect(readFlightNumber('A320')).toBeNull();
    expect(readFlightNumber('B738')).toBeNull();
    expect(readFlightNumber('SBY12')).toBeNull();
    // No flight 0: a pattern's code printed 'G  00', a placeholder 'ZZ000'.
    expect(readFlightNumber('G00')).toBeNull();
    expect(readFlightNumber('ZZ000')).toBeNull();
    expect(readFlightNumber('CX0738')).toBe('CX738');
    expect(readBareNumber('940')).toEqual({ number: '940', passive: false });
    expect(readBareNumber('P937')).toEqual({ number: '937', passive: true });
    const [row] = textToRows('AZ 1234 FRA 0900 1100 MUC A320');
    expect(readRow(row as NonNullable<typeof row>, 'dmy').flights).toEqual([
      { code: 'AZ1234', bare: false, passive: false },
    ]);
    const [bare] = textToRows('16Jul P 937 BNE 1315 PER 1648');
    const facts = readRow(bare as NonNullable<typeof bare>, 'dmy');
    expect(facts.flights).toEqual([{ code: '937', bare: true, passive: false }]);
    expect(facts.deadhead).toBe(true);
    expect(facts.airports).toEqual(['BNE', 'PER']);
  });

  it('checks airports against the reference data and turns ICAO codes into IATA', () => {
    expect(readAirport('AMS')).toBe('AMS');
    expect(readAirport('EHAM')).toBe('AMS');
    expect(readAirport('KJFK')).toBe('JFK');
    expect(toIata('LMML')).toBe('MLA');
    expect(readAirport('XQZ')).toBeNull();
    expect(readAirport('ams')).toBeNull();
    expect(readAirport('HOME')).toBeNull();
  });

  it('tells deadhead, ground transport and other duties by their codes', () => {
    for (const flag of ['DH', 'DHD', 'PAX', 'D/H']) expect(isDeadheadFlag(flag)).toBe(true);
    expect(readDutyCode('SBY')).toBe(T.standby);
    expect(readDutyCode('CAR')).toBe(T.transport);
    expect(readDutyCode('SIM')).toBe(T.simulator);
    expect(readDutyCode('D/O')).toBe(T.dayOff);
    expect(readDutyCode('H1')).toBe(T.hotel);
    expect(readDutyCode('OFC')).toBe(T.office);
    expect(readDutyCode('XYZ')).toBe(T.unknown);
  });
});

describe('airport index', () => {
  it('is what the reference data builds (regenerate with airport-index-build.ts)', () => {
    expect(JSON.parse(fs.readFileSync(AIRPORT_INDEX_FILE, 'utf8'))).toEqual(
      JSON.parse(serialiseAirportIndex(buildAirportIndex())),
    );
  });
});

describe('insideHotelName', () => {
  const inside = (line: string, word: string) => {
    const words = line.split(' ');
    return insideHotelName(words, words.indexOf(word));
  };
  it('takes a word inside a hotel name, after a word naming a hotel, with the name going on', () => {
    expect(inside('Hotel 16:45 11:30 IKBAL THERMAL HOTEL AND SPA HOTEL', 'AND')).toBe(true);
    expect(inside('RLS 1730 HILTON GARDEN INN AND SUITES', 'AND')).toBe(true);
  });
  it('leaves the station of a line whose first word is its hotel code, and an airport after the name', () => {
    expect(inside('HTL KZR IKBAL THERMAL', 'KZR')).toBe(false);
    expect(inside('RLS 1730 HILTON LAX', 'LAX')).toBe(false);
    expect(inside('RLS 1730 HILTON LAX 1800', 'LAX')).toBe(false);
    expect(inside('SJC 1730 IKBAL AND SPA', 'AND')).toBe(false);
  });
});

describe('isHotelWord', () => {
  it("names a hotel, or the crew's accommodation without naming one", () => {
    for (const w of ['Hotel', 'HTL', 'Hilton', 'Accom', 'ACCOMMODATION']) expect(isHotelWord(w)).toBe(true);
    for (const w of ['KIX', 'Layover', 'Accommodate']) expect(isHotelWord(w)).toBe(false);
  });

  it('names a hotel by a long hotel word cut short by a narrow column, not by a short stem', () => {
    for (const w of ['Intercontinenta', 'Intercon', 'Renaissan']) expect(isHotelWord(w)).toBe(true);
    for (const w of ['Inter', 'Interconnect', 'Marrio']) expect(isHotelWord(w)).toBe(false);
  });
});

describe('month names and decimal hours', () => {
  it('reads whole month names in other languages, not their fragments', () => {
    expect(['FEVRIER', 'Février', 'März', 'maio', 'dicembre', 'juni', 'mars'].map(monthName)).toEqual([
      2, 2, 3, 5, 12, 6, 3,
    ]);
    expect(['Feb', 'SEPT', 'FEV', 'DIC', 'DEZ', 'MARSEILLE'].map(monthName)).toEqual([2, 9, 0, 0, 0, 0]);
  });

  it('reads a time in decimal hours to the nearest minute', () => {
    expect(['12,75', '00,45', '05,23', '21,65', '9,5'].map((t) => readDecimalHours(t)?.time)).toEqual([
      '12:45',
      '00:27',
      '05:14',
      '21:39',
      undefined,
    ]);
    expect(readDecimalHours('24,00')).toBeNull();
    expect(readDecimalHours('12.75')).toBeNull();
  });

  it('reads no flight numbered 0', () => {
    expect(readBareNumber('0')).toBeNull();
    expect(readBareNumber('000')).toBeNull();
    expect(readBareNumber('0940')?.number).toBe('940');
  });
});
