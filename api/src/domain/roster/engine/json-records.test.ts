import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';
import { jsonToRows, keyWords, parseJsonDocument, readIso } from './json-records.ts';

const ctx = { uploadDate: new Date('2026-07-26T12:00:00Z') };

describe('JSON records', () => {
  it('recognises a JSON document by its content, not its name', () => {
    expect(parseJsonDocument('  {"a": [1]}')).toEqual({ a: [1] });
    expect(parseJsonDocument('[{"x": 1}]')).toEqual([{ x: 1 }]);
    expect(parseJsonDocument('{not json')).toBeNull();
    expect(parseJsonDocument('"a string"')).toBeNull();
    expect(parseJsonDocument('15Sep 940 PER 1745 BNE 2357')).toBeNull();
  });

  it('splits field names into words and reads ISO dates and date-times, offsets turned into UTC', () => {
    expect(keyWords('depatureDate')).toEqual(['depature', 'date']);
    expect(keyWords('pickupTimeLT')).toEqual(['pickup', 'time', 'lt']);
    expect(keyWords('STD_UTC')).toEqual(['std', 'utc']);
    expect(readIso('2026-07-26T12:24:00Z')).toEqual({ date: '2026-07-26', time: '12:24', zone: 'utc' });
    expect(readIso('2026-07-27T01:10:00+02:00')).toEqual({ date: '2026-07-26', time: '23:10', zone: 'utc' });
    expect(readIso('2026-07-27T13:50')).toEqual({ date: '2026-07-27', time: '13:50' });
    expect(readIso('2026-07-26Z')).toEqual({ date: '2026-07-26' });
    expect(readIso('LH1174')).toBeNull();
  });

  it('reads legs nested in duty days by their field names: UTC times, a deadhead code, a day offset', () => {
    const doc = {
      rotations: [
        {
          homebase: 'MUC',
          shifts: [
            {
              shiftBegin: '2026-08-19T21:00:00Z',
              legs: [
                {
                  dutyCode: 'DH',
                  flightDesignator: 'LH493',
                  departureAirport: 'YVR',
                  arrivalAirport: 'FRA',
                  depatureDate: '2026-08-19T23:15:00Z',
                  arrivalDate: '2026-08-20T08:55:00Z',
                  aircraftType: 'A350',
                  hotelName: 'H9945745',
                },
                {
                  dutyCode: '',
                  flightDesignator: 'LH104',
                  departureAirport: 'FRA',
                  arrivalAirport: 'MUC',
                  depatureDate: '2026-08-20T10:15:00Z',
                  arrivalDate: '2026-08-20T11:10:00Z',
                },
              ],
            },
          ],
        },
      ],
    };
    // The duty day holding the legs is their container, not a duty.
    expect(jsonToRows(doc)).toHaveLength(2);
    const { kind, duties } = readRoster(JSON.stringify(doc), ctx);
    expect(kind).toBe('json');
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival, d.start, d.end])).toEqual([
      [
        T.positioning,
        'LH493',
        'YVR',
        'FRA',
        { date: '2026-08-19', time: '23:15', zone: { kind: 'utc' } },
        { date: '2026-08-20', time: '08:55', zone: { kind: 'utc' } },
      ],
      [
        T.flight,
        'LH104',
        'FRA',
        'MUC',
        { date: '2026-08-20', time: '10:15', zone: { kind: 'utc' } },
        { date: '2026-08-20', time: '11:10', zone: { kind: 'utc' } },
      ],
    ]);
  });

  it('reads events of roster days: a flight number in a details field, a hotel and a day off on the day of their container', () => {
    const doc = {
      rosterDays: [
        {
          day: '2026-07-26Z',
          events: [
            {
              eventType: 'FLIGHT',
              eventDetails: 'LH078',
              startTime: '2026-07-26T19:21:00Z',
              startLocation: 'FRA',
              endTime: '2026-07-26T20:10:00Z',
              endLocation: 'DUS',
              _links: { crewList: { href: './COMMON_CREWLIST?flightDesignator=LH078' } },
            },
            { eventType: 'HOTEL', eventDetails: 'Hotel', startTime: null, startLocation: 'DUS' },
          ],
        },
        { day: '2026-07-27Z', events: [] },
        {
          day: '2026-07-28Z',
          events: [
            { eventType: 'GROUNDEVENT', eventCategory: 'OFFDUTY', eventDetails: 'FREE', wholeDay: true },
            { eventType: 'GROUNDEVENT', eventCategory: 'OFFDUTY', eventDetails: '==', wholeDay: true },
          ],
        },
      ],
    };
    const { duties } = readRoster(JSON.stringify(doc), ctx);
    expect(duties.map((d) => [d.type, d.departure, d.arrival])).toEqual([
      [T.flight, 'FRA', 'DUS'],
      [T.hotel, 'DUS', 'DUS'],
      [T.dayOff, null, null], // printed twice under two codes: one day off
    ]);
    expect(duties[0]?.title).toBe('LH78');
    expect(duties[2]).toMatchObject({ allDay: true, start: { date: '2026-07-28' } });
  });

  it('joins a carrier and a bare number, reads nested departure/arrival objects and local-time names', () => {
    const doc = [
      {
        carrier: 'KL',
        flightNumber: 1001,
        departure: { airport: 'AMS', scheduledLocal: '2026-07-27T08:45' },
        arrival: { airport: 'LHR', scheduledLocal: '2026-07-27T09:00' },
        deadhead: true,
      },
    ];
    const [leg] = readRoster(JSON.stringify(doc), ctx).duties;
    expect(leg).toMatchObject({ type: T.positioning, title: 'KL1001', departure: 'AMS', arrival: 'LHR' });
    expect(leg?.start).toEqual({ date: '2026-07-27', time: '08:45', zone: { kind: 'airport', iata: 'AMS' } });
  });

  it('dates a leg by its container’s start date plus its day offset, its clock times UTC beside their local pair', () => {
    const doc = {
      trips: [
        {
          createdDate: '2026-07-01',
          tripStartDate: '2026-07-26',
          base: 'FRA',
          legs: [
            {
              flight: 'LH400',
              dayOffset: 0,
              from: 'FRA',
              to: 'JFK',
              std: '10:05',
              stdLocal: '12:05',
              sta: '18:50',
              staLocal: '14:50',
            },
            {
              flight: 'LH401',
              dayOffset: '+1',
              from: 'JFK',
              to: 'FRA',
              std: '22:00',
              stdLocal: '18:00',
              sta: '05:40',
              staLocal: '07:40',
            },
            // Local times only: local, in the airports' zones; the arrival before the departure is the next day.
            {
              flight: 'LH402',
              dayOffset: 3,
              from: 'FRA',
              to: 'ORD',
              depTimeLocal: '23:10',
              arrTimeLocal: '01:30',
            },
          ],
        },
      ],
    };
    expect(jsonToRows(doc).map((r) => r.raw)).toEqual([
      '2026-07-26 | LH400 | FRA | JFK | 10:05Z | 18:50Z',
      '2026-07-27 | LH401 | JFK | FRA | 22:00Z | 05:40Z+1',
      '2026-07-29 | LH402 | FRA | ORD | 23:10L | 01:30L+1',
    ]);
    const legs = readRoster(JSON.stringify(doc), ctx).duties;
    expect(legs.map((d) => [d.title, d.start, d.end])).toEqual([
      [
        'LH400',
        { date: '2026-07-26', time: '10:05', zone: { kind: 'utc' } },
        { date: '2026-07-26', time: '18:50', zone: { kind: 'utc' } },
      ],
      [
        'LH401',
        { date: '2026-07-27', time: '22:00', zone: { kind: 'utc' } },
        { date: '2026-07-28', time: '05:40', zone: { kind: 'utc' } },
      ],
      [
        'LH402',
        { date: '2026-07-29', time: '23:10', zone: { kind: 'airport', iata: 'FRA' } },
        { date: '2026-07-30', time: '01:30', zone: { kind: 'airport', iata: 'ORD' } },
      ],
    ]);
  });

  it('invents no date from a day offset without a start date around it, nor from a file’s creation date', () => {
    const legs = [{ flight: 'LH400', relativeDay: 1, from: 'FRA', to: 'JFK', std: '10:05', sta: '18:50' }];
    expect(jsonToRows({ legs })).toEqual([]);
    expect(jsonToRows({ dateOfCreation: '2026-07-01', legs })).toEqual([]);
    // A container's date that is no start (a day of a roster) is no origin for an offset either.
    expect(jsonToRows({ day: '2026-07-26', legs })).toEqual([]);
  });

  it('makes no duty of a crew base alone, a crew member’s initials or a pay credit', () => {
    const doc = {
      trips: [
        {
          startDate: '2026-07-26',
          base: 'FRA',
          credit: { type: 'TR1', amount: 'PT21H45M' },
          crewMembers: [{ surname: 'DOE', initials: 'JJD', staffNumber: '0000000' }],
          duties: [{ dutyNumber: '1', flightNumber: '400', carrier: 'LH', from: 'FRA', to: 'JFK' }],
        },
      ],
    };
    // The duty number is no duty code either.
    expect(jsonToRows(doc).map((r) => r.raw)).toEqual(['2026-07-26 | LH400 | FRA | JFK']);
  });

  it('makes no duty of records without a flight, station or duty code', () => {
    const doc = {
      day: '2026-07-26',
      items: [{ name: 'x', count: 2, updated: '2026-07-26T10:00:00Z' }],
      settings: { theme: 'dark' },
    };
    expect(jsonToRows(doc)).toEqual([]);
  });

  it('reads an arrival day offset as the arrival’s, and a record under a plain date keeps that date', () => {
    const trip = {
      trips: [
        {
          startDate: '2026-07-01',
          legs: [
            {
              flight: 'LH400',
              from: 'FRA',
              to: 'JFK',
              depTime: '22:00',
              arrTime: '06:00',
              arrivalDayOffset: 1,
            },
          ],
        },
      ],
    };
    expect(jsonToRows(trip).map((r) => r.raw)).toEqual(['2026-07-01 | LH400 | FRA | JFK | 22:00 | 06:00+1']);
    const both = [{ flight: 'LH400', from: 'FRA', to: 'JFK', std: '22:00', sta: '06:00' }];
    const offsets = [{ ...both[0], departureDayOffset: 2, arrivalDayOffset: 3 }];
    expect(jsonToRows({ trips: [{ startDate: '2026-07-01', legs: offsets }] }).map((r) => r.raw)).toEqual([
      '2026-07-03 | LH400 | FRA | JFK | 22:00 | 06:00+1',
    ]);
    // Under a day dated by a plain date, an arrival offset leaves the record on that day.
    const leg = (flight: string) => ({ flight, from: 'FRA', to: 'JFK', std: '10:00', sta: '18:30' });
    const days = (extra: object) => ({
      days: [
        { date: '2026-05-04', legs: [{ ...leg('LH400'), ...extra }] },
        { date: '2026-05-06', legs: [{ ...leg('LH402'), ...extra }] },
      ],
    });
    expect(readRoster(JSON.stringify(days({})), ctx).duties).toHaveLength(2);
    const withOffset = readRoster(JSON.stringify(days({ arrivalDayOffset: 0 })), ctx).duties;
    expect(withOffset.map((d) => [d.title, (d.start as { date: string }).date])).toEqual([
      ['LH400', '2026-05-04'],
      ['LH402', '2026-05-06'],
    ]);
  });

  it('keeps a local clock on a local date, and a plain clock equal to its local twin as local', () => {
    const leg = {
      flight: 'SQ322',
      from: 'SIN',
      to: 'LHR',
      departureDateLocal: '2026-05-05',
      departureTime: '17:00',
      departureTimeLocal: '01:00',
      arrivalTime: '06:30',
      arrivalTimeLocal: '07:30',
    };
    const [sq] = readRoster(JSON.stringify({ legs: [leg] }), ctx).duties;
    expect(sq?.start).toEqual({ date: '2026-05-05', time: '01:00', zone: { kind: 'airport', iata: 'SIN' } });
    expect(sq?.end).toEqual({ date: '2026-05-05', time: '07:30', zone: { kind: 'airport', iata: 'LHR' } });
    // Equal to its local twin: the local time (in summer, FRA's 10:00 is 08:00 UTC).
    const fra = {
      date: '2026-07-01',
      flight: 'LH400',
      from: 'FRA',
      to: 'JFK',
      departureTime: '10:00',
      departureTimeLocal: '10:00',
      arrivalTime: '18:30',
      arrivalTimeLocal: '14:30',
    };
    expect(jsonToRows({ legs: [fra] }).map((r) => r.raw)).toEqual([
      '2026-07-01 | LH400 | FRA | JFK | 10:00L | 18:30Z',
    ]);
  });

  it('reads no duration as a time, and one clock per role and zone, the scheduled one', () => {
    const leg = {
      date: '2026-07-01',
      flight: 'LH400',
      from: 'FRA',
      to: 'JFK',
      departureDelay: '00:45',
      TimeInAir: '07:00',
      blockTime: '08:15',
      taxiOutDuration: '00:20',
      actualDepartureTime: '10:20',
      scheduledDepartureTime: '10:00',
      arrivalTime: '13:00',
      blockOnTime: '13:05',
    };
    expect(jsonToRows({ legs: [leg] }).map((r) => r.raw)).toEqual([
      '2026-07-01 | LH400 | FRA | JFK | 10:00 | 13:00',
    ]);
  });

  it('reads a .NET JSON date as its UTC instant, whatever offset follows the milliseconds', () => {
    const utc = { date: '2016-02-25', time: '17:15', zone: 'utc' };
    expect(readIso('/Date(1456420500000-0500)/')).toEqual(utc);
    expect(readIso('/Date(1456420500000+0100)/')).toEqual(utc);
    expect(readIso('/Date(1456420500000)/')).toEqual(utc);
    // Not a .NET date: the bare milliseconds, no slashes, a word, a date far out of range.
    expect(readIso('1456420500000')).toBeNull();
    expect(readIso('Date(1456420500000)')).toBeNull();
    expect(readIso('/Date(soon)/')).toBeNull();
    expect(readIso('/Date(999999999999999)/')).toBeNull();
  });

  it('reads a leg of .NET dates, US ICAO codes the airports table lacks and an FAA identifier with digits', () => {
    // A charter operator's crew web service (api/test/roster-corpus/planesense-astroweb).
    const leg = {
      FlightNumber: '6093',
      DepartureAirportICAO: 'KARB',
      ArrivalAirportICAO: '07FA',
      DepartureTime: '/Date(1456420500000-0500)/',
      ArrivalTime: '/Date(1456424100000-0500)/',
      DepartureTimeDisplay: '12:15 EST (UTC -05:00)',
      BlockTime: 'PT1H',
      FlightTime: 'PT48M',
      PaxCount: 1,
    };
    // Three letters of a K code (ARB), the identifier with digits kept; no ISO duration is a flight ('PT1H'), no
    // count of passengers a deadhead.
    expect(jsonToRows({ Flights: [leg] }).map((r) => r.raw)).toEqual([
      '2016-02-25 | 6093 | ARB | 07FA | 17:15Z | 18:15Z',
    ]);
    const [duty] = readRoster(JSON.stringify({ Flights: [leg] }), ctx).duties;
    expect(duty).toMatchObject({ type: T.flight, departure: 'ARB', arrival: '07FA' });
    // A passenger flag is still a deadhead.
    expect(jsonToRows({ Flights: [{ ...leg, Pax: true }] })[0]?.raw).toContain('DH');
  });

  it('reads a K code as a US airport only in a field naming an airport, and not over another airport', () => {
    const leg = { date: '2016-02-25', flight: 'LH400', from: 'FRA', to: 'JFK' };
    // KLHR is no airport: its three letters are London Heathrow's code, a known airport that is not in the US.
    expect(jsonToRows({ legs: [{ ...leg, to: 'KLHR' }] }).map((r) => r.raw)).toEqual([
      '2016-02-25 | LH400 | FRA',
    ]);
    // A K word in a remark or a code field is no airport; a terminal 'T2E' under a departure is none either.
    expect(jsonToRows({ legs: [{ ...leg, remarks: 'KARB', departureTerminal: 'T2E' }] })[0]?.raw).toBe(
      '2016-02-25 | LH400 | FRA | JFK | KARB',
    );
    // A known US ICAO code reads as its IATA code from the table, as before (KJFK: JFK).
    expect(jsonToRows({ legs: [{ ...leg, to: 'KJFK' }] })[0]?.raw).toBe('2016-02-25 | LH400 | FRA | JFK');
  });

  it('splits a zone word glued to a lower-case time name, not one a word merely ends with', () => {
    expect(keyWords('dutystartllt')).toEqual(['dutystart', 'llt']);
    expect(keyWords('deptimeutc')).toEqual(['deptime', 'utc']);
    expect(keyWords('departurelt')).toEqual(['departure', 'lt']);
    expect(keyWords('arrivalutc')).toEqual(['arrival', 'utc']);
    expect(keyWords('dateutc')).toEqual(['date', 'utc']);
    expect(keyWords('update')).toEqual(['update']);
    expect(keyWords('arvtime')).toEqual(['arvtime']);
    expect(keyWords('result')).toEqual(['result']);
    expect(keyWords('default')).toEqual(['default']);
    const leg = { date: '2017-12-02', duty: 'HX0618', origin: 'HKG', destination: 'KIX' };
    expect(jsonToRows({ legs: [{ ...leg, departurelt: '11:35', arrivallt: '16:19' }] })[0]?.raw).toBe(
      '2017-12-02 | HX618 | HKG | KIX | 11:35L | 16:19L',
    );
    expect(jsonToRows({ legs: [{ ...leg, departureutc: '11:35', arrivalutc: '16:19' }] })[0]?.raw).toBe(
      '2017-12-02 | HX618 | HKG | KIX | 11:35Z | 16:19Z',
    );
  });

  it('keeps a record on one clock: unnamed clocks are local when its named ones say only local', () => {
    const leg = { date: '2017-12-02', duty: 'HX0618', origin: 'HKG', destination: 'KIX', deptime: '11:35' };
    // 'arv' names an arrival; the report named local time ('llt') makes the record's other clocks local.
    expect(jsonToRows({ legs: [{ ...leg, arvtime: '16:19', dutystartllt: '10:15' }] })[0]?.raw).toBe(
      '2017-12-02 | HX618 | HKG | KIX | 11:35L | 16:19L',
    );
    // Without a clock named local, or with one named UTC too, the unnamed clocks keep the roster's clock.
    expect(jsonToRows({ legs: [{ ...leg, arvtime: '16:19' }] })[0]?.raw).toBe(
      '2017-12-02 | HX618 | HKG | KIX | 11:35 | 16:19',
    );
    expect(
      jsonToRows({ legs: [{ ...leg, arvtime: '16:19', dutystartllt: '10:15', dutyendutc: '13:40' }] })[0]
        ?.raw,
    ).toBe('2017-12-02 | HX618 | HKG | KIX | 11:35 | 16:19');
    // A clock beside its local twin is still the UTC one (DepartureTime beside DepartureTimeLocal).
    const twin = { ...leg, depTime: '03:35', depTimeLocal: '11:35', arrTime: '07:19' };
    expect(jsonToRows({ legs: [twin] })[0]?.raw).toBe('2017-12-02 | HX618 | HKG | KIX | 03:35Z | 07:19');
  });

  it('takes an airport the table lacks only for an empty place, never a terminal, gate or status', () => {
    const leg = {
      date: '2026-03-02',
      flight: 'LH400',
      origin: 'FRA',
      destination: 'JFK',
      dep: '10:00',
      arr: '18:00',
    };
    // Parts of an airport, or words about the leg, are no airports: FRA-JFK whatever their order.
    for (const extra of [
      { originTerminal: 'T2E', destinationTerminal: 'T1' },
      { fromGate: 'B22', toGate: 'A12' },
      { departureStatus: 'KEPT', endReason: 'KWTZ' },
    ])
      expect(jsonToRows({ legs: [{ ...extra, ...leg }] })[0]?.raw).toMatch(
        /\| LH400 \| FRA \| JFK \| 10:00 \| 18:00$/,
      );
    // A word that only looks like one ('stand' in "standByCode") still names the duty.
    const { duties } = readRoster(
      JSON.stringify({
        duties: [{ date: '2026-03-02', standByCode: 'SBY', station: 'FRA', start: '06:00', end: '14:00' }],
      }),
      ctx,
    );
    expect(duties.map((d) => d.type)).toEqual([T.standby]);
    // A known airport in another field of the same place wins over an unlisted code printed before it.
    expect(jsonToRows({ legs: [{ departureIcao: 'KARB', ...leg }] })[0]?.raw).toBe(
      '2026-03-02 | LH400 | FRA | JFK | 10:00 | 18:00',
    );
  });

  it('keeps a local check-in apart from unnamed STD/STA, and a duty code that reads as a duration', () => {
    // A check-in named local says nothing of STD/STA beside it (often UTC): they keep the roster's clock.
    const leg = {
      date: '2026-03-02',
      flight: 'LH400',
      from: 'FRA',
      to: 'JFK',
      checkInLT: '10:05',
      std: '10:00',
    };
    expect(jsonToRows({ legs: [{ ...leg, sta: '18:30' }] })[0]?.raw).toBe(
      '2026-03-02 | LH400 | FRA | JFK | 10:05L | 10:00 | 18:30',
    );
    // 'P1D' is an ISO duration, and a duty's code here: a duty all the same, never a flight number.
    const { duties } = readRoster(
      JSON.stringify({ duties: [{ date: '2026-03-02', code: 'P1D', start: '08:00', end: '16:00' }] }),
      ctx,
    );
    expect(duties.map((d) => [d.title, d.start])).toEqual([
      ['P1D', { date: '2026-03-02', time: '08:00', zone: { kind: 'utc' } }],
    ]);
  });

  it('reads no leg from a departure printed but unknown, nor gives it the airport of the leg before', () => {
    const legs = [
      { date: '2026-03-02', flight: 'LH100', from: 'FRA', to: 'MUC', dep: '06:00', arr: '07:00' },
      { date: '2026-03-02', flight: 'LH102', from: 'EDNX', to: 'FRA', dep: '09:00', arr: '10:00' },
    ];
    const { duties } = readRoster(JSON.stringify({ legs }), ctx);
    expect(duties.filter((d) => d.departure).map((d) => `${d.title} ${d.departure}-${d.arrival}`)).toEqual([
      'LH100 FRA-MUC',
    ]);
  });
});

