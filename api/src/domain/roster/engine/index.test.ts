import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';

const ctx = { uploadDate: new Date('2025-09-10T12:00:00Z') };

describe('roster engine', () => {
  it('reads a pairing report: legs grouped by day, local times, deadhead flag, report and release', () => {
    const text = [
      'Times are local (LT)',
      ' Date    Flight    Depart    Arrive',
      '15Sep       940  PER  1745 BNE  2357',
      '                 Rpt  1650 Rls  0012',
      '16Sep DH    937  BNE  1315 PER  1648',
    ].join('\n');
    const { duties, kind } = readRoster(text, ctx);
    expect(kind).toBe('text');
    const legs = duties.filter((d) => d.type === T.flight || d.type === T.positioning);
    expect(legs.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.flight, '940', 'PER', 'BNE'],
      [T.positioning, '937', 'BNE', 'PER'],
    ]);
    expect(legs[0]?.start).toEqual({
      date: '2025-09-15',
      time: '17:45',
      zone: { kind: 'airport', iata: 'PER' },
    });
    const report = duties.find((d) => d.type === T.report);
    expect(report?.end).toEqual(legs[0]?.start);
  });

  it('reads a CSV with ICAO codes and UTC/local headers, and a table preferring the UTC column', () => {
    const csv =
      'Date,Flight,From,To,STD(L),STD(Z),STA(L),STA(Z)\n2025-09-01,KL1001,EHAM,EGLL,0845,0645,0900,0800\n';
    const [leg] = readRoster(csv, ctx).duties;
    expect(leg).toMatchObject({ title: 'KL1001', departure: 'AMS', arrival: 'LHR' });
    expect(leg?.start).toEqual({ date: '2025-09-01', time: '06:45', zone: { kind: 'utc' } });
  });

  it('reads a pairing whose legs start with a bare day, with glued stations, a D mark and a zone word', () => {
    const text = [
      '0118     POS-A        EFFECTIVE MAY02         CHECK IN AT 16.45',
      '2 2796 SLC 1759 DFW 2129 2.30 0.08 221',
      '3 803 *DFW 1627 SEA 1841 4.14',
      '4 D 828 BUR 1240 SLC 1540 2.00 223',
      '5 6DL2810 DFW1933 SLC.2110 2.37BL',
      '6 DL11 JFK 0800 UTC LHR 2000 UTC',
    ].join('\n');
    const all = readRoster(text, { uploadDate: new Date('2026-04-28T12:00:00Z') }).duties;
    // The header's "CHECK IN AT 16.45" (a dotted time after a two-word label) is the first duty's report.
    expect(all[0]).toMatchObject({
      type: T.report,
      start: { date: '2026-05-02', time: '16:45', zone: { kind: 'airport', iata: 'SLC' } },
    });
    const duties = all.filter((d) => d.type !== T.report);
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.flight, '2796', 'SLC', 'DFW'],
      [T.flight, '803', 'DFW', 'SEA'],
      [T.positioning, '828', 'BUR', 'SLC'],
      [T.flight, 'DL2810', 'DFW', 'SLC'],
      [T.flight, 'DL11', 'JFK', 'LHR'],
    ]);
    // No zone statement: the block times fit the distances only in local time.
    expect(duties[0]?.start).toEqual({
      date: '2026-05-02',
      time: '17:59',
      zone: { kind: 'airport', iata: 'SLC' },
    });
    expect(duties[4]?.start).toEqual({ date: '2026-05-06', time: '08:00', zone: { kind: 'utc' } });
  });

  it('keeps a line-opening number or D as it was when no period or leg makes it a day or a mark', () => {
    const { duties } = readRoster('2025-09-01 D 12 notes\n12 SBY 0800 1600', ctx);
    expect(duties.map((d) => d.nonFlyCode ?? d.title)).toEqual(['D']);
  });

  it('says what was missing', () => {
    expect(readRoster('hello there\nnothing to see', ctx).missing).toBe('dates');
    expect(readRoster('2025-09-01 hello there', ctx).missing).toBe('flights or duties');
  });

  it('stays linear on hostile lines', () => {
    const long = `2025-01-08 ${'AMS 0900 '.repeat(20_000)}`;
    const started = performance.now();
    readRoster(`${long}\n${'x'.repeat(500_000)}\n${'1/'.repeat(100_000)}`, ctx);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe("a day's line whose words name columns", () => {
  it('is that day, not a header: a day of the month opens it', () => {
    const text = [
      'Periode: 01-03-2026 t/m 31-03-2026',
      '07 FD - Free day no duty',
      '08 FD - Free day no duty',
      '09 KL 1234 AMS 06:00 LHR 07:15',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-03-01T12:00:00Z') });
    expect(duties.map((d) => [d.type, typeof d.start === 'number' ? d.start : d.start.date])).toEqual([
      [T.dayOff, '2026-03-07'],
      [T.dayOff, '2026-03-08'],
      [T.flight, '2026-03-09'],
    ]);
  });

  it("reads the UTC columns of a header printing each time local and UTC ('STD LT  STA LT  STD UTC  STA UTC')", () => {
    const utcOf = (lines: string[]) =>
      readRoster(lines.join('\n'), { uploadDate: new Date('2026-03-01T12:00:00Z') }).duties.map((d) => [
        d.title,
        d.start,
        d.end,
      ]);
    const utc = (time: string) => ({ date: '2026-03-05', time, zone: { kind: 'utc' } });
    expect(
      utcOf([
        'Date        Flight  From  To   STD LT  STA LT  STD UTC  STA UTC',
        '05.03.2026  PC100   SAW   ADB  09:00   10:15   06:00    07:15',
      ]),
    ).toEqual([['PC100', utc('06:00'), utc('07:15')]]);
    // Marked on the line itself.
    expect(utcOf(['05.03.2026 PC100 SAW 09:00 LT 06:00 UTC ADB 10:15 LT 07:15 UTC'])).toEqual([
      ['PC100', utc('06:00'), utc('07:15')],
    ]);
  });

  it("reads a head of two words in a space-aligned header ('Sign On', 'Check In', 'Duty End')", () => {
    for (const [on = '', off = ''] of [
      ['Sign On', 'Sign Off'],
      ['Check In', 'Check Out'],
      ['Duty Start', 'Duty End'],
    ]) {
      const text = [
        'All times UTC',
        `${'Date'.padEnd(12)}${on.padEnd(12)}Flight  From  To   STD    STA    ${off}`,
        `${'05.03.2026'.padEnd(12)}${'05:00'.padEnd(12)}PC100   SAW   ADB  06:00  07:15  07:45`,
      ].join('\n');
      const { duties } = readRoster(text, { uploadDate: new Date('2026-03-01T12:00:00Z') });
      expect([on, duties.map((d) => [d.type, typeof d.start === 'number' ? d.start : d.start.time])]).toEqual(
        [
          on,
          [
            [T.report, '05:00'],
            [T.flight, '06:00'],
            [T.debrief, '07:15'],
          ],
        ],
      );
    }
  });

  it("keeps a zone word's own column, a lone zone word, a sentence and a leg's mixed clocks as they are", () => {
    const read = (lines: string[]) =>
      readRoster(lines.join('\n'), { uploadDate: new Date('2026-03-01T12:00:00Z') }).duties.map((d) => [
        d.title,
        typeof d.start === 'number' ? d.start : `${d.start.time}${d.start.zone.kind === 'utc' ? 'Z' : ''}`,
        typeof d.end === 'number' ? d.end : `${d.end.time}${d.end.zone.kind === 'utc' ? 'Z' : ''}`,
      ]);
    // 'LT' two spaces after 'STD' heads a column of its own (the local times), not the STD column's zone.
    expect(
      read([
        'All times UTC',
        'Date        Flight  From  To   STD  LT     STA  LT',
        '05.03.2026  PC100   SAW   ADB  06:00  09:00  07:15  10:15',
      ]),
    ).toEqual([['PC100', '06:00Z', '07:15Z']]);
    // A lone 'LT' after the last head: the stated UTC stands.
    expect(
      read(['All times UTC', 'Date Flight From To STD STA LT', '05.03.2026 PC100 SAW ADB 06:00 07:15']),
    ).toEqual([['PC100', '06:00Z', '07:15Z']]);
    // Each local time's UTC twin takes its role: the report and the release.
    expect(
      read([
        '05.03.2026 C/I 05:00 LT 02:00 UTC PC100 SAW 06:00 LT 03:00 UTC ADB 07:15 LT 04:15 UTC C/O 07:45 LT 04:45 UTC',
      ]),
    ).toEqual([
      ['Report', '02:00Z', '03:00Z'],
      ['PC100', '03:00Z', '04:15Z'],
      ['Debrief', '04:15Z', '04:45Z'],
    ]);
    // A sentence naming a two-word head is no header; a leg departing in local time and arriving in UTC keeps both.
    expect(
      read([
        'Date        Flight  From  To   STD LT  STA LT  STD UTC  STA UTC',
        '05.03.2026  PC100   SAW   ADB  09:00   10:15   06:00    07:15',
        'Crew must sign on 60 minutes before departure',
        '06.03.2026  PC101   SAW   ADB  11:00   12:15   08:00    09:15',
      ]),
    ).toEqual([
      ['PC100', '06:00Z', '07:15Z'],
      ['PC101', '08:00Z', '09:15Z'],
    ]);
    expect(read(['05.03.2026 PC100 SAW 09:00 LT ADB 10:15 UTC'])).toEqual([['PC100', '09:00', '10:15Z']]);
  });

  it("is a header when a number stands inside one of its heads ('28 Days')", () => {
    const text = [
      'All times UTC',
      'Date        Report  Flight  From  To   STD    STA    Release  Block  28 Days',
      '05.03.2026  05:00   PC100   SAW   ADB  06:00  07:15  07:45    01:15  45:10',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-03-01T12:00:00Z') });
    expect(duties.map((d) => [d.type, typeof d.end === 'number' ? d.end : d.end.time])).toEqual([
      [T.report, '06:00'],
      [T.flight, '07:15'],
      [T.debrief, '07:45'],
    ]);
  });
});

describe('a roster written in Chinese', () => {
  it('reads its times in UTC+8, also at an airport abroad', () => {
    const text =
      '03月20日 周五\n9C8891 PVG 06:55 BKK 11:45\n9C7486 BKK 12:45 NNG 15:05\n副驾驶 某甲 某某乙 航班动态';
    const legs = readRoster(text, { uploadDate: new Date('2026-03-20T12:00:00Z') }).duties.filter(
      (d) => d.type === T.flight,
    );
    expect(legs.map((d) => [d.title, d.start, d.end])).toEqual([
      [
        '9C8891',
        { date: '2026-03-20', time: '06:55', zone: { kind: 'iana', name: 'Asia/Shanghai' } },
        { date: '2026-03-20', time: '11:45', zone: { kind: 'iana', name: 'Asia/Shanghai' } },
      ],
      [
        '9C7486',
        { date: '2026-03-20', time: '12:45', zone: { kind: 'iana', name: 'Asia/Shanghai' } },
        { date: '2026-03-20', time: '15:05', zone: { kind: 'iana', name: 'Asia/Shanghai' } },
      ],
    ]);
  });
  it('keeps a zone the roster states', () => {
    const text =
      '所有时间均为 UTC time\n03月20日 周五\n9C8891 PVG 06:55 BKK 11:45\n副驾驶 某甲 某某乙 航班动态';
    const legs = readRoster(text, { uploadDate: new Date('2026-03-20T12:00:00Z') }).duties.filter(
      (d) => d.type === T.flight,
    );
    expect(legs.map((d) => d.start)).toEqual([{ date: '2026-03-20', time: '06:55', zone: { kind: 'utc' } }]);
  });

  it('reads every time on the clock the roster names, though it mentions UTC, unless it states UTC or local', () => {
    const legs = (header: string) =>
      readRoster(
        [
          'Trip PA7K on 08/14/2026',
          header,
          'Date Flight Depart Arrive Eq Block',
          '14 Aug 3445 PHX 1840 SDF 2205 7X8 325',
        ].join('\n'),
        { uploadDate: new Date('2026-08-14T12:00:00Z') },
      ).duties.filter((d) => d.type === T.flight);
    expect(legs('Herb Time <- Click to toggle. -> Estimated Totals')[0]?.start).toEqual({
      date: '2026-08-14',
      time: '18:40',
      zone: { kind: 'iana', name: 'America/Chicago' },
    });
    expect(legs('HERB TIME\nSynced from the UTC feed')[0]?.start).toMatchObject({
      zone: { kind: 'iana', name: 'America/Chicago' },
    });
    expect(legs('Herb Time. All times in UTC')[0]?.start).toMatchObject({ zone: { kind: 'utc' } });
  });
});

describe('a table copied from a page and pasted as text', () => {
  it('reads tab-separated rows under a header line as the table, without the page lines around it', () => {
    const text = [
      ' Print Roster',
      'Individual Plan for DOEJOH',
      'Date\tDuty\tDep\tDep Time\tArr Time\tArr',
      '12 May 18, Sat\tOFF(Z)\tNYO\t:\t:\t',
      '15 May 18, Tue\t9707\tNYO\t13:35\t17:10\tPMI',
      '15 May 18, Tue\t9706\tPMI\t17:45\t21:30\tNYO',
      'Rosters are subject to change.',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2018-05-11T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.dayOff, 'OFF', 'NYO', 'NYO'],
      [T.flight, '9707', 'NYO', 'PMI'],
      [T.flight, '9706', 'PMI', 'NYO'],
    ]);
  });

  it("joins a cell's lines back into its row, and starts a new row where a line opens as rows do", () => {
    const text = [
      'Day\tDate\tDuty\tFrom\tReport\tRelease\tSector(s)/Event(s)\tAllowance',
      'Sun\t01-Oct L\t620-1\tBKK\t05:10 L\t13:01 L\t620 BKK 6:05 L SIN 9:30 L',
      '621 SIN 10:41 L BKK 12:31 L\t',
      'Comment:\tSWAP',
      'Wed\t04-Oct L\t134-1\tBKK\t17:00 L\t21:52 L\t134 BKK 18:02 L CEI 19:30 L',
      '135 CEI 20:00 L BKK 21:22 L\t',
    ].join('\n');
    const legs = readRoster(text, { uploadDate: new Date('2023-10-01T12:00:00Z') }).duties.filter(
      (d) => d.type === T.flight,
    );
    expect(legs.map((d) => [d.title, d.departure, (d.start as { date: string }).date])).toEqual([
      ['620', 'BKK', '2023-10-01'],
      ['621', 'SIN', '2023-10-01'],
      ['134', 'BKK', '2023-10-04'],
      ['135', 'CEI', '2023-10-04'],
    ]);
  });

  it("names a skipped row by the line it stands on in the pasted text, after a cell's lines were joined", () => {
    const text = [
      'Roster for JOHN DOE',
      'Day\tDate\tDuty\tFrom\tReport\tRelease\tSector(s)/Event(s)\tAllowance',
      'Sun\t01-Oct L\t620-1\tBKK\t05:10 L\t13:01 L\t620 BKK 6:05 L SIN 9:30 L',
      '621 SIN 10:41 L BKK 12:31 L\t',
      'Mon\t31-Sep L\tOFF-1\tBKK\t\t\t\t',
    ].join('\n');
    const { skipped } = readRoster(text, { uploadDate: new Date('2023-10-01T12:00:00Z') });
    expect(skipped.map((s) => [s.line, s.reason])).toEqual([[5, 'a date that does not exist']]);
  });

  it("reads the header printed again further down (a printed page's) as setting its rows' width", () => {
    // The first page's header lost its last, empty column (no gap to split it at); the second page's has it.
    const text = [
      'Day\tDate\tDuty\tFrom\tReport\tRelease\tSector(s)/Event(s) Allowance\t',
      'Sun\t01-Oct L\t620-1\tBKK\t05:10 L\t13:01 L\t620 BKK 6:05 L SIN 9:30 L',
      '621 SIN 10:41 L BKK 12:31 L\t',
      'Day\tDate\tDuty\tFrom\tReport\tRelease\tSector(s)/Event(s)\tAllowance\t',
      'Wed\t04-Oct L\t134-1\tBKK\t17:00 L\t21:52 L\t134 BKK 18:02 L CEI 19:30 L',
      '135 CEI 20:00 L BKK 21:22 L\t\t',
    ].join('\n');
    const legs = readRoster(text, { uploadDate: new Date('2023-10-01T12:00:00Z') }).duties.filter(
      (d) => d.type === T.flight,
    );
    expect(legs.map((d) => d.title)).toEqual(['620', '621', '134', '135']);
  });

  it("keeps the first header's width when its first column names nothing ('#')", () => {
    const text = [
      '#\tDate\tFlights\tDuty end\t',
      '1\t01Oct2023\tXY620 BKK 06:05 SIN 09:30',
      'XY621 SIN 10:41 BKK 12:31',
      'XY340 BKK 13:42 KBV 15:04\t15:30\t',
      '2\t02Oct2023\tXY100 BKK 06:16 CNX 07:31\t08:00\t',
    ].join('\n');
    const legs = readRoster(text, { uploadDate: new Date('2023-10-01T12:00:00Z') }).duties.filter(
      (d) => d.type === T.flight,
    );
    expect(legs.map((d) => d.title)).toEqual(['XY620', 'XY621', 'XY340', 'XY100']);
    expect(legs[0]).toMatchObject({ departure: 'BKK', arrival: 'SIN' });
  });

  it('reads a text line whose date has its year after a comma and its weekday ("15 May 18, Tue")', () => {
    const { duties } = readRoster('15 May 18, Tue  9707  NYO 13:35  PMI 17:10', {
      uploadDate: new Date('2026-11-01T12:00:00Z'),
    });
    expect(duties.map((d) => [d.title, (d.start as { date: string }).date])).toEqual([
      ['9707', '2018-05-15'],
    ]);
  });
});

describe('a table printed to PDF, as text', () => {
  it('reads rows whose tokens no longer stand under the header words, and codes with a UTC mark', () => {
    // A Ryanair crew portal print view printed to PDF (api/test/roster-corpus/ryanair-portal), its text extracted:
    // single spaces where the columns were, so both times stand under 'Arr Time'.
    const text = [
      'Date Duty Dep Dep Time Arr Time Arr',
      '12 May 18, Sat OFF(Z) NYO : :',
      '16 May 18, Wed 1943 NYO 15:50 18:25 BGY',
      '16 May 18, Wed 1944 BGY 18:50 21:25 NYO',
      '18 May 18, Fri SBY0300-Z NYO 03:00 15:00',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2018-05-11T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.dayOff, 'OFF', 'NYO', 'NYO'],
      [T.flight, '1943', 'NYO', 'BGY'],
      [T.flight, '1944', 'BGY', 'NYO'],
      [T.standby, 'SBY0300', 'NYO', 'NYO'],
    ]);
    // The marked code says its line's times are UTC.
    expect(duties[3]?.start).toEqual({ date: '2018-05-18', time: '03:00', zone: { kind: 'utc' } });
  });
});

