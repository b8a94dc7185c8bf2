/**
 * Cumulative flight-time and duty limits (issue #15 item 3), as of today and projected through the end of the
 * roster. Pure: events in, figures out; the route and any export call it with the same events, so they agree.
 *
 * What is counted, from what we store (one event per duty, UTC seconds):
 * - Flight time: the block time (start to end) of flight events only. Positioning (deadhead) legs are not flight
 *   time under either rule set. Overlapping flights count once.
 * - Duty: duty periods. On-duty events (report, flights, positioning, standby, simulator, office, course,
 *   debrief, ...; not days off, layovers, hotels, leave or all-day entries, which carry no clock times) that
 *   follow each other with a gap under 10 hours — less than the shortest rest either rule set allows — form one
 *   duty period, from its first start to its last end, breaks included. When the roster gives report and
 *   debrief times they bound the period; when it gives only flights, the period runs from the first departure to
 *   the last arrival (no report time is invented).
 * - Standby counts in full as duty under EASA (the roster rarely tells airport from home standby; airport
 *   standby counts in full, so this errs on the safe side). Under FAA only flight duty periods count: duty
 *   periods with at least one flight or positioning leg, whole (standby or office days alone are not FDP).
 * - Windows: "any N consecutive hours" is rolling to the second; "any N consecutive days", "calendar year" and
 *   "calendar months" are whole local days at the home base (`zone`; UTC when unknown), for both rule sets (FAA
 *   allows UTC or local calendar days). A flight or duty that straddles a window's edge counts only the part
 *   inside. A limit is exceeded when the value goes over the maximum (exactly 100:00 of 100 h is allowed).
 * - "As of today" is the window ending with today (day windows, today's rostered duties included) or ending now
 *   (hour windows). The projection looks at every day (or instant) from then to the end of the roster, at most
 *   two years ahead.
 */
import {
  DUTY_TYPES,
  type FlightTimeLimit,
  type FlightTimeLimits,
  type FtlRuleSet,
} from '@crewroster/shared/schemas';
import { ON_DUTY_TYPES } from '../roster/duty-types.ts';
import { addDays, pad2, zonedToEpoch } from '../roster/time.ts';
import { FTL_RULES, type FtlLimitRule } from './ftl-rules.ts';

export interface LimitEvent {
  type: number;
  start: number;
  end: number;
  allDay: boolean;
}

interface Interval {
  start: number;
  end: number;
}

/** A gap shorter than this between on-duty events is a break within one duty period, not rest. */
export const REST_GAP_SECONDS = 10 * 3600;
/** The projection stops this many days after today, however far the roster reaches. */
export const HORIZON_DAYS = 731;

/** Sorted, non-overlapping intervals (touching ones joined). */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out.at(-1);
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}

const timed = (e: LimitEvent) => !e.allDay && e.end > e.start;

/** Block time of operating sectors (flight events; positioning is not flight time). */
export function flightIntervals(events: LimitEvent[]): Interval[] {
  return mergeIntervals(events.filter((e) => e.type === DUTY_TYPES.flight && timed(e)));
}

export interface DutyPeriod extends Interval {
  /** Holds a flight or positioning leg (an FAA flight duty period). */
  flying: boolean;
}

/** On-duty events joined into duty periods (see the module comment). */
export function dutyPeriods(events: LimitEvent[]): DutyPeriod[] {
  const onDuty = events
    .filter((e) => ON_DUTY_TYPES.has(e.type) && timed(e))
    .sort((a, b) => a.start - b.start);
  const periods: DutyPeriod[] = [];
  for (const e of onDuty) {
    const flying = e.type === DUTY_TYPES.flight || e.type === DUTY_TYPES.positioning;
    const current = periods.at(-1);
    if (current && e.start - current.end < REST_GAP_SECONDS) {
      current.end = Math.max(current.end, e.end);
      current.flying ||= flying;
    } else periods.push({ start: e.start, end: e.end, flying });
  }
  return periods;
}

/** Seconds covered by merged intervals before an instant, in O(log n). */
class Coverage {
  readonly #intervals: Interval[];
  readonly #before: number[] = [];

  constructor(merged: Interval[]) {
    this.#intervals = merged;
    let total = 0;
    for (const i of merged) {
      this.#before.push(total);
      total += i.end - i.start;
    }
  }

  /** Seconds covered in (-∞, x). */
  upTo(x: number): number {
    let lo = 0;
    let hi = this.#intervals.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.#intervals[mid] as Interval).start < x) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return 0;
    const last = this.#intervals[lo - 1] as Interval;
    return (this.#before[lo - 1] as number) + Math.min(last.end, x) - last.start;
  }

  between(from: number, to: number): number {
    return this.upTo(to) - this.upTo(from);
  }
}

/** Local days of one zone: the date of an instant and the instant a date begins (cached). */
class LocalDays {
  readonly #format: Intl.DateTimeFormat;
  readonly #starts = new Map<string, number>();
  readonly zone: string;