describe("a crew portal's roster kept by day, each activity with its form", () => {
  // As NAVBLUE RAIDO's crew portal answers (test/roster-corpus/raido-noc).
  const activity = (
    day: string,
    id: string,
    dep: string,
    arr: string,
    times: [string, string],
    label: string,
  ) => ({
    Activity: id,
    Dep: dep,
    Arr: arr,
    ValidFrom: `${day}T${times[0]}:00.0000000`,
    ValidFromUtc: `${day}T${times[0]}:00.0000000`,
    ValidToUtc: `${day}T${times[1]}:00.0000000`,
    Details: [
      { Id: '609', Label: 'Activity', Value: label, Color: null, Values: [] },
      {
        Id: '132',
        Label: 'Departure',
        Value: { Id: '1', Label: null, Value: `${dep} - TORONTO` },
        Values: [],
      },
    ],
  });
  const doc = {
    d: {
      Roster: {
        Days: {
          '2026-04-01T00:00:00Z': {
            Details: {
              ActivityDetails: [
                activity('2026-04-01', 'GD', 'YTZ', 'YTZ', ['04:01', '23:59'], 'GD,Guaranteed Day off'),
              ],
            },
          },
          '2026-04-02T00:00:00Z': {
            Details: {
              ActivityDetails: [activity('2026-04-02', 'P32479', 'YTZ', 'YUL', ['19:15', '20:30'], 'P32479')],
            },
          },
        },
      },
    },
  };

  it('reads the days by their keys and each activity, not its form, as a record', () => {
    const rows = jsonToRows(doc);
    expect(rows.map((r) => r.cells.find((c) => c.role === 'date')?.text)).toEqual([
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(rows[1]?.cells.find((c) => c.role === 'flight')?.text).toBe('P32479');
    // The form's text names the duty: a guaranteed day off.
    expect(rows[0]?.cells.find((c) => c.role === 'code')?.text).toMatch(/DAY OFF/);
  });

  it('reads a flight typed a deadhead, a record by its label, and no status value as its name', () => {
    // A crew member's dashboard JSON (api/test/roster-corpus/crewaccess-roster-json): type, subtype and code fields.
    const event = (fields: Record<string, unknown>) => ({
      date: '2026-05-07',
      start_utc: '2026-05-07T16:17+00:00',
      end_utc: '2026-05-07T19:18+00:00',
      from: 'VCP',
      to: 'REC',
      flight_number: null,
      ...fields,
    });
    const doc = {
      events: [
        event({
          type: 'CHECK',
          subtype: 'IN',
          code: null,
          label: 'Apresentação',
          to: 'VCP',
          details: 'CHECKED_IN',
        }),
        event({
          type: 'FLY',
          subtype: 'DEADHEAD',
          code: 'DHD',
          label: 'DHD AD2805',
          flight_number: 'AD2805',
        }),
        event({
          type: 'NON_OP',
          subtype: 'GROUND',
          code: 'QRH',
          label: 'QRH',
          to: 'VCP',
          details: 'TREINAMENTO QRH',
        }),
        event({ type: 'CHECK', subtype: 'OUT', code: null, label: 'Release', from: 'REC', to: 'REC' }),
      ],
    };
    const { duties } = readRoster(JSON.stringify(doc), ctx);
    expect(duties.map((d) => [d.type, d.title])).toEqual([
      [T.report, 'APRESENTAÇÃO'],
      [T.positioning, 'AD2805'],
      [T.course, 'QRH'],
      [T.debrief, 'RELEASE'],
    ]);
  });

  it('keeps a status-like name that names a duty, and takes no passenger service for a deadhead', () => {
    const read = (records: unknown[]) =>
      readRoster(JSON.stringify(records), ctx).duties.map((d) => [d.type, d.title]);
    expect(read([{ date: '2026-05-08', details: 'DAY_OFF' }])).toEqual([[T.dayOff, 'DAY_OFF']]);
    const leg = {
      flight_number: 'AD2805',
      from: 'VCP',
      to: 'REC',
      start_utc: '2026-05-07T16:17Z',
      end_utc: '2026-05-07T19:18Z',
    };
    expect(read([{ ...leg, type: 'FLIGHT', flightType: 'PAX' }])).toEqual([[T.flight, 'AD2805']]);
    expect(read([{ ...leg, type: 'FLY', subtype: 'DEADHEAD' }])).toEqual([[T.positioning, 'AD2805']]);
  });
});