describe('the rules for one layout leave other layouts as they were', () => {
  const read = (t: string) =>
    readRoster(t, { uploadDate: new Date('2026-06-01T12:00:00Z') }).duties.map(
      (d) => `${d.type} ${d.title} ${d.departure}-${d.arrival}`,
    );

  it('reads a text roster with a small copied table in it as text', () => {
    const text = [
      '01 Jun 2026  LH400  FRA 10:00  JFK 18:00',
      '02 Jun 2026  LH401  JFK 20:00  FRA 09:00',
      '05 Jun 2026  LH402  FRA 10:00  JFK 18:00',
      'Hotel summary',
      'Date\tFrom\tTo\tHotel',
      '01 Jun 2026\tFRA\tJFK\tHilton',
      '05 Jun 2026\tFRA\tJFK\tHilton',
    ].join('\n');
    expect(read(text).filter((d) => d.startsWith(`${T.flight} `))).toHaveLength(3);
  });

  it('keeps a weekday-named airport after a date without a comma-year (SAT: San Antonio)', () => {
    expect(read('05 Jun 2026 SAT 10:00 DFW 11:00 AA1234')).toEqual([`${T.flight} AA1234 SAT-DFW`]);
  });

  it('adds no stay after legs under a Block column, nor for "layover" in a sentence', () => {
    const table = [
      'Date  Flight  From  To  Dep  Arr  Block  Layover',
      '01 Jun 2026  LH400  FRA  JFK  10:00  18:00  8:00',
      '03 Jun 2026  LH401  JFK  FRA  20:00  04:00  8:00',
    ].join('\n');
    expect(read(table).filter((d) => d.startsWith(`${T.hotel} `))).toEqual([]);
    const prose = [
      'Note: from the date of your layover hotel change, times are local',
      '01 Jun 2026 LH400 FRA 10:00 JFK 18:00 BLK 8:00',
    ].join('\n');
    expect(read(prose).filter((d) => d.startsWith(`${T.hotel} `))).toEqual([]);
  });

  it('reads no flight from a trip number, nor from a duty number beside an activity', () => {
    const trip =
      '<table><tr><th>Date</th><th>Trip</th><th>Flight</th><th>From</th><th>Dep</th><th>To</th><th>Arr</th></tr>' +
      '<tr><td>01Jun2026</td><td>4521</td><td></td><td>ORD</td><td>10:00</td><td>MDW</td><td>11:00</td></tr></table>';
    expect(read(trip)).toEqual([`${T.unknown} 4521 ORD-MDW`]);
    const duty =
      '<table><tr><th>Date</th><th>Duty</th><th>Activity</th><th>From</th><th>Dep</th><th>To</th><th>Arr</th></tr>' +
      '<tr><td>01Jun2026</td><td>1</td><td>LIMO</td><td>BKK</td><td>10:00</td><td>DMK</td><td>11:00</td></tr></table>';
    expect(read(duty)).toEqual([`${T.unknown} 1 BKK-DMK`]);
  });

  it("reads the rows after a note whose words name columns, in a saved page (a reviewer's case)", () => {
    const row = (day: string, flight: string) =>
      `<tr><td>${day}Jun2026</td><td>${flight}</td><td>ORD</td><td>LGA</td><td>10:00</td><td>13:00</td></tr>`;
    const html =
      '<table><tr><th>Date</th><th>Flight</th><th>From</th><th>To</th><th>Dep</th><th>Arr</th></tr>' +
      `${row('01', 'AA100')}<tr><td colspan="6">Trip from base</td></tr>${row('02', 'AA102')}</table>`;
    const { duties } = readRoster(html, { uploadDate: new Date('2026-06-01T12:00:00Z') });
    expect(duties.map((d) => d.title)).toEqual(['AA100', 'AA102']);
  });

  it("keeps a code cell's first word when a known code follows it", () => {
    const html =
      '<table><tr><th>Date</th><th>Duty</th><th>Flight</th><th>From</th><th>Dep</th><th>To</th><th>Arr</th></tr>' +
      '<tr><td>01Jun2026</td><td>TRIP 4521 CO</td><td></td><td>ORD</td><td>10:00</td><td></td><td>11:00</td></tr></table>';
    expect(readRoster(html, { uploadDate: new Date('2026-06-01T12:00:00Z') }).duties[0]?.title).toBe('TRIP');
  });

  it('keeps an XML feed’s nested reading when it finds as many legs but more duties (ground duties only)', () => {
    const day = (code: string, date: string) =>
      `<Day><Date>${date}</Date><Activities><Activity><Code>${code}</Code><Start>${date}T06:00:00Z</Start><End>${date}T14:00:00Z</End></Activity></Activities></Day>`;
    const xml = `<?xml version="1.0"?><Schedule><Days>${day('SBY', '2026-05-01')}${day('OFF', '2026-05-02')}${day('SBY', '2026-05-03')}${day('SIM', '2026-05-04')}</Days></Schedule>`;
    const { kind, duties } = readRoster(xml, { uploadDate: new Date('2026-05-01T12:00:00Z') });
    expect(kind).toBe('xml');
    expect(duties.map((d) => [d.type, (d.start as { date: string }).date])).toEqual([
      [T.standby, '2026-05-01'],
      [T.dayOff, '2026-05-02'],
      [T.standby, '2026-05-03'],
      [T.simulator, '2026-05-04'],
    ]);
  });

  it('reports the rest of an XML feed too large to read whole as nested records as skipped', () => {
    const duty = (date: string, flight: string) =>
      `<Duty><Date>${date}</Date><Legs><Leg><Flight>${flight}</Flight><From>LHR</From><To>LAX</To>` +
      `<Dep>${date}T09:30:00Z</Dep><Arr>${date}T20:40:00Z</Arr></Leg></Legs></Duty>`;
    const xml =
      `<Roster><Duties>${duty('2026-05-04', 'BA283')}${duty('2026-05-06', 'BA282')}</Duties>` +
      `<Notes>${'<N>x</N>'.repeat(200_000)}</Notes><Duties>${duty('2026-05-08', 'BA269')}</Duties></Roster>`;
    const { duties, skipped, skippedTotal } = readRoster(xml, {
      uploadDate: new Date('2026-05-01T12:00:00Z'),
    });
    expect(duties.map((d) => d.title)).toEqual(['BA283', 'BA282']);
    expect(skippedTotal).toBe(1);
    expect(skipped.at(-1)?.reason).toMatch(/^the rest of the feed, not read/);
  });
});

