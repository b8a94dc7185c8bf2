import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { textToRows } from './grid.ts';
import { readRoster } from './index.ts';
import { mergeMultilineLegs, mergeSplitLegs } from './multiline-legs.ts';
import { readRow } from './row.ts';

const ctx = { uploadDate: new Date('2025-11-28T12:00:00Z') };
const legsOf = (text: string) =>
  readRoster(text, ctx).duties.filter((d) => d.type === T.flight || d.type === T.positioning);

describe('legs over several lines', () => {
  it('merges a flight line with its departure and arrival lines (station, day, time LT)', () => {
    const rows = textToRows('GB3117 763 N1321A\nSCK 09Dec 20:20 LT\nCVG 10Dec 03:18 LT\nCheck-out');
    const merged = mergeMultilineLegs(rows.map((row) => ({ row, f: readRow(row, 'dmy') })));
    expect(merged).toHaveLength(2);
    expect(merged[0]?.f).toMatchObject({
      airports: ['SCK', 'CVG'],
      date: { day: 9, month: 12 },
      arrDate: { day: 10, month: 12 },
    });
    expect(merged[0]?.f.times.map((t) => [t.role, t.time, t.zone])).toEqual([
      ['dep', '20:20', 'local'],
      ['arr', '03:18', 'local'],
    ]);
  });

  it('reads the leg with its arrival day, a DH line before it as deadhead, and a year change', () => {
    const legs = legsOf(
      [
        'GB3117 763 N1321A',
        'SCK 09Dec 20:20 LT',
        'CVG 10Dec 03:18 LT',
        'DH',
        'GB901',
        'CVG 01Jan 05:35 LT',
        'MIA 01Jan 07:58 LT',
      ].join('\n'),
    );
    expect(legs.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.flight, 'GB3117', 'SCK', 'CVG'],
      [T.positioning, 'GB901', 'CVG', 'MIA'],
    ]);
    expect(legs[0]?.end).toEqual({
      date: '2025-12-10',
      time: '03:18',
      zone: { kind: 'airport', iata: 'CVG' },
    });
    expect(legs[1]?.start).toMatchObject({ date: '2026-01-01', time: '05:35' });
  });

  it('takes a station that is also a duty code (SCK) as the station under a flight line', () => {
    const legs = legsOf('GB5112 762\nCVG 08Dec 15:46 LT\nSCK 08Dec 17:16 LT');
    expect(legs.map((d) => [d.departure, d.arrival])).toEqual([['CVG', 'SCK']]);
  });

  it('leaves a flight line alone when no station lines follow', () => {
    const rows = textToRows('GB3130 763\nSEA Doubletree\nCVG 06Dec 05:53 LT');
    const merged = mergeMultilineLegs(rows.map((row) => ({ row, f: readRow(row, 'dmy') })));
    expect(merged).toHaveLength(3);
  });

  it('continues a flight on the next line that departs where it landed, and keeps a return to the gate', () => {
    const text = [
      'TRIP DATES 17MAR - 20MAR',
      '18  2393     RDU*1931  RDU.1953   0.22 1.48',
      'RDU 2141 BOS.2339 1.58 0.04',
      'JFK 0800 BOS 0915',
    ].join('\n');
    const legs = readRoster(text, { uploadDate: new Date('2026-03-14T12:00:00Z') }).duties.filter(
      (d) => d.type === T.flight,
    );
    expect(legs.map((d) => [d.title, d.departure, d.arrival])).toEqual([
      ['2393', 'RDU', 'RDU'],
      ['2393', 'RDU', 'BOS'],
    ]);
  });
});

describe('a duty code that is a station of the legs', () => {
  it('is that station on a line without date and times (a hotel line), and the code on a dated line', () => {
    const text =
      'GB5112 762\nCVG 08Dec 15:46 LT\nSCK 08Dec 17:16 LT\nSCK Stockton Hilton\n09Dec SBY\n10Dec SCK';
    const duties = readRoster(text, ctx).duties;
    // The hotel line is a hotel at SCK, from the landing to the next duty.
    expect(duties.map((d) => [d.nonFlyCode ?? d.title, d.departure])).toEqual([
      ['GB5112', 'CVG'],
      ['HTL', 'SCK'],
      ['SBY', null],
      ['SCK', null],
    ]);
    expect(duties[1]?.start).toEqual(duties[0]?.end);
  });
});

