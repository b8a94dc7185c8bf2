import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { layoutHints } from './glued.ts';
import { type Row, textToRows } from './grid.ts';
import { readRoster } from './index.ts';
import { readRow } from './row.ts';

describe('text rows', () => {
  it("reads a day header with an ordinal day and a bracketed deadhead note before the leg's times", () => {
    const text = [
      'Tue, 6th May 2025 (Local time)',
      'AD4484 (Extra a serviço) 21:30 - 22:42       VCP - CNF   CA      Flight Time: ',
      '01:12',
      'Wed, 7th May 2025 (Local time)',
      'AD4438         21:34 - 00:29 +1     CNF - BEL   CA      Flight Time: 02:55',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2025-05-13T12:00:00Z') });
    const legs = duties.filter((d) => d.departure !== d.arrival);
    expect(legs.map((d) => [d.title, d.type, d.departure, d.arrival, d.start])).toEqual([
      [
        'AD4484',
        T.positioning,
        'VCP',
        'CNF',
        { date: '2025-05-06', time: '21:30', zone: { kind: 'airport', iata: 'VCP' } },
      ],
      [
        'AD4438',
        T.flight,
        'CNF',
        'BEL',
        { date: '2025-05-07', time: '21:34', zone: { kind: 'airport', iata: 'CNF' } },
      ],
    ]);
  });

  it("reads a whole date after the flight as the leg's own date, and the row numbers before it as no days", () => {
    // An itinerary's rows as a printed page's text gives them: row and item numbers, the flight, then its date.
    const text = [
      'Duty Item Activity ID Date From Start To End WT Dvrt Flying Hours A/C',
      '1 1 WY141 05Apr2019 MCT 02:05 MXP 07:05 OP 07:00 332D',
      '2 1 WY142 06Apr2019 MXP 10:30 MCT 19:05 OP 06:35 332D',
      'WY143 07APR19 MCT 08:00 DXB 09:10',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2019-04-01T12:00:00Z') });
    const starts = duties.map((d) => ({ ...(d.start as { date: string; time: string }), title: d.title }));
    expect(starts.map((s) => [s.title, s.date, s.time])).toEqual([
      ['WY141', '2019-04-05', '02:05'],
      ['WY142', '2019-04-06', '10:30'],
      ['WY143', '2019-04-07', '08:00'],
    ]);
    expect(duties.map((d) => `${d.departure}-${d.arrival}`)).toEqual(['MCT-MXP', 'MXP-MCT', 'MCT-DXB']);
  });

  it("keeps a date after the flight as a period's start without a year or a second airport", () => {
    // Not surely the leg's own date: a period ("EFFECTIVE APR04") or a line cut short.
    for (const line of ['WY141 05APR MCT 02:05 MXP 07:05', 'LH400 05APR2019 FRA 10:00']) {
      const row = readRow(textToRows(line)[0] as Row, 'dmy');
      expect([line, row.date]).toEqual([line, undefined]);
      expect(row.headerDate?.day).toBe(5);
    }
  });

  it('keeps day numbers when a whole date stands after the arrival (its date, or a change stamp)', () => {
    const dated = (lines: string[]) =>
      readRoster(lines.join('\n'), { uploadDate: new Date('2026-03-01T12:00:00Z') }).duties.map(
        (d) => `${d.title} ${(d.start as { date: string }).date}`,
      );
    expect(
      dated(['March 2026', '04 LH402 FRA 10:00 MUC 11:00', '12 LH400 FRA 22:00 JFK 01:00 13Mar2026']),
    ).toEqual(['LH402 2026-03-04', 'LH400 2026-03-12']);
    expect(
      dated([
        'March 2026',
        '05 LH400 FRA 10:00 JFK 18:00 CHG 01Mar2026',
        '06 LH401 JFK 20:00 FRA 08:00',
        '09 LH404 FRA 09:00 MUC 10:00',
      ]),
    ).toEqual(['LH400 2026-03-05', 'LH401 2026-03-06', 'LH404 2026-03-09']);
  });

  it('reads an airline designator that is also an airport code, with a separated suffix letter', () => {
    const text = [
      'Individual duty plan for XXX DOE, JOHN NetLine/Crew(COR)',
      'Period: 14Sep26 - 30Sep26',
      'Tue29 C/I HER 1100',
      'CXI 2210 HER 1200 1420 GRZ 738M',
      'CXI 22 P GRZ 1510 1605 DRS 738M',
      'CXI 449 DRS 1655 1955 HER 738M',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-09-10T12:00:00Z') });
    const legs = duties.filter((d) => d.departure !== d.arrival);
    expect(legs.map((d) => [d.title, d.departure, d.arrival])).toEqual([
      ['CXI2210', 'HER', 'GRZ'],
      ['CXI22P', 'GRZ', 'DRS'],
      ['CXI449', 'DRS', 'HER'],
    ]);
  });

  it('reads a day glued to a flight number in a trip from and back to its base as local times', () => {
    const text = [
      'SLC   PILOT 220         *** ROTATION OPER',
      '0613     POS-A        EFFECTIVE APR12         CHECK IN AT 16.15',
      'TRIP DATES                    12APR - 13APR',
      '12OO3895 SLC 1726 IDA.1817 0.51 0.07',
      '13  1DL2335   IDA0537   SLC.0636   0.59BL',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-04-01T12:00:00Z') });
    expect(duties.map((d) => [d.title, d.start])).toEqual([
      ['Report', { date: '2026-04-12', time: '16:15', zone: { kind: 'airport', iata: 'SLC' } }],
      ['OO3895', { date: '2026-04-12', time: '17:26', zone: { kind: 'airport', iata: 'SLC' } }],
      ['DL2335', { date: '2026-04-13', time: '05:37', zone: { kind: 'airport', iata: 'IDA' } }],
    ]);
  });

  it("reads a layover line as a hotel between the leg into its station and the next, and BL-marked legs as the crew's airline", () => {
    const text = [
      '0233     POS-A        EFFECTIVE APR04         CHECK IN AT 19.40',
      'TRIP DATES                    04APR - 06APR',
      '04  4DL1272   SLC2032   SJC.2134   2.02BL',
      '05  5DL1254   SJC1331   SLC.1619   1.48BL',
      '05  5DL2855   SLC1748   CLE.2306   3.18BL',
      'SJC 14.31/HILTON SAN JOSE',
      '06  69E5045   CLE1349   LGA.1512   1.23',
      'CLE 13.03/DRURY PLAZA DOWNTOWN',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-04-01T12:00:00Z') });
    const hotels = duties.filter((d) => d.type === T.hotel);
    expect(hotels.map((d) => [d.departure, d.title, d.start, d.end])).toEqual([
      [
        'SJC',
        'HILTON SAN JOSE',
        { date: '2026-04-04', time: '21:34', zone: { kind: 'airport', iata: 'SJC' } },
        { date: '2026-04-05', time: '13:31', zone: { kind: 'airport', iata: 'SJC' } },
      ],
      [
        'CLE',
        'DRURY PLAZA DOWNTOWN',
        { date: '2026-04-05', time: '23:06', zone: { kind: 'airport', iata: 'CLE' } },
        { date: '2026-04-06', time: '13:49', zone: { kind: 'airport', iata: 'CLE' } },
      ],
    ]);
    // Three BL-marked legs of DL: the unmarked 9E leg is a deadhead.
    expect(duties.find((d) => d.title === '9E5045')?.type).toBe(T.positioning);
  });

  it('takes one BL-marked leg as enough to tell the crew airline from a deadhead carrier', () => {
    const text = [
      '0613     POS-A        EFFECTIVE APR12         CHECK IN AT 16.15',
      '12OO3895 SLC 1726 IDA.1817 0.51 0.07',
      'IDA 10.31/HOLIDAY INN & SUITES IDAHO FALLS',
      '13  1DL2335   IDA0537   SLC.0636   0.59BL',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-04-01T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.departure])).toEqual([
      [T.report, 'SLC'],
      [T.positioning, 'SLC'],
      [T.hotel, 'IDA'],
      [T.flight, 'IDA'],
    ]);
  });

  it('reads activities named in words, with a bracketed note, a time range and a day offset printed apart', () => {
    const text = [
      'Sun, 4th May 2025 (Local time)',
      'Off (FR)        18:45 - 18:45 +1     VCP',
      'Apresentação      06:10 - 06:10      VCP',
      'Reserva (SEA)     06:10 - 11:30      VCP',
      'Release        11:30 - 11:30       VCP',
      'Tue, 6th May 2025 (Local time)',
      'AD4484 21:30 - 22:42       VCP - CNF',
      'Release         22:42 - 23:12       CNF',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2025-05-13T12:00:00Z') });
    const vcp = { kind: 'airport', iata: 'VCP' };
    expect(duties.map((d) => [d.type, d.title, d.start, d.end])).toEqual([
      [
        T.dayOff,
        'Off (FR)',
        { date: '2025-05-04', time: '18:45', zone: vcp },
        { date: '2025-05-05', time: '18:45', zone: vcp },
      ],
      [
        T.report,
        'Apresentação',
        { date: '2025-05-04', time: '06:10', zone: vcp },
        { date: '2025-05-04', time: '06:10', zone: vcp },
      ],
      // "(SEA)" is the reserve's note, not Seattle.
      [
        T.standby,
        'Reserva (SEA)',
        { date: '2025-05-04', time: '06:10', zone: vcp },
        { date: '2025-05-04', time: '11:30', zone: vcp },
      ],
      // A release two days before the next legs is not closed by them.
      [
        T.debrief,
        'Debrief',
        { date: '2025-05-04', time: '11:30', zone: vcp },
        { date: '2025-05-04', time: '11:30', zone: vcp },
      ],
      [
        T.flight,
        'AD4484',
        { date: '2025-05-06', time: '21:30', zone: vcp },
        { date: '2025-05-06', time: '22:42', zone: { kind: 'airport', iata: 'CNF' } },
      ],
      // A release printed as a range: from the last leg's arrival to its second time.
      [
        T.debrief,
        'Debrief',
        { date: '2025-05-06', time: '22:42', zone: { kind: 'airport', iata: 'CNF' } },
        { date: '2025-05-06', time: '23:12', zone: { kind: 'airport', iata: 'CNF' } },
      ],
    ]);
  });

  it('reads a hotel transfer named in words as ground transport, and the hotel after it at the station before', () => {
    const text = [
      'All times are in UTC time zone',
      'Fri, 7 Aug 2026',
      'Check-in    12:00               AYT',
      'Release     16:00               KZR',
      'Transport   16:00  16:45        KUTAHYA VTR',
      'Hotel       16:45  11:30        IKBAL THERMAL HOTEL AND SPA HOTEL',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-08-01T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.title])).toEqual([
      [T.report, 'Report'],
      [T.debrief, 'Debrief'],
      [T.transport, 'Transport'],
      [T.hotel, 'Hotel KZR'],
    ]);
  });

  it('keeps a mixed-case word that names no duty, or has no time after it, as a remark', () => {
    const text = ['Sun, 4th May 2025', 'Meeting point lobby 06:10 VCP', 'Off duty all day'].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2025-05-13T12:00:00Z') });
    expect(duties.filter((d) => d.type === T.dayOff || d.type === T.office)).toEqual([]);
  });

  it("reads the same page as a PDF extractor prints it: the ordinal after '(Local time)', one activity a line", () => {
    const text = [
      'Wed, 30  April 2025 (Local time)th',
      'Off (FR) 18:45 - 18:45 +1 VCP',
      'Wed, 7 May 2025 (Local time)th',
      'Reserva (SBATZ) 14:00 - 20:45 CNF',
      'AD4438 21:34 - 00:29 +1 CNF - BEL CA Flight Time: 02:55',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2025-05-13T12:00:00Z') });
    expect(duties.map((d) => [d.type, typeof d.start === 'number' ? d.start : d.start.date])).toEqual([
      [T.dayOff, '2025-04-30'],
      [T.standby, '2025-05-07'],
      [T.flight, '2025-05-07'],
    ]);
  });
});

describe('a NetLine/Crew duty plan read as text (three bands joined, a deadhead tag before the airline)', () => {
  const text = [
    'Individual duty plan for NAME CP DOE J NetLine/Crew(PGA) printed by CREWLINK 19Jun26 08:58 Page 1',
    'Period: 19Jun26 - 31Jul26',
    'date H duty R dep arr AC info date H duty R dep arr AC info date H duty R dep arr AC info',
    'Thu25 GAB1 R LIS 0830 1200',
    'GAB2 LIS 1300 1630 [FT 00:00]',
    'CLTC',
    'Thu02 DH/TP 574 LIS 1710 2020 FRA [FT 00:00]',
    'H2 FRA',
    'Fri03 E90-FRA-1 FRA 1700 2100 E90 [FT 00:00]',
    'Wed15 DH/LH 1168 FRA 1120 1435 LIS [FT 00:00]',
    'Fri17 W_OFF LIS 0610 0610',
  ].join('\n');
  const { duties } = readRoster(text, { uploadDate: new Date('2026-06-19T12:00:00Z') });
  const read = duties
    .filter((d) => d.type !== T.hotel)
    .map((d) => [d.title, d.type, typeof d.start === 'number' ? d.start : d.start.date + ' ' + d.start.time]);

  it("reads a deadhead tag before the flight's airline as a deadhead on that airline's flight", () => {
    expect(read.filter(([, type]) => type === T.positioning)).toEqual([
      ['TP574', T.positioning, '2026-07-02 17:10'],
      ['LH1168', T.positioning, '2026-07-15 11:20'],
    ]);
  });

  it("reads a day's second session, undated, with its station and times, but not a note alone", () => {
    expect(read.filter(([title]) => /^GAB|CLTC/.test(title as string))).toEqual([
      ['GAB1', T.office, '2026-06-25 08:30'],
      ['GAB2', T.office, '2026-06-25 13:00'],
    ]);
  });

  it("takes no columns from a header said three times over (its words stand over no line's words)", () => {
    // Under the header's positions, 'R' (a column of its own) would put 08:30 under 'R' and 12:00 under 'dep'.
    expect(read.find(([title]) => title === 'GAB1')?.[2]).toBe('2026-06-25 08:30');
    expect(read.filter(([title]) => title === 'E90-FRA-1' || title === 'W_OFF')).toEqual([
      ['E90-FRA-1', T.simulator, '2026-07-03 17:00'],
      ['W_OFF', T.dayOff, '2026-07-17 06:10'],
    ]);
  });
});

describe("an AIMS report's tables after its roster (crew lists, expiry dates)", () => {
  const text = [
    'AIR ASTANA\tPersonal Crew Schedule Report\t',
    '01/10/2026 - 31/10/2026 (All times in Local Station)',
    'Date\tDuty\tReport\tFrom\tSTD\tTo\tSTA\tA/C\tRelease\t',
    '02/10/2026\t187\t19:10\tALA\t20:40\tCAN\t05:35 +1\t763\t06:05 +1\t',
    'Other Crew',
    'Date\tDuty\tDetails\t',
    '02/10/2026\t187\tCP - PIC - 0001 - DOE JOHN | FO - 00001 - CREW AA\t',
    'Expiry Dates',
    'Code\tDescription\tExpiry Date\t',
    'ETOPS\tFD ETOPS Training\t29/02/2024\t',
    'LDG45\tFD Landing 45D Rec\t19/10/2026\t',
  ].join('\n');
  const { duties, skipped } = readRoster(text, { uploadDate: new Date('2026-09-17T12:00:00Z') });

  it("reads a duty without a station on the clock of the crew's home (where its legs leave from)", () => {
    const { duties: read } = readRoster(
      [
        '01/10/2026 - 31/10/2026 (All times in Local Station)',
        'Date\tDuty\tReport\tFrom\tSTD\tTo\tSTA\tA/C\tRelease\t',
        '01/10/2026\tHOMS\t\t\t09:00\t\t21:00\t\t\t',
        '02/10/2026\t187\t19:10\tALA\t20:40\tCAN\t05:35 +1\t763\t06:05 +1\t',
        '04/10/2026\t188\t05:50\tCAN\t06:50\tALA\t10:25\t763\t10:55\t',
      ].join('\n'),
      { uploadDate: new Date('2026-09-17T12:00:00Z') },
    );
    expect(read.find((d) => d.title === 'HOMS')?.start).toEqual({
      date: '2026-10-01',
      time: '09:00',
      zone: { kind: 'airport', iata: 'ALA' },
    });
  });

  it('reads the leg, and no duty of a crew list by flight, an expiry date or a title naming a report', () => {
    expect(duties.filter((d) => d.type === T.flight).map((d) => [d.title, d.departure, d.arrival])).toEqual([
      ['187', 'ALA', 'CAN'],
    ]);
    expect(duties.map((d) => d.title)).not.toContain('FD Landing 45D Rec');
    expect(duties.filter((d) => /CREW|ETOPS|LDG|Personal/i.test(`${d.title} ${d.subtitle ?? ''}`))).toEqual(
      [],
    );
    expect(skipped.map((s) => s.reason)).toEqual(
      expect.arrayContaining([
        'a flight number without airports and times',
        'a document or check with its expiry date',
      ]),
    );
  });
});

describe("an American Airlines host's trip displays (scheduled and actual lines, days under a 'DT' column)", () => {
  const display = (seq: string, legs: string[], totals: string[]) => [
    `SEQ ${seq}       BASE ORD  SEL  502         DOM E75`,
    'CAPT DOE JD                 EMP NBR 100001',
    '    DT EQ  FLT STA DEP    STA ARR  AC FLY    GTR  GRD     ACT',
    ...legs,
    ...totals,
  ];
  const text = [
    ...display(
      '18080',
      [
        'SKD 11 54 3383 ORD 1705 BNA 1848    1.43        0.45',
        'ACT 11 54 3383 ORD 1702 BNA 1837    1.35   1.43 0.48',
        'SKD 14 0F 3803 DFW 1633 SGF 1804 25 1.31MQ      1.49',
        'ACT 14 XX 3803 DFW 1703 SGF 1823 25 0.00MQ      1.31',
      ],
      [
        'D/P GTR  5.28        P/C  0.00  TL  5.28',
        'SKD ONDUTY  8.13 ODL  17.12',
        'ACT ONDUTY  8.06 ODL  17.19',
        'FDPT  7.51         START  1620  END  0011  ACC STA  ORD',
      ],
    ),
    '',
    // The next display, pasted after, flies earlier in the month.
    ...display(
      '21649',
      ['SKD 06 0F 3453 ORD 0930 PVD 1301    2.31'],
      ['SEQ GTR 14.06        P/C  1.31  TL 15.37'],
    ),
  ].join('\n');
  const { duties } = readRoster(text, { uploadDate: new Date('2026-07-20T12:00:00Z') });
  const legs = duties
    .filter((d) => d.type === T.flight || d.type === T.positioning)
    .map((d) => [d.title, d.type, d.departure, d.arrival, d.start]);

  it('reads each scheduled leg once on its day, local at its stations, the block with a carrier a deadhead', () => {
    const at = (date: string, time: string, iata: string) => ({
      date,
      time,
      zone: { kind: 'airport', iata },
    });
    expect(legs).toEqual([
      ['3383', T.flight, 'ORD', 'BNA', at('2026-07-11', '17:05', 'ORD')],
      ['3803', T.positioning, 'DFW', 'SGF', at('2026-07-14', '16:33', 'DFW')],
      // Placed afresh by the upload date: 6 July, not 6 August after the 14th.
      ['3453', T.flight, 'ORD', 'PVD', at('2026-07-06', '09:30', 'ORD')],
    ]);
  });

  it("reads the displays' figure lines as no duties and their dotted figures as no dates", () => {
    expect(duties.filter((d) => d.type !== T.flight && d.type !== T.positioning)).toEqual([]);
  });
});

describe('lines that stay what they were', () => {
  const read = (lines: string[]) =>
    readRoster(lines.join('\n'), { uploadDate: new Date('2026-07-01T12:00:00Z') }).duties.map((d) => [
      d.title,
      d.type,
    ]);

  it('keeps a report code without its time an all-day duty, and a second line of another code no session', () => {
    expect(
      read(['01/07/2026 BRIEFING Annual safety briefing', '02/07/2026 OFF']).map(([, type]) => type),
    ).toEqual([T.report, T.dayOff]);
    const day = read(['03/07/2026 GAB1 LIS 0830 1200', 'MEAL LIS 1200 1230', 'GAB2 LIS 1300 1600']);
    expect(day.map(([title]) => title)).toEqual(['GAB1', 'GAB2']);
  });

  it('reads a route joined by dashes as no duty code', () => {
    expect(read(['03JUL26 LIS-OPO-LIS 0700 1500']).map(([title]) => title)).not.toContain('LIS-OPO-LIS');
  });
});

describe("the trip displays' rules on other rosters (a review's probes)", () => {
  const read = (lines: string[], upload = '2026-07-20') =>
    readRoster(lines.join('\n'), { uploadDate: new Date(`${upload}T12:00:00Z`) }).duties;
  const display = (legs: string[]) => [
    'SEQ 1       BASE ORD',
    '    DT EQ  FLT STA DEP    STA ARR  AC FLY',
    ...legs,
  ];

  it('reads hours marked HS or HR after a block as hours, not a carrier the leg is ridden on', () => {
    expect(read(['12/07/2026 AR1302 AEP COR 0900 1030 1:30HS']).map((d) => d.type)).toEqual([T.flight]);
  });

  it("goes on into the next month across a display's header said again when that is nearer the upload", () => {
    const days = read(
      [
        ...display(['SKD 30 54 3383 ORD 1705 BNA 1848    1.43', 'SKD 31 54 3384 BNA 1933 ORD 2130    1.57']),
        '',
        ...display(['SKD 01 54 3385 ORD 1705 BNA 1848    1.43']),
      ],
      '2026-07-29',
    ).map((d) => (typeof d.start === 'number' ? d.start : d.start.date));
    expect(days).toEqual(['2026-07-30', '2026-07-31', '2026-08-01']);
  });

  it('keeps both legs of a round trip printed only as actual lines, one flight number', () => {
    const legs = read(
      display(['ACT 11 54 3383 ORD 1702 BNA 1837    1.35', 'ACT 11 54 3383 BNA 1925 ORD 2115    1.50']),
    );
    expect(legs.map((d) => [d.departure, d.arrival])).toEqual([
      ['ORD', 'BNA'],
      ['BNA', 'ORD'],
    ]);
  });

  it("reads a legend's report line as no duty", () => {
    expect(read(['12/07/2026 OFF', 'RPT   Report time']).map((d) => d.title)).toEqual(['OFF']);
  });

  it("reads a station-less standby on a local roster at its first leg's departure, not where most legs leave", () => {
    const sby = read([
      'All times local',
      '10/07/2026 SBY 0600 1800',
      '11/07/2026 BA117 LHR JFK 0900 1200',
      '12/07/2026 BA118 JFK BOS 0900 1000',
      '13/07/2026 BA119 BOS JFK 0900 1000',
      '14/07/2026 BA120 JFK LHR 1900 0700',
    ]).find((d) => d.title === 'SBY');
    expect(sby?.start).toEqual({ date: '2026-07-10', time: '06:00', zone: { kind: 'airport', iata: 'LHR' } });
  });
});

describe('a pairing copied as text (FLICA-like layouts)', () => {
  it("gives no roles by a tab-separated header whose cells name no columns, though its words do ('C FLTNO')", () => {
    // A PDF's header cut where its columns are: where its words stand says nothing of the cells below.
    const text = [
      'DY DD DH\tC FLTNO\tDPS-ARS DEPL\tARRL\tBLKT GRNT',
      'FR 13\t* 3066\tMCO-DTW 0848\t1138\t0250 0228',
      'FR 13\t1802\tDTW-LGA 1406\t1549\t0143',
    ];
    const [row] = textToRows(text.join('\n'));
    expect(row?.cells.filter((c) => c.role)).toEqual([]);
    const leg = readRoster(text.join('\n'), { uploadDate: new Date('2026-02-12T12:00:00Z') }).duties[0];
    expect(leg?.title).toBe('3066');
    expect([leg?.start, leg?.end].map((s) => (typeof s === 'number' ? s : s?.time))).toEqual([
      '08:48',
      '11:38',
    ]);
  });

  it('reads weekday-day lines, a flight number before a sector and not the code after the times', () => {
    const text = [
      'L7G13 : 12AUG  ONLY ON WED  BSE REPT: 1019L',
      'WE 12  4442 LGA-RIC 1059 1226 0127 0044 A21',
      'WE 12  4442 RIC-LGA 1310 1426 0116 A21',
      'D-END: 1441L',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-08-12T12:00:00Z') });
    const legs = duties.filter((d) => d.type === T.flight);
    expect(legs.map((d) => [d.title, d.departure, d.arrival, d.start])).toEqual([
      ['4442', 'LGA', 'RIC', { date: '2026-08-12', time: '10:59', zone: { kind: 'airport', iata: 'LGA' } }],
      ['4442', 'RIC', 'LGA', { date: '2026-08-12', time: '13:10', zone: { kind: 'airport', iata: 'RIC' } }],
    ]);
  });

  it('reads a table copied as tab-separated text by its header cells, with the zone its columns name', () => {
    const text = [
      'DY\tDD\tDH\tC\tFLTNO\tDPS-ARS\tDEPL\tARRL\tBLKT\tGRNT\tOA',
      'TU\t18\t \t*\t4393\tLGA-DCA\t0603\t0727\t 0124\t0108\t121',
      'TU\t18\t \t \t4776\tDCA-STL\t0835\t0957\t 0222\t \t111',
      ' \tD-END: 1012L REPT: 0515L\tSHERATON WESTPORT CHALET\t(314)878-1500',
      'WE\t19\t \t*\t4669\tSTL-LGA\t0600\t0929\t 0229\t0221\tA16',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-08-18T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.flight, '4393', 'LGA', 'DCA'],
      [T.flight, '4776', 'DCA', 'STL'],
      [T.hotel, 'Hotel STL', 'STL', 'STL'],
      [T.flight, '4669', 'STL', 'LGA'],
    ]);
    expect(duties[3]?.start).toEqual({
      date: '2026-08-19',
      time: '06:00',
      zone: { kind: 'airport', iata: 'STL' },
    });
    // The header line is no row; the first row's tokens take the roles of the cells they stand in.
    const [first, second] = textToRows(text).map((r) =>
      r.cells.map((c) => [c.text, c.role ?? '', c.zone ?? '']),
    );
    expect(first?.slice(0, 2)).toEqual([
      ['TU', 'date', ''],
      ['18', 'date', ''],
    ]);
    expect(first?.slice(3, 7)).toEqual([
      ['4393', 'flight', ''],
      ['LGA-DCA', '', ''],
      ['0603', 'dep', 'local'],
      ['0727', 'arr', 'local'],
    ]);
    expect(second?.[0]?.[1]).toBe('date');
  });

  it('takes no word of a hotel name for its station ("DRURY INN": INN is also an airport)', () => {
    const text = [
      'WE 19 4349 LGA-ATL 1150 1430',
      'D-END: 1445L REPT: 0524L DRURY INN & SUITES ATLANT',
      'TH 20 4809 ATL-LGA 0609 0825',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-08-18T12:00:00Z') });
    expect(duties.find((d) => d.type === T.hotel)?.departure).toBe('ATL');
  });

  it('reads a mark under a deadhead column and a duty code where the flight number stands', () => {
    const text = [
      'Thursday 02-09-2017    Report: 05:05    Release: 12:15',
      '    Flight  Tail    Org  Dest Dep    Arr    Pax Block  Credit D/PU Dhd Turn ',
      ' 7. 5528    N854AS  ATL  TRI  08:23  09:21  12  0:58   1:08            0:27 ',
      ' 8. 1680            TRI  ATL  09:48  10:44  0   0:00   1:19        D        ',
      ' 9. SBY             ATL  ATL  11:45  12:15  0   0:00   0:00        N        ',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2017-02-07T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.flight, '5528', 'ATL', 'TRI'],
      [T.positioning, '1680', 'TRI', 'ATL'],
      [T.standby, 'SBY', 'ATL', 'ATL'],
    ]);
    // The "Tuesday 02-07-2017" of its weekday: month first. TRI has no zone in the reference: its neighbours' is used.
    expect(duties[1]?.start).toEqual({
      date: '2017-02-09',
      time: '09:48',
      zone: { kind: 'iana', name: 'America/New_York' },
    });
  });

  it("reads a layover's dotted length as its length (not a title, nor a date) and two hotel lines between the same legs as one stay", () => {
    // Saudia's monthly line (api/test/roster-corpus/saudia-line): "26.10" is 26 h 10 min at TUN, not 26 October.
    for (const [line, minutes] of [
      ['LAYOVER MAD 50.40', 3040],
      ['LAYOVER TUN 26.10', 1570],
    ] as const) {
      const [row] = textToRows(line);
      const f = readRow(row as Row, 'dmy');
      expect([f.durations, f.remarks, f.headerDate]).toEqual([[minutes], [], undefined]);
    }
    const skywest = [
      'Thursday 07-02-2026    Report: 15:14    Release: 00:02/03',
      '    Flight  Tail    Org  Dest Dep    Arr    Pax Block  Credit D/PU Dhd Turn ',
      ' 3. 5059    N961SW  DEN  EAR  20:56  23:47  44  1:51   1:51                 ',
      'Hotel: Crowne Plaza Kearney   Layover: 12:40',
      'Friday 07-03-2026    Report: 12:42    Release: 23:52',
      ' 4. CXL             EAR  EAR  12:42  12:42  0   0:00   0:00        N        ',
      'Hotel: TBD   Layover: 7:08',
      ' 5. 6075    N218PS  EAR  ORD  19:50  23:08  34  3:18   3:18            0:44 ',
    ].join('\n');
    const hotels = readRoster(skywest, { uploadDate: new Date('2026-06-25T12:00:00Z') }).duties.filter(
      (d) => d.type === T.hotel,
    );
    expect(hotels.map((d) => d.departure)).toEqual(['EAR']);
  });

  it("reads the number opening a line before two times and a sector as the leg's flight, four digits only beside shorter ones", () => {
    // CrewAccess duty lines (api/test/roster-corpus/crewaccess-ics): "1741" is no time of the leg, "-" no remark.
    const lines = [
      '150         15:22  18:57        AYT - STR    CCM',
      '1741        20:20  23:44        STR - EZS    CCM',
    ];
    const rows = textToRows(lines.join('\n'));
    const hints = layoutHints(rows);
    const read = rows.map((row) => readRow(row, 'dmy', hints));
    expect(
      read.map((f) => [
        f.flights.map((x) => x.code),
        f.times.map((t) => t.time),
        f.airports.slice(0, 2),
        f.remarks,
      ]),
    ).toEqual([
      [['150'], ['15:22', '18:57'], ['AYT', 'STR'], []],
      [['1741'], ['20:20', '23:44'], ['STR', 'EZS'], []],
    ]);
    // Without such a line, four digits before two times are a report time, not a flight.
    const alone = textToRows('0545 06:45 08:30 AMS - LHR');
    const f = readRow(alone[0] as Row, 'dmy', layoutHints(alone));
    expect(f.flights).toEqual([]);
  });

  it("reads a zone abbreviation after each time as the time's zone, not an airport, on a roster that prints one after its times", () => {
    // CrewHub calendar text (api/test/roster-corpus/crewhub-byo): MST and PDT are also airports (Maastricht,
    // Pendleton).
    const text = [
      'Thu Sep 10',
      'Report 15:05 MST',
      '2327 PHX 16:05 MST   LAX 17:30 PDT',
      '4647 OAK 21:25 PDT PHX 00:33 MST',
    ].join('\n');
    const rows = textToRows(text);
    expect(layoutHints(rows).zoneAbbreviations).toBe(true);
    const f = readRow(rows[2] as Row, 'dmy', layoutHints(rows));
    expect([f.airports, f.times]).toEqual([
      ['PHX', 'LAX'],
      [
        { time: '16:05', shift: 0, zone: 'local', abbr: 'MST' },
        { time: '17:30', shift: 0, zone: 'local', abbr: 'PDT' },
      ],
    ]);
    const { duties } = readRoster(text, { uploadDate: new Date('2026-08-30T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.departure, d.arrival, d.start, d.end])).toEqual([
      [
        T.report,
        'PHX',
        'PHX',
        { date: '2026-09-10', time: '15:05', zone: { kind: 'airport', iata: 'PHX' } },
        { date: '2026-09-10', time: '16:05', zone: { kind: 'airport', iata: 'PHX' } },
      ],
      [
        T.flight,
        'PHX',
        'LAX',
        { date: '2026-09-10', time: '16:05', zone: { kind: 'airport', iata: 'PHX' } },
        { date: '2026-09-10', time: '17:30', zone: { kind: 'airport', iata: 'LAX' } },
      ],
      [
        T.flight,
        'OAK',
        'PHX',
        { date: '2026-09-10', time: '21:25', zone: { kind: 'airport', iata: 'OAK' } },
        { date: '2026-09-10', time: '00:33', zone: { kind: 'airport', iata: 'PHX' } },
      ],
    ]);
    // A time whose airport is on another clock keeps the abbreviation's (MST at Denver in summer: UTC-7).
    const denver = readRoster('Thu Sep 10\n100 DEN 08:00 MST PHX 09:00 MST', {
      uploadDate: new Date('2026-08-30T12:00:00Z'),
    }).duties;
    expect(denver[0]?.start).toEqual({
      date: '2026-09-10',
      time: '08:00',
      zone: { kind: 'iana', name: 'Etc/GMT+7' },
    });
  });

  it('reads an abbreviation that is an airport as the airport unless the roster prints one after its times', () => {
    // One time followed by HKT (Phuket) is a leg to Phuket; CEST names no airport, so is a zone anywhere.
    const rows = textToRows('15Jul 940 BKK 1400 HKT 1530\n16Jul 941 HKT 0900 CEST BKK 1030');
    const hints = layoutHints(rows);
    expect(hints.zoneAbbreviations).toBeUndefined();
    const [leg, back] = rows.map((r) => readRow(r, 'dmy', hints));
    expect(leg?.airports).toEqual(['BKK', 'HKT']);
    expect(back?.airports).toEqual(['HKT', 'BKK']);
    expect(back?.times[0]).toEqual({ time: '09:00', shift: 0, zone: 'local', abbr: 'CEST' });
  });

  it('reads lines that end in a backslash (escaped text pasted as it is) as the lines without it', () => {
    const text = [
      'Fri Aug 21\\',
      'Report 15:40 MST\\',
      '3445 PHX 18:27 MST SDF 00:53 EDT\\',
      '4898 SDF 16:45 EDT LAS 17:38 PDT \\',
      'Notes: C:\\CREW\\ kept',
    ].join('\n');
    const rows = textToRows(text);
    expect(rows.map((r) => r.cells.at(-1)?.text)).toEqual(['21', 'MST', 'EDT', 'PDT', 'kept']);
    expect(rows[4]?.cells[1]?.text).toBe('C:\\CREW\\');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-08-21T12:00:00Z') });
    expect(
      duties.filter((d) => d.type === T.flight).map((d) => [d.title, d.departure, d.arrival, d.start]),
    ).toEqual([
      ['3445', 'PHX', 'SDF', { date: '2026-08-21', time: '18:27', zone: { kind: 'airport', iata: 'PHX' } }],
      ['4898', 'SDF', 'LAS', { date: '2026-08-21', time: '16:45', zone: { kind: 'airport', iata: 'SDF' } }],
    ]);
  });
});

describe('a month calendar copied as text', () => {
  it('dates the rows after a calendar of the month (31 January to 1 March) by their own days, not its last', () => {
    const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
    const calendar = Array.from({ length: 30 }, (_, k) => {
      const at = new Date(Date.UTC(2026, 0, 31 + k));
      return `${WEEKDAYS[at.getUTCDay()]} ${String(at.getUTCDate()).padStart(2, '0')}${k === 6 ? ' SIC' : ''}`;
    });
    // A print stamp before it is no date of theirs either: 'SU 01' after 12 February is 1 February.
    const text = [
      'Last Updated Feb 12, 2026',
      ...calendar,
      'SU 01 460 MCO 0559 SJU 0940',
      'SU 08 284 MCO 1055 STT 1435',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-02-12T12:00:00Z') });
    expect(duties.map((d) => [d.title, typeof d.start === 'number' ? d.start : d.start.date])).toEqual([
      ['SIC', '2026-02-06'],
      ['460', '2026-02-01'],
      ['284', '2026-02-08'],
    ]);
  });

  it('reads a month and its year alone on a line as the period of the bare days under it (a month calendar)', () => {
    const [row] = textToRows('February 2026');
    expect(readRow(row as Row, 'dmy').headerDate).toEqual({ day: 1, month: 2, year: 2026, wholeMonth: true });
    // A crew portal's month calendar copied as text: the month, the weekdays, then each day's number and its cells.
    const text = ['Feb 2026', 'Sunday', 'Monday', '01', 'DO', '02', 'SBY', '03', 'DO'].join('\n');
    const duties = readRoster(text, { uploadDate: new Date('2026-02-26T12:00:00Z') }).duties;
    expect(duties.map((d) => [d.nonFlyCode, typeof d.start === 'number' ? d.start : d.start.date])).toEqual([
      ['DO', '2026-02-01'],
      ['SBY', '2026-02-02'],
      ['DO', '2026-02-03'],
    ]);
    // More than a month and a year on the line is no period.
    expect(readRow(textToRows('Feb 2026 total')[0] as Row, 'dmy').headerDate).toBeUndefined();
  });

  it('reads RESERVE as a standby code and ATDO as a day off', () => {
    // The month header of the calendar counts them so ('DO9 RESERVE2': 8 DO and 1 ATDO, 2 RESERVE).
    const text = ['Feb 2026', '13', 'ATDO', '14', 'DO', '22', 'RESERVE'].join('\n');
    const duties = readRoster(text, { uploadDate: new Date('2026-02-26T12:00:00Z') }).duties;
    expect(duties.map((d) => [d.nonFlyCode, d.type])).toEqual([
      ['ATDO', T.dayOff],
      ['DO', T.dayOff],
      ['RESERVE', T.standby],
    ]);
  });

  it("reads a cell's flight number glued to its departure airport, then both stations' local times", () => {
    // The arrivals print earlier than the departures on the same day: local times (ICN UTC+9, SEA and YVR UTC-8;
    // the block times read local fit the distances, as UTC they do not).
    const text = ['Feb 2026', '04', 'KE041ICN 16:07 - SEA 09:10', '18', 'KE071ICN 18:46 - YVR 11:22'].join(
      '\n',
    );
    const duties = readRoster(text, { uploadDate: new Date('2026-02-26T12:00:00Z') }).duties;
    expect(
      duties.map((d) => [d.type, d.title, d.departure, d.arrival, d.start, d.end, d.additional]),
    ).toEqual([
      [
        T.flight,
        'KE41',
        'ICN',
        'SEA',
        { date: '2026-02-04', time: '16:07', zone: { kind: 'airport', iata: 'ICN' } },
        { date: '2026-02-04', time: '09:10', zone: { kind: 'airport', iata: 'SEA' } },
        null,
      ],
      [
        T.flight,
        'KE71',
        'ICN',
        'YVR',
        { date: '2026-02-18', time: '18:46', zone: { kind: 'airport', iata: 'ICN' } },
        { date: '2026-02-18', time: '11:22', zone: { kind: 'airport', iata: 'YVR' } },
        null,
      ],
    ]);
  });

  it('reads the layover marked on each day between two legs ("LOSEA") as one hotel stay', () => {
    const text = [
      'Feb 2026',
      '04',
      'KE041ICN 16:07 - SEA 09:10',
      'LOSEA',
      '05',
      'LOSEA',
      'KE042SEA 11:45 - ICN',
      '06',
      'KE042SEA - ICN 16:17',
    ].join('\n');
    const duties = readRoster(text, { uploadDate: new Date('2026-02-26T12:00:00Z') }).duties;
    const legs = duties.filter((d) => d.type === T.flight);
    const stays = duties.filter((d) => d.type === T.layover || d.type === T.hotel);
    expect(legs.map((d) => d.title)).toEqual(['KE41', 'KE42']);
    expect(stays.map((d) => [d.departure, d.start, d.end])).toEqual([['SEA', legs[0]?.end, legs[1]?.start]]);
  });

  it("reads no flight from a bare FLY duty code when the roster's legs are read from their own rows", () => {
    // The month's totals ('FLY 80:03') and a report copied one table cell per line below the calendar, whose crew
    // rows print each crew member's Duty ('FLY'): the calendar's legs are the flights.
    const text = [
      'Feb 2026',
      '04',
      'KE041ICN 16:07 - SEA 09:10',
      '18',
      'KE071ICN 18:46 - YVR 11:22',
      'FLY 80:03 TVL 00:00',
      'Flight/Activity',
      'KE041',
      'ICN',
      '2026-02-04 16:07',
      'SEA',
      '2026-02-04 09:10',
      '781',
      'CAP',
      'FLY',
      'P1',
    ].join('\n');
    const duties = readRoster(text, { uploadDate: new Date('2026-02-26T12:00:00Z') }).duties;
    expect(duties.filter((d) => d.type === T.flight).map((d) => d.title)).toEqual(['KE41', 'KE71']);
    // With a route of its own, the code's row stays a duty.
    const routed = readRoster(`${text}\n05\nFLT ICN 07:00 - NRT 09:20`, {
      uploadDate: new Date('2026-02-26T12:00:00Z'),
    }).duties;
    expect(routed.filter((d) => d.type === T.flight).map((d) => [d.title, d.departure, d.arrival])).toEqual([
      ['KE41', 'ICN', 'SEA'],
      ['KE71', 'ICN', 'YVR'],
      ['FLT', 'ICN', 'NRT'],
    ]);
    // Without legs, a day's FLY is what the roster says of that day.
    const alone = readRoster('04Feb2026 FLY', { uploadDate: new Date('2026-02-26T12:00:00Z') }).duties;
    expect(alone.map((d) => [d.type, d.title])).toEqual([[T.flight, 'FLY']]);
  });
});

describe('crew position words', () => {
  const upload = { uploadDate: new Date('2026-08-10T12:00:00Z') };
  it("are not airports where the roster's position column prints them, though some are airports' codes", () => {
    // CCM is Criciúma's code; the roster prints the crew position after each sector, and after a standby's station.
    const text = [
      'Fri, 7 Aug 2026',
      '1526        13:48  17:11        XXQ - DUS    CCM',
      '281         18:08  21:26        DUS - AYT    CCM',
      'Standby     22:00  23:30        AYT          CCM RSV-A/P',
    ].join('\n');
    const rows = textToRows(text);
    const hints = layoutHints(rows);
    expect([...(hints.positionWords ?? [])]).toEqual(['CCM']);
    const standby = rows.find((r) => r.raw.startsWith('Standby')) as Row;
    expect(readRow(standby, 'dmy', hints).airports).toEqual(['AYT']);
    const legs = readRoster(text, upload).duties.filter((d) => d.departure !== d.arrival);
    expect(legs.map((d) => [d.departure, d.arrival])).toEqual([['DUS', 'AYT']]);
  });
  it('are not airports under a position column header', () => {
    const text = [
      'Date       Flight  From  To    Dep    Arr    Rank',
      '07Aug2026  XQ281   DUS   AYT   18:08  21:26  CPT',
    ].join('\n');
    const legs = readRoster(text, upload).duties.filter((d) => d.departure !== d.arrival);
    expect(legs.map((d) => [d.title, d.departure, d.arrival])).toEqual([['XQ281', 'DUS', 'AYT']]);
  });
});

describe('hotel names', () => {
  it('reads no station in a word of the name, and puts the hotel where the day ended', () => {
    const text = [
      'Fri, 7 Aug 2026',
      'Check-in    12:00               AYT',
      'Release     16:00               KZR',
      'Hotel       16:45  11:30        IKBAL THERMAL HOTEL AND SPA HOTEL',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-08-10T12:00:00Z') });
    const hotels = duties.filter((d) => d.type === T.hotel);
    expect(hotels.map((d) => [d.departure, d.title])).toEqual([['KZR', 'Hotel KZR']]);
  });
});

describe('equipment codes shaped like a flight number', () => {
  const facts = (line: string) => readRow(textToRows(line)[0] as Row, 'dmy');
  it('give way to the plain flight number before the airports, also one printed after a day and month', () => {
    const f = facts('14 Aug 3445 PHX 1840 SDF 2205 7X8 325');
    expect(f.flights.map((fl) => fl.code)).toEqual(['3445']);
    expect(f.aircraft).toBe('7X8');
    expect(f.date).toEqual({ day: 14, month: 8 });
  });
  it('give way to a number that also reads as a time, when the line has a third time', () => {
    const f = facts('11Aug 1424 SAN 0111 PHX 0225 7X8 114');
    expect(f.flights.map((fl) => fl.code)).toEqual(['1424']);
    expect(f.times.map((t) => t.time)).toEqual(['01:11', '02:25']);
  });
  it('stay the flight where the line prints no other number for it', () => {
    expect(facts('14 Aug 7X8 PHX 1840 SDF 2205').flights.map((fl) => fl.code)).toEqual(['7X8']);
  });
});

describe('a roster with a position column and totals rows', () => {
  const hints = layoutHints(textToRows('Rank: FO\tBase:KEF'));
  const read = (line: string) => readRow(textToRows(line)[0] as Row, 'dmy', hints);

  it('reads the position word before a bare flight number as no airline, and a time before the leg as its report', () => {
    const f = read('07:35\tFO  206 CVG NRT 10:38 23:31 77X 11:59');
    expect(f.flights.map((fl) => fl.code)).toEqual(['206']);
    expect(f.times.map((t) => [t.time, t.role])).toEqual([
      ['07:35', 'report'],
      ['10:38', undefined],
      ['23:31', undefined],
      ['11:59', undefined],
    ]);
    // Without two times after the airports, or after the flight number, the time before them stays the leg's.
    expect(read('206 10:38 CVG NRT 23:31').times.every((t) => !t.role)).toBe(true);
    expect(read('AB12 06:00 LHR JFK 09:00 03:00').times.every((t) => !t.role)).toBe(true);
  });

  it("reads 'OFF Days 9 33' as the period's totals, not a day off", () => {
    expect(read('OFF Days\t9\t33').code).toBeUndefined();
    expect(read('12 Fri\tFO  OFF').code).toBe('OFF');
  });
});

describe('a statement of hours flown', () => {
  const utc = (date: string, time: string) => ({ date, time, zone: { kind: 'utc' } });
  // An Air France 'CARNET DE VOL' (test/roster-corpus/af-carnet-de-vol): each leg by its two ends, station, day of
  // the month and decimal-hour time, no flight number; the month in the heading; block, day and night hours after.
  const text0 = [
    '  PNT L          FEVRIER    2024  ',
    '  60,75 K-359  HTYP 0 CDG  03 12,75 SJO  04 00,45 ALG  11,70   9,87   1,83',
    '  25,70 K-359  HUVD 0 SJO  05 02,15 CDG  05 12,00 ANG   9,85   3,20   6,65',
  ];
  const text = text0.join('\n');

  it('reads a heading ending in a month and its year as the period, not a line that goes on after them', () => {
    expect(readRow(textToRows(text)[0] as Row, 'dmy').headerDate).toEqual({
      day: 1,
      month: 2,
      year: 2024,
      wholeMonth: true,
    });
    expect(readRow(textToRows('FEVRIER 2024 12')[0] as Row, 'dmy').headerDate).toBeUndefined();
  });

  it('reads each line as a leg without a number, dated by its ends, in UTC', () => {
    const f = readRow(textToRows(text)[1] as Row, 'dmy');
    expect([f.datedLeg, f.date, f.arrDate, f.code, f.flights, f.durations[0]]).toEqual([
      true,
      { day: 3 },
      { day: 4 },
      undefined,
      [],
      702,
    ]);
    // Uploaded a month and a half later, the heading still names the month.
    const { duties } = readRoster(text, { uploadDate: new Date('2024-03-20T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival, d.start, d.end])).toEqual([
      [T.flight, 'Flight', 'CDG', 'SJO', utc('2024-02-03', '12:45'), utc('2024-02-04', '00:27')],
      [T.flight, 'Flight', 'SJO', 'CDG', utc('2024-02-05', '02:09'), utc('2024-02-05', '12:00')],
    ]);
  });

  // A reviewer's cases.
  const read = (text: string, uploaded: string) =>
    readRoster(text, { uploadDate: new Date(`${uploaded}T12:00:00Z`) }).duties.map((d) => [
      d.type,
      d.title,
      typeof d.start === 'number' ? d.start : d.start.date,
    ]);

  it("keeps a date the line prints itself, the ends' days giving only the arrival's", () => {
    const text = '2026-03-03 BA117 LHR 03 0930 JFK 03 1230\n2026-03-04 BA116 JFK 04 1900 LHR 05 0710';
    expect(read(text, '2026-05-10')).toEqual([
      [T.flight, 'BA117', '2026-03-03'],
      [T.flight, 'BA116', '2026-03-04'],
    ]);
  });

  it('reads a line whose code names a duty as that duty, not a leg', () => {
    expect(read('MARCH 2026\nSIM LHR 12 0930 LHR 12 1330', '2026-03-10')).toEqual([
      [T.simulator, 'SIM', '2026-03-12'],
    ]);
  });

  it('lets a header naming the first day narrow a title that names only the month', () => {
    const text = [
      'Pilot Rotations April 2026',
      '0613     POS-A        EFFECTIVE APR12         CHECK IN AT 16.15',
      '12OO3895 SLC 1726 IDA.1817 0.51 0.07',
    ].join('\n');
    expect(read(text, '2026-04-01').find(([, title]) => title === 'OO3895')?.[2]).toBe('2026-04-12');
  });

  it('reads a print or update stamp as no period', () => {
    for (const stamp of ['Printed on February 2026', 'Last Updated Feb 12, 2026 13:28:58 EST'])
      expect(readRow(textToRows(stamp)[0] as Row, 'dmy').headerDate).toBeUndefined();
  });

  it('reads no day in a label printed one character a line', () => {
    const text = ['MOIS FEVRIER 2024', 'E', 'N', 'C', '6', '5', 'K', text0[1]].join('\n');
    expect(read(text, '2024-02-01')).toEqual([[T.flight, 'Flight', '2024-02-03']]);
  });
});

describe("an activity's details under a month calendar", () => {
  it('dates an activity by the date after its code, its end by the date before its end time', () => {
    const f = readRow(textToRows('SIC\t06FEB\t05:15\t07FEB\t11:02\t1039')[0] as Row, 'dmy');
    expect([f.code, f.date, f.ownDate, f.times.map((t) => [t.time, t.shift])]).toEqual([
      'SIC',
      { day: 6, month: 2 },
      true,
      [
        ['05:15', 0],
        ['11:02', 1],
        ['10:39', 0],
      ],
    ]);
    // A code, a colon and its date alone: that activity's heading, on its date; a trip's heading goes on after it.
    expect(readRow(textToRows('SIC : 07FEB')[0] as Row, 'dmy').date).toEqual({ day: 7, month: 2 });
    expect(
      readRow(textToRows('O4031 : 01FEB\tEVERY DAY\tBSE REPT: 0515L')[0] as Row, 'dmy').date,
    ).toBeUndefined();
  });

  it('keeps the timed activity, not the calendar days it spans', () => {
    const text = [
      'FR\t06\tSIC',
      'SA\t07\tSIC',
      'SU\t08\t',
      'SIC : 06FEB',
      'SIC\t06FEB\t05:15\t07FEB\t11:02\t1039',
    ];
    const duties = readRoster(text.join('\n'), { uploadDate: new Date('2026-02-01T12:00:00Z') }).duties;
    expect(duties.map((d) => [d.nonFlyCode, d.allDay, d.start, d.end])).toEqual([
      [
        'SIC',
        false,
        { date: '2026-02-06', time: '05:15', zone: { kind: 'utc' } },
        { date: '2026-02-07', time: '11:02', zone: { kind: 'utc' } },
      ],
    ]);
  });
});

describe('a schedule report: report, a leg as a range of actual times, release and figures', () => {
  // An AIMS 'Personal Crew Schedule Report' (test/roster-corpus/aims-pcsr).
  const text = [
    'Date Duties Details Report times Actual times/Delays Debrief times Block hours Duty hours',
    '01/04/2025 Tue EJU7695 [320] LIS - SID 10:50 A12:02 - A16:26 21:41 08:06 10:51',
    'EJU7696 [320] SID - LIS A17:29 - A21:11/00:12',
    '04/04/2025 Fri D/O Day off',
  ].join('\n');

  it('reads the weekday after a date, the actual times and which time is which', () => {
    // The column header line is the table's, not a row.
    const f = readRow(textToRows(text)[0] as Row, 'dmy');
    expect([f.date, f.times.map((t) => [t.time, t.role]), f.durations]).toEqual([
      { day: 1, month: 4, year: 2025, weekday: 2 },
      [
        ['10:50', 'report'],
        ['12:02', 'dep'],
        ['16:26', 'arr'],
        ['21:41', 'release'],
      ],
      [486, 651],
    ]);
    expect(readRow(textToRows(text)[1] as Row, 'dmy').times.map((t) => t.time)).toEqual(['17:29', '21:11']);
  });

  it("puts the release after the duty's last leg", () => {
    const duties = readRoster(text, { uploadDate: new Date('2025-04-01T12:00:00Z') }).duties;
    const at = (d: (typeof duties)[number]) => (typeof d.start === 'number' ? '' : d.start.time);
    expect(duties.map((d) => [d.title, at(d)])).toEqual([
      ['Report', '10:50'],
      ['EJU7695', '12:02'],
      ['EJU7696', '17:29'],
      ['Debrief', '21:11'],
      ['Day off', '00:00'],
    ]);
  });
});

describe('totals lines', () => {
  it('reads a code, a word and numbers alone as totals or balances, not a duty', () => {
    for (const line of ['OFF Days  9  33', 'OFF account -4.65 -4.10 -4.55'])
      expect(readRow(textToRows(line)[0] as Row, 'dmy').code).toBeUndefined();
    // A station after a layover code is no such word: its length stays the layover's.
    expect(readRow(textToRows('LAYOVER MAD 50.40')[0] as Row, 'dmy').code).toBe('LAYOVER');
  });
});

describe("a leg's time range and balances (a reviewer's cases)", () => {
  const read = (text: string) =>
    readRoster(text, { uploadDate: new Date('2026-02-01T12:00:00Z') }).duties.map((d) => [d.type, d.title]);

  it('reads a block time after the range as a figure, not the release', () => {
    expect(read('03/02/2026 AB1001 FRA - LHR 06:10 - 07:05 01:55')).toEqual([[T.flight, 'AB1001']]);
  });

  it("keeps a duty and its number under a day ('CRS Day 1'), not a balance", () => {
    const text = ['February 2026', '03 CRS Day 1', '05 SIM Day 1'].join('\n');
    expect(read(text).map(([type]) => type)).toEqual([T.course, T.simulator]);
  });
});

describe('a duty code, its description, then its times', () => {
  const read = (line: string) =>
    readRoster(`01/03/2025 ${line}`, { uploadDate: new Date('2025-03-01T12:00:00Z') }).duties.map((d) => [
      d.type,
      d.allDay ?? false,
    ]);

  it('takes the times at the line’s end as the duty’s, with or without a dash between them', () => {
    for (const line of [
      'SBY Home Standby 06:00 - 18:00',
      'SBY Home Standby 06:00 18:00',
      'SBY Home Standby 06:00-18:00',
    ])
      expect(read(line), line).toEqual([[T.standby, false]]);
    expect(read('SIM Simulator session 08:00 12:00')).toEqual([[T.simulator, false]]);
  });

  it('reads a code that is also a flight number as the duty its words name (SB: Aircalin)', () => {
    expect(read('SB1 Home Standby 06:00 18:00')).toEqual([[T.standby, false]]);
    // A leg is still a leg.
    expect(read('SB1 NOU NRT 06:00 18:00')).toEqual([[T.flight, false]]);
  });

  it("keeps a whole day's duty whole, whatever times its words print", () => {
    expect(read('OFF Gym open 06:00 22:00')).toEqual([[T.dayOff, true]]);
  });

  it('reads no UTC time from a local/UTC pair, nor a range from the last two of three times (a reviewer’s cases)', () => {
    expect(read('BA123 LHR 09:00/08:00 JFK 12:00/16:00')).not.toContainEqual([T.flight, false]);
    expect(read('SBY Home standby 06:00 18:00 12:00')).toEqual([[T.standby, true]]);
  });

  it('keeps an airport printed after a duty named again in capitals', () => {
    const stations = (line: string) =>
      readRoster(`01/03/2025 ${line}`, { uploadDate: new Date('2025-03-01T12:00:00Z') }).duties.map(
        (d) => d.departure ?? null,
      );
    expect(stations('X REST DAY')).toEqual([null]);
    expect(stations('X REST DAY JFK')).toEqual(['JFK']);
  });
});
