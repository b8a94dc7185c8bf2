import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { tableFromCellLines } from './cells-a-line.ts';
import { readRoster } from './index.ts';

const HEADS = ['Date', 'Flight', 'Show up', 'Sector', 'STD', 'STA'];

describe('a table printed one cell a line under its heads one a line', () => {
  it('rebuilds its rows: a date or, after a full row, a flight starts one; an empty line is an empty cell', () => {
    const text = [
      'Monthly schedule',
      ...HEADS,
      '04/02(Wed)',
      '611',
      '02 06:10',
      'NRT/SIN',
      '02 07:25',
      '02 13:40',
      '612',
      '',
      'SIN/NRT',
      '02 22:35',
      '03 06:55',
      '04/04(金)',
      'OFF',
      '',
      '',
      '',
      '',
    ].join('\n');
    expect(tableFromCellLines(text).split('\n')).toEqual([
      'Monthly schedule',
      'Date\tFlight\tShow up\tSector\tSTD\tSTA',
      '04/02(Wed)\t611\t02 06:10\tNRT/SIN\t02 07:25\t02 13:40',
      '\t612\t\tSIN/NRT\t02 22:35\t03 06:55',
      '04/04(金)\tOFF\t\t\t\t',
    ]);
  });

  it('reads heads printed in Korean, Japanese or Chinese as their English words', () => {
    const text = [
      '날짜',
      '편명',
      '쇼업',
      '구간',
      '출발시간',
      '도착시간',
      '03/02(일)',
      '521',
      '02 10:15',
      'ICN/LHR',
      '02 12:25',
      '02 18:05',
    ];
    expect(tableFromCellLines(text.join('\n')).split('\n')).toEqual([
      '날짜\t편명\t쇼업\t구간\t출발시간\t도착시간',
      '03/02(일)\t521\t02 10:15\tICN/LHR\t02 12:25\t02 18:05',
    ]);
  });

  it('leaves the columns between empty when a cell fits a later named column only, else puts it in the next', () => {
    const heads = ['Date', 'Flight', 'From', 'To', 'STD', 'STA'];
    // A ground transfer without a flight number: its station skips the flight column.
    const text = [
      ...heads,
      '04/03(Thu)',
      'NRT',
      'HND',
      '07:25',
      '08:40',
      '04/04(Fri)',
      'DAY OFF',
      '04/05(Sat)',
    ];
    expect(
      tableFromCellLines([...text, '611'].join('\n'))
        .split('\n')
        .slice(1),
    ).toEqual([
      '04/03(Thu)\t\tNRT\tHND\t07:25\t08:40',
      '04/04(Fri)\tDAY OFF\t\t\t\t',
      '04/05(Sat)\t611\t\t\t\t',
    ]);
  });

  it('reads the legs, their days from the day printed before each time, on their stations’ clocks', () => {
    const text = [
      ...HEADS,
      '04/02(Wed)',
      '611',
      '02 06:10',
      'NRT/SIN',
      '02 07:25',
      '02 13:40',
      '612',
      '',
      'SIN/NRT',
    ];
    const { duties } = readRoster(
      [...text, '02 22:35', '03 06:55', '04/04(Fri)', 'DAY OFF', '', '', '', ''].join('\n'),
      {
        uploadDate: new Date('2025-04-01T12:00:00Z'),
      },
    );
    const legs = duties.filter((d) => /^\d+$/.test(d.title));
    const at = (t: (typeof duties)[number]['start']) => (typeof t === 'number' ? t : `${t.date} ${t.time}`);
    expect(legs.map((d) => [d.title, d.departure, d.arrival, at(d.start), at(d.end)])).toEqual([
      ['611', 'NRT', 'SIN', '2025-04-02 07:25', '2025-04-02 13:40'],
      ['612', 'SIN', 'NRT', '2025-04-02 22:35', '2025-04-03 06:55'],
    ]);
    expect(duties.filter((d) => d.title === 'DAY OFF').map((d) => [d.type, at(d.start)])).toEqual([
      [DUTY_TYPES.dayOff, '2025-04-04 00:00'],
    ]);
  });

  it('ends the table at a line that starts no row after a full one, and takes a sector when empty lines are missing', () => {
    const text = [
      ...HEADS,
      '03/03(월)',
      '522',
      'LHR/ICN',
      '03 20:10',
      '04 17:45',
      'Total Block Time',
      '17:35',
      'NAME',
    ];
    expect(tableFromCellLines(text.join('\n')).split('\n').slice(1)).toEqual([
      '03/03(월)\t522\t\tLHR/ICN\t03 20:10\t04 17:45',
      'Total Block Time',
      '17:35',
      'NAME',
    ]);
  });

  it('leaves rows printed whole under heads one a line, and a run of short lines too long for heads', () => {
    const whole = ['Crew Roster March 2025', 'Date', 'Flight', 'From', 'To', 'STD', 'STA'];
    const text = [...whole, '01/03/2025 BA123 LHR JFK 10:00 13:00', '04/03/2025 OFF'].join('\n');
    expect(tableFromCellLines(text)).toBe(text);
    const crafted = [
      ...Array.from({ length: 3000 }, (_, i) => HEADS[i % HEADS.length] ?? ''),
      '04/02(Wed)',
      '611',
    ];
    expect(tableFromCellLines(crafted.join('\n'))).toBe(crafted.join('\n'));
  });

  it('leaves a text without such heads as it was', () => {
    for (const text of [
      'Date\nFlight\n04/02 611 NRT SIN 07:25 13:40',
      'Name\nRank\nBase\nAircraft\n04/02(Wed)\n611',
      'Date\tFlight\tSTD\tSTA\n04/02\t611\t07:25\t13:40',
    ])
      expect(tableFromCellLines(text)).toBe(text);
  });
});
