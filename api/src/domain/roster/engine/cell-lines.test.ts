import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';

describe('a table row copied with each cell on a line of its own', () => {
  const read = (lines: string[]) =>
    readRoster(lines.join('\n'), { uploadDate: new Date('2025-04-01T12:00:00Z') }).duties.map((d) => [
      d.title,
      d.departure,
      d.arrival,
      typeof d.start === 'number' ? '' : `${d.start.date} ${d.start.time}`,
    ]);

  it("zips a day's flights, routes and time ranges into legs, the lone times around them report and release", () => {
    const day = ['01/04/2025 Tue', 'EJU7695 [320]', 'EJU7696 [320]', 'LIS - SID', 'SID - LIS', '10:50'];
    expect(read([...day, 'A12:02 - A16:26', 'A17:29 - A21:11/00:12', '21:41', '08:06', '10:51'])).toEqual([
      ['Report', 'LIS', 'LIS', '2025-04-01 10:50'],
      ['EJU7695', 'LIS', 'SID', '2025-04-01 12:02'],
      ['EJU7696', 'SID', 'LIS', '2025-04-01 17:29'],
      ['Debrief', 'LIS', 'LIS', '2025-04-01 21:11'],
    ]);
  });

  it("takes flights without the airline, a route marked '*' as a deadhead, and ends the day before its crew list", () => {
    // An AIMS report as pdf-parse writes it (api/test/roster-corpus/aims-pcsr, IndiGo): the aircraft type bracketed.
    const day = [
      '15/05/2026 Fri',
      '524 [320]',
      '6413',
      'BLR  - IXA',
      '*IXA  - GAU',
      '08:25',
      '09:25 - 12:20',
    ];
    // A page number after the crew list is no flight of the day.
    const crew = ['CP - 20406 - DOE, JANE', 'FO - 10001 - ROE, RICHARD', '2'];
    const { duties } = readRoster([...day, '15:40 - 16:25', '16:40', ...crew].join('\n'), {
      uploadDate: new Date('2026-05-01T12:00:00Z'),
    });
    expect(
      duties.filter((d) => d.departure !== d.arrival).map((d) => [d.type, d.title, d.departure, d.arrival]),
    ).toEqual([
      [T.flight, '524', 'BLR', 'IXA'],
      [T.positioning, '6413', 'IXA', 'GAU'],
    ]);
  });

  it('leaves a day whose cells do not pair up as it was', () => {
    // Two flights, one route: not this layout; nothing is made up.
    const legs = read(['01/04/2025 Tue', 'EJU7695', 'EJU7696', 'LIS - SID', '12:02 - 16:26']).filter(
      ([title]) => title === 'EJU7696',
    );
    expect(legs).toEqual([]);
  });
});
