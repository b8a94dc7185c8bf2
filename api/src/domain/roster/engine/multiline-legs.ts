/**
 * Legs printed over several lines: a line with the flight number alone (maybe with aircraft and registration),
 * then its departure and arrival, each on a line of its own with the station, day and time
 * ("GB3130 763 N1489A" / "CVG 06Dec 05:53 LT" / "SEA 06Dec 08:01 LT"), or both on one line under it. A line
 * holding only a deadhead mark ("DH") marks the flight line after it. Lines that follow a leg and repeat its
 * shape without a flight number ("RDU 2141 BOS.2339" after "2393 RDU*1931 RDU.1953") continue that flight. A leg
 * printed under both of the days it spans, each line with one of its times, is one leg (mergeSplitLegs), and so is
 * one printed across two day rows, each with one of its airports (mergeDaySplitLegs).
 */
import type { Row } from './grid.ts';
import type { FlightFact, RowFacts, TimeFact } from './row.ts';
import { readAirport, readBareNumber, readTime, trimToken } from './tokens.ts';

export interface ReadRow {
  row: Row;
  f: RowFacts;
}

const placed = (f: RowFacts) => f.airports.length > 0 || !!f.from || !!f.to || !!f.station;

/** A flight number with nothing else a leg needs: no airport, no time, no duty code. */
const isFlightLine = (f: RowFacts) => f.flights.length > 0 && !placed(f) && f.times.length === 0 && !f.code;

/** The stations of a line: its airports, and a duty code opening it that is also an airport ("SCK", Stockton). */
function stationsOf(f: RowFacts): string[] {
  if (!f.code) return f.airports;
  return readAirport(f.code) ? [f.code, ...f.airports] : [];
}

/** A station, its time (and day), nothing else: no flight number, no other code, times without a report label. */
const isStationLine = (f: RowFacts) => {
  const stations = stationsOf(f);
  return (
    f.flights.length === 0 &&
    !f.deadhead &&
    stations.length >= 1 &&
    stations.length <= 2 &&
    !f.from &&
    !f.to &&
    f.times.length === stations.length &&
    f.times.every((t) => !t.role || t.role === 'dep' || t.role === 'arr')
  );
};

/** A line with one airport and nothing else, or one time and nothing else: a field of a leg printed one a line. */
const isAirportAlone = ({ row, f }: ReadRow) =>
  !row.table &&
  row.cells.length === 1 &&
  f.airports.length === 1 &&
  f.times.length === 0 &&
  f.flights.length === 0 &&
  !f.date &&
  !f.code &&
  !f.from &&
  !f.to;
export const isTimeAlone = ({ row, f }: ReadRow) =>
  !row.table &&
  row.cells.length === 1 &&
  f.times.length === 1 &&
  !f.times[0]?.role &&
  f.airports.length === 0 &&
  f.flights.length === 0 &&
  !f.date &&
  !f.code;

/**
 * The station line at `k`, or a station alone on its line with its time alone under it (a leg printed one field a
 * line, as pdf-parse writes a table's cells: "SAW" / "14:28"), as one station line; with the lines it takes.
 */
function stationAt(rows: ReadRow[], k: number): { f: RowFacts; used: number } | null {
  const at = rows[k] as ReadRow;
  if (isStationLine(at.f)) return { f: at.f, used: 1 };
  const under = rows[k + 1];
  if (!isAirportAlone(at) || !under || !isTimeAlone(under)) return null;
  return { f: { ...at.f, times: under.f.times, remarks: [...at.f.remarks, ...under.f.remarks] }, used: 2 };
}

const isFlagLine = (f: RowFacts) =>
  f.deadhead && f.flights.length === 0 && !placed(f) && f.times.length === 0 && !f.code;

/** Merges each flight line with the one or two station lines under it into one leg row. */
export function mergeMultilineLegs(rows: ReadRow[]): ReadRow[] {
  const out: ReadRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    const cur = rows[i] as ReadRow;
    const next = rows[i + 1];
    if (isFlagLine(cur.f) && next && isFlightLine(next.f)) {
      next.f.deadhead = true;
      continue;
    }
    if (!isFlightLine(cur.f)) {
      out.push(cur);
      continue;
    }
    const stations: RowFacts[] = [];
    let airports = 0;
    let k = i + 1;
    while (k < rows.length && stations.length < 2 && airports < 2) {
      const s = stationAt(rows, k);
      if (!s || airports + stationsOf(s.f).length > 2) break;
      stations.push(s.f);
      airports += stationsOf(s.f).length;
      k += s.used;
    }
    if (airports !== 2) {
      out.push(cur);
      continue;
    }
    out.push({ row: cur.row, f: merge(cur.f, stations) });
    i = k - 1;
  }
  return out;
}

