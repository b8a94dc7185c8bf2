import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  airportTime,
  codeStation,
  dayFlight,
  digitFlight,
  flightAirport,
  gluedRun,
  layoutHints,
  NO_HINTS,
  positionWords,
  sector,
  splitGlued,
} from './glued.ts';
import { textToRows } from './grid.ts';
import { readRoster } from './index.ts';

const cells = (line: string) => line.split(/\s+/).map((text) => ({ text }));
const texts = (line: string, hints = NO_HINTS) => splitGlued(cells(line), hints).map((c) => c.text);

describe('glued tokens', () => {
  it('splits an airport glued to a time, with or without a separator', () => {
    expect(airportTime('SJC.2134')).toEqual({ airport: 'SJC', time: '2134', sure: true });
    expect(airportTime('RDU*1931')).toEqual({ airport: 'RDU', time: '1931', sure: true });
    expect(airportTime('SLC2032')).toEqual({ airport: 'SLC', time: '2032', sure: false });
    expect(airportTime('SLC2599')).toBeNull(); // no time
    expect(airportTime('XQZ1200')).toBeNull(); // no airport
  });

  it('splits a one-digit prefix off an airline-coded flight number, not off dates', () => {
    expect(digitFlight('4DL1272')).toEqual({ digit: '4', flight: 'DL1272', sure: true });
    expect(digitFlight('69E5045')).toEqual({ digit: '6', flight: '9E5045', sure: true });
    expect(digitFlight('6D2903')).toMatchObject({ flight: 'D2903', sure: false });
    expect(digitFlight('1JAN25')).toBeNull();
    expect(digitFlight('1234')).toBeNull();
  });

  it('splits a two-digit day off a flight number opening a line, not dates or one-digit prefixes', () => {
    expect(dayFlight('12OO3895')).toEqual({ day: '12', flight: 'OO3895' });
    expect(dayFlight('12JAN25')).toBeNull();
    expect(dayFlight('69E5045')).toBeNull(); // no day 69: a one-digit prefix (digitFlight)
    expect(dayFlight('4DL1272')).toBeNull();
    expect(texts('12OO3895 SLC 1726 IDA.1817')).toEqual(['12', 'OO3895', 'SLC', '1726', 'IDA', '1817']);
    expect(texts('12OO3895 SLC 1726', { ...NO_HINTS, leadDays: false })[0]).toBe('12OO3895');
  });

  it('splits a flight number glued to its departure airport, on a line that prints a time', () => {
    expect(flightAirport('KE041ICN')).toEqual({ flight: 'KE041', airport: 'ICN' });
    expect(flightAirport('KE041XQZ')).toBeNull(); // no airport
    expect(flightAirport('787UPRTICN')).toBeNull(); // no flight number
    expect(texts('KE041ICN 16:07 - SEA 09:10')).toEqual(['KE041', 'ICN', '16:07', '-', 'SEA', '09:10']);
    expect(texts('KE042SEA - ICN 16:17')).toEqual(['KE042', 'SEA', '-', 'ICN', '16:17']);
    expect(texts('KE041ICN')).toEqual(['KE041ICN']); // no time: a code, maybe
  });

  it('splits a layover code glued to its station, opening a line', () => {
    expect(codeStation('LOSEA')).toEqual({ code: 'LO', station: 'SEA' });
    expect(codeStation('LOXQZ')).toBeNull(); // no airport
    expect(codeStation('DOSEA')).toBeNull(); // a day off names no station
    expect(texts('LOSEA')).toEqual(['LO', 'SEA']);
    expect(texts('KE042 LOSEA')).toEqual(['KE042', 'LOSEA']);
  });

  it('splits a simulator or training code glued to its airport, opening a line', () => {
    expect(codeStation('787UPRTICN')).toEqual({ code: '787UPRT', station: 'ICN' });
    expect(codeStation('SIMDUB')).toEqual({ code: 'SIM', station: 'DUB' });
    expect(codeStation('787OEOBSICN')).toBeNull(); // no code the engine knows
    expect(codeStation('KE041ICN')).toBeNull(); // a flight and its departure (flightAirport)
    expect(texts('787UPRTICN 07:00 - ICN 14:00')).toEqual(['787UPRT', 'ICN', '07:00', '-', 'ICN', '14:00']);
  });

  it('splits a line only where its other tokens agree', () => {
    expect(texts('04 4DL1272 SLC2032 SJC.2134 2.02BL')).toEqual([
      '04',
      '4',
      'DL1272',
      'SLC',
      '2032',
      'SJC',
      '2134',
      '2.02BL',
    ]);
    // Alone, an ICAO-coded flight number that reads as airport + time stays a flight number.
    expect(texts('KLM1234 AMS 0900 LHR 1000')).toEqual(['KLM1234', 'AMS', '0900', 'LHR', '1000']);
    expect(texts('MCI2054 0800')).toEqual(['MCI2054', '0800']);
    expect(texts('SLC1748 CLE2306')).toEqual(['SLC', '1748', 'CLE', '2306']);
    expect(texts('6D2903 MCI2054')).toEqual(['6D2903', 'MCI', '2054']);
    expect(texts('6D2903 MCI2054', { digitPrefix: true })).toEqual(['6', 'D2903', 'MCI', '2054']);
  });

  it('takes the one-digit prefix as the layout when two tokens can only be read so', () => {
    expect(layoutHints(textToRows('04 4DL1272 SLC2032\n05 5DL1254 SJC1331')).digitPrefix).toBe(true);
    expect(layoutHints(textToRows('04 4DL1272 SLC2032\n05 DL1254 SJC1331')).digitPrefix).toBe(false);
  });

  it('stays linear on a long line of glued tokens', () => {
    const line = '4DL1272 SLC2032 SJC.2134 '.repeat(30_000);
    const started = performance.now();
    splitGlued(cells(line), { digitPrefix: true });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('sectors and two-letter weekdays', () => {
  it('splits a sector printed as one token into its two airports', () => {
    expect(sector('LGA-RIC')).toEqual(['LGA', 'RIC']);
    expect(sector('PER/BNE')).toEqual(['PER', 'BNE']);
    expect(sector('LGA-LGA')).toBeNull();
    expect(sector('D-END:')).toBeNull();
    expect(sector('XQZ-RIC')).toBeNull(); // no airport
    expect(texts('4442 LGA-RIC 1059 1226')).toEqual(['4442', 'LGA', 'RIC', '1059', '1226']);
  });

  it('reads lines opening with a two-letter weekday and a day as dated when their weekdays follow their days', () => {
    const hints = (text: string) => layoutHints(textToRows(text)).weekdayDays ?? false;
    expect(hints('TU 18 4393 LGA-DCA 0603 0727\nWE 19 4669 STL-LGA 0600 0929\nTH 20 4809 ATL-LGA')).toBe(
      true,
    );
    expect(hints('MO 31 100 LGA-DCA 0603 0727\nTU 01 200 DCA-LGA 0900 1000')).toBe(true); // across a month end
    expect(hints('WE 12 4442 LGA-RIC 1059 1226')).toBe(false); // one line says nothing
    expect(hints('FR 12 DUB 0600 STN 0700\nFR 13 STN 0800 DUB 0900')).toBe(false); // a flight, twice
    expect(hints('SU 100 SVO 0600 LED 0700\nSU 101 LED 0800 SVO 0900')).toBe(false);
  });
});

describe('positionWords', () => {
  const words = (text: string) => [...(positionWords(textToRows(text)) ?? [])];
  it('reads the crew position printed after a sector, its airports known or not', () => {
    expect(words('1526        13:48  17:11        KZR - DUS    CCM')).toEqual(['CCM']);
    expect(words('1526 13:48 17:11 XXQ-DUS SCCM')).toEqual(['SCCM']);
  });
  it('reads nothing where no sector stands before the word', () => {
    expect(words('Standby     13:00  15:30        GZT          CCM RSV-A/P')).toEqual([]);
    expect(words('KL1234 AMS 0900 CPT 2000')).toEqual([]);
  });
});

describe("a leg's columns glued into one token (PDF text)", () => {
  it('splits flight, airports and time; a time, aircraft type and duration; a weekday and a time', () => {
    expect(gluedRun('206CVGNRT10:38')).toEqual({ parts: ['206', 'CVG', 'NRT', '10:38'], timed: true });
    expect(gluedRun('DHOZ107NRTICN00:00')).toEqual({
      parts: ['DH', 'OZ107', 'NRT', 'ICN', '00:00'],
      timed: true,
    });
    expect(gluedRun('DHG4368AUS')).toEqual({ parts: ['DH', 'G4368', 'AUS'], timed: false });
    expect(gluedRun('243HKG', true)).toEqual({ parts: ['243', 'HKG'], timed: false });
    expect(gluedRun('243HKG')).toBeNull(); // only where the roster glues its legs (else maybe "737MAX")
    expect(gluedRun('23:3177X11:59')).toEqual({ parts: ['23:31', '77X', '11:59'], timed: true });
    expect(gluedRun('13:1577V151:15')).toEqual({ parts: ['13:15', '77V', '151:15'], timed: true });
    expect(gluedRun('07:0077X')).toEqual({ parts: ['07:00', '77X'], timed: true });
    expect(gluedRun('Wed11:50')).toEqual({ parts: ['Wed', '11:50'], timed: true });
  });

  it('leaves flight numbers, unknown airports, a route to itself and times glued to digits alone', () => {
    expect(gluedRun('DHG4368')).toBeNull(); // airline DHG's flight, unless the roster tags deadheads so (below)
    expect(gluedRun('206CVGCVG10:38')).toBeNull();
    expect(gluedRun('206XQZNRT10:38')).toBeNull();
    expect(gluedRun('10:3823:31')).toBeNull(); // two times: no aircraft type between them
    expect(gluedRun('Abc11:50')).toBeNull();
  });

  it("splits a 'DH' tag or one airport off a flight number on a timed line where the roster glues whole legs", () => {
    const rows = textToRows(
      'DHG4368AUS 22:44\n13 Sat DHG4368 CVG 01:17\n07:35 FO 206CVGNRT10:38 23:31\n15 Mon DHOZ107NRTICN00:00 02:30',
    );
    expect(layoutHints(rows.slice(0, 2)).gluedLegs).toBeUndefined(); // no leg glued with both its airports
    const hints = layoutHints(rows);
    expect(hints.gluedLegs).toBe(true);
    expect(texts('13 Sat DHG4368 CVG 01:17', hints)).toEqual(['13', 'Sat', 'DH', 'G4368', 'CVG', '01:17']);
    expect(texts('13 Sat DHG4368 CVG 01:17')).toEqual(['13', 'Sat', 'DHG4368', 'CVG', '01:17']);
    expect(texts('FO 243HKG 23:00', hints)).toEqual(['FO', '243', 'HKG', '23:00']);
    expect(texts('FO 243HKG', hints)).toEqual(['FO', '243HKG']); // no time on the line
    expect(texts('FO 243HKG 23:00')).toEqual(['FO', '243HKG', '23:00']); // a roster that glues no legs
  });

  it("reads the rank in the header as the position column's word, and a standby code glued to its station after it", () => {
    const rows = textToRows('Rank: FO\tBase:KEF\n14 Sun\tFO   R2NRT 12:00 22:00');
    const hints = layoutHints(rows);
    expect(hints.positionWords).toEqual(new Set(['FO']));
    expect(texts('14 Sun FO R2NRT 12:00 22:00', hints)).toEqual([
      '14',
      'Sun',
      'FO',
      'R2',
      'NRT',
      '12:00',
      '22:00',
    ]);
    expect(codeStation('R2NRT')).toEqual({ code: 'R2', station: 'NRT' });
  });
});

describe('a leg written as its number joined to its route', () => {
  it("reads '0038/BHXDXB' as flight 0038 from BHX to DXB, the dated times after it, and no grade as a flight", () => {
    const text = [
      '01-Mar-2011,0038/BHXDXB,GR2,01-Mar-2011 20:53,02-Mar-2011 07:33,06:44',
      '03-Mar-2011,SBY-S22,,,,',
      '04-Mar-2011,0530/DXBCOK,GR2,04-Mar-2011 03:15,04-Mar-2011 08:27,03:46',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2011-03-01T12:00:00Z') });
    const at = (t: (typeof duties)[number]['start']) => (typeof t === 'number' ? t : `${t.date} ${t.time}`);
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival, at(d.start), at(d.end)])).toEqual([
      [T.flight, '38', 'BHX', 'DXB', '2011-03-01 20:53', '2011-03-02 07:33'],
      [T.standby, 'SBY-S22', null, null, '2011-03-03 00:00', '2011-03-03 23:59'],
      [T.flight, '530', 'DXB', 'COK', '2011-03-04 03:15', '2011-03-04 08:27'],
    ]);
  });

  it('takes a deadhead tag before it, a start the day before, and an airline-coded flight over the number', () => {
    // A CSV is one of two lines at least: each leg with a standby's line after it.
    const read = (text: string, upload = '2011-03-01') =>
      readRoster(`${text}\n05-Mar-2011,SBY-S22,,,,`, { uploadDate: new Date(`${upload}T12:00:00Z`) })
        .duties.filter((d) => d.type !== T.standby)
        .map((d) => [
          d.type,
          d.title,
          typeof d.start === 'number' ? d.start : `${d.start.date} ${d.start.time}`,
        ]);
    expect(read('01-Mar-2011,DH0038/BHXDXB,GR2,01-Mar-2011 20:53,02-Mar-2011 07:33,06:44')).toEqual([
      [T.positioning, '38', '2011-03-01 20:53'],
    ]);
    expect(read('04-Mar-2011,0530/DXBCOK,GR2,03-Mar-2011 23:15,04-Mar-2011 04:27,03:46')).toEqual([
      [T.flight, '530', '2011-03-03 23:15'],
    ]);
    expect(read('12MAR 4521/FRAJFK LH400 FRA JFK 10:00 13:00', '2026-03-01')).toEqual([
      [T.flight, 'LH400', '2026-03-12 10:00'],
    ]);
    // An end's date printed before the start's time is no start's date.
    expect(read('01MAR26 LH400 FRA JFK 01MAR26 02MAR26 22:00 01:00', '2026-03-01')).toEqual([
      [T.flight, 'LH400', '2026-03-01 22:00'],
    ]);
  });
});

describe('a time range printed without spaces', () => {
  it("reads '10:00-18:00' as the leg's two times, beside a sector printed so too", () => {
    const { duties } = readRoster(
      '13/01/2026 BA123 LHR-JFK 10:00-18:00\n14/01/2026 BA124 JFK-LHR 20:00-08:00+1',
      {
        uploadDate: new Date('2026-01-10T12:00:00Z'),
      },
    );
    expect(duties.map((d) => [d.title, d.departure, d.arrival, d.start, d.end])).toEqual([
      [
        'BA123',
        'LHR',
        'JFK',
        expect.objectContaining({ date: '2026-01-13', time: '10:00' }),
        expect.objectContaining({ date: '2026-01-13', time: '18:00' }),
      ],
      [
        'BA124',
        'JFK',
        'LHR',
        expect.objectContaining({ date: '2026-01-14', time: '20:00' }),
        expect.objectContaining({ date: '2026-01-15', time: '08:00' }),
      ],
    ]);
    expect(gluedRun('10:00-18:00')).toEqual({ parts: ['10:00', '-', '18:00'], timed: true });
    expect(gluedRun('10:00-1800')).toBeNull();
  });
});