describe('a leg printed under both of the days it spans', () => {
  it('is one leg on its departure day, arriving on the later day; an arrival whose departure is not printed is none', () => {
    const text = [
      'Feb 2026',
      '01',
      'KE448HAN - ICN 05:11', // left the month before: only its arrival is in this month
      '02',
      'DO',
      '05',
      'KE042SEA 11:45 - ICN',
      '06',
      'KE042SEA - ICN 16:17',
      '07',
      'DO',
    ].join('\n');
    const legs = readRoster(text, { uploadDate: new Date('2026-02-26T12:00:00Z') }).duties.filter(
      (d) => d.type === T.flight,
    );
    expect(legs.map((d) => [d.title, d.departure, d.arrival, d.start, d.end])).toEqual([
      [
        'KE42',
        'SEA',
        'ICN',
        expect.objectContaining({ date: '2026-02-05', time: '11:45' }),
        expect.objectContaining({ date: '2026-02-06', time: '16:17' }),
      ],
    ]);
  });

  it('keeps two lines apart when the second is another flight or not a later day', () => {
    const rows = textToRows(['05', 'KE042SEA 11:45 - ICN', 'KE042SEA - ICN 16:17'].join('\n'));
    const read = rows.map((row) => ({ row, f: readRow(row, 'dmy') }));
    expect(mergeSplitLegs(read)).toHaveLength(3); // no day between them
    const other = textToRows(['05', 'KE042SEA 11:45 - ICN', '06', 'KE044SEA - ICN 16:17'].join('\n'));
    expect(mergeSplitLegs(other.map((row) => ({ row, f: readRow(row, 'dmy') })))).toHaveLength(4);
  });
});

describe('a leg printed across the rows of the days it spans, one airport on each', () => {
  const text = [
    'Rank: FO',
    'DateReport (UTC)TagsPosActivityFromTo Start (UTC)End (UTC)A/CLayoverTrip ID',
    '12 Fri\tFO  OFF',
    'DHG4368AUS 22:44\t13131',
    '13 Sat\tDHG4368 CVG\t01:17 06:18',
    '07:35\tFO  206CVGNRT10:38 23:3177X11:59',
    '15 Mon\tDHOZ107NRTICN00:00 02:30 20:50',
    '25 Thu21:00\tFO  243HKG 23:00\t77X',
    '26 Fri\tFO  243 ANC\t09:1077X48:05',
    '28 Sun09:45\tFO  201ANCCVG11:45 18:0077X',
  ].join('\n');

  it("joins the departure row and the next day's arrival row into one leg on the departure day", () => {
    const legs = readRoster(text, { uploadDate: new Date('2026-06-17T12:00:00Z') }).duties.filter(
      (d) => d.type === T.flight || d.type === T.positioning,
    );
    const at = (s: unknown) => {
      const { date, time } = s as { date: string; time: string };
      return `${date} ${time}`;
    };
    expect(legs.map((d) => [d.type, d.title, d.departure, d.arrival, at(d.start), at(d.end)])).toEqual([
      [T.positioning, 'G4368', 'AUS', 'CVG', '2026-06-12 22:44', '2026-06-13 01:17'],
      // The report opens its row before the leg: not the departure.
      [T.flight, '206', 'CVG', 'NRT', '2026-06-13 10:38', '2026-06-13 23:31'],
      [T.positioning, 'OZ107', 'NRT', 'ICN', '2026-06-15 00:00', '2026-06-15 02:30'],
      // A bare number before one airport is the flight when the next day's row prints it at the other.
      [T.flight, '243', 'HKG', 'ANC', '2026-06-25 23:00', '2026-06-26 09:10'],
      [T.flight, '201', 'ANC', 'CVG', '2026-06-28 11:45', '2026-06-28 18:00'],
    ]);
  });

  it("reads a length printed after a leg's arrival under a Layover column as the stay at its arrival airport", () => {
    const stays = (t: string) =>
      readRoster(t, { uploadDate: new Date('2026-06-17T12:00:00Z') })
        .duties.filter((d) => d.type === T.hotel)
        .map((d) => d.departure);
    // 06:18 after the arrival row's time, 11:59 and 20:50 after a leg's, 48:05 as a duration after the aircraft.
    expect(stays(text)).toEqual(['CVG', 'NRT', 'ICN', 'ANC']);
    // Without the header naming a Layover column, a third time is no stay.
    expect(stays(text.replace('A/CLayoverTrip ID', 'A/CTrip ID'))).toEqual([]);
  });

  it('does not join rows of one flight at one airport, or rows more than a day apart', () => {
    const legs = (t: string) =>
      readRoster(t, { uploadDate: new Date('2026-06-17T12:00:00Z') }).duties.filter(
        (d) => d.type === T.flight || d.type === T.positioning,
      );
    expect(
      legs('25 Thu\tFO  243 HKG 23:00\n26 Fri\tFO  243 HKG 09:10\n27 Sat\tFO  201 ANC CVG 11:45 18:00'),
    ).toHaveLength(1);
    expect(
      legs(
        '24 Wed\tFO  243 HKG 23:00\n25 Thu\tOFF\n26 Fri\tFO  243 ANC 09:10\n27 Sat\tFO  201 ANC CVG 11:45 18:00',
      ),
    ).toHaveLength(1);
  });
});
