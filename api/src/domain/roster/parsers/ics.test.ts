import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { icsParser, isInOrder, summaryRouteAgrees } from './ics.ts';

const legs = (...routes: string[]) =>
  routes.map((r) => {
    const [departure, arrival] = r.split('-');
    return { departure, arrival };
  });

describe('summaryRouteAgrees', () => {
  it('takes a route that names every stop', () => {
    expect(summaryRouteAgrees(['AYT', 'CPH', 'AYT'], legs('AYT-CPH', 'CPH-AYT'))).toBe(true);
  });

  it('takes a route that names only some stops, in order, from the first departure to the last arrival', () => {
    const sectors = legs('AYT-BER', 'BER-COV', 'COV-DUS', 'DUS-AYT');
    expect(summaryRouteAgrees(['AYT', 'COV', 'AYT'], sectors)).toBe(true);
    expect(summaryRouteAgrees(['AYT', 'DUS', 'COV', 'AYT'], sectors)).toBe(false);
    expect(summaryRouteAgrees(['AYT', 'COV'], sectors)).toBe(false);
    expect(summaryRouteAgrees(['BER', 'AYT'], sectors)).toBe(false);
  });

  it('refuses sectors that miss a stop of the route', () => {
    expect(summaryRouteAgrees(['AYT', 'COV', 'AYT'], legs('AYT-BER', 'DUS-AYT'))).toBe(false);
    expect(summaryRouteAgrees(['AYT', 'AYT'], [])).toBe(false);
  });
});

describe('isInOrder', () => {
  const sectors = legs('AYT-KZR', 'KZR-DUS', 'DUS-AYT');
  it('takes legs that are printed sectors, in order, with a ground move between them left out', () => {
    expect(isInOrder(legs('KZR-DUS', 'DUS-AYT'), sectors)).toBe(true);
  });
  it('refuses a leg read wrong or out of order', () => {
    expect(isInOrder(legs('DUS-CCM', 'DUS-AYT'), sectors)).toBe(false);
    expect(isInOrder(legs('DUS-AYT', 'KZR-DUS'), sectors)).toBe(false);
  });
});

