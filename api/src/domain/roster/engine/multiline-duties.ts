import { DUTY_TYPES } from '@crewroster/shared/schemas';
/**
 * Duties printed over several lines: a duty code alone on its line ("SICK", "FLX", "R3"), then the day and time it
 * starts and, on the next line, ends, each maybe with its station ("CVG 29Nov 03:01 LT" / "CVG 30Nov 03:00 LT", or
 * the station on a line of its own above: "ICN" / "2026-02-03 07:00");
 * and a report or release label alone ("Check-in", "Check-out") above the line with its day and time. Each becomes
 * one row, like a duty printed on one line.
 */
import { isTimeAlone, type ReadRow } from './multiline-legs.ts';
import { CODE_LIKE, type RowFacts, setCode, type TimeFact } from './row-facts.ts';
import { clockMinutes, type DayRef, daysBetween, LABELS, readFlightNumber, trimToken } from './tokens.ts';

const placed = (f: RowFacts) => !!f.from || !!f.to || !!f.station;

/** A line with one word that is a duty code: nothing else, no date, no time, no flight. */
function codeOf({ row, f }: ReadRow): string | null {
  if (row.table || row.cells.length !== 1 || f.date || f.times.length > 0 || f.flights.length > 0)
    return null;
  const text = row.cells[0]?.text ?? '';
  // A column head's clock in brackets under it ("(Z)", "(L)"), not a duty code.
  if (/^\((?:Z|L|LT|UTC|GMT)\)$/i.test(text.trim())) return null;
  const word = trimToken(text).toUpperCase();
  const label = LABELS[word];
  if (label === 'report') return 'C/I';
  if (label === 'release') return 'C/O';
  if (!f.code || f.code !== word || f.airports.length > 0 || readFlightNumber(word)) return null;
  return word;
}

/** A text line with no code, flight or placed duty: a field of a record printed one field a line. */
const isBareLine = ({ row, f }: ReadRow) => !row.table && !f.code && f.flights.length === 0 && !placed(f);

/** A day and one time, maybe with a station: nothing else a duty or a leg would have. */
const isWhenLine = (r: ReadRow) =>
  isBareLine(r) &&
  !!r.f.date &&
  r.f.ownDate &&
  r.f.times.length === 1 &&
  !r.f.deadhead &&
  r.f.airports.length <= 1;

/** One airport alone on its line: no date, no time. */
const isStationLine = (r: ReadRow) =>
  isBareLine(r) &&
  r.row.cells.length === 1 &&
  !r.f.date &&
  r.f.times.length === 0 &&
  r.f.airports.length === 1;

/**
 * The when line at `i`, or a station alone on its line and the when line under it (a record printed one field a
 * line: "ICN" above "2026-02-03 07:00"), as that when line with its station; with the number of lines it takes.
 */
function whenAt(rows: ReadRow[], i: number): { f: RowFacts; used: number } | null {
  const at = rows[i];
  if (!at) return null;
  if (isWhenLine(at)) return { f: at.f, used: 1 };
  const under = rows[i + 1];
  if (isStationLine(at) && under && isWhenLine(under) && under.f.airports.length === 0)
    return { f: { ...under.f, airports: at.f.airports }, used: 2 };
  // A date alone and its time alone under it ("01/03/2026" / " 18:53:00").
  if (isDateAlone(at) && under && isTimeAlone(under))
    return { f: { ...at.f, times: under.f.times }, used: 2 };
  return null;
}

const isDateAlone = (r: ReadRow) =>
  isBareLine(r) &&
  r.row.cells.length === 1 &&
  !!r.f.date &&
  r.f.ownDate &&
  r.f.times.length === 0 &&
  r.f.airports.length === 0;

/**
 * A duty's line with its date, its start and its code, nothing else ("01.03.26 13:20 DUTY", "05.03.26 15:00 STBYD"):
 * with its end and the end of the rest after it under it (below), a duty printed one field a line. Its code, the one
 * word after the time, or null.
 */
function datedStartCode({ row, f }: ReadRow): string | null {
  if (row.table || !f.date || !f.ownDate || f.times.length !== 1 || f.times[0]?.role) return null;
  if (f.flights.length > 0 || f.airports.length > 0 || placed(f)) return null;
  if (f.code) return f.remarks.length === 0 ? f.code : null;
  const [word] = f.remarks;
  return f.remarks.length === 1 && word && CODE_LIKE.test(word) ? word : null;
}

/** A when with nothing after its time: an end, not the next duty's start ("06.03.26 06:00 SIM"). */
const bareWhen = <W extends { f: RowFacts }>(w: W | null) => (w && w.f.remarks.length === 0 ? w : null);

