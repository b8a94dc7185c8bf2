import { describe, expect, it } from 'vitest';
import { layoutPdf, type PdfTextItem } from './pdf-layout.ts';

/** A run of text at x, y (points, y up), 5 points a character, 10 high. */
const run = (str: string, x: number, y: number): PdfTextItem => ({
  str,
  x,
  y,
  width: str.length * 5,
  height: 10,
  fontSize: 10,
});

/** `count` rows 14 points apart from `top` down, row k's texts (`row(k)`) at the x of `xs`, column by column. */
const tableRows = (xs: number[], top: number, count: number, row: (k: number) => string[]): PdfTextItem[] =>
  Array.from({ length: count }, (_, k) =>
    row(k).map((str, i) => run(str, xs[i] as number, top - k * 14)),
  ).flat();

describe('layoutPdf', () => {
  it('joins runs that touch into one word (a ligature drawn as a glyph of its own)', () => {
    // 'Day o' ends at x 25, where the ligature 'ff' starts; so 'fi' where 'Quali' ends.
    const page = [
      run('Day o', 0, 100),
      run('ff', 25, 100),
      run('Quali', 0, 80),
      run('fi', 25, 80),
      run('cation', 35, 80),
    ];
    expect(layoutPdf([page]).split('\n')).toEqual(['Day off', 'Qualification']);
  });

  it('lays a table out as tab-separated rows, empty cells kept, each row ending in a tab', () => {
    const page = [
      run('Roster for JOHN DOE', 0, 200),
      ...[['Date', 'Duty', 'From', 'To']].flatMap(([a, b, c, d]) => [
        run(a as string, 0, 180),
        run(b as string, 60, 180),
        run(c as string, 120, 180),
        run(d as string, 160, 180),
      ]),
      run('01Apr', 0, 166),
      run('WY123', 60, 166),
      run('MCT', 120, 166),
      run('MUC', 160, 166),
      run('02Apr', 0, 152),
      run('OFF', 60, 152),
    ];
    expect(layoutPdf([page]).split('\n')).toEqual([
      'Roster for JOHN DOE',
      'Date\tDuty\tFrom\tTo\t',
      '01Apr\tWY123\tMCT\tMUC\t',
      '02Apr\tOFF\t\t\t',
    ]);
  });

  it("keeps a cell's lines, centred beside the row's one line, as a copied table cell does", () => {
    const page = [
      run('Day', 0, 120),
      run('Legs', 60, 120),
      run('Rest', 200, 120),
      // the legs cell's three lines, 11 points apart, centred on the row's line at y 80
      run('620 BKK SIN', 60, 91),
      run('621 SIN BKK', 60, 80),
      run('340 BKK KBV', 60, 69),
      run('Sun', 0, 80),
      run('12:00', 200, 80),
    ];
    expect(layoutPdf([page]).split('\n')).toEqual([
      'Day\tLegs\tRest\t',
      'Sun\t620 BKK SIN',
      '621 SIN BKK',
      '340 BKK KBV\t12:00\t',
    ]);
  });

  it('cuts a run across two columns at its space nearest their gap', () => {
    // Ten rows keep the gap between the two columns; the header's one run across it does not close it.
    const rows = tableRows([0, 40, 80], 200, 10, () => ['01Apr', 'WY1', 'MCT']);
    const header = [run('Date', 0, 214), run('Flight From', 40, 214)];
    expect(layoutPdf([[...header, ...rows]]).split('\n')[0]).toBe('Date\tFlight\tFrom\t');
  });

  it('reads a table going on over the next page on the same columns', () => {
    const first = [run('Date', 0, 100), run('Duty', 60, 100), run('01Apr', 0, 86), run('WY123', 60, 86)];
    const second = [run('02Apr', 0, 800), run('WY124', 60, 800)];
    expect(layoutPdf([first, second]).split('\n')).toEqual([
      'Date\tDuty\t',
      '01Apr\tWY123\t',
      '02Apr\tWY124\t',
    ]);
  });

  it('leaves lines of text, a run a line, as they are', () => {
    const page = [
      run('2025-04-04 XY501 13:30 18:45 AMS DXB', 0, 100),
      run('2025-04-05 XY502 07:00 11:15 DXB AMS', 0, 88),
    ];
    expect(layoutPdf([page]).split('\n')).toEqual([
      '2025-04-04 XY501 13:30 18:45 AMS DXB',
      '2025-04-05 XY502 07:00 11:15 DXB AMS',
    ]);
  });

  it('keeps rows apart under a stamp or watermark across them: such a run is a line of its own, by its top', () => {
    const rows = tableRows([0, 60], 200, 4, (k) => [`0${k + 1}Apr`, `XY50${k}`]);
    const stamp = { ...run('COPY', 30, 170), height: 48, fontSize: 48 };
    const watermark = { ...run('CONFIDENTIAL', 0, 160), upright: false };
    expect(layoutPdf([[...rows, stamp, watermark]]).split('\n')).toEqual([
      'COPY',
      '01Apr\tXY500\t',
      '02Apr\tXY501\t',
      '03Apr\tXY502\t',
      'CONFIDENTIAL',
      '04Apr\tXY503\t',
    ]);
  });

  it("does not take a line of text across a table row's cells for a cell's next line", () => {
    const page = [
      run('Date', 0, 120),
      run('Flight', 60, 120),
      run('From', 120, 120),
      run('01Apr', 0, 106),
      run('XY501', 60, 106),
      run('MCT', 120, 106),
      // 1 point below the row: close, but it reaches over the row's next cells
      run('Note: crew change at DXB', 0, 95),
    ];
    expect(layoutPdf([page]).split('\n').at(-1)).toBe('Note: crew change at DXB');
  });

  it('leaves out runs at impossible places, and reads the rest', () => {
    const page = [
      run('01Apr', 0, 100),
      run('XY501', 60, 100),
      { ...run('junk', 5e9, 100) },
      { ...run('NaN', Number.NaN, 90) },
    ];
    expect(layoutPdf([page])).toBe('01Apr\tXY501\t');
  });

  it('splits a column pdf.js gave as one run in every row, when its header words each name a column', () => {
    // 'Flight' and 'From' close together: one run a row ('WY123 MCT') under one header run ('Flight From').
    const rows = tableRows([0, 60, 120], 200, 4, (k) => ['05Apr', `WY12${k} MCT`, 'MUC']);
    const header = [run('Date', 0, 214), run('Flight From', 60, 214), run('To Acknowledge', 120, 214)];
    expect(
      layoutPdf([[...header, ...rows]])
        .split('\n')
        .slice(0, 2),
    ).toEqual(['Date\tFlight\tFrom\tTo\tAcknowledge\t', '05Apr\tWY120\tMCT\tMUC\t\t']);
  });

  it("leaves a column whole when its header's words do not each name a column ('Date Rev' over 'Mon 10')", () => {
    const rows = tableRows([0, 60], 200, 4, (k) => [`Mon 1${k}`, 'XY1']);
    const header = [run('Date Rev', 0, 214), run('Flight', 60, 214)];
    expect(
      layoutPdf([[...header, ...rows]])
        .split('\n')
        .slice(0, 2),
    ).toEqual(['Date Rev\tFlight\t', 'Mon 10\tXY1\t']);
  });

  it("joins a cell's two lines by a space when the second is one word (wrapped), and keeps a leg a line", () => {
    const page = [
      run('Day', 0, 160),
      run('End', 60, 160),
      run('Legs', 160, 160),
      run('Sun', 0, 140),
      // wrapped: a date and time, then its twin in brackets
      run('05Apr2017 19:30', 60, 145),
      run('(17:30)', 60, 134),
      // a leg a line
      run('620 BKK 6:05 SIN 9:30', 160, 145),
      run('621 SIN 10:41 BKK 12:31', 160, 134),
    ];
    expect(layoutPdf([page]).split('\n')).toEqual([
      'Day\tEnd\tLegs\t',
      'Sun\t05Apr2017 19:30 (17:30)\t620 BKK 6:05 SIN 9:30',
      '621 SIN 10:41 BKK 12:31\t',
    ]);
  });

  it('leaves a column whole under a header that names it as a whole, or over cells that read as a date', () => {
    const table = (header: string, cell: (k: number) => string) => [
      run(header, 0, 214),
      run('Flight', 80, 214),
      run('From', 140, 214),
      ...tableRows([0, 80, 140], 200, 4, (k) => [cell(k), `KL${k}`, 'AMS']),
    ];
    expect(layoutPdf([table('Start Date', (k) => `0${k + 1}Apr25`)]).split('\n')[0]).toBe(
      'Start Date\tFlight\tFrom\t',
    );
    expect(layoutPdf([table('Start Date', (k) => `0${k + 1} Apr`)]).split('\n')[0]).toBe(
      'Start Date\tFlight\tFrom\t',
    );
  });

  it('takes the first row that names the columns for the header, not a title row above it', () => {
    const page = [
      run('Crew Roster', 0, 228),
      run('Duty Period 01Apr25 - 30Apr25', 80, 228),
      run('Date', 0, 214),
      run('Flight', 80, 214),
      run('From', 140, 214),
      ...tableRows([0, 80, 140], 200, 4, (k) => [`0${k + 1}Apr25`, `KL${k}`, 'AMS']),
    ];
    const lines = layoutPdf([page]).split('\n');
    expect(lines[1]).toBe('Date\tFlight\tFrom\t');
    expect(lines[2]).toBe('01Apr25\tKL0\tAMS\t');
  });

  it("keeps a legs cell's lines apart when one of them is a single word ('HTL')", () => {
    const page = [
      run('Day', 0, 175),
      run('Legs', 60, 175),
      run('Rest', 200, 175),
      run('620 BKK 06:05 SIN 09:30', 60, 150),
      run('621 SIN 10:41 BKK 12:31', 60, 139),
      run('HTL', 60, 128),
      run('Sun', 0, 139),
      run('12:00', 200, 139),
    ];
    expect(layoutPdf([page]).split('\n').slice(1)).toEqual([
      'Sun\t620 BKK 06:05 SIN 09:30',
      '621 SIN 10:41 BKK 12:31',
      'HTL\t12:00\t',
    ]);
  });
});

