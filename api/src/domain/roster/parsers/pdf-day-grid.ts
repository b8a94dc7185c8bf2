import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyCode } from '../classify.ts';
import { readAirport } from '../engine/tokens.ts';
import type { Run } from './pdf-layout.ts';

/**
 * A month printed as a grid of days (an AIMS "Personal Crew Schedule Report" in its calendar layout): a line of dates
 * ("01/10 02/10 03/10 …"), a weekday under each, and under each date that day's cells stacked down its column: a
 * duty's code and times ("HOMS" "09:00" "21:00"), or a flying duty's report, each leg's flight number, departure
 * time, airports, arrival time and aircraft ("[763]"), then its release. A duty that goes on past midnight ends its
 * column with "→" and goes on under "↓" in the next. Rows lose their columns in the text's order (a cell left empty
 * shifts the rest), so the grid is read column by column from the runs' places, and written out as a table the
 * engine reads (a row a leg or a duty, each dated by the duty's first day, times on later days marked "+1").
 */

/** A grid needs this many dates in a row: a week and more. */
const MIN_DAYS = 7;
const DAY_MONTH = /^(\d{1,2})[./](\d{1,2})(?:[./](\d{2}|\d{4}))?$/;

interface Column {
  day: number;
  month: number;
  year?: number;
  left: number;
  right: number;
  cells: string[];
}

/** Runs on one baseline (within half a point), each line left to right, top line first. */
export function baselines(runs: Run[]): Run[][] {
  const byBaseline = new Map<number, Run[]>();
  for (const r of runs) {
    const key = Math.round(r.bottom * 2);
    const line = byBaseline.get(key);
    if (line) line.push(r);
    else byBaseline.set(key, [r]);
  }
  return [...byBaseline.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, line]) => line.sort((a, b) => a.x - b.x));
}

/** The line's dates, when it is a run of at least a week of consecutive days, one a run. */
function dateLine(line: Run[]): { day: number; month: number; year?: number }[] | null {
  if (line.length < MIN_DAYS) return null;
  const dates = line.map((r) => DAY_MONTH.exec(r.str));
  if (!dates.every(Boolean)) return null;
  const read = dates.map((m) => {
    const [, d = '', mo = '', y] = m as RegExpExecArray;
    return {
      day: Number(d),
      month: Number(mo),
      ...(y ? { year: Number(y.length === 2 ? `20${y}` : y) } : {}),
    };
  });
  // The next day: in the same month, or the first of the next after a month's last days (not "01/01 01/02").
  const next = (a: { day: number; month: number }, b: { day: number; month: number }) =>
    (b.month === a.month && b.day === a.day + 1) ||
    (b.day === 1 && a.day >= 28 && b.month === (a.month % 12) + 1);
  return read.every((d, i) => i === 0 || next(read[i - 1] as { day: number; month: number }, d))
    ? read
    : null;
}

/**
 * The page's day grids as table lines, and the page's other runs; null when the page has none. A month printed in
 * week rows is a grid a week: each line of dates heads the lines under it, down to the next. The grid's dates take
 * the year of a full date of the page that names the same day and month (its period, "01/10/2026 - 31/10/2026").
 */
export function dayGrid(runs: Run[]): { lines: string[]; rest: Run[] } | null {
  const lines = baselines(runs.filter((r) => !r.apart));
  const heads = lines.flatMap((l, i) => (dateLine(l) ? [i] : []));
  if (heads.length === 0) return null;
  const inGrid = new Set<Run>();
  const grids = heads.map((at, k) => readGrid(lines.slice(at, heads[k + 1] ?? lines.length), inGrid));
  const rest = runs.filter((r) => !inGrid.has(r));
  // A week row's year goes on from the row before it (the page names a full date of its first days only).
  let year: number | undefined;
  let month = 0;
  const out = grids.flatMap((columns) => {
    const first = columns[0] as Column;
    year = first.year ?? yearOf(rest, first) ?? (year !== undefined && first.month < month ? year + 1 : year);
    const dates = datedColumns(columns, year);
    month = (columns.at(-1) as Column).month;
    if (year !== undefined && month < first.month) year++;
    return gridTable(columns, dates);
  });
  return { lines: out.filter((l, i) => i === 0 || l !== out[0]), rest };
}

