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
