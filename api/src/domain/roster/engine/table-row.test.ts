import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';

const ctx = { uploadDate: new Date('2026-02-12T12:00:00Z') };
const legs = (text: string, c = ctx) =>
  readRoster(text, c).duties.filter((d) => d.type === T.flight || d.type === T.positioning);

describe('table rows', () => {
  it('reads a duty column of bare flight numbers, glued deadhead tags and codes with a UTC mark', () => {
    // A crew portal's 'Individual Plan' (api/test/roster-corpus/ryanair-portal): the Duty column holds the flight
    // without the crew's airline, a deadhead as 'DH8364', and codes marked '(Z)', '-Z' or 'Z' after a start time.
    const html = `<table>
      <tr><td>Date</td><td>Duty</td><td>Dep</td><td>Dep Time</td><td>Arr Time</td><td>Arr</td></tr>
      <tr><td>15 May 18, Tue</td><td>9707</td><td>NYO</td><td>13:35</td><td>17:10</td><td>PMI</td></tr>
      <tr><td>15 May 18, Tue</td><td>9706</td><td>PMI</td><td>17:45</td><td>21:30</td><td>NYO</td></tr>
      <tr><td>16 May 18, Wed</td><td>DH8364</td><td>PMI</td><td>14:45</td><td>17:35</td><td>NYO</td></tr>
      <tr><td>17 May 18, Thu</td><td>OFF(Z)</td><td>NYO</td><td>:</td><td>:</td><td></td></tr>
      <tr><td>18 May 18, Fri</td><td>SBYA-3(Z)</td><td>NYO</td><td>03:35</td><td>11:00</td><td></td></tr>
      <tr><td>19 May 18, Sat</td><td>SBY0300-Z</td><td>NYO</td><td>03:00</td><td>15:00</td><td></td></tr>
      <tr><td>20 May 18, Sun</td><td>HSBY0930Z</td><td>NYO</td><td>11:00</td><td>20:30</td><td></td></tr>
      <tr><td>21 May 18, Mon</td><td>0 SIM</td><td>STC</td><td>20:30</td><td>01:30</td><td></td></tr>
      <tr><td>22 May 18, Tue</td><td>B/HOL(Z)</td><td>NYO</td><td>:</td><td>:</td><td></td></tr>
    </table>`;
    const { duties } = readRoster(html, { uploadDate: new Date('2018-05-15T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.title])).toEqual([
      [T.flight, '9707'],
      [T.flight, '9706'],
      [T.positioning, '8364'],
      [T.dayOff, 'OFF'],
      [T.standby, 'SBYA-3'],
      [T.standby, 'SBY0300'],
      [T.standby, 'HSBY0930'],
      [T.simulator, 'SIM'],
      [T.personal, 'B/HOL'],
    ]);
    // A trip's number on a row from and back to its base stays a duty, not a leg.
    const trip = html.replace('<td>9707</td><td>NYO</td>', '<td>9707</td><td>PMI</td>');
    expect(legs(trip, { uploadDate: new Date('2018-05-15T12:00:00Z') }).map((d) => d.title)).toEqual([
      '9706',
      '8364',
    ]);
    // The marked codes say the times are UTC, though the roster's legs fly from and back to its base.
    expect(duties[0]?.start).toEqual({ date: '2018-05-15', time: '13:35', zone: { kind: 'utc' } });
  });

  it("reads the flight from an 'Activity ID' column, not from the duty's number beside it", () => {
    // An IBS crew portal's 'Pairing Details' itinerary (api/test/roster-corpus/ibs-mlt): Duty 1 and 2 are the
    // trip's duty periods; the activity is the flight.
    const html = `<table>
      <tr><th>Duty</th><th>Item</th><th>Activity ID</th><th>Date</th><th>From</th><th>Start</th><th>To</th><th>End</th></tr>
      <tr><td>1</td><td>1</td><td>WY123</td><td>26Apr2019</td><td>MCT</td><td>14:10</td><td>MUC</td><td>19:00</td></tr>
      <tr><td>2</td><td>1</td><td>WY124</td><td>27Apr2019</td><td>MUC</td><td>22:15</td><td>MCT</td><td>06:40 +1</td></tr>
    </table>`;
    expect(legs(html).map((d) => [d.type, d.title, d.departure, d.arrival, d.start])).toEqual([
      [
        T.flight,
        'WY123',
        'MCT',
        'MUC',
        { date: '2019-04-26', time: '14:10', zone: { kind: 'airport', iata: 'MCT' } },
      ],
      [
        T.flight,
        'WY124',
        'MUC',
        'MCT',
        { date: '2019-04-27', time: '22:15', zone: { kind: 'airport', iata: 'MUC' } },
      ],
    ]);
  });

  it('reads a weekday and a day in two columns, a sector cell, local-time columns and a deadhead flag', () => {
    const html = `<table>
      <tr><td>DY</td><td>DD</td><td>DH</td><td>FLTNO</td><td>DPS-ARS</td><td>DEPL</td><td>ARRL</td><td>BLKT</td></tr>
      <tr><td>SU</td><td>01</td><td></td><td>460</td><td>MCO-SJU</td><td>0559</td><td>0940</td><td>0241</td></tr>
      <tr><td>&nbsp;</td><td>D-END: 1457L REPT: 0615L</td><td>Embassy Suites</td><td>(617)567-5000</td></tr>
      <tr><td>MO</td><td>02</td><td>*</td><td>271</td><td>BOS-MCO</td><td>0650</td><td>0954</td><td>0304</td></tr>
    </table>`;
    expect(legs(html).map((d) => [d.type, d.title, d.departure, d.arrival, d.start])).toEqual([
      [
        T.flight,
        '460',
        'MCO',
        'SJU',
        { date: '2026-02-01', time: '05:59', zone: { kind: 'airport', iata: 'MCO' } },
      ],
      [
        T.positioning,
        '271',
        'BOS',
        'MCO',
        { date: '2026-02-02', time: '06:50', zone: { kind: 'airport', iata: 'BOS' } },
      ],
    ]);
  });

  it('reads a CSV with underscored headers, a deadhead code column and an arrival after midnight', () => {
    const csv = [
      'Date,Flight_No,Duty_Code,STD_Local,STA_Local,From_Airport,To_Airport,Aircraft_Type',
      '07/01/2026,519,DHF,23:41,01:53,DEL,BOM,321',
      '08/01/2026,6045,,02:54,04:49,BOM,DEL,321',
      '30/01/2026,1103,,12:41,15:25,DEL,DAC,321',
    ].join('\n');
    const read = legs(csv, { uploadDate: new Date('2025-12-28T12:00:00Z') });
    expect(read.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.positioning, '519', 'DEL', 'BOM'],
      [T.flight, '6045', 'BOM', 'DEL'],
      [T.flight, '1103', 'DEL', 'DAC'],
    ]);
    expect(read[0]?.start).toEqual({
      date: '2026-01-07',
      time: '23:41',
      zone: { kind: 'airport', iata: 'DEL' },
    });
    expect(read[2]?.end).toEqual({
      date: '2026-01-30',
      time: '15:25',
      zone: { kind: 'airport', iata: 'DAC' },
    });
  });

  it('reads a zone word or a zone abbreviation printed after the time in its cell', () => {
    const csv = [
      'Date,Flight,From,To,Departure,Arrival',
      '2026-09-10,2327,PHX,LAX,16:05 MST,17:30 PDT',
      '2026-09-11,1351,DEN,ORD,08:00 MST,11:40 CDT',
      '2026-09-12,1352,ORD,DEN,09:30 UTC,11:10 UTC',
    ].join('\n');
    const read = legs(csv, { uploadDate: new Date('2026-08-30T12:00:00Z') });
    expect(read.map((d) => [d.title, d.start, d.end])).toEqual([
      [
        '2327',
        { date: '2026-09-10', time: '16:05', zone: { kind: 'airport', iata: 'PHX' } },
        { date: '2026-09-10', time: '17:30', zone: { kind: 'airport', iata: 'LAX' } },
      ],
      [
        // Denver is on MDT in September: MST there is its own clock, UTC-7.
        '1351',
        { date: '2026-09-11', time: '08:00', zone: { kind: 'iana', name: 'Etc/GMT+7' } },
        { date: '2026-09-11', time: '11:40', zone: { kind: 'airport', iata: 'ORD' } },
      ],
      [
        '1352',
        { date: '2026-09-12', time: '09:30', zone: { kind: 'utc' } },
        { date: '2026-09-12', time: '11:10', zone: { kind: 'utc' } },
      ],
    ]);
  });

  it("reads a lone 'L' after a time in its cell as local, and a day offset after that mark", () => {
    const csv = [
      'Date,Flight,From,To,Departure,Arrival',
      '2023-10-05,309,HKT,BKK,22:39  L,00:13  L +1',
      '2023-10-06,310,BKK,HKT,08:00 Z,09:30 Z',
    ].join('\n');
    const read = legs(csv, { uploadDate: new Date('2023-10-28T12:00:00Z') });
    expect(read.map((d) => [d.title, d.start, d.end])).toEqual([
      [
        '309',
        { date: '2023-10-05', time: '22:39', zone: { kind: 'airport', iata: 'HKT' } },
        { date: '2023-10-06', time: '00:13', zone: { kind: 'airport', iata: 'BKK' } },
      ],
      [
        '310',
        { date: '2023-10-06', time: '08:00', zone: { kind: 'utc' } },
        { date: '2023-10-06', time: '09:30', zone: { kind: 'utc' } },
      ],
    ]);
  });

  it('reads a date-time cell with its UTC time in brackets (IBS crew portal) and a home standby by shift', () => {
    // Rows of an Oman Air "Checkin/Roster" page (api/test/roster-corpus/ibs-mlt): local time, UTC in brackets.
    const html = `<table>
      <tr><td>Start</td><td>End</td><td>Trip</td><td>Duty</td><td>Leg</td><td>Flight</td><td>From</td><td>To</td></tr>
      <tr><td>06Apr2017 21:45<br>(19:45)</td><td>07Apr2017 06:20<br>(02:20)</td><td></td><td></td><td>1</td><td>WY124</td><td>MUC</td><td>MCT</td></tr>
      <tr><td>08Apr2017 00:00<br>(20:00)</td><td>08Apr2017 23:59<br>(19:59)</td><td>OFF</td><td></td><td></td><td></td><td></td><td></td></tr>
      <tr><td>09Apr2017 06:00<br>(02:00)</td><td>09Apr2017 18:00<br>(14:00)</td><td>HS-AM</td><td></td><td></td><td></td><td></td><td></td></tr>
    </table>`;
    const { duties } = readRoster(html, { uploadDate: new Date('2017-04-03T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.title, d.start, d.end])).toEqual([
      // A leg: local at its airports (their zones settle the day); the bracketed UTC agrees.
      [
        T.flight,
        'WY124',
        { date: '2017-04-06', time: '21:45', zone: { kind: 'airport', iata: 'MUC' } },
        { date: '2017-04-07', time: '06:20', zone: { kind: 'airport', iata: 'MCT' } },
      ],
      // A row without an airport: the bracketed UTC (midnight in Muscat, UTC+4, is 20:00 UTC the day before).
      [
        T.dayOff,
        'OFF',
        { date: '2017-04-07', time: '20:00', zone: { kind: 'utc' } },
        { date: '2017-04-08', time: '19:59', zone: { kind: 'utc' } },
      ],
      [
        T.standby,
        'HS-AM',
        { date: '2017-04-09', time: '02:00', zone: { kind: 'utc' } },
        { date: '2017-04-09', time: '14:00', zone: { kind: 'utc' } },
      ],
    ]);
  });

  it("reads an airport identifier with digits under From/To as the leg's airport, not four letters or digits alone", () => {
    // US FAA identifiers of small fields ('07FA', Ocean Reef Club) have no IATA or ICAO code.
    const html = `<table>
      <tr><td>Date</td><td>Flight</td><td>From</td><td>To</td><td>Dep</td><td>Arr</td><td>Aircraft</td></tr>
      <tr><td>2016-02-26</td><td>6001</td><td>MIA</td><td>07FA</td><td>12:22</td><td>13:15</td><td>N351AF</td></tr>
      <tr><td>2016-02-26</td><td>6002</td><td>07FA</td><td>MIA</td><td>14:00</td><td>14:40</td><td>PC12</td></tr>
    </table>`;
    const c = { uploadDate: new Date('2016-02-24T12:00:00Z') };
    expect(legs(html, c).map((d) => [d.title, d.departure, d.arrival])).toEqual([
      ['6001', 'MIA', '07FA'],
      ['6002', '07FA', 'MIA'],
    ]);
    // Four letters that are no known airport, or digits alone, are no airport identifier ('WXYZ', '123').
    for (const other of ['WXYZ', '123']) {
      const ports = legs(html.replaceAll('07FA', other), c).flatMap((d) => [d.departure, d.arrival]);
      expect(ports).not.toContain(other);
    }
  });

  it('takes a row without its departure airport to depart where the leg before it that day arrived', () => {
    const html = `<table>
      <tr><td>Date</td><td>Flight</td><td>From</td><td>To</td><td>Dep</td><td>Arr</td></tr>
      <tr><td>2026-02-12</td><td>LH400</td><td>FRA</td><td>JFK</td><td>10:00</td><td>18:30</td></tr>
      <tr><td>2026-02-12</td><td>LH401</td><td></td><td>BOS</td><td>20:00</td><td>21:10</td></tr>
      <tr><td>2026-02-14</td><td>LH402</td><td></td><td>FRA</td><td>09:00</td><td>17:00</td></tr>
    </table>`;
    // Not across days (the leg of the 14th may follow a ground move), nor back to where the leg before arrived.
    expect(legs(html).map((d) => [d.title, d.departure, d.arrival])).toEqual([
      ['LH400', 'FRA', 'JFK'],
      ['LH401', 'JFK', 'BOS'],
    ]);
    const back = html.replace('<td></td><td>BOS</td>', '<td></td><td>JFK</td>');
    expect(legs(back).map((d) => d.title)).toEqual(['LH400']);
  });
});

