/**
 * Trips listed by number and dated only by a calendar in the header (a bid line: "#003 REPORT AT 22.55Z" then
 * "SA 0383 33R 00.25 JED 02.45 CAI 02.20"). The header prints the period's days on one line ("2 3 4 5: 6 7: 8 …
 * 31 1 2") and their weekdays under them ("MO TU WE TH: FR SA: SU …"), and a line lists the trip numbers in the
 * order they are flown ("003 030 227 : 157 …"). Each leg's two-letter weekday is then the first day of that
 * weekday on or after the leg before it (the trips taken in that order, from the period's first day); the
 * weekday is replaced by that date, so the leg reads like any dated line. Nothing changes unless all three
 * (calendar, trip headers, order line) are found and every leg is placed.
 */
import { dateFromDayAndWeekday, pad2 } from '../time.ts';
import type { Row } from './grid.ts';
import { clockMinutes, monthName, readDottedTime, readTime, weekday2 } from './tokens.ts';

const DAY_MS = 86_400_000;
/** Fewest days a header calendar prints (two weeks). */
const MIN_DAYS = 14;
const TRIP = /^#(\d{1,5})$/;

/** A row's words without the ":" that group a calendar's days ("5:", ":"). */
const words = (row: Row) => row.cells.map((c) => c.text.replace(/:+$/, '')).filter((w) => w !== '');

/** The longest run of days of the month that follow each other (across one month end): [start index, length]. */
function dayRun(ws: string[]): [number, number] {
  let best: [number, number] = [0, 0];
  let start = 0;
  for (let i = 0; i < ws.length; i++) {
    const day = /^\d{1,2}$/.test(ws[i] ?? '') ? Number(ws[i]) : 0;
    const prev = i > start && /^\d{1,2}$/.test(ws[i - 1] ?? '') ? Number(ws[i - 1]) : -1;
    if (day < 1 || day > 31) {
      start = i + 1;
      continue;
    }
    if (i > start && !(day === prev + 1 || (day === 1 && prev >= 28))) start = i;
    if (i - start + 1 > best[1]) best = [start, i - start + 1];
  }
  return best;
}

/** The epoch day of the header calendar's first day, and its number of days, or null. */
function calendar(rows: Row[], uploadDate: Date): { first: number; days: number; at: number } | null {
  for (let r = 0; r + 1 < rows.length; r++) {
    const row = rows[r] as Row;
    if (row.table) continue;
    const ws = words(row);
    const [start, length] = dayRun(ws);
    if (length < MIN_DAYS) continue;
    const next = rows[r + 1] as Row;
    const weekdays = words(next)
      .map(weekday2)
      .filter((w) => w >= 0);
    if (
      weekdays.length !== length ||
      weekdays.some((w, i) => i > 0 && w !== ((weekdays[i - 1] ?? 0) + 1) % 7)
    )
      continue;
    const day = Number(ws[start]);
    const { year, month } = dateFromDayAndWeekday(day, weekdays[0] ?? -1, uploadDate);
    const first = Date.UTC(year, month - 1, day) / DAY_MS;
    if (new Date(first * DAY_MS).getUTCDay() !== weekdays[0]) continue;
    // The calendar's days are the days from the first: its month end falls where the printed days wrap.
    const fits = ws
      .slice(start, start + length)
      .every((w, i) => new Date((first + i) * DAY_MS).getUTCDate() === Number(w));
    if (fits) return { first, days: length, at: r };
  }
  return null;
}

const isoDay = (epochDay: number) => {
  const d = new Date(epochDay * DAY_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
};

/** Minutes of the first time of day a row prints from its `from`th cell on ("22.55Z", "05.05", "0930"). */
function clockOf(row: Row, from: number): number | null {
  for (const cell of row.cells.slice(from)) {
    const t = readDottedTime(cell.text) ?? readTime(cell.text);
    if (t) return clockMinutes(t.time);
  }
  return null;
}

/** A leg line of a trip: a two-letter weekday, then a flight number ("SA 0383 …"). */
const legWeekday = (row: Row): number =>
  !row.table && /^\d{1,4}[A-Z]?$/.test(row.cells[1]?.text ?? '') ? weekday2(row.cells[0]?.text ?? '') : -1;

/**
 * The middle of the month the document names with its year ("Mar, 2026", "MARCH 2026", "Mar 2026"), or null: the
 * calendar's month when the roster is read long before or after it (a line uploaded in November for March).
 */
function namedMonth(rows: Row[]): Date | null {
  for (const row of rows) {
    if (row.raw.length > 2000) continue;
    for (const m of row.raw.matchAll(/(?<![A-Za-z])([A-Za-z]{3,9})\.?,?\s+((?:19|20)\d\d)(?!\d)/g)) {
      const month = monthName(m[1] ?? '');
      if (month > 0) return new Date(Date.UTC(Number(m[2]), month - 1, 15));
    }
  }
  return null;
}

/** The rows with each trip's leg weekdays replaced by their dates, or the rows as they were. */
export function dateTripsByCalendar(rows: Row[], uploadDate: Date): Row[] {
  const headers = rows.flatMap((row, i) => {
    const m = row.table ? null : TRIP.exec(row.cells[0]?.text ?? '');
    return m?.[1] ? [{ number: m[1], at: i }] : [];
  });
  if (headers.length < 2) return rows;
  const named = namedMonth(rows);
  const cal = (named && calendar(rows, named)) ?? calendar(rows, uploadDate);
  if (!cal) return rows;
  const numbers = new Set(headers.map((h) => h.number));
  if (numbers.size !== headers.length) return rows;
  // The line that lists every trip number, each once, before the first trip: the order they are flown in.
  const firstTrip = headers[0]?.at ?? 0;
  const order = rows
    .slice(0, firstTrip)
    .map((row) => words(row).filter((w) => numbers.has(w)))
    .find((ws) => ws.length === numbers.size && new Set(ws).size === ws.length);
  if (!order) return rows;
  const dated = new Map<number, string>();
  let cursor = cal.first;
  const byNumber = new Map(headers.map((x, i) => [x.number, i]));
  for (const number of order) {
    const h = byNumber.get(number) ?? -1;
    const end = headers[h + 1]?.at ?? rows.length;
    for (let i = (headers[h]?.at ?? 0) + 1; i < end; i++) {
      const weekday = legWeekday(rows[i] as Row);
      if (weekday < 0) continue;
      let day = cursor;
      while (new Date(day * DAY_MS).getUTCDay() !== weekday) day++;
      if (day >= cal.first + cal.days + 7) return rows;
      dated.set(i, isoDay(day));
      // The trip's header ("#003 REPORT AT 22.55Z") is dated by its first leg: the day before when it reports
      // later in the day than that leg leaves (a report before midnight for a leg after it).
      const header = headers[h]?.at ?? 0;
      if (!dated.has(header)) {
        const report = clockOf(rows[header] as Row, 1);
        const dep = clockOf(rows[i] as Row, 2);
        dated.set(header, isoDay(report !== null && dep !== null && report > dep ? day - 1 : day));
      }
      cursor = day;
    }
  }
  if (dated.size === 0) return rows;
  return rows.map((row, i) => {
    const date = dated.get(i);
    if (!date) return row;
    const [first, ...rest] = row.cells;
    return { ...row, cells: [{ ...first, text: date }, ...rest] };
  });
}
