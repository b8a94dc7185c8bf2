/**
 * Date context: turns the partial dates a roster prints (15Jul, Mon01, 01MON, "15 Tue") into calendar dates,
 * from the dates already seen, the weekday and the upload date.
 */
import { dateFromDayAndWeekday, pad2 } from '../time.ts';
import { type DayRef, isoOf, readDate, type SlashOrder, weekday2 } from './tokens.ts';

const DAY_MS = 86_400_000;

function weekdayOf(y: number, m: number, d: number): number {
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function validDay(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** Months from the upload's, nearest first, earlier before later. */
const NEAREST_MONTHS = [0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6];

export class DateContext {
  /** The last date a row was placed on. */
  current: { year: number; month: number; day: number } | null = null;
  /** The roster's period start from a header line ("EFFECTIVE MAY02", "TRIP DATES 17MAR - 20MAR"). */
  anchor: { year: number; month: number; day: number } | null = null;
  constructor(
    readonly uploadDate: Date,
    readonly order: SlashOrder,
    /** How often the roster names each month in its own dates (namedMonths): which of two months a day fits. */
    readonly named: NamedMonths = new Map(),
  ) {}

  /** The last day and month printed without a year, as placed: the next such date is placed near it. */
  private yearless: { year: number; month: number; day: number } | null = null;

  /** The anchor came from a month and its year alone (DayRef.wholeMonth). */
  private anchorIsMonth = false;

  private set(y: number, m: number, d: number): string {
    this.current = { year: y, month: m, day: d };
    return `${y}-${pad2(m)}-${pad2(d)}`;
  }

  /** A date with its month printed in a header line, before any row's date: the period the rows' bare days are in. */
  /** A new period ('Period: 01/04/2024 to 30/04/2024', a page's or a month's): its first day dates the days after it. */
  startPeriod(ref: DayRef): void {
    this.current = null;
    this.anchor = null;
    this.anchorIsMonth = false;
    this.setAnchor(ref);
  }

  setAnchor(ref: DayRef): void {
    if (this.current || !ref.month) return;
    // A title's month and year ("Pilot Rotations April 2026") gives way to a header naming the period's first day in
    // that month ("EFFECTIVE APR12").
    const narrows = this.anchorIsMonth && !ref.wholeMonth && ref.month === this.anchor?.month && ref.day > 1;
    if (this.anchor && !narrows) return;
    this.anchorIsMonth = !!ref.wholeMonth;
    const saved = this.current;
    const iso = this.resolve(ref);
    this.current = saved;
    if (!iso) return;
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    this.anchor = { year: y, month: m, day: d };
  }

  /**
   * A bare day of the month starting a line ("2 2796 SLC…"), read only within a period named in a header: it
   * continues the previous row's month (the next one when the day drops); the first takes the period's month, or
   * the next month when the day is before the period's first day (a period across a month end).
   */
  resolveLeadDay(day: number): string | null {
    if (!this.anchor) return null;
    if (this.current) return this.resolve({ day });
    let { year, month } = this.anchor;
    if (day < this.anchor.day) {
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
    return validDay(year, month, day) ? this.set(year, month, day) : null;
  }

  /**
   * A full date as is. Day and month without a year: the year that puts it nearest the last such date, or the
   * upload date before any (a roster's days follow each other; the upload may be months away, and a full date
   * printed above them, a licence's expiry, says nothing of their year). A day of
   * the month alone (with or without a weekday): the month of the previous row, or the next one when the day
   * number drops; the first such day (or one whose weekday does not fit there) takes the month nearest the
   * upload date in which that day falls on that weekday, or of several such months the one the roster's own dates
   * name most ("SU 01" in a February roster uploaded in March: 1 February and 1 March 2026 are both Sundays).
   * `upcoming` gives the days printed after this one: of those months, the one they go on fitting in wins first.
   */
  resolve(ref: DayRef, upcoming?: () => readonly DayRef[]): string | null {
    const full = isoOf(ref);
    if (full && ref.year && ref.month) return this.set(ref.year, ref.month, ref.day);
    if (ref.month) {
      const before = this.yearless;
      const anchor = before ? Date.UTC(before.year, before.month - 1, before.day) : this.uploadDate.getTime();
      let best: number | null = null;
      const y0 = before?.year ?? this.uploadDate.getUTCFullYear();
      for (const y of [y0 - 1, y0, y0 + 1]) {
        if (!validDay(y, ref.month, ref.day)) continue;
        if (ref.weekday !== undefined && weekdayOf(y, ref.month, ref.day) !== ref.weekday) continue;
        const dist = Math.abs(Date.UTC(y, ref.month - 1, ref.day) - anchor);
        if (best === null || dist < Math.abs(Date.UTC(best, ref.month - 1, ref.day) - anchor)) best = y;
      }
      if (best === null) return null;
      this.yearless = { year: best, month: ref.month, day: ref.day };
      return this.set(best, ref.month, ref.day);
    }
    const cur = this.current;
    if (cur) {
      let { year, month } = cur;
      if (ref.day < cur.day) {
        month += 1;
        if (month > 12) {
          month = 1;
          year += 1;
        }
      }
      const fits =
        validDay(year, month, ref.day) &&
        (ref.weekday === undefined || weekdayOf(year, month, ref.day) === ref.weekday) &&
        Date.UTC(year, month - 1, ref.day) - Date.UTC(cur.year, cur.month - 1, cur.day) < 62 * DAY_MS;
      if (fits) return this.set(year, month, ref.day);
      if (ref.weekday === undefined) return null;
    }
    if (ref.day < 1 || ref.day > 31) return null;
    // A first bare day under a period named in a header ("FEVRIER 2024"): that period's month.
    if (ref.weekday === undefined && this.anchor) return this.resolveLeadDay(ref.day);
    const ym =
      ref.weekday === undefined
        ? dateFromDayAndWeekday(ref.day, -1, this.uploadDate)
        : this.monthOfWeekday(ref.day, ref.weekday, upcoming?.() ?? []);
    if (!validDay(ym.year, ym.month, ref.day)) return null;
    return this.set(ym.year, ym.month, ref.day);
  }

  /**
   * The month in which `day` falls on `weekday`, of those within six of the upload's: the one in which the days
   * printed after it go on fitting their weekdays longest ("Fri27 Sat28 Sun01": a month of 28 days, February in
   * 2026, not March), then the one the roster's own dates name most, then the nearest (earlier before later: a roster
   * is more often uploaded after its month than long before it).
   */
  private monthOfWeekday(
    day: number,
    weekday: number,
    upcoming: readonly DayRef[],
  ): { year: number; month: number } {
    const y = this.uploadDate.getUTCFullYear();
    const m = this.uploadDate.getUTCMonth();
    let best: { year: number; month: number; fits: number; named: number } | null = null;
    for (const delta of NEAREST_MONTHS) {
      const at = new Date(Date.UTC(y, m + delta, day));
      if (at.getUTCDate() !== day || at.getUTCDay() !== weekday) continue;
      const candidate = { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
      const fits = daysFitting({ ...candidate, day }, upcoming);
      const named = this.named.get(`${candidate.year}-${pad2(candidate.month)}`) ?? 0;
      if (!best || fits > best.fits || (fits === best.fits && named > best.named))
        best = { ...candidate, fits, named };
    }
    return best ?? { year: y, month: m + 1 };
  }
}

/** Days after a first one to check its month by (two months' worth): the caller gives no more. */
export const LOOKAHEAD = 62;

/** The most days a month end's wrap can skip between two printed days ("28" to "01"): more is a new section. */
const WRAP_DAYS = 14;

/**
 * How many of the days printed after `from` fit their weekdays when each continues the one before: the next month
 * when the day drops, but only a few days on (a month end, not rows out of order or a second list of the same days).
 * A date that names its month ends the count, fitting when it is where the days had got to.
 */
function daysFitting(
  from: { year: number; month: number; day: number },
  upcoming: readonly DayRef[],
): number {
  let { year, month, day } = from;
  let fits = 0;
  for (const ref of upcoming) {
    let [y, m] = [year, month];
    if (ref.day < day) [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
    if (!validDay(y, m, ref.day)) break;
    if (ref.day < day && Date.UTC(y, m - 1, ref.day) - Date.UTC(year, month - 1, day) > WRAP_DAYS * DAY_MS)
      break;
    if (ref.month) return fits + (ref.month === m && (ref.year === undefined || ref.year === y) ? 1 : 0);
    if (ref.weekday === undefined || weekdayOf(y, m, ref.day) !== ref.weekday) break;
    [year, month, day] = [y, m, ref.day];
    fits += 1;
  }
  return fits;
}

/** Fewest days a month calendar lists (a month of 28 days). */
const CALENDAR_DAYS = 28;

/**
 * The runs of rows that make a month calendar (a sidebar listing a month day by day, a duty's code beside some of
 * its days): at least 28 rows in a row, each dated the day after the one before (its weekday too, when printed),
 * most holding nothing but their day. Its last day is no day of the rows after it (a calendar from 31 January to 1
 * March printed before trips from 1 February), nor is a date before it (the page's print stamp): those rows are
 * dated afresh, as a roster's first rows are (by their weekdays and the months the roster names).
 * `days[i]`: row i's printed day and whether the row holds nothing else, or null. Each run as [first, after last].
 */
export function monthCalendars(days: readonly ({ ref: DayRef; bare: boolean } | null)[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = 0;
  let bare = 0;
  for (let i = 0; i <= days.length; i++) {
    const day = days[i];
    const prev = days[i - 1];
    if (!day || !prev || !nextDay(prev.ref, day.ref)) {
      if (i - start >= CALENDAR_DAYS && bare * 2 > i - start) runs.push([start, i]);
      start = i;
      bare = 0;
    }
    if (day?.bare) bare++;
  }
  return runs;
}

/** `b` the day after `a`: the next day of the month, or the 1st after a month's last days; its weekday the next. */
function nextDay(a: DayRef, b: DayRef): boolean {
  if (b.day !== a.day + 1 && !(b.day === 1 && a.day >= 28)) return false;
  return a.weekday === undefined || b.weekday === undefined || b.weekday === (a.weekday + 1) % 7;
}

/** Times a roster names each month ("2026-02") in the dates it prints with their month. */
export type NamedMonths = ReadonlyMap<string, number>;

/**
 * The months of the dates a roster prints with their month ("01FEB", "06FEB SIC"), each in the year nearest the
 * upload; the caller passes its duties' and legs' dates only, so a print stamp does not count.
 */
export function namedMonths(refs: DayRef[], uploadDate: Date): NamedMonths {
  const context = new DateContext(uploadDate, 'dmy');
  const named = new Map<string, number>();
  for (const ref of refs) {
    const iso = ref.month ? context.resolve(ref) : null;
    if (iso) named.set(iso.slice(0, 7), (named.get(iso.slice(0, 7)) ?? 0) + 1);
  }
  return named;
}

/** What else a roster tells of its slash dates' order: weekday names printed before them, the upload date. */
export interface SlashEvidence {
  /** A slash date and the weekday (0 = Sunday) printed just before it ("Tuesday 02-07-2017"). */
  weekdays?: [string, number][];
  uploadDate?: Date;
}

const SLASH_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;

/** Epoch days of a slash date read day-first and month-first (null where that reading is no date). */
function readings(s: string): { dmy: number | null; mdy: number | null } | null {
  const m = SLASH_DATE.exec(s);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  const y = m[3]?.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const at = (month: number, day: number) =>
    validDay(y, month, day) ? Date.UTC(y, month - 1, day) / DAY_MS : null;
  return { dmy: at(b, a), mdy: at(a, b) };
}

/** The reading with more votes, or null on a tie. */
const winner = (dmy: number, mdy: number): SlashOrder | null =>
  dmy > mdy ? 'dmy' : mdy > dmy ? 'mdy' : null;

/**
 * Day-first or month-first slash dates, decided for the whole roster, by the first evidence that tells: a first
 * number over 12 means day first, a second over 12 month first; then the weekdays printed before the dates (only
 * one reading falls on them: "Tuesday 02-07-2017" is 7 February 2017); then the dates' succession (a roster's
 * days follow each other within a week: 02-07, 02-08, 02-09 are three days of February, not three months apart);
 * then AM/PM times (the US order); then the upload date (only one reading is within a month and a half of it);
 * else day first.
 */
export function slashOrder(samples: string[], hasAmPm: boolean, evidence: SlashEvidence = {}): SlashOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const s of samples) {
    const m = SLASH_DATE.exec(s);
    if (!m) continue;
    if (Number(m[1]) > 12) dayFirst++;
    if (Number(m[2]) > 12) monthFirst++;
  }
  const byNumbers = winner(dayFirst, monthFirst);
  if (byNumbers) return byNumbers;
  const read = samples.flatMap((s) => readings(s) ?? []).filter((r) => r.dmy !== r.mdy);
  let weekdayDmy = 0;
  let weekdayMdy = 0;
  for (const [s, weekday] of evidence.weekdays ?? []) {
    const r = readings(s);
    if (!r) continue;
    // 1 January 1970 (epoch day 0) was a Thursday.
    const falls = (day: number | null) => day !== null && (day + 4) % 7 === weekday;
    if (falls(r.dmy) && !falls(r.mdy)) weekdayDmy++;
    if (falls(r.mdy) && !falls(r.dmy)) weekdayMdy++;
  }
  const byWeekday = winner(weekdayDmy, weekdayMdy);
  if (byWeekday) return byWeekday;
  const steps = (key: 'dmy' | 'mdy') => {
    let n = 0;
    let prev: number | null = null;
    for (const r of read) {
      const day = r[key];
      if (day === null || day === prev) continue;
      if (prev !== null && day > prev && day - prev <= 7) n++;
      prev = day;
    }
    return n;
  };
  const bySuccession = winner(steps('dmy'), steps('mdy'));
  if (bySuccession) return bySuccession;
  if (hasAmPm) return 'mdy';
  const upload = evidence.uploadDate ? evidence.uploadDate.getTime() / DAY_MS : null;
  if (upload !== null) {
    const near = (key: 'dmy' | 'mdy') =>
      read.some((r) => r[key] !== null && Math.abs((r[key] as number) - upload) <= 45) ? 1 : 0;
    const byUpload = winner(near('dmy'), near('mdy'));
    if (byUpload) return byUpload;
  }
  return 'dmy';
}

/** A date with its month in a line before the first dated row, and a line opening with a bare day. */
export function periodInHeader(
  read: { f: { date?: DayRef; headerDate?: DayRef; leadDay?: number } }[],
): boolean {
  let period = false;
  for (const { f } of read) {
    if (f.date) break;
    if (f.headerDate) period = true;
    if (period && f.leadDay !== undefined) return true;
  }
  return false;
}

/**
 * Lines that open with a two-letter weekday and a day of the month ("WE 12", "TU 18"): a date only when at least
 * two lines do and their weekdays advance with their days (across a month end too), since "SU 100" or "FR 12"
 * may as well be a flight. `firsts` holds each text line's first two words.
 */
export function twoLetterWeekdayDays(firsts: [string, string][]): boolean {
  let prev: { weekday: number; day: number } | null = null;
  let seen = 0;
  for (const [a, b] of firsts) {
    const weekday = weekday2(a);
    if (weekday < 0 || !/^\d{1,2}$/.test(b)) continue;
    const day = Number(b);
    if (day < 1 || day > 31) return false;
    if (prev) {
      const p = prev;
      const steps = day >= p.day ? [day - p.day] : [28, 29, 30, 31].map((len) => day + len - p.day);
      if (!steps.some((n) => (((p.weekday + n) % 7) + 7) % 7 === weekday)) return false;
    }
    prev = { weekday, day };
    seen++;
  }
  return seen >= 2;
}

/** Words joining a period's first and last days: to, '-', Dutch 't/m' and 'tot', German 'bis', French 'au', Spanish 'al'/'a'. */
const PERIOD_TO = /^(?:to|until|thru|through|[-–]|t\/m|tot|bis|au|al|a|ate|até|hasta)$/i;
const PERIOD_LABEL = /^(?:period[eo]?|période|período|zeitraum|from|van|von|du|del|de|desde):?$/i;

/** "Periode: 01-01-2023 t/m 31-01-2023", "01/05/2026 - 31/05/2026": the period's first day, both days with a year. */
export function periodSpan(words: string[], order: SlashOrder): DayRef | null {
  const rest = PERIOD_LABEL.test(words[0] ?? '') ? words.slice(1) : words;
  if (rest.length !== 3 || !PERIOD_TO.test(rest[1] ?? '')) return null;
  const [from, to] = [readDate(rest[0] ?? '', order), readDate(rest[2] ?? '', order)];
  return from?.year && from.month && to?.year && to.month ? from : null;
}
