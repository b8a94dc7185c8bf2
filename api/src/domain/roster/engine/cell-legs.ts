/**
 * Legs printed one a line in one table cell: a day's "Sector(s)/Event(s)" cell holding "620 BKK 6:05 L SIN 9:30 L"
 * and, after a line break, "621 SIN 10:41 L BKK 12:31 L". Each line that reads as a leg (a flight number, an
 * airport and its time, an airport and its time, each time maybe marked "L" local or "Z" UTC) becomes a row of
 * its own with the columns of a leg, after its row, so that it is dated by the row's date; the row keeps the
 * cell's other lines, except those after the last leg: what follows a day's legs happens after them (the layover
 * line "- KIX <Accom>" after a leg that lands at KIX), so each is a row of its own after the legs, read as any
 * line is, and not part of the row's duty (whose code, "2106-1", would make it no hotel line).
 */
import type { Cell, Row } from './grid.ts';
import { readAirport, readFlightNumber, readTime } from './tokens.ts';

export interface LineLeg {
  flight: string;
  from: string;
  /** The departure time as printed, with its zone mark ("6:05 L"). */
  dep: string;
  to: string;
  arr: string;
}

const ZONE_MARK = /^[LZ]$/;
const isFlight = (w: string) => !!readFlightNumber(w) || /^\d{1,4}[A-Z]?$/.test(w);

/**
 * "620 BKK 6:05 L SIN 9:30 L", "VZ621 SIN 10:41 BKK 12:31", "IB711  MAD0500-LHR0725 / 320" (each station glued to its
 * time, the two joined by a dash, the aircraft type after a slash): one leg; anything else, null.
 */
export function readLegLine(line: string): LineLeg | null {
  const words = line
    .trim()
    .replace(/\s+\/\s+\S.*$/, '')
    // Only a glued route ("MAD0500-LHR0725"): "EZY1234" is a flight number.
    .replace(/\b([A-Z]{3})(\d{4})-([A-Z]{3})(\d{4})\b/g, '$1 $2 $3 $4')
    .split(/\s+/);
  if (words.length < 5 || words.length > 7) return null;
  const flight = words[0] ?? '';
  if (!isFlight(flight)) return null;
  let i = 1;
  const stop = (): { at: string; time: string } | null => {
    const at = readAirport(words[i] ?? '');
    const t = readTime(words[i + 1] ?? '');
    if (!at || !t) return null;
    let time = words[i + 1] ?? '';
    i += 2;
    if (ZONE_MARK.test(words[i] ?? '')) time += ` ${words[i++]}`;
    return { at, time };
  };
  const dep = stop();
  const arr = dep ? stop() : null;
  if (!dep || !arr || i !== words.length) return null;
  return { flight, from: dep.at, dep: dep.time, to: arr.at, arr: arr.time };
}

/** A line that follows a cell's legs as a row of its own (one cell, read as any line is). */
function lineRow(text: string, line: number): Row {
  return { table: true, line, raw: text, cells: [{ text }] };
}

/** A leg line as a table row with a leg's columns. */
function legRow(leg: LineLeg, line: number, raw: string): Row {
  return {
    table: true,
    line,
    raw,
    cells: [
      { text: leg.flight, role: 'flight' },
      { text: leg.from, role: 'from' },
      { text: leg.dep, role: 'dep' },
      { text: leg.to, role: 'to' },
      { text: leg.arr, role: 'arr' },
    ],
  };
}

/**
 * A table row whose cells may hold lines ("\n", html-tables.ts): the row with each cell's lines joined by a space,
 * then a row for each leg line of a cell that holds one or more (those lines leave the cell).
 */
export function withCellLegs(row: Row): Row[] {
  if (!row.cells.some((c) => c.text.includes('\n'))) return [row];
  const legs: Row[] = [];
  let legCount = 0;
  const cells: Cell[] = row.cells.map((cell) => {
    if (!cell.text.includes('\n')) return cell;
    const lines = cell.text.split('\n');
    const read = lines.map(readLegLine);
    if (!read.some(Boolean)) return { ...cell, text: lines.join(' ') };
    const lastLeg = read.findLastIndex(Boolean);
    read.forEach((leg, k) => {
      const line = lines[k] ?? '';
      if (leg) {
        legs.push(legRow(leg, row.line, line));
        legCount++;
      } else if (k > lastLeg && line.trim()) legs.push(lineRow(line.trim(), row.line));
    });
    return { ...cell, text: lines.filter((_, k) => !read[k] && k < lastLeg).join(' ') };
  });
  return [{ ...row, cells, ...(legCount ? { cellLegs: legCount } : {}) }, ...legs];
}