/** One VEVENT of a calendar, its description's lines \n-escaped as iCalendar writes them. */
const calendar = (summary: string, start: string, end: string, lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:1',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${summary}`,
    `DESCRIPTION:${lines.join('\\n').replace(/,/g, '\\,')}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

const types = (text: string) =>
  icsParser.parse(text, { uploadDate: new Date('2026-07-01T12:00:00Z') }).map((d) => d.type);

describe('an event whose description prints its ground transfers', () => {
  const day = ['Duty', 'All times are in UTC time zone', '', 'Tue, 21 Jul 2026', '- - - - - - - -'];
  it('is the event, and each transfer inside it', () => {
    const text = calendar('NON-FLY (EZS)', '20260721T001400Z', '20260721T233000Z', [
      ...day,
      'Transport   00:14  00:34        EFATUR ELAZIG',
      '                                Phone: 05343663222',
      'Hotel       00:34  23:10        ELAZIG PARK DEDEMAN HOTEL',
      'Transport   23:10  23:30        EFATUR ELAZIG',
    ]);
    expect(types(text)).toEqual([T.hotel, T.transport, T.transport]);
  });

  it('is the event alone when the rows name no transfer, or lie outside it', () => {
    const standby = calendar('STANDBY (AYT)', '20260721T000000Z', '20260721T100000Z', [
      ...day,
      'Standby     00:00  10:00        AYT',
    ]);
    expect(types(standby)).toEqual([T.standby]);
    const later = calendar('NON-FLY (EZS)', '20260721T001400Z', '20260721T120000Z', [
      ...day,
      'Hotel       00:34  11:10        ELAZIG PARK DEDEMAN HOTEL',
      'Transport   23:10  23:30        EFATUR ELAZIG',
    ]);
    expect(types(later)).toEqual([T.hotel]);
  });

  it('adds no transfer the calendar has as an event of its own', () => {
    const layover = calendar('NON-FLY (EZS)', '20260721T001400Z', '20260721T233000Z', [
      ...day,
      'Transport   00:14  00:34        EFATUR ELAZIG',
      'Hotel       00:34  23:10        ELAZIG PARK DEDEMAN HOTEL',
      'Transport   23:10  23:30        EFATUR ELAZIG',
    ]);
    const own = ['00:14', '23:10'].map((at, i) =>
      [
        'BEGIN:VEVENT',
        `UID:t${i}`,
        `DTSTART:20260721T${at.replace(':', '')}00Z`,
        `DTEND:20260721T${i ? '2330' : '0034'}00Z`,
        'SUMMARY:Transport',
        'END:VEVENT',
      ].join('\r\n'),
    );
    const both = layover.replace('END:VCALENDAR', `${own.join('\r\n')}\r\nEND:VCALENDAR`);
    expect(types(both)).toEqual([T.hotel, T.transport, T.transport]);
  });
});

describe("a crew app's calendar: each leg an event, its notes in UTC without a date", () => {
  // As the AIMS eCrew app writes them (test/roster-corpus/aims-ecrew-calendar).
  const event = (summary: string, start: string, end: string, notes: string) =>
    [
      'BEGIN:VEVENT',
      `DTSTART;TZID=Europe/Madrid:${start}`,
      `DTEND;TZID=Europe/Madrid:${end}`,
      `SUMMARY:${summary}`,
      `DESCRIPTION:${notes}\\n* All times in UTC`,
      'END:VEVENT',
    ].join('\r\n');
  const calendar = [
    'BEGIN:VCALENDAR',
    event(
      'IB1189  MAD-TLS',
      '20260504T063000',
      '20260504T083500',
      'Reporting time : 0430\\nIB1189  - MAD  (0515) - TLS  (0635)',
    ),
    event(
      '4160  NCE-CDG',
      '20260505T195500',
      '20260505T225300',
      'Reporting time : 1755\\n4160  - NCE  (1840) - CDG  (A2053)',
    ),
    event('4060  CDG-MRS', '20260529T035800', '20260529T060200', '4060  - CDG  (0158⁺¹) - MRS  (0402⁺¹)'),
    event('222  PMI-MAH', '20260530T065500', '20260530T073500', '222  - PMI  (0455) - MAH  (0535)'),
    event('KL1500  MAD-AMS', '20260511T060000', '20260511T083000', 'KL1500  - MAD  (0400) - AMS  (0630)'),
    event('GRD1319  DUS-CGN', '20260524T113000', '20260524T123000', 'GRD1319  - DUS  (0930) - CGN  (1030)'),
    'END:VCALENDAR',
  ].join('\r\n');

  it("reads each leg from its notes, dated by its event, the crew's own bare-numbered, others' positioning", () => {
    const duties = icsParser.parse(calendar, { uploadDate: new Date('2026-05-23T12:00:00Z') });
    const iso = (s: unknown) =>
      typeof s === 'number'
        ? new Date(s * 1000).toISOString().slice(0, 16)
        : `${(s as { date: string }).date}T${(s as { time: string }).time}`;
    const legs = duties.filter((d) => d.type === T.flight || d.type === T.positioning);
    expect(legs.map((d) => [d.type, d.title, iso(d.start)])).toEqual([
      [T.positioning, 'IB1189', '2026-05-04T05:15'],
      [T.flight, '4160', '2026-05-05T18:40'],
      [T.flight, '4060', '2026-05-29T01:58'],
      [T.flight, '222', '2026-05-30T04:55'],
      [T.positioning, 'KL1500', '2026-05-11T04:00'],
    ]);
    expect(duties.find((d) => d.title.startsWith('GRD'))?.type).toBe(T.transport);
  });
});

describe('an event with floating times, its legs in the description', () => {
  const calendar = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Crew Schedule Parser//EN',
    'BEGIN:VEVENT',
    'UID:C9010-20260502',
    'DTSTART:20260502T234000',
    'DTEND:20260503T012400',
    'SUMMARY:C9010: CVG → RFD',
    'DESCRIPTION:Pairing: C9010\\n\\nFlights:\\n  GB 3100  CVG → RFD  STD 0040  STA 0104  (DH)\\n\\nDuty: 2:44',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:C9010-20260504',
    'DTSTART:20260504T110500',
    'DTEND:20260504T213000',
    'SUMMARY:C9010: RFD → RFD',
    'DESCRIPTION:Flights:\\n  GB 3109  RFD → MIA  STD 1205  STA 1607\\n  GB 3112  MIA → RFD  STD 1858  STA 2111',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

  it("reads the legs on their stations' clocks, dated from the report (the next day when the leg's clock is earlier)", () => {
    const legs = icsParser
      .parse(calendar, { uploadDate: new Date('2026-05-05T12:00:00Z') })
      .filter((d) => d.type === T.flight || d.type === T.positioning)
      .map((d) => [d.title, d.type, d.start]);
    const at = (date: string, time: string, iata: string) => ({
      date,
      time,
      zone: { kind: 'airport', iata },
    });
    expect(legs).toEqual([
      // Reported at 23:40 on 2 May: the leg at 00:40 flies on the 3rd.
      ['GB3100', T.positioning, at('2026-05-03', '00:40', 'CVG')],
      ['GB3109', T.flight, at('2026-05-04', '12:05', 'RFD')],
      ['GB3112', T.flight, at('2026-05-04', '18:58', 'MIA')],
    ]);
  });
});

describe('an event titled with places named and their codes in brackets', () => {
  it('flies from the first code to the second', () => {
    const route = (summary: string) =>
      icsParser
        .parse(calendar(summary, '20260912T061500Z', '20260912T113000Z', []), {
          uploadDate: new Date('2026-09-01T12:00:00Z'),
        })
        .map((d) => [d.type, d.departure, d.arrival]);
    expect(route('SU1562 ✈️ Moscow (SVO | Sheremetyevo (B)) → Irkutsk (IKT | Irkutsk)')).toEqual([
      [T.flight, 'SVO', 'IKT'],
    ]);
    expect(route('KL1001 Amsterdam (AMS) → London (LHR)')).toEqual([[T.flight, 'AMS', 'LHR']]);
    expect(route('AF7700 Paris (CDG) - Nice (NCE)')).toEqual([[T.flight, 'CDG', 'NCE']]);
    // No route without a flight: a standby at home is no move.
    expect(route('SBY (CDG) - Home (ORY)').map(([type]) => type)).not.toContain(T.transport);
  });
});
