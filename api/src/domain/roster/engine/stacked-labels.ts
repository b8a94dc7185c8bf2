/**
 * Text whose day labels are stacked down the left margin, one part a line ("Thu" / "28 LA3629 SSA 11:10" /
 * "May": weekday, day number and month on consecutive lines, sharing them with the entries beside), as PDF
 * extractors write a calendar column whose cells are taller than one line. The label stands in the vertical
 * middle of its day, so entries above it belong to it too: each line goes to the nearest label, and the text is
 * rewritten with the label as a line of its own at the top of its day ("Thu 28 May"), which the row reader dates
 * as any day header. Entries in such a layout are cells too: a flight number or duty code with its start station
 * and time on one line and the end station and time on the next (or the start on the line above when the line
 * under it holds the next-day mark "(31/5)"); these are joined into one line. A cell the page drew diagonally
 * comes out one character a line, two strings interleaved ("G", "FL", "R", "N", "U", "1", "1", "5", …): its
 * letters are split into the two known airports they spell and its time characters, read alternately, into two
 * times (stackedRun). Nothing changes in a text without at least three stacked labels.
 */
import { airport } from './airports.ts';
import { clockMinutes, monthName, readFlightNumber, weekdayName } from './tokens.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A token opening a line at the margin (column 0-2): a part of a stacked label. */
const MARGIN = /^ {0,2}(\S{1,9})(?= |$)/;

interface Label {
  /** The lines of its weekday and day number (where it stands; its month may follow a diagonal cell). */
  first: number;
  last: number;
  weekday: number;
  day: number;
  month: number;
  /** Nothing but the label on its lines: a day without entries (a day off away from base, the day after a night). */
  empty: boolean;
}

type Part = { kind: 'weekday' | 'day' | 'month' | 'piece'; value: number; text: string };

function marginPart(line: string): Part | null {
  const m = MARGIN.exec(line);
  if (!m) return null;
  const t = m[1] as string;
  if (/^\d{1,2}$/.test(t) && Number(t) >= 1 && Number(t) <= 31)
    return { kind: 'day', value: Number(t), text: t };
  const w = weekdayName(t);
  if (w >= 0 && t.length <= 3) return { kind: 'weekday', value: w, text: t };
  const mo = monthName(t);
  if (mo > 0 && t.length === 3) return { kind: 'month', value: mo, text: t };
  // One or two characters of a label drawn diagonally ("W", "1", "e", "7", "d": "Wed" and "17" interleaved).
  if (t.length <= 2 && /^[A-Za-z0-9]+$/.test(t)) return { kind: 'piece', value: 0, text: t };
  return null;
}

const blank = (line: string, text: string) => line.replace(text, ' '.repeat(text.length));

