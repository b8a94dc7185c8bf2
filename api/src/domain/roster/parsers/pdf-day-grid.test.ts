import { describe, expect, it } from 'vitest';
import { dayGrid } from './pdf-day-grid.ts';
import type { Run } from './pdf-layout.ts';

/** A run at x, baseline y: 5 points a character, 6 high. */
const run = (str: string, x: number, y: number): Run => ({
  str,
  x,
  right: x + str.length * 5,
  top: y + 6,
  bottom: y,
});

/** A week's grid, a date a column 40 points apart, each column's cells 8 points apart down from y 460. */
function grid(columns: string[][], first = 1): Run[] {
  return [
    run('01/10/2026 - 07/10/2026 (All times in Local Station)', 0, 520),
    ...columns.flatMap((cells, k) => [
      run(`${String(first + k).padStart(2, '0')}/10`, k * 40, 486),
      run(['Чт', 'Пт', 'Сб', 'Вс', 'Пн', 'Вт', 'Ср'][k] as string, k * 40 + 4, 477),
      ...cells.map((c, i) => (c ? run(c, k * 40, 468 - i * 8) : null)).filter((r): r is Run => r !== null),
    ]),
    run('Total Hours and Statistics', 0, 300),
  ];
}

describe('dayGrid', () => {
  it('reads a day grid column by column: a duty by its code and times, legs between a report and a release', () => {
    const read = dayGrid(
      grid([
        ['HOMS', '09:00', '21:00'],
        ['19:10', '187', '20:40', 'ALA', '→'],
        ['↓', 'CAN', '05:35', '[763]', '06:05'],
        [
          '07:20',
          '897',
          '08:50',
          'ALA',
          'DXB',
          '12:55',
          '[763]',
          '898',
          '13:55',
          'DXB',
          'ALA',
          '19:50',
          '[763]',
          '20:20',
        ],
        // Below the cells, apart: the indicator 'R' (requested).
        ['OFF', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', 'R'],
        ['VAC'],
        ['HOMS', '21:00', '→'],
      ]),
    );
    expect(read?.lines).toEqual([
      'Date\tDuty\tReport\tFrom\tSTD\tTo\tSTA\tA/C\tRelease\t',
      '01/10/2026\tHOMS\t\t\t09:00\t\t21:00\t\t\t',
      // The leg across midnight: its arrival and the release in the next day's column, under '↓'.
      '02/10/2026\t187\t19:10\tALA\t20:40\tCAN\t05:35 +1\t763\t06:05 +1\t',
      '04/10/2026\t897\t07:20\tALA\t08:50\tDXB\t12:55\t763\t\t',
      '04/10/2026\t898\t\tDXB\t13:55\tALA\t19:50\t763\t20:20\t',
      // A lone letter (an indicator, 'R': requested) is no duty.
      '05/10/2026\tOFF\t\t\t\t\t\t\t\t',
      '06/10/2026\tVAC\t\t\t\t\t\t\t\t',
      '07/10/2026\tHOMS\t\t\t21:00\t\t\t\t\t',
    ]);
    // The page's other text stays for the page's layout: the period, the totals below the grid.
    expect(read?.rest.map((r) => r.str)).toEqual([
      '01/10/2026 - 07/10/2026 (All times in Local Station)',
      'Total Hours and Statistics',
    ]);
  });

  it('finds no grid in fewer than a week of dates, or dates that do not follow each other', () => {
    expect(dayGrid(grid([['OFF'], ['OFF'], ['OFF']]))).toBeNull();
    const skipping = grid([['OFF'], ['OFF'], ['OFF'], ['OFF'], ['OFF'], ['OFF'], ['OFF']]).map((r) =>
      r.str === '03/10' ? { ...r, str: '13/10' } : r,
    );
    expect(dayGrid(skipping)).toBeNull();
  });

  it("keeps a grid's dates without a year when the page names no full date of its first day", () => {
    const runs = grid([['OFF'], ['OFF'], ['OFF'], ['OFF'], ['OFF'], ['OFF'], ['OFF']]).slice(1);
    expect(dayGrid(runs)?.lines[1]).toBe('01/10\tOFF\t\t\t\t\t\t\t\t');
  });

  it('reads four-digit flight numbers and airlines before them, and keeps a first row of codes (no weekdays)', () => {
    const runs = grid([
      [
        '05:10',
        '1023',
        '06:10',
        'ALA',
        'NQZ',
        '07:40',
        '[320]',
        'KC 1024',
        '08:30',
        'NQZ',
        'ALA',
        '09:55',
        '10:25',
      ],
      ['OFF'],
      ['SBY', '06:00', '18:00'],
      ['X'],
      ['VAC'],
      ['VAC'],
      ['AL'],
    ]).filter((r) => !/^\p{L}{2}$/u.test(r.str) || ['AL'].includes(r.str));
    expect(dayGrid(runs)?.lines.slice(1)).toEqual([
      '01/10/2026\t1023\t05:10\tALA\t06:10\tNQZ\t07:40\t320\t\t',
      '01/10/2026\tKC1024\t\tNQZ\t08:30\tALA\t09:55\t\t10:25\t',
      '02/10/2026\tOFF\t\t\t\t\t\t\t\t',
      '03/10/2026\tSBY\t\t\t06:00\t\t18:00\t\t\t',
      // A lone letter the code tables know: the day off.
      '04/10/2026\tX\t\t\t\t\t\t\t\t',
      '05/10/2026\tVAC\t\t\t\t\t\t\t\t',
      '06/10/2026\tVAC\t\t\t\t\t\t\t\t',
      '07/10/2026\tAL\t\t\t\t\t\t\t\t',
    ]);
  });

  it('reads a month printed in week rows, each line of dates heading the cells under it', () => {
    const week = (first: number, y: number, code: string) =>
      Array.from({ length: 7 }, (_, k) => [
        run(`${String(first + k).padStart(2, '0')}/10`, k * 40, y),
        run(code, k * 40, y - 10),
      ]).flat();
    const runs = [run('01/10/2026 - 14/10/2026', 0, 520), ...week(1, 486, 'OFF'), ...week(8, 440, 'VAC')];
    const lines = dayGrid(runs)?.lines ?? [];
    expect(lines.filter((l) => l.startsWith('Date')).length).toBe(1);
    expect(lines.slice(1).map((l) => l.split('\t').slice(0, 2).join(' '))).toEqual([
      ...Array.from({ length: 7 }, (_, k) => `${String(1 + k).padStart(2, '0')}/10/2026 OFF`),
      ...Array.from({ length: 7 }, (_, k) => `${String(8 + k).padStart(2, '0')}/10/2026 VAC`),
    ]);
  });

  it('takes no line of the first days of months for a week of days', () => {
    const months = Array.from({ length: 7 }, (_, k) => run(`01/0${k + 1}`, k * 40, 486));
    expect(
      dayGrid([...months, ...months.map((r) => ({ ...r, str: 'OFF', bottom: 470, top: 476 }))]),
    ).toBeNull();
  });

  it('reads a grid that prints its times without a colon, and a code that is also an airport outside a leg', () => {
    const read = dayGrid(
      grid([['SBY', '0900', '2100'], ['MED'], ['OFF'], ['OFF'], ['OFF'], ['OFF'], ['OFF']]),
    );
    expect(read?.lines.slice(1, 3)).toEqual([
      '01/10/2026\tSBY\t\t\t0900\t\t2100\t\t\t',
      '02/10/2026\tMED\t\t\t\t\t\t\t\t',
    ]);
  });
});