export function mergeMultilineDuties(rows: ReadRow[]): ReadRow[] {
  const out: ReadRow[] = [];
  let lastDuty = '';
  for (let i = 0; i < rows.length; i++) {
    const cur = rows[i] as ReadRow;
    const startCode = datedStartCode(cur);
    const ends = startCode ? bareWhen(whenAt(rows, i + 1)) : null;
    // Under the end, printed as it was, when the rest after the duty ends (Pegasus prints both): no day of its own,
    // so the lines after it stay on the duty's day. An end printed as a date alone and a time alone makes such a
    // duty only with its rest's end: a day's header and report time above the next day's date and a time are no
    // duty and its end. An end on one line ("05.03.26 22:00") is one without.
    const after = ends ? bareWhen(whenAt(rows, i + 1 + ends.used)) : null;
    const rest = after && after.used === ends?.used ? after : null;
    if (startCode && ends && (rest || ends.used === 1)) {
      i += ends.used + (rest?.used ?? 0);
      // A duty of several legs prints its line again above each leg: one duty.
      const printed = `${cur.row.raw.trim()} ${JSON.stringify(ends.f.date)} ${ends.f.times[0]?.time}`;
      const duty = datedDuty(rows, i + 1, cur, startCode, ends.f);
      if (printed !== lastDuty) out.push(duty);
      lastDuty = printed;
      continue;
    }
    const code = codeOf(cur);
    const first = code ? whenAt(rows, i + 1) : null;
    if (!code || !first) {
      out.push(cur);
      continue;
    }
    // A label (report, release) takes one time; a duty code its start and, when printed, its end: printed as the start
    // was (a station above its end only when one stood above its start, else that is the next record's).
    const next = code !== 'C/I' && code !== 'C/O' ? whenAt(rows, i + 1 + first.used) : null;
    const end = next && next.used === first.used ? next : null;
    out.push({ row: cur.row, f: merge(cur.f, code, first.f, end?.f) });
    i += first.used + (end?.used ?? 0);
  }
  return out;
}

/**
 * The duty of a dated start line and its end (`ends`), the rows after them from `from`: from its start to its end.
 * A code the engine does not know ('DUTY') with legs under it is their flight duty: its start the report, its end the
 * release, around those legs (a window, as a day row whose cell printed its legs), when it reports at most three
 * hours before the first departure and releases at most three hours after the last arrival, an operating leg among
 * them; else it is a duty of its own (a ground duty, a course). The legs under a duty ending the next day are put on
 * their days (afterMidnight).
 */
function datedDuty(rows: ReadRow[], from: number, cur: ReadRow, code: string, ends: RowFacts): ReadRow {
  const f: RowFacts = {
    ...cur.f,
    times: [
      { ...(cur.f.times[0] as TimeFact), role: 'dep' },
      { ...(ends.times[0] as TimeFact), role: 'arr' },
    ],
  };
  // Its one word after the time is its code ("STBYD"), as it would be before it.
  if (!f.code) {
    f.remarks = [];
    setCode(f, code);
  }
  if (ends.date) f.arrDate = ends.date;
  const days = ends.date ? Math.max(0, daysBetween(cur.f.date as DayRef, ends.date)) : 0;
  const start = clockMinutes(f.times[0]?.time ?? '00:00');
  const end = days * 1440 + clockMinutes(f.times[1]?.time ?? '00:00');
  const legRows = f.codeType === DUTY_TYPES.unknown ? legRowsUnder(rows, from, cur.row.raw.trim()) : [];
  const under = legsUnder(rows, legRows, start, days > 0);
  const window =
    !!under &&
    under.operating &&
    within(under.firstDeparture - start, 0, 180) &&
    within(end - under.lastArrival, 0, 180);
  if (window) {
    // The release on its own day (a window's times are stamped on its row's); a leg landing after midnight lands
    // the next day, so the debrief after it starts then.
    arrivalsNextDay(rows, legRows);
    const release = f.times[1] as TimeFact;
    f.times = [
      { ...(f.times[0] as TimeFact), role: 'report' },
      { ...release, role: 'release', shift: release.shift + days },
    ];
  }
  if (days > 0) afterMidnight(rows, from, f);
  return { row: window ? { ...cur.row, cellLegs: legRows.length } : cur.row, f };
}

function merge(head: RowFacts, code: string, start: RowFacts, end: RowFacts | undefined): RowFacts {
  const on = start.times[0] as TimeFact;
  const role = code === 'C/I' ? 'report' : code === 'C/O' ? 'release' : 'dep';
  const times: TimeFact[] = [{ ...on, role }];
  if (end) times.push({ ...(end.times[0] as TimeFact), role: 'arr' });
  const f: RowFacts = {
    ...head,
    date: start.date,
    ownDate: true,
    times,
    airports: [],
    remarks: [...start.remarks],
  };
  const station = start.airports[0] ?? end?.airports[0];
  if (station) f.station = station;
  if (end?.date) f.arrDate = end.date;
  if (!f.code) setCode(f, code);
  return f;
}

