import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';

const ctx = { uploadDate: new Date('2025-11-28T12:00:00Z') };

describe('duties printed over several lines', () => {
  it('reads a code alone on its line with the start and end lines under it', () => {
    const text = [
      'SICK',
      ' CVG   29Nov    03:01 LT',
      ' CVG   30Nov    03:00 LT',
      'R3',
      ' 26Dec    03:01 LT',
      ' 26Dec    16:00 LT',
    ];
    const duties = readRoster(text.join('\n'), ctx).duties;
    expect(duties.map((d) => [d.title, d.departure, d.start, d.end])).toEqual([
      [
        'SICK',
        'CVG',
        { date: '2025-11-29', time: '03:01', zone: { kind: 'airport', iata: 'CVG' } },
        { date: '2025-11-30', time: '03:00', zone: { kind: 'airport', iata: 'CVG' } },
      ],
      [
        'R3',
        null,
        expect.objectContaining({ date: '2025-12-26', time: '03:01' }),
        expect.objectContaining({ time: '16:00' }),
      ],
    ]);
    expect(duties[1]?.type).toBe(T.standby);
  });

  it('reads a check-in and check-out label above their day and time, at the legs around them', () => {
    const text = [
      'Check-in',
      ' 06Dec    05:00 LT',
      'GB3130    763    N1489A',
      ' CVG   06Dec    05:53 LT',
      ' SEA   06Dec    08:01 LT',
      'Check-out',
      ' 06Dec    08:31 LT',
    ];
    const duties = readRoster(text.join('\n'), ctx).duties;
    expect(duties.map((d) => [d.type, d.departure])).toEqual([
      [T.report, 'CVG'],
      [T.flight, 'CVG'],
      [T.debrief, 'SEA'],
    ]);
    expect(duties[0]?.start).toEqual({
      date: '2025-12-06',
      time: '05:00',
      zone: { kind: 'airport', iata: 'CVG' },
    });
    expect(duties[2]?.end).toEqual({
      date: '2025-12-06',
      time: '08:31',
      zone: { kind: 'airport', iata: 'SEA' },
    });
  });

  it('reads a code whose stations stand alone above its start and end (a record printed one field a line)', () => {
    const text = ['787UPRT', 'ICN', '2026-02-03 07:00', 'ICN', '2026-02-03 14:00', 'CAP'];
    const duties = readRoster(text.join('\n'), { uploadDate: new Date('2026-02-01T12:00:00Z') }).duties;
    expect(duties.map((d) => [d.type, d.departure, d.start, d.end])).toEqual([
      [
        T.simulator,
        'ICN',
        expect.objectContaining({ date: '2026-02-03', time: '07:00' }),
        expect.objectContaining({ date: '2026-02-03', time: '14:00' }),
      ],
    ]);
  });

  it('takes no end from the next record: a station above it only when one stood above the start', () => {
    const text = ['SBY', '2026-03-03 07:00', 'ICN', '2026-03-04 11:00', 'LH712 ICN 12:00 FRA 18:00'];
    const duties = readRoster(text.join('\n'), { uploadDate: new Date('2026-03-01T12:00:00Z') }).duties;
    const standby = duties.find((d) => d.type === T.standby);
    expect(standby?.end).not.toEqual(expect.objectContaining({ date: '2026-03-04', time: '11:00' }));
    expect(duties.find((d) => d.title === 'LH712')?.start).toEqual(
      expect.objectContaining({ date: '2026-03-04', time: '12:00' }),
    );
  });

  it('takes no station line that no day and time follow', () => {
    const text = ['01 Feb 2026', 'SIM', 'ICN', 'KE041 ICN 07:00 NRT 09:00'];
    const duties = readRoster(text.join('\n'), { uploadDate: new Date('2026-02-01T12:00:00Z') }).duties;
    expect(duties.find((d) => d.type === T.simulator)?.start).not.toEqual(
      expect.objectContaining({ time: '07:00' }),
    );
  });
});