/** The stacked labels of the lines (weekday, day number, then month within a few lines), their parts blanked. */
function findLabels(lines: string[]): Label[] {
  const labels: Label[] = [];
  const parts = lines.map(marginPart);
  for (let i = 0; i < lines.length; i++) {
    const p = parts[i];
    if (!p) continue;
    let weekday = -1;
    let day = 0;
    let end = i;
    let dayLine = i;
    const used: number[] = [];
    if (p.kind === 'weekday') {
      // Weekday, then its day number, the next part at the margin (a diagonal cell beside may come between).
      for (let j = i + 1; j < Math.min(lines.length, i + 30); j++) {
        const q = parts[j];
        if (!q) continue;
        if (q.kind === 'day') {
          weekday = p.value;
          day = q.value;
          end = j;
          dayLine = j;
          used.push(i, j);
        }
        break;
      }
    } else if (p.kind === 'piece' || p.kind === 'day') {
      // A diagonal label: consecutive margin pieces whose letters spell a weekday and digits a day.
      let letters = '';
      let digits = '';
      let j = i;
      for (; j < lines.length && j < i + 8; j++) {
        const q = parts[j];
        if (!q || (q.kind !== 'piece' && q.kind !== 'day') || q.text.length > 2) break;
        for (const ch of q.text)
          if (/\d/.test(ch)) digits += ch;
          else letters += ch;
        used.push(j);
      }
      const w = weekdayName(letters);
      if (w >= 0 && /^\d{1,2}$/.test(digits) && Number(digits) >= 1 && Number(digits) <= 31) {
        weekday = w;
        day = Number(digits);
        end = j - 1;
        dayLine = end;
      } else used.length = 0;
    }
    if (weekday < 0) continue;
    // The month: the next margin month before another label starts (a diagonal label's month follows its run).
    let month = 0;
    for (let j = end + 1; j < Math.min(lines.length, end + 30); j++) {
      const q = parts[j];
      if (!q) continue;
      if (q.kind === 'month') {
        month = q.value;
        end = j;
        used.push(j);
        break;
      }
      if (q.kind === 'weekday' || q.kind === 'day') break;
    }
    for (const k of used) {
      const q = parts[k] as Part;
      lines[k] = blank(lines[k] as string, q.text);
      parts[k] = null;
    }
    const empty = lines.slice(i, end + 1).every((line) => line.trim() === '');
    labels.push({ first: i, last: dayLine, weekday, day, month, empty });
    i = Math.max(i, used[1] ?? i);
  }
  // A label printed without its month takes its neighbour's (the next one's, else the previous one's).
  for (let k = 0; k < labels.length; k++) {
    const l = labels[k] as Label;
    if (l.month) continue;
    const next = labels.slice(k + 1).find((x) => x.month);
    const prev = labels
      .slice(0, k)
      .reverse()
      .find((x) => x.month);
    l.month = next && next.day >= l.day ? next.month : (prev?.month ?? next?.month ?? 0);
  }
  return labels.filter((l) => l.month > 0);
}

const STATION_TIME = /^(?:(\S+) +)?([A-Z]{3}) +(\d{1,2}:\d{2}) *(\(\d{1,2}\/\d{1,2}\))?$/;
/** A word and a time, nothing else: a report or release line ('Apresentação:07:18'). */
const WORD_TIME = /^\p{L}[\p{L}\p{M}]*:? *\d{1,2}:\d{2}$/u;
const CLOCKS = /\d{1,2}:\d{2}/g;
const NEXT_DAY = /^\(\d{1,2}\/\d{1,2}\)$/;
/** A flight number or a duty code (DO, CMA, LOFT_J) opening an entry. */
const isHead = (t: string) => !!readFlightNumber(t) || /^[A-Z][A-Z0-9_]{1,7}$/.test(t);

interface Stop {
  word: string | null;
  station: string;
  time: string;
  mark: string;
}

function stop(line: string | undefined): Stop | null {
  const m = STATION_TIME.exec((line ?? '').trim());
  if (!m) return null;
  return { word: m[1] ?? null, station: m[2] as string, time: m[3] as string, mark: m[4] ?? '' };
}

/** Minutes of a printed clock time, one or two hour digits ('7:18', '17:27'). */
const minutes = (t: string) => clockMinutes(t.padStart(5, '0'));

/**
 * A cell drawn diagonally, one or two characters a line: its letters interleave two station codes and its digits
 * and colons two times, one character of each in turn. The codes are the split of the letters into two known
 * airports; the departure is where the leg before arrived (the only link a reader has), the earlier time (within
 * twelve hours) the departure's. Null when the split or the departure is not certain.
 */
export function stackedRun(chars: string[], previousArrival: string | null): [Stop, Stop] | null {
  const letters = chars.filter((c) => /[A-Z]/.test(c));
  const clock = chars.filter((c) => /[\d:]/.test(c));
  if (letters.length !== 6 || clock.length !== 10 || !previousArrival) return null;
  const a = clock.filter((_, i) => i % 2 === 0).join('');
  const b = clock.filter((_, i) => i % 2 === 1).join('');
  if (!/^\d\d:\d\d$/.test(a) || !/^\d\d:\d\d$/.test(b)) return null;
  const pairs = new Set<string>();
  for (let x = 0; x < 6; x++)
    for (let y = x + 1; y < 6; y++)
      for (let z = y + 1; z < 6; z++) {
        const one = [x, y, z].map((i) => letters[i]).join('');
        const other = letters.filter((_, i) => i !== x && i !== y && i !== z).join('');
        if (one !== other && airport(one) && airport(other)) pairs.add([one, other].sort().join(' '));
      }
  const withDeparture = [...pairs].filter((p) => p.split(' ').includes(previousArrival));
  if (withDeparture.length !== 1) return null;
  const to = (withDeparture[0] as string).split(' ').find((s) => s !== previousArrival) as string;
  const [dep, arr] = (minutes(b) - minutes(a) + 1440) % 1440 < 720 ? [a, b] : [b, a];
  return [
    { word: null, station: previousArrival, time: dep, mark: '' },
    { word: null, station: to, time: arr, mark: '' },
  ];
}