describe('layoutPdf: regions and tables', () => {
  it('reads a sidebar beside a table at a pitch of its own as a region of its own, before the table', () => {
    // A month calendar 14 points a line, beside a table 11 points a row: their lines never line up.
    const calendar = Array.from({ length: 10 }, (_, k) => run(`TU 0${k}`, 0, 300 - 14 * k));
    const table = [
      ...[
        ['Date', 100],
        ['Flight', 160],
        ['From', 220],
      ].map(([s, x]) => run(s as string, x as number, 303)),
      ...Array.from({ length: 12 }, (_, k) =>
        [`${10 + k}Apr`, `XY5${10 + k}`, 'MCT'].map((str, i) => run(str, 100 + 60 * i, 292 - 11 * k)),
      ).flat(),
    ];
    const lines = layoutPdf([[...calendar, ...table]]).split('\n');
    expect(lines.slice(0, 10)).toEqual(calendar.map((r) => r.str));
    expect(lines.slice(10, 12)).toEqual(['Date\tFlight\tFrom\t', '10Apr\tXY510\tMCT\t']);
    expect(lines).toHaveLength(23);
  });

  it("keeps a table's columns together when its cells of two lines stand centred beside the others' one", () => {
    const rows = Array.from({ length: 5 }, (_, k) => [
      run(`Day ${k}`, 0, 200 - 30 * k),
      run(`62${k} BKK SIN`, 60, 200 - 30 * k + 5.5),
      run(`63${k} SIN BKK`, 60, 200 - 30 * k - 5.5),
    ]).flat();
    expect(layoutPdf([rows]).split('\n').slice(0, 2)).toEqual(['Day 0\t620 BKK SIN', '630 SIN BKK\t']);
  });

  it('starts a table at its header row: the row above it (the last of the table before) draws none of its columns', () => {
    const last = [
      run('CA', 0, 230),
      run('00001', 20, 230),
      run('Captain, One', 52, 230),
      run('FO', 120, 230),
    ];
    const header = [run('Date', 0, 216), run('Flight', 40, 216), run('From', 80, 216), run('To', 120, 216)];
    const legs = tableRows([0, 40, 80, 120], 202, 2, (k) => [`0${k + 1}Apr`, `XY${k}`, 'MCT', 'DXB']);
    expect(layoutPdf([[...last, ...header, ...legs]]).split('\n')).toEqual([
      'CA\t00001\tCaptain, One\tFO\t',
      'Date\tFlight\tFrom\tTo\t',
      '01Apr\tXY0\tMCT\tDXB\t',
      '02Apr\tXY1\tMCT\tDXB\t',
    ]);
  });

  it("splits a header cell naming two columns ('DEPL ARRL') over cells of two words, whatever a short line puts there", () => {
    // The header's cells name one column between them (FLTNO), its words five; a duty's end line puts one word
    // under DEPL ARRL, and is no full row.
    const header = [
      run('DY DD', 0, 216),
      run('FLTNO', 40, 216),
      run('DPS-ARS', 80, 216),
      run('DEPL ARRL', 130, 216),
    ];
    const legs = tableRows([0, 40, 80, 130, 190], 202, 2, (k) => [
      `SU 0${k + 1}`,
      `28${k}`,
      'MCO-STT',
      '1055 1435',
      '0240',
    ]);
    const end = [run('D-END:', 10, 174), run('0839', 130, 174)];
    expect(
      layoutPdf([[...header, run('BLKT', 190, 216), ...legs, ...end]])
        .split('\n')
        .slice(0, 2),
    ).toEqual(['DY\tDD\tFLTNO\tDPS-ARS\tDEPL\tARRL\tBLKT\t', 'SU\t01\t280\tMCO-STT\t1055\t1435\t0240\t']);
  });
});

