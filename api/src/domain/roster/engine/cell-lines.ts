/**
 * A table row copied from a PDF with each of its cells on a line of its own, column by column (a PDF viewer's copy
 * of a table reflows so): a day's date alone on its line, then its flight numbers, then its routes, then its times,
 * each column holding one line per leg ("01/04/2025 Tue" / "EJU7695 [320]" / "EJU7696 [320]" / "LIS - SID" /
 * "SID - LIS" / "10:50" / "A12:02 - A16:26" / "A17:29 - A21:11" / "21:41" / "08:06"). The k-th flight, route and
 * time range are one leg; a lone time before the ranges is the duty's report, the first after them its release, the
 * rest its figures (block and duty hours).
 */
import type { ReadRow } from './multiline-legs.ts';
import type { RowFacts, TimeFact } from './row.ts';
import { clockMinutes } from './tokens.ts';

const bare = (f: RowFacts) =>
  f.flights.length === 0 && !f.code && f.airports.length === 0 && !f.from && !f.to && !f.station;

/** A date alone on its line (with its weekday): the head of a day's cells. */
const isDayHead = (f: RowFacts) => !!f.date && f.ownDate && bare(f) && f.times.length === 0;
/** A flight number with nothing of a leg: its flight column's cell. */
const isFlight = (f: RowFacts) =>
  f.flights.length === 1 && !f.code && f.airports.length === 0 && f.times.length === 0 && !f.date;
/** A number alone, maybe with the aircraft type in square brackets ("6829 [280]"): a flight without its airline. */
const bareFlight = (c: ReadRow): string | null => {
  const words = c.row.cells.map((cell) => cell.text);
  const [number = '', type] = words;
  const fits =
    /^\d{1,4}$/.test(number) && words.length <= 2 && (type === undefined || /^\[\w{2,4}\]$/.test(type));
  return fits && bare(c.f) && c.f.times.length === 0 && !c.f.date ? number : null;
};
const flightCell = (c: ReadRow) => isFlight(c.f) || bareFlight(c) !== null;
/** Two airports, nothing else: a route cell. */
const isRoute = (f: RowFacts) =>
  f.airports.length === 2 && f.flights.length === 0 && !f.code && f.times.length === 0 && !f.date;
/** Times alone: a range (two) or a lone time (one). */
const timesOnly = (f: RowFacts, n: number) => bare(f) && !f.date && f.times.length === n;

export function mergeCellLines(rows: ReadRow[]): ReadRow[] {
  const out: ReadRow[] = [];
  for (let i = 0; i < rows.length; ) {
    const head = rows[i] as ReadRow;
    if (!isDayHead(head.f)) {
      out.push(head);
      i++;
      continue;
    }
    let end = i + 1;
    while (end < rows.length && !(rows[end] as ReadRow).f.ownDate) end++;
    const legs = cellLegs(head, rows.slice(i + 1, end));
    if (!legs) {
      out.push(head);
      i++;
      continue;
    }
    out.push(...legs);
    i = end;
  }
  return out;
}

/** The legs of a day's cells, or null when they are not one flight, one route and one time range per leg. */
function cellLegs(head: ReadRow, all: ReadRow[]): ReadRow[] | null {
  // The day's cells stand column by column (flights, routes, then times); they end at the first line out of that
  // order, and the lines from there (the crew list) are rows apart.
  let phase = 0;
  let last = all.length;
  for (let k = 0; k < all.length; k++) {
    const c = all[k] as ReadRow;
    const at =
      phase === 0 && flightCell(c)
        ? 0
        : phase <= 1 && isRoute(c.f)
          ? 1
          : phase >= 1 && (timesOnly(c.f, 2) || timesOnly(c.f, 1))
            ? 2
            : -1;
    if (at < 0) {
      last = k;
      break;
    }
    phase = at;
  }
  const cells = all.slice(0, last);
  const flights = cells.filter(flightCell);
  const routes = cells.filter((c) => isRoute(c.f));
  const ranges = cells.filter((c) => timesOnly(c.f, 2));
  const lone = cells.filter((c) => timesOnly(c.f, 1));
  const n = flights.length;
  if (n === 0 || routes.length !== n || ranges.length !== n) return null;
  // Every cell is one of those: anything else is a layout this reading does not know.
  if (flights.length + routes.length + ranges.length + lone.length !== cells.length) return null;
  const firstRange = cells.indexOf(ranges[0] as ReadRow);
  const before = lone.filter((c) => cells.indexOf(c) < firstRange);
  const after = lone.filter((c) => cells.indexOf(c) > firstRange);
  if (before.length > 1) return null;
  const time = (c: ReadRow | undefined, role: TimeFact['role']): TimeFact[] =>
    c ? [{ ...(c.f.times[0] as TimeFact), role }] : [];
  const legs = flights.map((flight, k) => {
    const [dep, arr] = (ranges[k] as ReadRow).f.times as [TimeFact, TimeFact];
    const number = bareFlight(flight);
    const route = routes[k] as ReadRow;
    const f: RowFacts = {
      ...flight.f,
      ...(number ? { flights: [{ code: number, bare: true, passive: false }] } : {}),
      // A route marked with a star ("*IXS  - GAU"): the crew flies it as passengers, as AIMS marks a deadhead.
      deadhead: flight.f.deadhead || route.row.raw.trimStart().startsWith('*'),
      date: head.f.date,
      ownDate: true,
      airports: [...route.f.airports],
      times: [
        ...(k === 0 ? time(before[0], 'report') : []),
        { ...dep, role: 'dep' },
        { ...arr, role: 'arr' },
        ...(k === n - 1 ? time(after[0], 'release') : []),
      ],
      durations: k === n - 1 ? after.slice(1).map((c) => clockMinutes((c.f.times[0] as TimeFact).time)) : [],
    };
    const raw = [head.row.raw, flight.row.raw, route.row.raw, (ranges[k] as ReadRow).row.raw];
    return { row: { ...flight.row, raw: raw.join(' ') }, f };
  });
  return [...legs, ...all.slice(last)];
}