function merge(head: RowFacts, stations: RowFacts[]): RowFacts {
  const [first, second] = stations as [RowFacts, RowFacts | undefined];
  const times: TimeFact[] = stations.flatMap((s) => s.times);
  const [dep, arr] = times as [TimeFact, TimeFact];
  const f: RowFacts = {
    ...head,
    airports: stations.flatMap(stationsOf),
    times: [
      { ...dep, role: 'dep' },
      { ...arr, role: 'arr' },
    ],
    remarks: [...head.remarks, ...stations.flatMap((s) => s.remarks)],
  };
  if (first.date) {
    f.date = first.date;
    f.ownDate = first.ownDate;
    if (second?.date) f.arrDate = second.date;
  }
  return f;
}

/** One flight between two airports with one time, nothing else a leg or duty would have: half a leg. */
function halfLeg({ row, f }: ReadRow): { flight: string; from: string; to: string; departs: boolean } | null {
  if (f.flights.length !== 1 || f.airports.length !== 2 || f.times.length !== 1 || f.code || f.date)
    return null;
  if (f.from || f.to || f.times[0]?.role) return null;
  const [from = '', to = ''] = f.airports;
  // Whether the time stands before the arrival airport (the departure) or after it (the arrival).
  const timeAt = row.cells.findIndex((c) => readTime(trimToken(c.text)));
  const toAt = row.cells.findLastIndex((c) => trimToken(c.text) === to);
  if (timeAt < 0 || toAt < 0 || from === to) return null;
  return { flight: f.flights[0]?.code ?? '', from, to, departs: timeAt < toAt };
}

/** A line that starts a day: a bare day of the month or a date of its own. */
const startsDay = (f: RowFacts) => f.leadDay !== undefined || (!!f.date && f.ownDate);

/**
 * A leg printed under each of the days it spans (a month calendar's cells): its departure day holds the flight,
 * its route and the departure time only ("KE042SEA 11:45 - ICN", the time before the arrival airport), and the
 * next day (or the one after) the same flight and route with the arrival time only ("KE042SEA - ICN 16:17"). The
 * two become one leg on the departure day whose arrival moves by the days between. Looks at most a few rows on.
 */
export function mergeSplitLegs(rows: ReadRow[]): ReadRow[] {
  const out: ReadRow[] = [];
  const consumed = new Set<number>();
  for (let i = 0; i < rows.length; i++) {
    if (consumed.has(i)) continue;
    const cur = rows[i] as ReadRow;
    const dep = halfLeg(cur);
    if (!dep?.departs) {
      out.push(cur);
      continue;
    }
    let days = 0;
    let partner = -1;
    for (let k = i + 1; k < rows.length && k <= i + 8 && days <= 2; k++) {
      const next = rows[k] as ReadRow;
      if (startsDay(next.f)) {
        days++;
        continue;
      }
      if (next.f.flights.length === 0) continue;
      const arr = halfLeg(next);
      if (arr && !arr.departs && arr.flight === dep.flight && arr.from === dep.from && arr.to === dep.to)
        partner = k;
      break;
    }
    if (partner < 0 || days < 1 || days > 2) {
      out.push(cur);
      continue;
    }
    const other = (rows[partner] as ReadRow).f;
    const [on] = cur.f.times as [TimeFact];
    const [off] = other.times as [TimeFact];
    out.push({
      row: cur.row,
      f: {
        ...cur.f,
        times: [
          { ...on, role: 'dep' },
          { ...off, role: 'arr', shift: off.shift + days },
        ],
        remarks: [...cur.f.remarks, ...other.remarks],
      },
    });
    consumed.add(partner);
  }
  return out;
}

/**
 * One flight at one airport with its time(s), nothing else a leg or duty would have: a leg's end on a day row. The
 * flight may be a bare number printed just before the airport ("243 ANC", "243HKG"), which a line with one airport
 * does not read as a flight on its own; `bare` then.
 */
