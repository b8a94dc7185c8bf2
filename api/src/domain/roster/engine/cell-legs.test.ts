import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readLegLine, withCellLegs } from './cell-legs.ts';
import { readRoster } from './index.ts';

describe('legs one a line in a table cell', () => {
  it('reads a line of flight, airport, time, airport, time, each time maybe marked L or Z', () => {
    expect(readLegLine('620 BKK 6:05 L SIN 9:30 L')).toEqual({
      flight: '620',
      from: 'BKK',
      dep: '6:05 L',
      to: 'SIN',
      arr: '9:30 L',
    });
    expect(readLegLine('VZ621 SIN 10:41 BKK 12:31')).toMatchObject({
      flight: 'VZ621',
      dep: '10:41',
      arr: '12:31',
    });
    expect(readLegLine('- KIX <Accom>')).toBeNull();
    expect(readLegLine('620 BKK 6:05 L SIN')).toBeNull();
    expect(readLegLine('620 BKK 6:05 L SIN 9:30 L extra')).toBeNull();
  });

  it('puts each leg line after its row, and each line after the last leg after them; keeps the other lines in the cell', () => {
    const rows = withCellLegs({
      table: true,
      line: 3,
      raw: '',
      cells: [
        { text: '12-Oct', role: 'date' },
        { text: 'Crew change\n2106 BKK 18:40 L CNX 19:56 L\n822 CNX 22:45 L KIX 6:01 L\n- KIX <Accom>' },
      ],
    });
    expect(rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['12-Oct', 'Crew change'],
      ['2106', 'BKK', '18:40 L', 'CNX', '19:56 L'],
      ['822', 'CNX', '22:45 L', 'KIX', '6:01 L'],
      ['- KIX <Accom>'],
    ]);
    expect(rows[0]?.cellLegs).toBe(2);
    // Lines that are no legs are one cell text again.
    const plain = withCellLegs({ table: true, line: 0, raw: '', cells: [{ text: '21:45\n(19:45)' }] });
    expect(plain.map((r) => r.cells.map((c) => c.text))).toEqual([['21:45 (19:45)']]);
  });

  it("dates a day row's sector lines by its date, each time local on its airport's clock", () => {
    // A Merlot.aero 'Employee Roster Report' (api/test/roster-corpus/merlot).
    const html = `<table>
      <tr><th>Day</th><th>Date</th><th>Duty</th><th>From</th><th>Report</th><th>To</th><th>Release</th><th>Sector(s)/Event(s)</th></tr>
      <tr><td>Thu</td><td>05-Oct L</td><td>306A-1</td><td>BKK</td><td>14:35  L</td><td></td><td>00:43  L +1</td>
        <td>306 BKK 15:45 L HKT 17:28 L <br />
309 HKT 22:39 L BKK 0:13 L</td></tr>
    </table>`;
    const legs = readRoster(html, { uploadDate: new Date('2023-10-28T12:00:00Z') }).duties.filter(
      (d) => d.type === T.flight,
    );
    expect(legs.map((d) => [d.title, d.departure, d.arrival, d.start, d.end])).toEqual([
      [
        '306',
        'BKK',
        'HKT',
        { date: '2023-10-05', time: '15:45', zone: { kind: 'airport', iata: 'BKK' } },
        { date: '2023-10-05', time: '17:28', zone: { kind: 'airport', iata: 'HKT' } },
      ],
      [
        '309',
        'HKT',
        'BKK',
        { date: '2023-10-05', time: '22:39', zone: { kind: 'airport', iata: 'HKT' } },
        { date: '2023-10-05', time: '00:13', zone: { kind: 'airport', iata: 'BKK' } },
      ],
    ]);
  });

  it("reads the day row's report and release as the window around its own legs, not the day before's", () => {
    const html = `<table>
      <tr><th>Day</th><th>Date</th><th>Duty</th><th>From</th><th>Report</th><th>To</th><th>Release</th><th>Sector(s)/Event(s)</th></tr>
      <tr><td>Sun</td><td>01-Oct L</td><td>620-1</td><td>BKK</td><td>05:10  L</td><td></td><td>13:01  L</td>
        <td>620 BKK 6:05 L SIN 9:30 L <br />621 SIN 10:41 L BKK 12:31 L</td></tr>
      <tr><td>Mon</td><td>02-Oct L</td><td>340-1</td><td>BKK</td><td>06:50  L</td><td></td><td>15:05  L</td>
        <td>340 BKK 7:42 L KBV 9:04 L <br />341 KBV 9:36 L BKK 10:57 L</td></tr>
    </table>`;
    const duties = readRoster(html, { uploadDate: new Date('2023-10-28T12:00:00Z') }).duties;
    const at = (s: unknown) => {
      const { date, time } = s as { date: string; time: string };
      return `${date} ${time}`;
    };
    expect(duties.map((d) => [d.type, d.title, at(d.start), at(d.end)])).toEqual([
      // In the roster's order: the day row's window, then the legs of its cell.
      [T.report, 'Report', '2023-10-01 05:10', '2023-10-01 06:05'],
      [T.debrief, 'Debrief', '2023-10-01 12:31', '2023-10-01 13:01'],
      [T.flight, '620', '2023-10-01 06:05', '2023-10-01 09:30'],
      [T.flight, '621', '2023-10-01 10:41', '2023-10-01 12:31'],
      [T.report, 'Report', '2023-10-02 06:50', '2023-10-02 07:42'],
      [T.debrief, 'Debrief', '2023-10-02 10:57', '2023-10-02 15:05'],
      [T.flight, '340', '2023-10-02 07:42', '2023-10-02 09:04'],
      [T.flight, '341', '2023-10-02 09:36', '2023-10-02 10:57'],
    ]);
  });

  it('reads the accommodation line after the legs as the layover at its station, until the next leg', () => {
    const html = `<table>
      <tr><th>Day</th><th>Date</th><th>Duty</th><th>From</th><th>Report</th><th>To</th><th>Release</th><th>Sector(s)/Event(s)</th></tr>
      <tr><td>Thu</td><td>12-Oct L</td><td>2106-1</td><td>BKK</td><td>18:40  L</td><td>KIX</td><td>--&gt;</td>
        <td>2106 BKK 19:35 L CNX 20:51 L <br />822 CNX 22:45 L KIX 6:01 L <br /> - KIX &lt;Accom&gt;</td></tr>
      <tr><td>Sun</td><td>15-Oct L</td><td>823-1</td><td>KIX</td><td>8:05  L</td><td></td><td>19:10  L</td>
        <td>823 KIX 9:07 L CNX 13:40 L <br />105 CNX 14:25 L BKK 15:40 L</td></tr>
    </table>`;
    const duties = readRoster(html, { uploadDate: new Date('2023-10-28T12:00:00Z') }).duties;
    const hotels = duties.filter((d) => d.type === T.hotel);
    expect(hotels.map((d) => [d.title, d.departure, d.start, d.end])).toEqual([
      [
        'Hotel KIX',
        'KIX',
        // The leg's arrival stamp (its next day comes when it is resolved: resolve.ts), to the next leg.
        { date: '2023-10-12', time: '06:01', zone: { kind: 'airport', iata: 'KIX' } },
        { date: '2023-10-15', time: '09:07', zone: { kind: 'airport', iata: 'KIX' } },
      ],
    ]);
  });
});