describe('bands side by side under one header said again for each', () => {
  it('reads the text above the header, then each band top to bottom, left to right', () => {
    const header = ['date', 'duty', 'dep', 'arr'];
    const xs = [0, 40, 80, 120];
    const band = (x0: number, rows: string[][]) => [
      ...header.map((h, i) => run(h, x0 + (xs[i] as number), 180)),
      ...rows.flatMap((cells, k) => cells.map((c, i) => run(c, x0 + (xs[i] as number), 166 - k * 14))),
    ];
    const page = [
      run('Individual duty plan', 0, 200),
      ...band(0, [
        ['Sat20', 'TP868', '0615', '0910'],
        ['Sun21', 'TP874', '0605', '0900'],
      ]),
      ...band(200, [
        ['Sun28', 'TP485', '0400', '0645'],
        ['Mon29', 'GAB1', '0830', '1200'],
      ]),
    ];
    const lines = layoutPdf([page]).split('\n');
    // Rows of both bands stand on the same baselines: read as one table they would be one row each.
    expect(lines.map((l) => l.split('\t')[0])).toEqual([
      'Individual duty plan',
      'date',
      'Sat20',
      'Sun21',
      'date',
      'Sun28',
      'Mon29',
    ]);
  });
});

describe('bands under a header centred over their columns', () => {
  it("starts a band where its first column's cells start, left of the header word", () => {
    const band = (x0: number) => [
      ...['Date', 'Duty', 'Dep', 'Arr'].map((h, i) => run(h, x0 + 6 + i * 50, 180)),
      ...[
        ['15Jul26', 'TP1334', '0700', '0800'],
        ['16Jul26', 'TP1336', '0900', '1000'],
      ].flatMap((cells, k) => cells.map((c, i) => run(c, x0 + i * 50, 166 - k * 14))),
    ];
    const lines = layoutPdf([[...band(0), ...band(230)]]).split('\n');
    expect(lines.filter((l) => /^\d/.test(l)).map((l) => l.split('\t').slice(0, 2).join(' '))).toEqual([
      '15Jul26 TP1334',
      '16Jul26 TP1336',
      '15Jul26 TP1334',
      '16Jul26 TP1336',
    ]);
  });
});