function legEnd({ row, f }: ReadRow): { flight: string; at: string; bare: boolean } | null {
  if (f.flights.length > 1 || f.airports.length !== 1 || f.code || f.from || f.to || f.times.length === 0)
    return null;
  if (f.times.some((t) => t.role)) return null;
  const at = f.airports[0] ?? '';
  if (f.flights.length === 1) return { flight: f.flights[0]?.code ?? '', at, bare: false };
  const m = new RegExp(`(?<![\\w:.])(\\d{1,4}) ?${at}(?![A-Za-z])`).exec(row.raw);
  const number = m?.[1] ? readBareNumber(m[1]) : null;
  return number && !number.passive ? { flight: number.number, at, bare: true } : null;
}

/**
 * A leg printed across the rows of the days it spans, each row with one of its airports: the departure day's row
 * holds the flight, its departure airport and time ("DH G4368 AUS 22:44", maybe after its report: "25 Thu 21:00 FO
 * 243 HKG 23:00"), the next day's row the same flight, its arrival airport and time ("13 Sat DH G4368 CVG 01:17",
 * maybe with a layover's length after it). The two become one leg on the departure row, its arrival moved by the
 * days between; the arrival row keeps only its date (the rows after it are still that day's).
 */
export function mergeDaySplitLegs(rows: ReadRow[]): ReadRow[] {
  const out = [...rows];
  for (let i = 0; i < out.length; i++) {
    const cur = out[i] as ReadRow;
    const dep = legEnd(cur);
    if (!dep || cur.f.times.length > 2) continue;
    let days = 0;
    let partner = -1;
    for (let k = i + 1; k < out.length && k <= i + 3 && days <= 1; k++) {
      const next = (out[k] as ReadRow).f;
      if (startsDay(next)) days++;
      const arr = legEnd(out[k] as ReadRow);
      if (!arr && next.flights.length === 0) continue;
      if (arr && arr.flight === dep.flight && arr.at !== dep.at) partner = k;
      break;
    }
    if (partner < 0 || days !== 1) continue;
    const other = (out[partner] as ReadRow).f;
    const [report, on] = cur.f.times.length === 2 ? cur.f.times : [undefined, cur.f.times[0]];
    const off = other.times[0] as TimeFact;
    out[i] = {
      row: cur.row,
      f: {
        ...cur.f,
        airports: [dep.at, other.airports[0] ?? ''],
        ...(dep.bare ? { flights: [{ code: dep.flight, bare: true, passive: false }] } : {}),
        times: [
          ...(report ? [{ ...report, role: 'report' as const }] : []),
          { ...(on as TimeFact), role: 'dep' },
          { ...off, role: 'arr', shift: off.shift + days },
          // A layover's length printed after the arrival ("13 Sat DH G4368 CVG 01:17 06:18").
          ...other.times.slice(1),
        ],
        durations: [...cur.f.durations, ...other.durations],
        deadhead: cur.f.deadhead || other.deadhead,
      },
    };
    out[partner] = {
      row: (out[partner] as ReadRow).row,
      f: { ...other, flights: [], airports: [], times: [], durations: [], deadhead: false, remarks: [] },
    };
  }
  return out;
}

/**
 * A line with two airports and two times but no flight number or code, just after a leg that lands where it
 * departs: the next sector of the same flight (a through flight or a return to the gate).
 */
export function continuesLeg(
  f: RowFacts,
  prev: { f: RowFacts; to?: string | null } | undefined,
): FlightFact[] {
  if (!prev || f.flights.length > 0 || f.code || f.airports.length !== 2 || f.times.length < 2) return [];
  if (prev.to !== f.airports[0]) return [];
  return prev.f.flights.slice(0, 1).map((fl) => ({ ...fl }));
}

/** A leg whose arrival line prints its own day: the arrival time moves by the days between the two. */
export function arrivalDay(f: RowFacts, depDate: string, arrDate: string | null): void {
  if (!arrDate) return;
  const days = Math.round((Date.parse(arrDate) - Date.parse(depDate)) / 86_400_000);
  if (days === 0 || Math.abs(days) > 3) return;
  f.times = f.times.map((t) => (t.role === 'arr' ? { ...t, shift: t.shift + days } : t));
}
