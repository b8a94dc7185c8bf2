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

  it('makes no duty of records without a flight, station or duty code', () => {
    const doc = {
      day: '2026-07-26',
      items: [{ name: 'x', count: 2, updated: '2026-07-26T10:00:00Z' }],
      settings: { theme: 'dark' },
    };
    expect(jsonToRows(doc)).toEqual([]);
  });
});