/** One grid's columns, from its line of dates (the first of `lines`) down to the first line that is none of its. */
function readGrid(lines: Run[][], inGrid: Set<Run>): Column[] {
  const head = lines[0] as Run[];
  const dates = dateLine(head) as { day: number; month: number; year?: number }[];
  const centres = head.map((r) => (r.x + r.right) / 2);
  const pitch = ((centres.at(-1) as number) - (centres[0] as number)) / (centres.length - 1);
  const columns: Column[] = dates.map((d, i) => ({
    ...d,
    left: (centres[i] as number) - pitch / 2,
    right: (centres[i] as number) + pitch / 2,
    cells: [],
  }));
  const columnOf = (r: Run) => {
    const centre = (r.x + r.right) / 2;
    return r.right - r.x <= pitch * 1.1 ? columns.findIndex((c) => centre >= c.left && centre < c.right) : -1;
  };
  for (const r of head) inGrid.add(r);
  // The grid's lines: those under the dates whose every run stands in one column, up to the first that does not.
  let body = lines.slice(1);
  const end = body.findIndex((l) => l.some((r) => columnOf(r) < 0));
  if (end >= 0) body = body.slice(0, end);
  // A weekday under each date ("Чт", "Mon"), words of three letters at most that are no duty codes ("OFF", "AL").
  if (body[0]?.every((r) => /^\p{L}{1,3}\.?$/u.test(r.str) && classifyCode(r.str) === DUTY_TYPES.unknown))
    for (const r of body.shift() ?? []) inGrid.add(r);
  // A line of one or two letters apart below the cells (a gap over twice their pitch): indicators under some days
  // ("R": requested), no duties.
  const pitches = body.slice(1).map((l, i) => ((body[i] as Run[])[0]?.bottom ?? 0) - (l[0]?.bottom ?? 0));
  const usual = [...pitches].sort((a, b) => a - b)[Math.floor(pitches.length / 2)] ?? 0;
  body = body.filter((l, i) => {
    const apart = i > 0 && pitches[i - 1] !== undefined && (pitches[i - 1] as number) > usual * 2;
    const indicators = apart && l.every((r) => /^\p{L}{1,2}$/u.test(r.str));
    if (indicators) for (const r of l) inGrid.add(r);
    return !indicators;
  });
  for (const line of body)
    for (const r of line) {
      (columns[columnOf(r)] as Column).cells.push(r.str);
      inGrid.add(r);
    }
  return columns;
}

/** Each column's date as 'dd/mm/yyyy' (or 'dd/mm' when the page names no year for it). */
function datedColumns(columns: Column[], year: number | undefined): string[] {
  let y = year;
  return columns.map((c, i) => {
    if (i > 0 && c.month < (columns[i - 1] as Column).month) y = y === undefined ? y : y + 1;
    const yy = c.year ?? y;
    const dd = `${String(c.day).padStart(2, '0')}/${String(c.month).padStart(2, '0')}`;
    return yy === undefined ? dd : `${dd}/${yy}`;
  });
}

/** The year of a full date elsewhere on the page with the first column's day and month. */
function yearOf(runs: Run[], first: Column): number | undefined {
  for (const r of runs)
    for (const m of r.str.matchAll(/\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b/g))
      if (Number(m[1]) === first.day && Number(m[2]) === first.month) return Number(m[3]);
  return undefined;
}