describe('running headers and footers', () => {
  it("drops a later page's header and an earlier page's footer printed at the same place, so a table goes on", () => {
    const page = (k: number, rows: string[][]) => [
      run('AIR ASTANA Personal Crew Schedule Report', 0, 300),
      run(`Generated on Sep 17, 2026 17:27 Page ${k} of 2`, 0, 20),
      ...tableRows([0, 80, 140], 260, rows.length, (i) => rows[i] as string[]),
    ];
    const lines = layoutPdf([
      page(1, [
        ['Date', 'Duty', 'Details'],
        ['02/10/2026', '187', 'CP - PIC - DOE JOHN'],
      ]),
      page(2, [['19/10/2026', '187', 'CP - PIC - DOE JOHN']]),
    ]).split('\n');
    // A table's rows at the same place on two pages are no running lines: they differ in more than a page number.
    expect(lines).toEqual([
      'AIR ASTANA Personal Crew Schedule Report',
      'Date\tDuty\tDetails\t',
      '02/10/2026\t187\tCP - PIC - DOE JOHN\t',
      '19/10/2026\t187\tCP - PIC - DOE JOHN\t',
      'Generated on Sep 17, 2026 17:27 Page 2 of 2',
    ]);
  });
});

describe('rows at the same place on every page', () => {
  it('keeps a table row that stands where a row of the next page stands', () => {
    const page = (days: number[]) => [
      run('Roster July 2026', 0, 300),
      ...tableRows([0, 80], 280, 1, () => ['Date', 'Duty']),
      ...tableRows([0, 80], 266, days.length, (k) => [`${String(days[k]).padStart(2, '0')}/07/2026`, 'OFF']),
    ];
    const lines = layoutPdf([page([1, 2, 3]), page([4, 5, 6])]).split('\n');
    expect(lines.filter((l) => l.includes('/07/2026')).length).toBe(6);
  });
});

describe('page numbers in running footers', () => {
  it("drops a footer whose page number is written in another language ('Página 1 de 2')", () => {
    const page = (k: number, day: number) => [
      run('Escala de voo', 0, 300),
      ...tableRows([0, 80], 280, 1, () => ['Date', 'Duty']),
      ...tableRows([0, 80], 266, 1, () => [`${String(day).padStart(2, '0')}/07/2026`, 'OFF']),
      run(`Página ${k} de 2`, 0, 20),
    ];
    const lines = layoutPdf([page(1, 1), page(2, 2)]).split('\n');
    expect(lines.filter((l) => l.startsWith('Página'))).toEqual(['Página 2 de 2']);
  });
});
