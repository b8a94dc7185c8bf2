import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { textToRows } from './grid.ts';
import { readRoster } from './index.ts';
import { dateTripsByCalendar } from './trip-calendar.ts';

// A bid line: the period's days and weekdays in the header, the trips in the order they are flown, then each trip
// by number with legs that name only their weekday.
const line = [
  'LINE1300 CR. 82.10 2 3 4 5: 6 7: 8 9 10 11 12: 13 14: 15 16',
  'LINE BLK 82.10 MO TU WE TH: FR SA: SU MO TU WE TH: FR SA: SU MO',
  "OFF 9 NO. DP'S 16 : 003 030 : 227 :",
  '#003 REPORT AT 22.55Z',
  'SA 0383 33R 00.25 JED 02.45 CAI 02.20',
  'SA 0382 33R 04.05 CAI 06.15 JED 02.10',
  '#030 REPORT AT 03.35Z',
  'SU 0227 789 05.05 JED 11.45 MAD 06.40',
  'LAYOVER MAD 50.40',
  'TU 0220 789 14.25 MAD 20.15 JED 05.50',
  '#227 REPORT AT 17.45Z',
  'WE 1539 323 19.15 JED 20.50 TUU 01.35',
].join('\n');
const uploadDate = new Date('2026-03-01T12:00:00Z');

describe('trips dated by the calendar of the header', () => {
  it("replaces each leg's weekday by its date, the trips taken in the order the header lists them", () => {
    const rows = dateTripsByCalendar(textToRows(line), uploadDate);
    const first = (n: number) => rows[n]?.cells[0]?.text;
    // 2 March 2026 was a Monday: SA is the 7th; trip 030 on the next Sunday (8th), back on Tuesday (10th); 227 on
    // the Wednesday after (11th). The header of a trip that reports before midnight for a leg after it: the day before.
    expect([3, 4, 5, 6, 7, 9, 10, 11].map(first)).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-07',
      '2026-03-08',
      '2026-03-08',
      '2026-03-10',
      '2026-03-11',
      '2026-03-11',
    ]);
  });

  it('takes the month the line names with its year over the upload date (a March line read in November)', () => {
    const november = new Date('2026-11-26T12:00:00Z');
    // Without it, the month nearest the upload whose 2nd is a Monday: November.
    expect(dateTripsByCalendar(textToRows(line), november)[4]?.cells[0]?.text).toBe('2026-11-07');
    const named = `${line}\nLine No. 1300 (JED Economy Cabin Attendant 9 Z) Mar, 2026 PAGE 1 of 1`;
    expect(dateTripsByCalendar(textToRows(named), november)[4]?.cells[0]?.text).toBe('2026-03-07');
  });

  it('changes nothing without the order line, or with a header whose weekdays do not follow its days', () => {
    const noOrder = line.replace("OFF 9 NO. DP'S 16 : 003 030 : 227 :", 'OFF 9');
    expect(dateTripsByCalendar(textToRows(noOrder), uploadDate).map((r) => r.cells[0]?.text)).toEqual(
      textToRows(noOrder).map((r) => r.cells[0]?.text),
    );
    const wrongDays = line.replace('MO TU WE TH: FR SA', 'MO WE WE TH: FR SA');
    expect(dateTripsByCalendar(textToRows(wrongDays), uploadDate)[4]?.cells[0]?.text).toBe('SA');
  });

  it('reads the legs in UTC with their dotted times, the report before the first leg and the layover', () => {
    const { duties } = readRoster(line, { uploadDate });
    const legs = duties.filter((d) => d.type === T.flight);
    expect(legs.map((d) => [d.title, d.departure, d.arrival, d.start])).toEqual([
      ['383', 'JED', 'CAI', { date: '2026-03-07', time: '00:25', zone: { kind: 'utc' } }],
      ['382', 'CAI', 'JED', { date: '2026-03-07', time: '04:05', zone: { kind: 'utc' } }],
      ['227', 'JED', 'MAD', { date: '2026-03-08', time: '05:05', zone: { kind: 'utc' } }],
      ['220', 'MAD', 'JED', { date: '2026-03-10', time: '14:25', zone: { kind: 'utc' } }],
      ['1539', 'JED', 'TUU', { date: '2026-03-11', time: '19:15', zone: { kind: 'utc' } }],
    ]);
    expect(duties.find((d) => d.type === T.report)?.start).toEqual({
      date: '2026-03-06',
      time: '22:55',
      zone: { kind: 'utc' },
    });
    expect(duties.filter((d) => d.type === T.layover).map((d) => d.departure)).toEqual(['MAD']);
  });
});