/**
 * The legs under a duty that ends the day after it starts, printed without a date of their own: one that departs
 * before the duty starts (the duty reported 18:45, the leg departs 00:15) flies after midnight, on the next day.
 */
function afterMidnight(rows: ReadRow[], from: number, duty: RowFacts): void {
  const start = clockMinutes(duty.times[0]?.time ?? '00:00');
  for (let k = from; k < rows.length; k++) {
    const r = rows[k] as ReadRow;
    if (r.f.date && r.f.ownDate) return;
    // A leg on one line has its times' roles given later: its first time, between its two airports, departs.
    const dep =
      r.f.times.find((t) => t.role === 'dep') ??
      (r.f.airports.length === 2 && r.f.times.length >= 2 ? r.f.times[0] : undefined);
    if (r.f.flights.length === 0 || !dep || dep.shift > 0) continue;
    if (clockMinutes(dep.time) >= start) continue;
    rows[k] = { row: r.row, f: { ...r.f, times: r.f.times.map((t) => ({ ...t, shift: t.shift + 1 })) } };
  }
}

const within = (n: number, min: number, max: number) => n >= min && n <= max;

/** A leg's line under a duty: its flight, its two airports, its departure and arrival (the first two times). */
function legTimes(f: RowFacts): [TimeFact, TimeFact] | null {
  if (f.flights.length === 0 || f.airports.length !== 2) return null;
  const dep = f.times.find((t) => t.role === 'dep');
  const arr = f.times.find((t) => t.role === 'arr');
  if (dep && arr) return [dep, arr];
  return f.times.length === 2 && !f.times.some((t) => t.role) ? (f.times as [TimeFact, TimeFact]) : null;
}

/**
 * The rows under a duty up to the next line with a date of its own, over the duty's line printed again with its
 * end and rest's end (a duty of several legs repeats them above each leg): the indexes of its legs' rows.
 */
function legRowsUnder(rows: ReadRow[], from: number, printed: string): number[] {
  const legs: number[] = [];
  let repeating = false;
  for (let k = from; k < rows.length; k++) {
    const { row, f } = rows[k] as ReadRow;
    if (row.raw.trim() === printed) {
      repeating = true;
      continue;
    }
    const bare = f.flights.length === 0 && !f.code && f.remarks.length === 0 && f.airports.length === 0;
    if (f.date && f.ownDate && !(repeating && bare)) break;
    if (legTimes(f)) {
      legs.push(k);
      repeating = false;
    }
  }
  return legs;
}

/**
 * The legs under a duty starting at `start` (minutes of its day): how many, whether one is operated, the first
 * departure and the last arrival in minutes from the duty's day (a leg departing before the duty's start, in a duty
 * ending the next day, departs the next day; one landing hours before it departs lands the next).
 */
function legsUnder(rows: ReadRow[], at: number[], start: number, overnight: boolean) {
  let operating = false;
  let firstDeparture = Number.NaN;
  let lastArrival = Number.NaN;
  for (const [n, k] of at.entries()) {
    const { f } = rows[k] as ReadRow;
    const [dep, arr] = legTimes(f) as [TimeFact, TimeFact];
    const d = clockMinutes(dep.time);
    const day = (dep.shift + (overnight && dep.shift === 0 && d < start ? 1 : 0)) * 1440;
    const a = clockMinutes(arr.time);
    operating ||= !f.deadhead;
    if (n === 0) firstDeparture = day + d;
    lastArrival = day + a + (landsNextDay(d, a) ? 1440 : 0);
  }
  return at.length > 0 ? { count: at.length, operating, firstDeparture, lastArrival } : null;
}

/**
 * A leg landing over three hours earlier by the clock than it departs lands the next day (23:20 - 02:10); a little
 * earlier is a short flight west across zones (local times), the same day.
 */
const landsNextDay = (dep: number, arr: number) => arr + 180 < dep;

/** Each of these legs that lands the next day by its clocks: its arrival on that day. */
function arrivalsNextDay(rows: ReadRow[], at: number[]): void {
  for (const k of at) {
    const r = rows[k] as ReadRow;
    const [dep, arr] = legTimes(r.f) as [TimeFact, TimeFact];
    if (!landsNextDay(clockMinutes(dep.time), clockMinutes(arr.time))) continue;
    rows[k] = {
      row: r.row,
      f: { ...r.f, times: r.f.times.map((t) => (t === arr ? { ...t, shift: t.shift + 1 } : t)) },
    };
  }
}