describe('a duty printed twice', () => {
  const ctx26 = { uploadDate: new Date('2026-02-01T12:00:00Z') };
  it('is one duty when code, station and times are the same (a calendar, then its report)', () => {
    const calendar = ['03 Feb 2026', 'SIM ICN 07:00 ICN 14:00'];
    const report = ['SIM', 'ICN', '2026-02-03 07:00', 'ICN', '2026-02-03 14:00'];
    const duties = readRoster([...calendar, ...report].join('\n'), ctx26).duties;
    expect(duties.filter((d) => d.type === T.simulator)).toHaveLength(1);
  });

  it('is two duties at other times', () => {
    const calendar = ['03 Feb 2026', 'SIM ICN 07:00 ICN 14:00'];
    const report = ['SIM', 'ICN', '2026-02-04 07:00', 'ICN', '2026-02-04 14:00'];
    const duties = readRoster([...calendar, ...report].join('\n'), ctx26).duties;
    expect(duties.filter((d) => d.type === T.simulator)).toHaveLength(2);
  });

  it("reads a duty printed one field a line: its dated start, its end and its rest's end, its legs one field a line", () => {
    const block = (duty: string, end: string[], leg: string[]) => [
      'Date(Z)',
      'Duty',
      '(Z)',
      duty,
      ...end,
      ...leg,
      'CAPTAIN NAME (CPT)',
      '',
    ];
    const text = [
      'Plan : 01.03.2026 / 31.03.2026 (Z)',
      ...block(
        '12.03.2618:45DUTY',
        ['13/03/2026', ' 03:25:00', '13/03/2026', ' 15:25:00'],
        ['XQ 816', 'SAW', '19:55', 'EBL', '22:25'],
      ),
      ...block(
        '12.03.2618:45DUTY',
        ['13/03/2026', ' 03:25:00', '13/03/2026', ' 15:25:00'],
        ['XQ 817', 'EBL', '00:15', 'SAW', '02:55'],
      ),
      ...block('14.03.2615:00STBYD', ['14/03/2026', ' 22:00:00', '15/03/2026', ' 10:00:00'], []),
      'STBY: STBY',
      'STBYD: STBYD',
    ];
    const duties = readRoster(text.join('\n'), ctx).duties;
    // Every time here is a wall-clock time (a UTC instant would be a number).
    const at = (s: (typeof duties)[number]['start']) => (typeof s === 'number' ? [s] : [s.date, s.time]);
    expect(
      duties.map((d) => [
        d.type,
        d.title,
        ...at(d.start),
        ...at(d.end),
        typeof d.start === 'number' ? null : d.start.zone,
      ]),
    ).toEqual([
      // The duty around its legs: its start the report, its end (the next day) the release.
      [T.report, 'Report', '2026-03-12', '18:45', '2026-03-12', '19:55', { kind: 'utc' }],
      [T.debrief, 'Debrief', '2026-03-13', '02:55', '2026-03-13', '03:25', { kind: 'utc' }],
      [T.flight, 'XQ816', '2026-03-12', '19:55', '2026-03-12', '22:25', { kind: 'utc' }],
      // Departing before its duty started (18:45), in a duty ending the next day: after midnight.
      [T.flight, 'XQ817', '2026-03-13', '00:15', '2026-03-13', '02:55', { kind: 'utc' }],
      [T.standby, 'STBYD', '2026-03-14', '15:00', '2026-03-14', '22:00', { kind: 'utc' }],
    ]);
  });
});