const joined = (head: string, dep: Stop, arr: Stop, mark: string) =>
  [head, dep.station, dep.time, arr.word, arr.station, arr.time, arr.mark || mark].filter(Boolean).join(' ');

/** The end of the run of lines from `from` holding one or two characters each (a diagonal cell). */
function runEnd(lines: string[], from: number): number {
  let j = from;
  while (j < lines.length) {
    const n = (lines[j] as string).replace(/ /g, '').length;
    if (n === 0 || n > 2) break;
    j++;
  }
  return j;
}

/** Joins each entry printed over two or three lines (see the module comment) into its first line, in place. */
function joinEntries(lines: string[]): void {
  /** A station-and-time line no entry took yet (the start of an entry printed under it). */
  let loose = -1;
  let lastArrival: string | null = null;
  const take = (at: number, entry: string, arrival: string, ...consumed: number[]) => {
    lines[at] = entry;
    for (const k of consumed) lines[k] = '';
    lastArrival = arrival;
    loose = -1;
  };
  for (let i = 0; i < lines.length; i++) {
    const text = (lines[i] as string).trim();
    if (text === '') continue;
    const tokens = text.split(/ +/);
    const head = tokens[0] as string;
    const own = tokens.length > 1 ? stop(tokens.slice(1).join(' ')) : null;
    const nextText = (lines[i + 1] ?? '').trim();
    if (isHead(head) && own && !own.word) {
      const next = stop(nextText);
      if (next && !isHead(next.word ?? 'x')) {
        take(i, joined(head, own, next, ''), next.station, i + 1);
        i++;
        continue;
      }
      const above = loose >= 0 ? stop(lines[loose]) : null;
      if (above && !above.word && NEXT_DAY.test(nextText)) {
        take(loose, joined(head, above, own, nextText), own.station, i, i + 1);
        i++;
        continue;
      }
    }
    if (isHead(head) && (tokens.length === 1 || (tokens.length === 2 && (tokens[1] as string).length <= 2))) {
      // A flight or code alone: its stops are a diagonal run under it, or the lines above and under it.
      const chars = tokens.length === 2 ? [tokens[1] as string] : [];
      const j = runEnd(lines, i + 1);
      for (let k = i + 1; k < j; k++) chars.push(...(lines[k] as string).replace(/ /g, ''));
      if (j - i > 8) {
        const run = stackedRun(chars, lastArrival);
        const range = Array.from({ length: j - i - 1 }, (_, k) => i + 1 + k);
        if (run) take(i, joined(head, run[0], run[1], ''), run[1].station, ...range);
        else for (const k of range) lines[k] = '';
        i = j - 1;
        continue;
      }
      const above = loose >= 0 ? stop(lines[loose]) : null;
      const below = stop(nextText);
      if (above && !above.word && below && !below.word) {
        const mark = NEXT_DAY.test((lines[i + 2] ?? '').trim()) ? (lines[i + 2] as string).trim() : '';
        take(loose, joined(head, above, below, mark), below.station, i, i + 1, ...(mark ? [i + 2] : []));
        i += mark ? 2 : 1;
        continue;
      }
    }
    const end = runEnd(lines, i);
    if (end - i >= 8) {
      // A diagonal run under no lone flight or code: the extractor's second copy of a cell it also printed flat.
      for (let k = i; k < end; k++) lines[k] = '';
      i = end - 1;
      continue;
    }
    const alone = stop(text);
    if (alone && !alone.word) loose = i;
    else if (!NEXT_DAY.test(text)) loose = -1;
  }
}