describe('days with weekdays and no month, on a roster read after its month', () => {
  const days = (text: string, uploaded = '2026-03-04') =>
    readRoster(text, { uploadDate: new Date(`${uploaded}T12:00:00Z`) }).duties.map(
      (d) => (d.start as { date: string }).date,
    );
  const leg = (day: string) => `${day} LH400 FRA 10:15 JFK 13:05`;

  it("go in the month the roster's duties name, of those they fit (1 February and 1 March 2026 are both Sundays)", () => {
    const text = [
      'SU 01 LH460 MCO 05:59 SJU 09:40',
      'MO 02 LH461 SJU 11:00 MCO 13:40',
      '06FEB SIC',
      '08FEB LH284 MCO 10:55 STT 14:35',
    ].join('\n');
    expect(days(text)).toEqual(['2026-02-01', '2026-02-02', '2026-02-06', '2026-02-08']);
  });

  it('are not moved by a print stamp or a footer naming another month', () => {
    const march = ['Sun01 OFF', 'Mon02 LH400 FRA 10:15 JFK 13:05'];
    expect(days([...march, 'Printed: 27/02/2026 14:02'].join('\n'))).toEqual(['2026-03-01', '2026-03-02']);
    expect(days([...march, 'Generated 2026-02-26 18:04 UTC'].join('\n'))).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('across a month end, go in the month whose length the days after them fit', () => {
    const text = [
      'Period 27FEB-05MAR',
      'Fri27 LH400 FRA 10:15 JFK 13:05',
      'Sat28 LH401 JFK 15:00 FRA 05:00',
      'Sun01 OFF',
      'Mon02 LH402 FRA 10:15 JFK 13:05',
    ].join('\n');
    expect(days(text)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('stay in their month when rows come out of order or a second list repeats the days (a drop is no month end)', () => {
    // February and March 2026 share their weekdays: only a real month end may tell them apart.
    expect(days(['Sun01 OFF', leg('Mon02'), 'TRIP DETAILS', leg('Mon02')].join('\n'), '2026-03-04')).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-02',
    ]);
    expect(days([leg('Tue10'), leg('Thu12'), leg('Wed11')].join('\n'), '2026-03-20')).toEqual([
      '2026-03-10',
      '2026-03-12',
      '2026-03-11',
    ]);
    expect(days([leg('Thu05'), leg('Tue03'), 'Sun01 OFF'].join('\n'), '2026-03-10')).toEqual([
      '2026-03-05',
      '2026-03-03',
      '2026-03-01',
    ]);
    // A date naming its month where the days had got to confirms the month before it.
    expect(days([leg('Fri27'), leg('Sat28'), '01MAR OFF'].join('\n'), '2026-03-04')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });
});

describe("an AIMS crew schedule report exported as CSV (a title over its header, a day's legs one a line in a cell)", () => {
  const csv = [
    'Airline,,Personal Crew Schedule Report,,,,',
    ',,01/12/2024 - 31/12/2024 (All times in Local Base),,,,',
    'Schedule Details',
    'Date,Duties,Details,Report times,Actual times/Delays,Debrief times,Indicators,Crew',
    '01/12/2024 Sun,OFF,Day off,,,,,',
    '04/12/2024 Wed,FZ965,DXB  - VKO ,19:15,A20:22 - A02:02?¹/00:07,02:32?¹,R,',
    '06/12/2024 Fri,FZ966,VKO  - DXB ,01:55,03:03 - E08:54,09:24,,',
    '15/12/2024 Sun,"FZ761\nFZ762","DXB  - SJJ \nSJJ  - DXB ",09:30,"A10:42 - A17:07\nA18:04 - A23:18/00:12",23:48,,',
    '17/12/2024 Tue,X,REST DAY,,,,,',
    'Memos',
    'Date,Category,,Memo',
    '31/12/2024,Pairing Memo,,"DATE  FLIGHT   DEP ARR ETD  ETA',
    '30.12 FZ573    DXB KTM 1115 1530',
    'ALL TIMES UTC"',
    'Descriptions',
    'OFF  - Day off,,,,R - Requested',
  ].join('\n');
  const read = () => readRoster(csv, { uploadDate: new Date('2024-12-01T12:00:00Z') });
  const at = (t: unknown) =>
    typeof t === 'object' && t ? `${(t as { date: string }).date} ${(t as { time: string }).time}` : t;

  it("reads each leg on the base's clock, the next day where a time says so, a cell's lines as legs of their own", () => {
    const { duties, kind } = read();
    expect(kind).toBe('csv');
    const legs = duties.filter((d) => d.type === T.flight);
    expect(legs.map((d) => [d.title, d.departure, d.arrival, at(d.start), at(d.end)])).toEqual([
      ['FZ965', 'DXB', 'VKO', '2024-12-04 20:22', '2024-12-05 02:02'],
      ['FZ966', 'VKO', 'DXB', '2024-12-06 03:03', '2024-12-06 08:54'],
      ['FZ761', 'DXB', 'SJJ', '2024-12-15 10:42', '2024-12-15 17:07'],
      ['FZ762', 'SJJ', 'DXB', '2024-12-15 18:04', '2024-12-15 23:18'],
    ]);
    // Dubai's clock at every station (VKO is three hours behind it).
    expect(new Set(legs.map((d) => JSON.stringify((d.start as { zone: unknown }).zone)))).toEqual(
      new Set([JSON.stringify({ kind: 'iana', name: 'Asia/Dubai' })]),
    );
  });

  it('reads the days off, with no airport in "REST DAY", and no duty in the memo or the codes explained', () => {
    const { duties } = read();
    const off = duties.filter((d) => d.type === T.dayOff);
    expect(off.map((d) => [at(d.start), d.departure ?? null])).toEqual([
      ['2024-12-01 00:00', null],
      ['2024-12-17 00:00', null],
    ]);
    expect(duties.some((d) => d.title === 'FZ573')).toBe(false);
  });

  it('reads a memo printed before the roster as no part of it, and the roster after it', () => {
    const text = ['Memos', 'Crew notice: new uniforms', '04/12/2024 FZ965 DXB VKO 20:22 02:02'].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2024-12-01T12:00:00Z') });
    expect(duties.filter((d) => d.type === T.flight).map((d) => d.title)).toEqual(['FZ965']);
  });

  it("puts every time on the base's clock where most legs leave from, also in a month that opens with a leg home", () => {
    const text = csv.replace(
      '01/12/2024 Sun,OFF,Day off,,,,,',
      '01/12/2024 Sun,FZ968,VKO  - DXB ,04:45,A06:01 - A11:49,12:19,R,',
    );
    const { duties } = readRoster(text, { uploadDate: new Date('2024-12-01T12:00:00Z') });
    const first = duties.find((d) => d.type === T.flight);
    expect([first?.title, (first?.start as { zone?: unknown } | undefined)?.zone]).toEqual([
      'FZ968',
      { kind: 'iana', name: 'Asia/Dubai' },
    ]);
  });
});

describe('notes beside a roster (a reviewer’s cases)', () => {
  const read = (lines: string[]) =>
    readRoster(lines.join('\n'), { uploadDate: new Date('2025-03-01T12:00:00Z') }).duties.filter(
      (d) => d.type === T.flight || d.type === T.dayOff || d.type === T.standby,
    );

  it('reads the duties after a legend printed before them, and after a memo in the middle', () => {
    expect(
      read([
        'Legend',
        'OFF - Day off',
        'SBY - Home standby',
        '',
        '03Mar25 BA123 LHR 0900 JFK 1700',
        '04Mar25 OFF',
      ]),
    ).toHaveLength(2);
    expect(
      read([
        '01Mar25 BA123 LHR 09:00 JFK 17:00',
        '02Mar25 BA124 JFK 19:00 LHR 07:00',
        '04Mar25 BA125 LHR 09:00 JFK 17:00',
        'Memo',
        'Crew room closed for works',
        '07Mar25 OFF',
        '08Mar25 SBY 06:00 18:00',
      ]),
    ).toHaveLength(5);
  });

  it('keeps a stated UTC when "times in local base" is said further down, not in the head', () => {
    const legs = Array.from(
      { length: 40 },
      (_, k) => `${String((k % 28) + 1).padStart(2, '0')}/07/2025 LH400 FRA 08:00 JFK 16:30`,
    );
    const { duties } = readRoster(
      ['Base: FRA', 'ALL TIMES IN UTC', ...legs, 'On the crew app all times in local base are shown.'].join(
        '\n',
      ),
      { uploadDate: new Date('2025-07-01T12:00:00Z') },
    );
    expect(duties.find((d) => d.title === 'LH400')?.start).toEqual({
      date: '2025-07-01',
      time: '08:00',
      zone: { kind: 'utc' },
    });
  });
});

describe("a monthly statement of flying hours (KLM's layout: days of the month, the period at the foot)", () => {
  const text = [
    'DG LIJNNR ACREG',
    '01 JV - Vakantie',
    '06 KL 861 PHBQI   17:10 18:37 AMS +1 FO ICN +9 06:13 +1 06:43 +1 11:36 13:33 13:33 13:03 0.036',
    '07 ICN',
    '08 ICN',
    '10 KL 868 PHBHF   14:20 15:29 ICN +9 FO AMS +1 05:15 +1 05:45 +1 13:46 15:25 23:32 15:25 14:55',
    '11 AMS',
    '12 RV - Reisverlof',
    '29 EVR - Extra Vry',
    '   en eindigend op laatste dag van de maand 24:00 (Local time Homebase)',
    'Base: AMS',
    'Periode: 01-01-2023 t/m 31-01-2023',
  ].join('\n');
  const { duties } = readRoster(text, { uploadDate: new Date('2023-02-08T12:00:00Z') });
  const at = (t: unknown) =>
    typeof t === 'object' && t ? `${(t as { date: string }).date} ${(t as { time: string }).time}` : t;

  it('dates each day by the period at its foot and reads each leg between its report and release, in UTC', () => {
    const legs = duties.filter((d) => d.type === T.flight);
    expect(legs.map((d) => [d.title, d.departure, d.arrival, at(d.start), at(d.end)])).toEqual([
      ['KL861', 'AMS', 'ICN', '2023-01-06 18:37', '2023-01-07 06:13'],
      ['KL868', 'ICN', 'AMS', '2023-01-10 15:29', '2023-01-11 05:15'],
    ]);
    // The printed blocks (11:36, 13:46) are the legs' lengths only in UTC: the footnote's local time is about something else.
    expect((legs[0]?.start as { zone?: unknown } | undefined)?.zone).toEqual({ kind: 'utc' });
    expect(at(duties.find((d) => d.type === T.report)?.start)).toBe('2023-01-06 17:10');
  });

  it('types a code by the words after its dash, reads "Extra" there as a word, and a day abroad as a layover', () => {
    expect(
      duties
        .filter((d) => d.type !== T.flight && d.type !== T.report && d.type !== T.debrief)
        .map((d) => [d.type, at(d.start)]),
    ).toEqual([
      [T.personal, '2023-01-01 00:00'],
      [T.layover, '2023-01-07 06:13'],
      [T.dayOff, '2023-01-12 00:00'],
      [T.dayOff, '2023-01-29 00:00'],
    ]);
  });

  it("joins a leg's line cut by the page's width, a lone wrapped word left out", () => {
    const cut = readRoster(
      [
        '31 KL 714 PHBVS 18:30 20:15 PBM -3 SO AMS LCI,',
        'LC',
        '+1 04:50 +1 05:20 +1 8:35 10:50 21:12 10:50 10:20',
        'Periode: 01-10-2022 t/m 31-10-2022',
      ].join('\n'),
      { uploadDate: new Date('2022-11-07T12:00:00Z') },
    ).duties.find((d) => d.type === T.flight);
    expect([at(cut?.start), at(cut?.end)]).toEqual(['2022-10-31 20:15', '2022-11-01 04:50']);
  });
});

describe("the flying-hours statement's rules on other shapes (a reviewer's cases)", () => {
  const leg = (day: string, flight: string) =>
    `${day} KL ${flight} PHBQI   17:10 18:37 AMS +1 FO ICN +9 06:13 +1 06:43 +1 11:36 13:33`;
  const back = (day: string) =>
    `${day} KL 868 PHBHF   14:20 15:29 ICN +9 FO AMS +1 05:15 +1 05:45 +1 13:46 15:25`;
  const period = 'Periode: 01-01-2023 t/m 31-01-2023';
  const read = (lines: string[], upload = '2023-02-01') =>
    readRoster(lines.join('\n'), { uploadDate: new Date(`${upload}T12:00:00Z`) }).duties;
  const day = (t: unknown) => (typeof t === 'object' && t ? (t as { date: string }).date : t);

  it("dates each page's days by the period at that page's foot", () => {
    const legs = read([leg('02', '855'), period, leg('20', '861'), period]).filter(
      (d) => d.type === T.flight,
    );
    expect(legs.map((d) => day(d.start))).toEqual(['2023-01-02', '2023-01-20']);
  });

  it('puts a layover only where the last leg flew, never at the base the roster names', () => {
    const stays = read([
      'Base: AMS',
      '01 ICN',
      back('02'),
      '03 AMS',
      '04 AMS',
      leg('10', '861'),
      '11 ICN',
      '12 ICN',
      back('14'),
      '05 GDO',
      period,
    ]).filter((d) => d.type === T.layover);
    expect(stays.map((d) => [d.departure, day(d.start)])).toEqual([['ICN', '2023-01-11']]);
  });

  it('reads two times before the airports as report and departure only when they are apart and under no header', () => {
    const legs = (line: string) => read([line], '2024-03-01').map((d) => d.type);
    expect(legs('01/03/2024 EZY8461 G-EZUA 06:00 06:12 LGW BCN 08:05 08:09 1:57')).toEqual([T.flight]);
    const underHeader = read(
      ['Date Flight Dep Arr From To', '04/03/2024 BA117 10:20 18:15 LHR JFK', '07:55 09:25'],
      '2024-03-01',
    );
    expect(underHeader.map((d) => [d.type, (d.start as { time: string }).time])).toEqual([
      [T.flight, '10:20'],
    ]);
  });

  it("dates a table's days of the month by the period above it", () => {
    const legs = read(
      [
        'Period: 01/03/2024 to 31/03/2024',
        'Day,Duty,Flight,From,To,Dep,Arr',
        '02,FLT,BA117,LHR,JFK,08:10,12:15',
      ],
      '2024-03-01',
    );
    expect(legs.map((d) => [d.title, day(d.start)])).toEqual([['BA117', '2024-03-02']]);
  });
});

describe("a crew logbook's CSV (one row a sector flown, full timestamps in GMT)", () => {
  it('reads the sector printed with a space and the off-block and on-block timestamps as the leg', () => {
    const csv = [
      '"Sector_Date_GMT","Flt_No","Sector","Reg","Block_Time","GMT_off-blk","GMT_On-blk"',
      '"02-OCT-2015","798","HKG WNZ","B-HTD","1:51","02-OCT-2015 00:55:00","02-OCT-2015 02:46:00"',
    ].join('\n');
    const [leg] = readRoster(csv, { uploadDate: new Date('2015-10-01T12:00:00Z') }).duties;
    expect([leg?.departure, leg?.arrival, leg?.start]).toEqual([
      'HKG',
      'WNZ',
      { date: '2015-10-02', time: '00:55', zone: { kind: 'utc' } },
    ]);
  });
});

describe("the latest rules on other shapes (a third reviewer's cases)", () => {
  const read = (lines: string[], upload = '2024-03-01') =>
    readRoster(lines.join('\n'), { uploadDate: new Date(`${upload}T12:00:00Z`) }).duties;
  const at = (t: unknown) =>
    typeof t === 'object' && t ? `${(t as { date: string }).date} ${(t as { time: string }).time}` : t;
  const legs = (lines: string[], upload?: string) =>
    read(lines, upload)
      .filter((d) => d.type === T.flight)
      .map((d) => [d.title, at(d.start), at(d.end)]);

  it("keeps a roster on its base's one clock when it names the base", () => {
    const [leg] = read([
      'Base: SVO',
      '01/03/2024 SU1420 SVO IKT 22:00 03:50 5:50',
      '03/03/2024 SU1421 IKT SVO 05:00 11:30 6:30',
    ]);
    expect((leg?.start as { zone?: unknown } | undefined)?.zone).not.toEqual({ kind: 'utc' });
  });

  it('takes no day from an address line, and a period between table rows for the rows after it', () => {
    const period = 'Period: 01/03/2024 to 31/03/2024';
    expect(
      legs([
        period,
        '02 KL 1227 PHEXA 07:10 08:10 AMS FO CDG 09:25 09:55 1:15',
        '   28 Rue de Rivoli, Paris',
        '03 KL 1228 PHEXA 10:00 11:00 CDG FO AMS 12:15 12:45 1:15',
      ]).map(([, start]) => start),
    ).toEqual(['2024-03-02 08:10', '2024-03-03 11:00']);
    expect(
      legs([
        period,
        'Day,Duty,Flight,From,To,Dep,Arr',
        '02,FLT,BA117,LHR,JFK,08:10,12:15',
        'Period: 01/04/2024 to 30/04/2024',
        '05,FLT,BA117,LHR,JFK,08:10,12:15',
      ]).map(([, start]) => start),
    ).toEqual(['2024-03-02 08:10', '2024-04-05 08:10']);
  });

  it('reads a long-haul block as no release, and a scheduled and an actual pair by the block that fits', () => {
    expect(read(['02/03/2024 KL861 15:10 16:10 AMS NRT 03:40 11:30']).map((d) => d.type)).toEqual([
      T.report,
      T.flight,
    ]);
    expect(legs(['01/03/2024 EZY8461 G-EZUA 06:00 06:25 LGW BCN 08:05 08:30 2:05'])).toEqual([
      ['EZY8461', '2024-03-01 06:25', '2024-03-01 08:30'],
    ]);
  });

  it("reads no sector from a captain's name beside the legs' own airports", () => {
    const csv = [
      '"Date","Flight","Commander","Off-blk","On-blk","From","To"',
      '"02/10/2015","CX798","LEE MAN","00:55","02:46","HKG","WNZ"',
    ];
    expect(read(csv, '2015-10-01').map((d) => [d.departure, d.arrival])).toEqual([['HKG', 'WNZ']]);
  });

  it('types a day by its words unless its first word cancels it, and joins no totals line to a leg', () => {
    expect(
      read([
        'Period: 01/03/2024 to 31/03/2024',
        '07 UL - Unpaid leave, no pay',
        '08 FD - Free day, not flying',
        '09 CXL - Day off cancelled',
      ]).map((d) => d.type),
    ).toEqual([T.personal, T.dayOff]);
    const cut = read([
      'Period: 01/03/2024 to 31/03/2024',
      '29 KL 1002 PHEXA 09:00 09:50 LHR DH AMS',
      '        85:30   102:15   12:00   3:45',
    ]);
    expect(cut.some((d) => at(d.end) === '2024-03-29 12:00')).toBe(false);
  });
});