describe('time cells with their day of the month, duties named in words', () => {
  it("dates a time by the day printed before it ('04 17:45'), a terminal's letter first, and reads 'DAY OFF'", () => {
    const text = [
      'DATE\tFLIGHT\tSHOWUP\tSECTOR\tSTD\tSTA',
      '03/03(월)\t522\tG 03 18:40\tLHR/ICN\t03 20:10\t04 17:45',
      '03/05(수)\tDAY OFF\t\t\t\t',
      '03/31(월)\t701\t\tICN/SGN\t31 22:10\t01 01:30',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2025-03-01T12:00:00Z') });
    const at = (t: (typeof duties)[number]['start']) => (typeof t === 'number' ? t : `${t.date} ${t.time}`);
    expect(duties.map((d) => [d.type, d.title, at(d.start), at(d.end)])).toEqual([
      [T.report, 'Report', '2025-03-03 18:40', '2025-03-03 20:10'],
      [T.flight, '522', '2025-03-03 20:10', '2025-03-04 17:45'],
      [T.dayOff, 'DAY OFF', '2025-03-05 00:00', '2025-03-05 23:59'],
      [T.flight, '701', '2025-03-31 22:10', '2025-04-01 01:30'],
    ]);
  });

  it('places each time by its day: a show-up the day before, a next leg past midnight, a leap day', () => {
    const read = (rows: string[], upload = '2025-03-01') =>
      readRoster(['DATE\tFLIGHT\tSHOWUP\tSECTOR\tSTD\tSTA', ...rows].join('\n'), {
        uploadDate: new Date(`${upload}T12:00:00Z`),
      }).duties.map((d) => [d.title, at(d.start), at(d.end)]);
    const at = (t: number | { date: string; time: string }) =>
      typeof t === 'number' ? t : `${t.date} ${t.time}`;
    expect(read(['03/10(월)\t707\t09 23:10\tICN/CRK\t10 00:40\t10 03:40'])).toEqual([
      ['Report', '2025-03-09 23:10', '2025-03-10 00:40'],
      ['707', '2025-03-10 00:40', '2025-03-10 03:40'],
    ]);
    expect(
      read(['03/08(토)\t8967\t\tGMP/CJU\t08 23:50\t09 00:40', '\t8966\t\tCJU/GMP\t09 00:45\t09 02:00']),
    ).toEqual([
      ['8967', '2025-03-08 23:50', '2025-03-09 00:40'],
      ['8966', '2025-03-09 00:45', '2025-03-09 02:00'],
    ]);
    expect(read(['02/29(목)\t201\t\tICN/LAX\t29 20:00\t01 04:05'], '2024-02-01')).toEqual([
      ['201', '2024-02-29 20:00', '2024-03-01 04:05'],
    ]);
  });

  it('reads a duty named in a few words, not words saying it is not one', () => {
    const { duties } = readRoster('DATE\tDUTY\tFROM\tTO\n03/02(일)\tNo day off\t\t\n03/03(월)\tDAY OFF\t\t', {
      uploadDate: new Date('2025-03-01T12:00:00Z'),
    });
    expect(duties.map((d) => d.type)).toEqual([T.unknown, T.dayOff]);
  });

  it('reads no day in a number before a time that is not the row’s day (a gate)', () => {
    const { duties } = readRoster(
      'DATE\tFLIGHT\tFROM\tTO\tSTD\tSTA\n03/10(월)\tOZ8967\tGMP\tCJU\t12 14:50\t16:00',
      {
        uploadDate: new Date('2025-03-01T12:00:00Z'),
      },
    );
    expect(duties.map((d) => [d.title, d.start])).toEqual([
      ['OZ8967', expect.objectContaining({ date: '2025-03-10', time: '14:50' })],
    ]);
  });
});

describe('a duty column beside the flight column', () => {
  it("reads a lone 'P' as a passenger leg, codes that read as flight numbers as codes, and a night stop", () => {
    // A crew portal's export (api/test/roster-corpus/sas-crew-roster-csv): 'Duty' and 'Activity' columns.
    const csv = [
      '"Day","Date","Duty","Activity","From","STD","STA","To"',
      '"Fri","22DEC2023","P","SK1461","OSL","06:05","07:20","CPH"',
      '"Fri","22DEC2023","","NightStop","","07:20","07:15",""',
      '"Sat","23DEC2023","","F","","00:00","23:59",""',
      '"Sun","24DEC2023","","VA","","00:00","23:59",""',
      '"Mon","25DEC2023","","F14","","00:00","23:59",""',
    ].join('\n');
    const { duties } = readRoster(csv, { uploadDate: new Date('2023-12-01T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.title])).toEqual([
      [T.positioning, 'SK1461'],
      [T.layover, 'NightStop'],
      [T.dayOff, 'F'],
      [T.personal, 'VA'],
      [T.unknown, 'F14'],
    ]);
  });

  it("keeps 'P' as a code where no other column holds the flight, a leg's flight though it reads as a code", () => {
    const read = (csv: string) =>
      readRoster(csv, { uploadDate: new Date('2023-12-01T12:00:00Z') }).duties.map((d) => [d.type, d.title]);
    // 'P' a purser beside the Flight column: the leg is flown.
    expect(
      read('Date,Duty,Flight,From,STD,STA,To\n05DEC2023,P,LH400,FRA,10:05,12:50,JFK\n06DEC2023,OFF,,,,,'),
    ).toEqual([
      [T.flight, 'LH400'],
      [T.dayOff, 'OFF'],
    ]);
    // A flight without stations keeps its flight; a standby's code on a row with a leg's stations and times is the leg.
    expect(read('Date,Activity,STD,STA\n05DEC2023,SK1461,06:05,07:20\n06DEC2023,F,00:00,23:59')).toEqual([
      [T.flight, 'SK1461'],
      [T.dayOff, 'F'],
    ]);
    expect(
      read('Date,Activity,From,STD,STA,To\n05DEC2023,SB12,NOU,10:05,12:50,NRT\n06DEC2023,R2,,10:00,20:00,'),
    ).toEqual([
      [T.flight, 'SB12'],
      [T.standby, 'R2'],
    ]);
  });
});
