/** Date and time helpers: wall-clock times in an IANA zone to UTC seconds, with Intl (no tz database of our own). */

/** One formatter per canonical zone: at most the few hundred IANA zones, however a roster spells them. */
const byCanonicalZone = new Map<string, Intl.DateTimeFormat>();
/** Spellings seen ("europe/london", "Europe/London", …) → their formatter; bounded, oldest dropped first. */
const bySpelling = new Map<string, Intl.DateTimeFormat>();
const MAX_SPELLINGS = 1000;

function createFormatter(zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

function formatter(zone: string): Intl.DateTimeFormat {
  const known = bySpelling.get(zone);
  if (known) return known;
  const probe = createFormatter(zone); // throws on an unknown zone
  const canonical = probe.resolvedOptions().timeZone;
  let f = byCanonicalZone.get(canonical);
  if (!f) {
    f = probe;
    byCanonicalZone.set(canonical, f);
  }
  if (bySpelling.size >= MAX_SPELLINGS) bySpelling.delete(bySpelling.keys().next().value as string);
  bySpelling.set(zone, f);
  return f;
}

/** How many formatters and spellings are cached (for tests of the bound). */
export function zoneCacheSize(): { zones: number; spellings: number } {
  return { zones: byCanonicalZone.size, spellings: bySpelling.size };
}

export function isValidZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** Offset of `zone` from UTC at the instant `ms`, in milliseconds. */
function offsetMs(ms: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) parts[p.type] = Number(p.value);
  const n = (k: string) => parts[k] ?? 0;
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** UTC epoch seconds of a wall-clock date (YYYY-MM-DD) and time (HH:MM) in `zone`. */
export function zonedToEpoch(date: string, time: string, zone: string): number {
  const wall = wallToMs(date, time);
  let guess = wall - offsetMs(wall, zone);
  // Second pass settles the offset across a DST change.
  guess = wall - offsetMs(guess, zone);
  return Math.floor(guess / 1000);
}

export function wallToMs(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm);
}

export function utcToEpoch(date: string, time: string): number {
  return Math.floor(wallToMs(date, time) / 1000);
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

export function isoDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return isoDate(new Date(Date.UTC(y, m - 1, d + days)));
}

/** A real calendar date in YYYY-MM-DD form. */
/** The ISO dates from `first` to `last`, both included, at most `max` of them. */
export function datesFrom(first: string, last: string, max: number): string[] {
  const dates: string[] = [];
  for (let day = first; day <= last && dates.length < max; day = addDays(day, 1)) dates.push(day);
  return dates;
}

export function isValidIsoDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** "0930", "9:30", "09:30" → "09:30"; anything else (or out of range) → null. "24:00" is kept as 24:00. */
export function normaliseTime(raw: string): string | null {
  const m = /^(\d{1,2}):?(\d{2})$/.exec(raw.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return `${pad2(h)}:${pad2(min)}`;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toUpperCase());
}

/**
 * Reads the common date spellings: 2025-01-08, 08/01/2025 and 08.01.2025 (day first), 08Jan25, 08 Jan 2025,
 * 20250108. Returns YYYY-MM-DD or null.
 */
export function parseDate(raw: string): string | null {
  const s = raw.trim();
  const out = readDate(s);
  return out && isValidIsoDate(out) ? out : null;
}

function readDate(s: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (iso) return `${iso[1]}-${pad2(Number(iso[2]))}-${pad2(Number(iso[3]))}`;
  const dayFirst = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(s);
  if (dayFirst) return `${dayFirst[3]}-${pad2(Number(dayFirst[2]))}-${pad2(Number(dayFirst[1]))}`;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const named = /^(\d{1,2})[\s-]?([A-Za-z]{3})[a-z]*[\s-]?(\d{2}|\d{4})$/.exec(s);
  if (!named) return null;
  const month = monthIndex(named[2] ?? '');
  if (month < 0) return null;
  const yearText = named[3] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return `${year}-${pad2(month + 1)}-${pad2(Number(named[1]))}`;
}

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
export function weekdayIndex(name: string): number {
  return WEEKDAYS.indexOf(name.slice(0, 3).toUpperCase());
}

/**
 * The date of a year-less, month-less roster day ("Mon01"): the month nearest the upload date (from two months
 * before to two after) in which that day of the month falls on that weekday; the upload month when none does.
 */
export function dateFromDayAndWeekday(
  day: number,
  weekday: number,
  uploadDate: Date,
): { year: number; month: number } {
  const y = uploadDate.getUTCFullYear();
  const m = uploadDate.getUTCMonth();
  for (const delta of [0, -1, 1, -2, 2]) {
    const first = new Date(Date.UTC(y, m + delta, 1));
    const candidate = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day));
    if (candidate.getUTCMonth() !== first.getUTCMonth()) continue;
    if (weekday < 0 || candidate.getUTCDay() === weekday)
      return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 };
  }
  return { year: y, month: m + 1 };
}