/** The text rewritten as described in the module comment, or the text itself when it has no stacked labels. */
export function restackDayLabels(text: string): string {
  if (!/^ {0,2}(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat|[A-Za-z0-9]{1,2})\s*$/m.test(text)) return text;
  const lines = text.split(/\r?\n|\r/);
  const found = findLabels(lines);
  if (found.length < 3) return text;
  joinEntries(lines);
  // A label with nothing beside it dates no line: the entries around it are its neighbours' (the label stands in
  // the middle of its day's entries, and it has none).
  const labels = found.filter((l) => !l.empty);
  // Each line goes to the nearest label, counting only lines that still hold something (a diagonal cell's many
  // lines are one entry); the label then heads its day.
  const place: number[] = [];
  let filled = 0;
  for (const line of lines) {
    place.push(filled);
    if (line.trim() !== '') filled++;
  }
  const middles = labels.map((l) => ((place[l.first] as number) + (place[l.last] as number)) / 2);
  // A line that holds part of a label is that label's day, whatever else is near.
  const host = new Map<number, number>();
  labels.forEach((l, k) => {
    host.set(l.first, k);
    host.set(l.last, k);
  });
  // Each entry's day: the label it shares a line with, else the nearest.
  const filledLines = lines.flatMap((line, i) => (line.trim() === '' ? [] : [i]));
  const dayOf = new Map<number, number>();
  let k = 0;
  for (const i of filledLines) {
    const at = place[i] as number;
    const hosted = host.get(i) ?? -1;
    if (hosted >= k) k = hosted;
    else while (k + 1 < labels.length && at - (middles[k] as number) > (middles[k + 1] as number) - at) k++;
    dayOf.set(i, k);
  }
  // A word and a time alone (a report, a release: "Apresentação:03:45") belong to a duty beside them. Several
  // together between two entries close the one before and open the one after (release, then report); one alone
  // goes with the entry it is nearer to in time: after the end of the one before, or before the start of the next.
  const clocks = (i: number) => (lines[i] as string).match(CLOCKS) ?? [];
  const isNote = (i: number) => WORD_TIME.test((lines[i] as string).trim());
  const isEntry = (i: number) => !isNote(i) && clocks(i).length > 0;
  for (let n = 0; n < filledLines.length; n++) {
    if (!isNote(filledLines[n] as number)) continue;
    let end = n;
    while (end + 1 < filledLines.length && isNote(filledLines[end + 1] as number)) end++;
    let before = n - 1;
    while (before >= 0 && before > n - 8 && !isEntry(filledLines[before] as number)) before--;
    let after = end + 1;
    while (after < filledLines.length && after < end + 8 && !isEntry(filledLines[after] as number)) after++;
    // Entries within a few lines only (linear time, whatever the text).
    const prev =
      before > n - 8 && before >= 0 && isEntry(filledLines[before] as number)
        ? filledLines[before]
        : undefined;
    const next =
      after < end + 8 && after < filledLines.length && isEntry(filledLines[after] as number)
        ? filledLines[after]
        : undefined;
    const dayNear = (k: number): number | undefined => {
      const note = filledLines[k] as number;
      if (prev === undefined || next === undefined) return dayOf.get((prev ?? next) as number);
      if (end > n) return dayOf.get(k === n ? prev : next);
      const t = minutes(clocks(note)[0] as string);
      const sincePrev = (t - minutes(clocks(prev).at(-1) as string) + 1440) % 1440;
      const untilNext = (minutes(clocks(next)[0] as string) - t + 1440) % 1440;
      return dayOf.get(untilNext <= sincePrev ? next : prev);
    };
    for (let k = n; k <= end; k++) {
      const day = dayNear(k);
      if (day !== undefined) dayOf.set(filledLines[k] as number, day);
    }
    n = end;
  }
  const out: string[] = [];
  let shown = -1;
  for (const i of filledLines) {
    const day = Math.max(shown, dayOf.get(i) as number);
    for (; shown < day; ) {
      shown++;
      const l = labels[shown] as Label;
      if (shown === day)
        out.push(`${WEEKDAYS[l.weekday]} ${String(l.day).padStart(2, '0')} ${MONTHS[l.month - 1]}`);
    }
    out.push(lines[i] as string);
  }
  return out.join('\n');
}