describe('a duty printed as its dated start and end lines, and what is no such duty', () => {
  const ctx26 = { uploadDate: new Date('2026-03-01T12:00:00Z') };
  const read = (lines: string[]) =>
    readRoster(['All times UTC', ...lines].join('\n'), ctx26).duties.map((d) => [
      d.title,
      typeof d.start === 'number' ? d.start : `${d.start.date} ${d.start.time}`,
      typeof d.end === 'number' ? d.end : `${d.end.date} ${d.end.time}`,
    ]);

  it("reads each duty with its one-line end, the next duty's start not taken as a rest's end", () => {
    expect(
      read([
        '05.03.26 15:00 HSBY',
        '05.03.26 22:00',
        '06.03.26 06:00 SIM',
        '06.03.26 10:00',
        '07.03.26 08:00 OFFC',
        '07.03.26 16:00',
      ]),
    ).toEqual([
      ['HSBY', '2026-03-05 15:00', '2026-03-05 22:00'],
      ['SIM', '2026-03-06 06:00', '2026-03-06 10:00'],
      ['OFFC', '2026-03-07 08:00', '2026-03-07 16:00'],
    ]);
  });

  it("takes no day's header and report time, or print stamp, for a duty whose end is the next date", () => {
    // The next day's date and a time under a day's line: that day's, not the end of a 25-hour duty.
    expect(
      read(['12/03/2026 05:00 HSBY', '13/03/2026', '06:15', 'BA 123', 'LHR', '07:00', 'CDG', '09:15']),
    ).toEqual([['BA123', '2026-03-13 07:00', '2026-03-13 09:15']]);
    expect(read(['28.02.26 14:02', '01.03.26 05:00 SAW', 'PC 2532 SAW 15:30 EZS 17:07'])).toEqual([
      ['PC2532', '2026-03-01 15:30', '2026-03-01 17:07'],
    ]);
  });

  it('moves a one-line leg departing before its overnight duty started to the next day', () => {
    const lines = ['12.03.2618:45DUTY', '13/03/2026', ' 03:25:00', '13/03/2026', ' 15:25:00'];
    expect(read([...lines, 'PC 816 SAW 19:55 EBL 22:25', 'PC 817 EBL 00:15 SAW 02:55'])).toEqual([
      ['Report', '2026-03-12 18:45', '2026-03-12 19:55'],
      ['Debrief', '2026-03-13 02:55', '2026-03-13 03:25'],
      ['PC816', '2026-03-12 19:55', '2026-03-12 22:25'],
      ['PC817', '2026-03-13 00:15', '2026-03-13 02:55'],
    ]);
  });

  it("keeps a one-letter code under a day's heading and a code line under a day, not a legend's entries", () => {
    expect(
      read(['Mon 02.03.2026', 'X', 'Wed 04.03.2026', 'R', 'Fri 06.03.2026', 'F']).map(([t]) => t),
    ).toEqual(['X', 'R', 'F']);
    expect(read(['SAT 07.03.2026', 'SICK: SICK LEAVE']).map(([t]) => t)).toEqual(['SICK']);
    // A name's initial alone, and a legend of entries one a line, are no duties.
    expect(
      read(['07.03.26 05:00 STBY', '07.03.26 13:00', 'CAPT SMITH', 'R', 'STBY: STBY', 'OFF: OFF']),
    ).toEqual([['STBY', '2026-03-07 05:00', '2026-03-07 13:00']]);
  });

  it('makes a duty of an unknown code the report and release around its legs only when they fit inside it', () => {
    // A leg landing after midnight: the debrief after it, on the next day.
    expect(
      read([
        '12.03.2618:45DUTY',
        '13/03/2026',
        ' 02:40:00',
        '13/03/2026',
        ' 14:40:00',
        'PC 816 SAW 19:55 EBL 22:25',
        'PC 817 EBL 23:20 SAW 02:10',
      ]),
    ).toEqual([
      ['Report', '2026-03-12 18:45', '2026-03-12 19:55'],
      ['Debrief', '2026-03-13 02:10', '2026-03-13 02:40'],
      ['PC816', '2026-03-12 19:55', '2026-03-12 22:25'],
      ['PC817', '2026-03-12 23:20', '2026-03-13 02:10'],
    ]);
    // An end before the last arrival, or hours after it (a ground duty with a leg), keeps the duty as printed.
    expect(
      read(['12.03.26 05:00 DUTY', '12.03.26 08:00', 'PC 1 SAW 06:00 ADB 07:15', 'PC 2 ADB 08:00 AYT 09:10']),
    ).toEqual([
      ['DUTY', '2026-03-12 05:00', '2026-03-12 08:00'],
      ['PC1', '2026-03-12 06:00', '2026-03-12 07:15'],
      ['PC2', '2026-03-12 08:00', '2026-03-12 09:10'],
    ]);
    expect(read(['05.03.26 05:00 GRND', '05.03.26 19:00', 'PC 100 SAW 06:00 ADB 07:15'])).toEqual([
      ['GRND', '2026-03-05 05:00', '2026-03-05 19:00'],
      ['PC100', '2026-03-05 06:00', '2026-03-05 07:15'],
    ]);
  });
});
