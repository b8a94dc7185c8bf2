import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { parseRoster, parseText } from '../src/domain/roster/registry.ts';
import { type ResolvedEvent, resolveDuties } from '../src/domain/roster/resolve.ts';
import { UnreadableRosterError } from '../src/domain/roster/types.ts';
import { openTestDatabase } from './helpers.ts';
import { addRosterAirports, fixture, sample } from './roster-helpers.ts';

const ctx = { uploadDate: new Date('2025-09-10T12:00:00Z') };
const utc = (iso: string) => Date.parse(iso) / 1000;
const count = (events: { type: number }[], type: number) => events.filter((e) => e.type === type).length;

let database: Database;
beforeAll(async () => {
  ({ database } = await openTestDatabase('pglite'));
  await addRosterAirports(database.db);
});
afterAll(async () => {
  await database?.close();
});

async function read(bytes: Buffer | string): Promise<{ format: string; events: ResolvedEvent[] }> {
  const { format, duties } = await parseRoster(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, ctx);
  return { format, events: await resolveDuties(database.db, duties) };
}

describe('fixture rosters (counts from SOURCES.md)', () => {
  it('dtr-airlines-2025.txt: 21 flights over 13 airports, standby, simulator, day off, report/debrief, layover; UTC', async () => {
    const { format, events } = await read(fixture('dtr/dtr-airlines-2025.txt'));
    expect(format).toBe('text');
    const flights = events.filter((e) => e.type === T.flight);
    expect(flights).toHaveLength(21);
    const airports = new Set(flights.flatMap((f) => [f.departure, f.arrival]));
    expect([...airports].sort()).toEqual(
      ['AMS', 'CDG', 'BOS', 'JFK', 'DXB', 'LHR', 'SFO', 'MAD', 'ORD', 'BKK', 'FRA', 'YYZ', 'LAX'].sort(),
    );
    expect(count(events, T.standby)).toBe(5);
    expect(count(events, T.simulator)).toBe(3);
    expect(count(events, T.dayOff)).toBe(13);
    expect(count(events, T.report)).toBe(12);
    expect(count(events, T.debrief)).toBe(6);
    expect(count(events, T.layover)).toBe(4);
    const dx101 = flights.find((f) => f.title === 'DX101');
    expect(dx101).toMatchObject({
      departure: 'AMS',
      arrival: 'CDG',
      startTs: utc('2025-01-08T07:30:00Z'),
      endTs: utc('2025-01-08T09:45:00Z'),
    });
    expect(flights.find((f) => f.title === 'DX102')).toBeDefined(); // "FLT DX102"
    expect(dx101?.additional).toContain('PH-BDA');
  });

  it('netline-style.txt: 4 flights with block 2:00, 2:00, 6:00, 12:00, check-in/out and two hotels; month from the upload date', async () => {
    const { format, events } = await read(fixture('netline/netline-style.txt'));
    expect(format).toBe('text');
    const flights = events.filter((e) => e.type === T.flight);
    expect(flights.map((f) => `${f.departure}-${f.arrival}`)).toEqual([
      'FRA-MUC',
      'MUC-FRA',
      'FRA-JFK',
      'JFK-FRA',
    ]);
    expect(flights.map((f) => (f.endTs - f.startTs) / 3600)).toEqual([2, 2, 6, 12]);
    // Upload on 10 Sep 2025: September 2025 starts on a Monday, as "Mon01" says.
    expect(flights[0]?.startTs).toBe(utc('2025-09-01T09:00:00Z'));
    expect(count(events, T.report)).toBe(2);
    expect(count(events, T.debrief)).toBe(2);
    const hotels = events.filter((e) => e.type === T.hotel);
    expect(hotels.map((h) => [h.nonFlyCode, h.departure])).toEqual([
      ['H1', 'MUC'],
      ['H2', 'JFK'],
    ]);
    expect(hotels[0]).toMatchObject({
      startTs: utc('2025-09-01T11:00:00Z'),
      endTs: utc('2025-09-02T07:00:00Z'),
    });
  });

  it('qantas-sh-flight-crew.txt: services, sign-on/off in local time, days off, reserve, leave, planning', async () => {
    const { format, events } = await read(fixture('qantas/qantas-sh-flight-crew.txt'));
    expect(format).toBe('text');
    expect(count(events, T.flight)).toBe(11);
    expect(count(events, T.positioning)).toBe(2);
    expect(count(events, T.dayOff)).toBe(10);
    expect(events.filter((e) => e.type === T.standby).map((e) => e.nonFlyCode)).toEqual(['R5', 'R5', 'R4']);
    expect(events.filter((e) => e.type === T.personal).map((e) => e.nonFlyCode)).toEqual(['AV']);
    expect(events.filter((e) => e.nonFlyCode === 'PLN')).toHaveLength(2);
    const f940 = events.find((e) => e.title === '940');
    // "15 Tue" is placed by its weekday nearest the upload date (15 Jul 2025; the header's print date 13Jan26 is
    // not the roster period, see the corpus expected.json). Sign-on 16:50 at base Perth (UTC+8); sign-off 00:12
    // at the layover port Brisbane (UTC+10) the next day.
    expect(f940).toMatchObject({
      departure: 'PER',
      arrival: 'BNE',
      startTs: utc('2025-07-15T08:50:00Z'),
      endTs: utc('2025-07-15T14:12:00Z'),
    });
    expect(events.find((e) => e.title === '1086')?.startTs).toBe(utc('2025-07-28T20:25:00Z'));
    // The rows roll from 31 Jul into August.
    expect(events.find((e) => e.title === '848')?.startTs).toBe(utc('2025-08-04T23:50:00Z'));
  });
});

