import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { ungluedDayLines } from './glued-day-lines.ts';
import { readRoster } from './index.ts';

describe('a day line whose columns a PDF text extractor glued', () => {
  it('gets its parts apart: weekday, flight, type, stations, times, a code and its words', () => {
    expect(ungluedDayLines('30/04/2026 Thu6406 [280]BLR  - DEL21:0022:00 - 00:50⁺¹01:20⁺¹')).toBe(
      '30/04/2026 Thu 6406 [280] BLR  - DEL 21:00 22:00 - 00:50⁺¹ 01:20⁺¹',
    );
    expect(ungluedDayLines('10/05/2026 SunSBYPHome Standby12:00 - 20:00')).toBe(
      '10/05/2026 Sun SBYP Home Standby 12:00 - 20:00',
    );
    expect(ungluedDayLines('04/05/2026 MonOFGGolden Day Off')).toBe('04/05/2026 Mon OFG Golden Day Off');
    // A code with digits or a slash, a deadhead's starred route, an actual time's mark kept on its time.
    expect(ungluedDayLines('10/05/2026 SunSB1Home Standby12:00 - 20:00')).toBe(
      '10/05/2026 Sun SB1 Home Standby 12:00 - 20:00',
    );
    expect(ungluedDayLines('10/05/2026 WedD/ODay off')).toBe('10/05/2026 Wed D/O Day off');
    expect(ungluedDayLines('30/04/2026 Thu6406 [280]*BLR  - DEL21:00')).toBe(
      '30/04/2026 Thu 6406 [280] *BLR  - DEL 21:00',
    );
    expect(ungluedDayLines('01/04/2025 TueEJU7695 [320]LIS  - SID10:50A12:02 - A16:26')).toBe(
      '01/04/2025 Tue EJU7695 [320] LIS  - SID 10:50 A12:02 - A16:26',
    );
  });

  it("reads a starred route as a deadhead, and no description's times for a whole day's duty", () => {
    const read = (text: string) =>
      readRoster(text, { uploadDate: new Date('2026-04-27T12:00:00Z') }).duties.map((d) => [d.type, d.title]);
    expect(read('30/04/2026 Thu6406 [280]*BLR  - DEL21:0022:00 - 00:50⁺¹01:20⁺¹')).toContainEqual([
      T.positioning,
      '6406',
    ]);
    const off = readRoster('12/01/2026 OFF Gym open 06:00 - 22:00', {
      uploadDate: new Date('2026-01-01T12:00:00Z'),
    });
    expect(off.duties.map((d) => [d.type, d.allDay])).toEqual([[T.dayOff, true]]);
  });

  it('takes apart a date with a two-digit year, its time and its code run together', () => {
    expect(ungluedDayLines('01.03.2613:20DUTY')).toBe('01.03.26 13:20 DUTY');
    expect(ungluedDayLines('05.04.2603:01FSF\n30/04/2610:00')).toBe('05.04.26 03:01 FSF\n30/04/26 10:00');
    // A four-digit year, or a number that is no date, stays as printed.
    for (const line of ['01.03.202613:20DUTY', '41.03.2613:20DUTY', 'PC 2532 13:20'])
      expect(ungluedDayLines(line)).toBe(line);
  });

  it('leaves any other line as printed', () => {
    for (const line of [
      'SBYPHome Standby12:00 - 20:00',
      'Thu6406 [280]BLR',
      '30/04/2026 Thu 6406 [280] BLR - DEL 21:00',
      '30/04/2026 Thursday LHR10:00',
      'Ref Mon1234 LHR10:00',
    ])
      expect(ungluedDayLines(line)).toBe(line);
  });

  it('reads the glued day: its leg on the stations’ clocks, a standby with its times, a day off', () => {
    const text = [
      '30/04/2026 Thu6406 [280]BLR  - DEL21:0022:00 - 00:50⁺¹01:20⁺¹',
      '02/05/2026 SatOFGGolden Day Off',
      '03/05/2026 SunSBYPHome Standby12:00 - 20:00',
      '04/05/2026 Mon6283 [320]BLR  - BOM18:0519:05 - 20:4521:15',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-04-27T12:00:00Z') });
    const at = (t: (typeof duties)[number]['start']) => (typeof t === 'number' ? t : `${t.date} ${t.time}`);
    expect(duties.map((d) => [d.type, d.title, at(d.start), at(d.end)])).toEqual([
      [T.report, 'Report', '2026-04-30 21:00', '2026-04-30 22:00'],
      [T.flight, '6406', '2026-04-30 22:00', '2026-05-01 00:50'],
      [T.debrief, 'Debrief', '2026-05-01 00:50', '2026-05-01 01:20'],
      [T.dayOff, 'Golden Day Off', '2026-05-02 00:00', '2026-05-02 23:59'],
      [T.standby, 'Home Standby', '2026-05-03 12:00', '2026-05-03 20:00'],
      [T.report, 'Report', '2026-05-04 18:05', '2026-05-04 19:05'],
      [T.flight, '6283', '2026-05-04 19:05', '2026-05-04 20:45'],
      [T.debrief, 'Debrief', '2026-05-04 20:45', '2026-05-04 21:15'],
    ]);
  });
});