  constructor(zone: string) {
    this.zone = zone;
    this.#format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }

  dateOf(ts: number): string {
    const parts: Record<string, string> = {};
    for (const p of this.#format.formatToParts(new Date(ts * 1000))) parts[p.type] = p.value;
    return `${parts.year}-${parts.month}-${parts.day}`;
  }

  start(date: string): number {
    let ts = this.#starts.get(date);
    if (ts === undefined) {
      ts = zonedToEpoch(date, '00:00', this.zone);
      this.#starts.set(date, ts);
    }
    return ts;
  }
}

/** The first day of a day-based window that ends with `date`. */
function windowFirstDay(rule: FtlLimitRule, date: string): string {
  const w = rule.window;
  if (w.kind === 'calendar-year') return `${date.slice(0, 4)}-01-01`;
  if (w.kind === 'calendar-months') {
    const first = new Date(
      Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 - (w.length - 1), 1),
    );
    return `${first.getUTCFullYear()}-${pad2(first.getUTCMonth() + 1)}-01`;
  }
  return addDays(date, -(w.length - 1));
}

interface Context {
  now: number;
  today: string;
  /** The projection's end: the roster's last instant, at most HORIZON_DAYS ahead. */
  until: number;
  days: LocalDays;
}

interface Evaluation {
  value: number;
  projected: number;
  projectedOn: string;
  exceededOn: string | null;
}

/** Day windows: the value of a day is the window ending with it; it only grows on days with time counted. */
function evaluateDays(rule: FtlLimitRule, merged: Interval[], ctx: Context): Evaluation {
  const coverage = new Coverage(merged);
  const { days } = ctx;
  const valueOn = (date: string) =>
    coverage.between(days.start(windowFirstDay(rule, date)), days.start(addDays(date, 1)));
  const candidates = new Set([ctx.today]);
  const from = days.start(ctx.today);
  for (const i of merged) {
    const start = Math.max(i.start, from);
    const end = Math.min(i.end, ctx.until);
    if (end <= start) continue;
    const last = days.dateOf(end - 1);
    for (let d = days.dateOf(start); d <= last; d = addDays(d, 1)) candidates.add(d);
  }
  const max = rule.maxHours * 3600;
  const out: Evaluation = {
    value: valueOn(ctx.today),
    projected: -1,
    projectedOn: ctx.today,
    exceededOn: null,
  };
  for (const date of [...candidates].sort()) {
    const value = valueOn(date);
    if (value > out.projected) {
      out.projected = value;
      out.projectedOn = date;
    }
    if (value > max && out.exceededOn === null) out.exceededOn = date;
  }
  return out;
}

/**
 * Hour windows, value(t) = time counted in [t − W, t). Its maxima are at now, at an interval's end or where an
 * interval's start leaves the window (start + W); inside an interval it never falls, so the first instant over
 * the limit lies inside one and is found by bisection there.
 */
function evaluateHours(rule: FtlLimitRule, merged: Interval[], ctx: Context): Evaluation {
  const coverage = new Coverage(merged);
  const width = (rule.window as { length: number }).length * 3600;
  const valueAt = (t: number) => coverage.between(t - width, t);
  const dayOf = (t: number) => ctx.days.dateOf(Math.max(t - 1, ctx.now));
  const max = rule.maxHours * 3600;
  const out: Evaluation = {
    value: valueAt(ctx.now),
    projected: -1,
    projectedOn: ctx.today,
    exceededOn: null,
  };

  const candidates = [ctx.now];
  for (const i of merged) candidates.push(i.end, i.start + width);
  for (const t of candidates
    .filter((c) => c === ctx.now || (c > ctx.now && c <= ctx.until))
    .sort((a, b) => a - b)) {
    const value = valueAt(t);
    if (value > out.projected) {
      out.projected = value;
      out.projectedOn = dayOf(t);
    }
  }

  if (out.value > max) out.exceededOn = ctx.today;
  else {
    for (const i of merged) {
      const lo = Math.max(i.start, ctx.now);
      const hi = Math.min(i.end, ctx.until);
      if (hi <= lo || valueAt(hi) <= max) continue;
      let ok = lo; // value(ok) ≤ max < value(bad)
      let bad = hi;
      while (bad - ok > 1) {
        const mid = Math.floor((ok + bad) / 2);
        if (valueAt(mid) > max) bad = mid;
        else ok = mid;
      }
      out.exceededOn = dayOf(bad);
      break;
    }
  }
  return out;
}

export interface LimitOptions {
  ruleSet: FtlRuleSet;
  /** UTC epoch seconds. */
  now: number;
  /** IANA zone of the home base (its days count the day windows). */
  zone: string;
}

const minutes = (seconds: number) => Math.floor(seconds / 60);

/** Every limit of the rule set, as of `now` and projected through the end of the roster. */
export function computeLimits(events: LimitEvent[], { ruleSet, now, zone }: LimitOptions): FlightTimeLimits {
  const days = new LocalDays(zone);
  const today = days.dateOf(now);
  let rosterEndTs = Number.NEGATIVE_INFINITY;
  for (const e of events) rosterEndTs = Math.max(rosterEndTs, e.end, e.start + 1);
  const ctx: Context = {
    now,
    today,
    until: Math.min(rosterEndTs, days.start(addDays(today, HORIZON_DAYS))),
    days,
  };
  const periods = dutyPeriods(events);
  const intervals = {
    flight: flightIntervals(events),
    duty: periods,
    fdp: periods.filter((p) => p.flying),
  };
  const limits: FlightTimeLimit[] = FTL_RULES[ruleSet].map((rule) => {
    const merged = intervals[rule.quantity];
    const result =
      rule.window.kind === 'hours' ? evaluateHours(rule, merged, ctx) : evaluateDays(rule, merged, ctx);
    return {
      id: rule.id,
      rule: rule.rule,
      name: rule.name,
      quantity: rule.quantity,
      window: rule.window,
      max: rule.maxHours * 60,
      value: minutes(result.value),
      projected: minutes(result.projected),
      projectedOn: result.projectedOn,
      exceededOn: result.exceededOn,
    };
  });
  return {
    ruleSet,
    today,
    zone,
    rosterEnd: Number.isFinite(rosterEndTs) ? days.dateOf(rosterEndTs - 1) : null,
    limits,
  };
}