interface Stamp {
  time: string;
  column: number;
}
interface Leg {
  flight: string;
  from?: string;
  to?: string;
  dep?: Stamp;
  arr?: Stamp;
  aircraft?: string;
}
interface Duty {
  column: number;
  code?: string;
  report?: Stamp;
  start?: Stamp;
  end?: Stamp;
  release?: Stamp;
  legs: Leg[];
}

/**
 * A grid's times are clock times with a colon ('20:40'), four digits alone then being a flight's number ('1023');
 * a grid that prints no colon prints its times as four digits ('0900').
 */
const CLOCK = /^([01]?\d|2[0-3]):[0-5]\d$/;
const HHMM = /^([01]\d|2[0-3])[0-5]\d$/;

const HEADER = ['Date', 'Duty', 'Report', 'From', 'STD', 'To', 'STA', 'A/C', 'Release'];

/** The columns' duties, a row a leg or a duty, under HEADER. */
function gridTable(columns: Column[], dates: string[]): string[] {
  const colons = columns.some((c) => c.cells.some((cell) => CLOCK.test(cell)));
  const duties: Duty[] = [];
  let open: Duty | null = null;
  columns.forEach((column, k) => {
    let goesOn = false;
    for (const cell of column.cells) {
      if (cell === '↓') continue;
      if (cell === '→') {
        goesOn = true;
        continue;
      }
      const time = (colons ? CLOCK : HHMM).test(cell) ? { time: cell, column: k } : null;
      const aircraft = /^\[(.+)\]$/.exec(cell)?.[1];
      const airport = readAirport(cell);
      // A flight's number, with or without its airline ('187', '1023', 'KC 187').
      const flight = /^(?:[A-Z\d]{2} ?)?\d{1,4}[A-Z]?$/.test(cell) ? cell.replace(' ', '') : null;
      if (aircraft) {
        const leg = open?.legs.at(-1);
        if (leg) leg.aircraft ??= aircraft;
      } else if (flight && !time) {
        if (!open || open.code) {
          open = { column: k, legs: [] };
          duties.push(open);
        }
        open.legs.push({ flight });
      } else if (airport && open?.legs.length) {
        const leg = open.legs.at(-1) as Leg;
        if (!leg.from) leg.from = airport;
        else leg.to ??= airport;
      } else if (time) {
        if (!open) {
          open = { column: k, legs: [] };
          duties.push(open);
        }
        const leg = open.legs.at(-1);
        if (open.code) {
          if (!open.start) open.start = time;
          else open.end ??= time;
        } else if (!leg) open.report ??= time;
        else if (!leg.dep) leg.dep = time;
        else if (!leg.arr) leg.arr = time;
        else open.release ??= time;
      } else if (classifyCode(cell) !== DUTY_TYPES.unknown || /^[A-Z][A-Z\d_/-]{1,9}$/.test(cell)) {
        // A duty's code ("HOMS", "VAC", "X"), also one that is an airport's code outside a leg ("OFF", "MED").
        open = { column: k, code: cell, legs: [] };
        duties.push(open);
      }
    }
    if (!goesOn) open = null;
  });
  const stamp = (s: Stamp | undefined, from: number) =>
    s ? (s.column > from ? `${s.time} +${s.column - from}` : s.time) : '';
  const rows = duties.flatMap((d) => {
    const date = dates[d.column] as string;
    if (d.code) return [[date, d.code, '', '', stamp(d.start, d.column), '', stamp(d.end, d.column), '', '']];
    return d.legs.map((leg, i) => [
      date,
      leg.flight,
      i === 0 ? stamp(d.report, d.column) : '',
      leg.from ?? '',
      stamp(leg.dep, d.column),
      leg.to ?? '',
      stamp(leg.arr, d.column),
      leg.aircraft ?? '',
      i === d.legs.length - 1 ? stamp(d.release, d.column) : '',
    ]);
  });
  return rows.length > 0 ? [HEADER, ...rows].map((r) => `${r.join('\t')}\t`) : [];
}
