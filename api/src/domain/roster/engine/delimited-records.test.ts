import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { delimitedRecordRows, looksLikeDelimitedRecords, scriptRecordRows } from './delimited-records.ts';
import { readRoster } from './index.ts';

// Two records of a pairing grid as a page's script keeps them, wrapped at random points, then the same grid again.
const grid = [
  "var gGridText = 'L:: ::1::We::09/20/23:: ::0930:: ::MCO::RIC::09:02::11:09::02:07::",
  '    02:07:: :: ::320::3  ::4958::00:00:-:D:: ::2:: Report 09/20/23 @ 08:25 (MCO)',
  '    Release 11:39/20 (RIC) ::Duty 03:14:-:L:: ::4::Th::09/21/23:: ::1700::D::LAS::MCI::11:58',
  "    ::16:48::00:00::02:50::SIT:: ::320::3  ::4956::00:00:-:T:: ::Totals::09:44';",
  "var gGridTextHotel = 'L:: ::1::We::09/20/23:: ::0930:: ::MCO::RIC::09:02::11:09::02:07::02:07:: :: ::320::3  ::4958::00:00:-:D:: ::2:: Report 09/20/23 @ 08:25 (MCO):-:L:: ::4::Th::09/21/23:: ::1700::D::LAS::MCI::11:58::16:48::00:00::02:50::SIT:: ::320::3  ::4956::00:00:-:T::';",
].join('\n');

describe('records in a script string', () => {
  it('are recognised by their separators', () => {
    expect(looksLikeDelimitedRecords(grid)).toBe(true);
    expect(looksLikeDelimitedRecords('15Sep 940 PER 1745 BNE 2357\n16Sep 937 BNE 1315 PER 1648')).toBe(false);
  });

  it('become lines from their date on, each read once although the page keeps the grid twice', () => {
    const lines = delimitedRecordRows(grid).map((r) => r.raw);
    expect(lines[0]).toBe('09/20/23  0930  MCO  RIC  09:02  11:09  02:07  02:07  320  3  4958  00:00');
    expect(lines.filter((l) => l.startsWith('09/21/23'))).toHaveLength(1);
  });

  it('give legs, a D between number and airports marking a deadhead', () => {
    const { duties } = readRoster(grid, { uploadDate: new Date('2023-09-15T12:00:00Z') });
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.flight, '930', 'MCO', 'RIC'],
      [T.positioning, '1700', 'LAS', 'MCI'],
    ]);
  });

  it('stays linear on pages of unclosed scripts and quotes', () => {
    const hostile = `<html>${"<script>x = 'a:-:b::c:-:d:-:".repeat(20_000)}</html>`;
    const started = performance.now();
    expect(scriptRecordRows(hostile)).toBeNull();
    readRoster(`${hostile}</script>`, { uploadDate: new Date('2023-09-15T12:00:00Z') });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('stays linear on hostile records', () => {
    const hostile = `'${':-:'.repeat(50_000)}${'::'.repeat(50_000)}${' '.repeat(200_000)}\n${'01/02/23::'.repeat(20_000)}'`;
    const started = performance.now();
    readRoster(hostile, { uploadDate: new Date('2023-09-15T12:00:00Z') });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('are read from the scripts of a page saved whole, whose grid cells are empty, each record once', () => {
    const record =
      'L:: ::1::We::09/20/23:: ::0930:: ::MCO::RIC::09:02::11:09::02:07::02:07:: :: ::320::3  ::4958::00:00:-:D:: ::2:: Report 09/20/23 @ 08:25 (MCO):-:L:: ::4::Th::09/21/23:: ::1700::D::LAS::MCI::11:58::16:48::00:00::02:50::SIT:: ::320::3  ::4956::00:00:-:T:: ::Totals::09:44';
    const page = [
      `<html><head><script>var gGridText = '${record}';</script></head><body>`,
      '<table><tr><th>Date</th><th>Flight</th><th>Dep</th></tr><tr><td></td><td></td><td></td></tr></table>',
      `<script>loadAttr(0,"${record}");loadAttr(1,"L::white::white::white:-:D::white::white:-:T::white::white::white::white::white::white::white::white::white::white::white::white::white::white::white::white::white::white::white::white");</script>`,
      '</body></html>',
    ].join('\n');
    expect(scriptRecordRows(page)?.map((r) => r.raw)).toEqual([
      '09/20/23  0930  MCO  RIC  09:02  11:09  02:07  02:07  320  3  4958  00:00',
      'Report 09/20/23 @ 08:25 (MCO)',
      '09/21/23  1700  D  LAS  MCI  11:58  16:48  00:00  02:50  SIT  320  3  4956  00:00',
      'T  Totals  09:44',
    ]);
    expect(scriptRecordRows('<html><body><table><tr><td>1</td></tr></table></body></html>')).toBeNull();
    const { kind, duties } = readRoster(page, { uploadDate: new Date('2023-09-15T12:00:00Z') });
    expect(kind).toBe('html');
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.flight, '930', 'MCO', 'RIC'],
      [T.positioning, '1700', 'LAS', 'MCI'],
    ]);
  });
});