describe('dates and edge cases', () => {
  it('NetLine: a hotel with no later duty lasts 12 hours; a month without a matching weekday uses the upload month', async () => {
    const { events } = await read('Fri31\nC/I FRA 1900\nAZ 1 FRA 2000 2200 JFK\nH1 JFK\n');
    const hotel = events.find((e) => e.type === T.hotel);
    expect(hotel && (hotel.endTs - hotel.startTs) / 3600).toBe(12);
    // 31 Oct 2025 is a Friday: the nearest month to 10 Sep 2025 where the 31st is a Friday.
    expect(events[0]?.startTs).toBe(utc('2025-10-31T19:00:00Z'));
  });
});

describe('own samples', () => {
  it('CSV with semicolons, quoted fields, aliases and an overnight standby', async () => {
    const { format, events } = await read(sample('roster.csv'));
    expect(format).toBe('csv');
    expect(events.map((e) => e.type)).toEqual([T.dayOff, T.report, T.flight, T.flight, T.standby]);
    expect(events[0]?.allDay).toBe(true);
    expect(events[2]).toMatchObject({
      title: 'KL1001',
      departure: 'AMS',
      arrival: 'LHR',
      additional: 'Flight; to London · PH-BXA',
    });
    const sby = events[4] as ResolvedEvent;
    expect(sby.endTs - sby.startTs).toBe(8 * 3600);
  });

  it('CSV with local times (airport zones), day-first dates and ISO offsets', async () => {
    const { events } = await read(sample('roster-local.csv'));
    // 5 Jul 2025 10:00 in Amsterdam (CEST) → 08:00Z; 12:15 in New York (EDT) → 16:15Z.
    expect(events[0]).toMatchObject({
      type: T.flight,
      startTs: utc('2025-07-05T08:00:00Z'),
      endTs: utc('2025-07-05T16:15:00Z'),
    });
    expect(events[1]).toMatchObject({ type: T.simulator, startTs: utc('2025-07-05T12:00:00Z') });
  });

  it('ICS: UTC, IANA zones, a VTIMEZONE of its own, all-day events and keywords', async () => {
    const { format, events } = await read(sample('roster.ics'));
    expect(format).toBe('ics');
    expect(events.map((e) => e.type)).toEqual([T.flight, T.flight, T.standby, T.dayOff, T.simulator]);
    expect(events[0]).toMatchObject({
      departure: 'AMS',
      arrival: 'LHR',
      startTs: utc('2025-07-10T08:00:00Z'),
    });
    // London 11:00 BST → 10:00Z; Amsterdam 13:30 CEST → 11:30Z.
    expect(events[1]).toMatchObject({
      startTs: utc('2025-07-10T10:00:00Z'),
      endTs: utc('2025-07-10T11:30:00Z'),
    });
    // Custom Amsterdam (VTIMEZONE, summer +02:00): 08:00 → 06:00Z.
    expect(events[2]?.startTs).toBe(utc('2025-07-11T06:00:00Z'));
    expect(events[3]).toMatchObject({
      allDay: true,
      startTs: utc('2025-07-12T00:00:00Z'),
      endTs: utc('2025-07-14T00:00:00Z') - 1,
    });
  });

  it('ICS: a duty event whose description prints its legs is those legs, with the report and release', async () => {
    // One event of a CrewAccess export (roster-corpus/crewaccess-ics), its description unfolded.
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:CrewAccess',
      'BEGIN:VEVENT',
      'UID:2799372-1',
      'LOCATION:AYT',
      'DTSTART:20260708T172500Z',
      'DTEND:20260709T012800Z',
      'SUMMARY:FLY (AYT-BTS-AYT)',
      'DESCRIPTION:Duty\\nAll times are in UTC time zone\\n\\nWed\\, 8 Jul 2026\\n- - - - - - - -\\nCheck-in    17:25               AYT\\n418         18:43  21:32        AYT - BTS    CCM\\n419         22:30  00:58        BTS - AYT    CCM\\n\\nThu\\, 9 Jul 2026\\n- - - - - - - -\\nRelease     01:28               AYT\\n',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const { format, events } = await read(ics);
    expect(format).toBe('ics');
    expect(events.map((e) => [e.type, e.title, e.departure, e.arrival, e.startTs, e.endTs])).toEqual([
      [T.report, 'Report', 'AYT', 'AYT', utc('2026-07-08T17:25:00Z'), utc('2026-07-08T18:43:00Z')],
      [T.flight, '418', 'AYT', 'BTS', utc('2026-07-08T18:43:00Z'), utc('2026-07-08T21:32:00Z')],
      [T.flight, '419', 'BTS', 'AYT', utc('2026-07-08T22:30:00Z'), utc('2026-07-09T00:58:00Z')],
      [T.debrief, 'Debrief', 'AYT', 'AYT', utc('2026-07-09T00:58:00Z'), utc('2026-07-09T01:28:00Z')],
    ]);
  });

  it('ICS: a summary opening with a flight number, its airline apart, is that flight (not a code)', async () => {
    const ics = ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'DTSTART:20231205T100000Z', 'DTEND:20231205T113000Z']
      .concat(['SUMMARY:VA 123', 'END:VEVENT', 'END:VCALENDAR'])
      .join('\r\n');
    const { events } = await read(ics);
    expect(events.map((e) => [e.type, e.title])).toEqual([[T.flight, 'VA123']]);
  });

  it('HTML table with day-first dates and a flight past midnight', async () => {
    const { format, events } = await read(sample('roster.html'));
    expect(format).toBe('html');
    expect(events.map((e) => e.type)).toEqual([T.dayOff, T.flight, T.hotel, T.flight]);
    const lh401 = events[3] as ResolvedEvent;
    expect(lh401).toMatchObject({
      departure: 'JFK',
      arrival: 'FRA',
      startTs: utc('2025-08-03T22:00:00Z'),
      endTs: utc('2025-08-04T05:30:00Z'),
    });
  });

  it('HTML without a roster table falls back to the text parsers', async () => {
    const text = fixture('dtr/dtr-airlines-2025.txt').toString('utf8');
    const { format, events } = await read(`<html><body><pre>${text}</pre></body></html>`);
    expect(format).toBe('html');
    expect(count(events, T.flight)).toBe(21);
  });

  it('XML: attributes, child elements, flight elements, type names and ISO times', async () => {
    const { format, events } = await read(sample('roster.xml'));
    expect(format).toBe('xml');
    expect(events.map((e) => e.type)).toEqual([T.report, T.flight, T.flight, T.dayOff, T.standby]);
    expect(events[2]).toMatchObject({
      title: 'KL1776',
      departure: 'FRA',
      arrival: 'AMS',
      additional: 'PH-EXA',
    });
    expect(events[4]?.startTs).toBe(utc('2025-09-03T06:00:00Z'));
  });

  it('PDF: text extraction, then the text parsers (two pages)', async () => {
    const { format, events } = await read(sample('roster.pdf'));
    expect(format).toBe('pdf');
    expect(events.map((e) => e.type)).toEqual([T.report, T.flight, T.debrief, T.flight]);
    expect(events[3]).toMatchObject({ title: 'XY502', departure: 'DXB', arrival: 'AMS' });
  });

  it('PNG: offline OCR, then the text parsers', async () => {
    const { format, events } = await read(sample('roster.png'));
    expect(format).toBe('png');
    expect(events.map((e) => e.type)).toEqual([T.report, T.flight, T.flight, T.dayOff]);
    expect(events[1]).toMatchObject({
      title: 'KL123',
      departure: 'AMS',
      arrival: 'JFK',
      startTs: utc('2025-03-12T06:30:00Z'),
    });
  }, 60_000);
});

describe('unreadable input', () => {
  it('names the supported formats', () => {
    expect(() => parseText('hello world\nnothing here', ctx)).toThrow(UnreadableRosterError);
    expect(() => parseText('hello', ctx)).toThrow(/Supported formats: iCalendar/);
  });

  it('broken ICS, XML without duties, binary junk and a fake PDF are unreadable, not crashes', async () => {
    for (const input of [
      'BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:garbage\n',
      '<?xml version="1.0"?><roster><nothing/></roster>',
      Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8]),
      Buffer.from('%PDF-1.4 this is not really a pdf'),
    ]) {
      await expect(parseRoster(typeof input === 'string' ? Buffer.from(input) : input, ctx)).rejects.toThrow(
        UnreadableRosterError,
      );
    }
  });
});
