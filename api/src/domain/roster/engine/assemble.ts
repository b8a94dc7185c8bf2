/**
 * Builds duties from rows: flight legs (a flight number with two airports and two times), legs known only by
 * number and the sign-on/sign-off of their day (a pairing summary, used when no row gives full legs), and other
 * duties by their code. Report, debrief and hotel rows that give only one time (or none) are closed by the legs
 * around them. Columns whose labels contradict their data (departure and arrival swapped) are swapped back, and a
 * UTC date-time printed beside local times tells in which zone those times are.
 */
import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { dutyFromRecord, type Field, saysTrue } from '../parsers/tabular.ts';
import { addDays, datesFrom, utcToEpoch, zonedToEpoch } from '../time.ts';
import type { ParsedDuty, Stamp, Zone } from '../types.ts';
import { foreignLeg, markedAirline, ownAirline } from './airline-legs.ts';
import { airport } from './airports.ts';
import { homeClock, legsReadLocalAtBase, printedBlocksSayUtc } from './block-zone.ts';
import { classifyRows, type Item, mostFrequent, SkipLog, type Skipped } from './classify-rows.ts';
import { closeAroundLegs, isLeg, type Ordered } from './close-around-legs.ts';
import type { NamedMonths } from './dates.ts';
import type { Row } from './grid.ts';
import { fixSwappedColumns, inferZoneFromDateTime } from './leg-columns.ts';
import type { RowFacts, TimeFact } from './row.ts';
import { isHotelWord, readFlightNumber, type SlashOrder, zoneAbbreviation } from './tokens.ts';
import { abbreviationZone, BASE_CLOCK, type DocZone, zoneOf } from './zone.ts';

export type { Skipped };

export interface Assembled {
  duties: ParsedDuty[];
  skipped: Skipped[];
  /** Skipped rows in all (`skipped` keeps the first MAX_SKIPPED). */
  skippedTotal: number;
  /** Rows that gave a duty / rows that looked like one. */
  confidence: number;
  found: { dates: number; flights: number; legs: number; duties: number };
  /** The months the rows' own dates name (dates.ts namedMonths). */
  named: NamedMonths;
}

export interface AssembleOptions {
  uploadDate: Date;
  order: SlashOrder;
  docZone: DocZone;
  /** Zone when nothing says: 'utc', or 'local' for a roster printed for a base that never mentions UTC. */
  fallbackZone: 'utc' | 'local';
  base: string | null;
  /** The roster says "UTC" (or GMT, Zulu) somewhere: legs from and back to one airport are then not read local. */
  mentionsUtc?: boolean;
  /** The IANA zone of every time that names none, when the roster keeps one clock (zone.ts, scriptClock). */
  clock?: string | null;
  /** The text's header names a Layover column (classify-rows.ts, namesLayoverColumn). */
  layoverColumn?: boolean;
  /** The months the whole document's dates name, when these rows are a part of it (a pasted page's table). */
  named?: NamedMonths;
}

export function assemble(rows: Row[], opts: AssembleOptions): Assembled {
  const skip = new SkipLog();
  const { items, datesSeen, flightsSeen, candidates, named } = classifyRows(
    rows,
    opts.order,
    opts.uploadDate,
    skip,
    {
      layoverColumn: opts.layoverColumn ?? false,
      base: opts.base,
      ...(opts.named ? { named: opts.named } : {}),
    },
  );

  const legs = items.filter((i) => i.kind === 'leg');
  fixSwappedColumns(legs);
  // The clock of a calendar export's own start and end times, when its legs showed it (the rest: report rows).
  const calendarClock = utcBesideCalendar(legs);
  const hasLegs = legs.length > 0;
  const legPorts = new Set(legs.flatMap((l) => [l.from, l.to]));
  const own =
    ownAirline(legs.flatMap((l) => (l.f.deadhead ? [] : l.f.flights.slice(0, 1)))) ??
    markedAirline(legs.flatMap((l) => (l.f.blockMarked && !l.f.deadhead ? l.f.flights.slice(0, 1) : [])));
  const legTimes = legs.map((l) => ({
    date: l.date,
    from: l.from as string,
    to: l.to as string,
    dep: l.dep as TimeFact,
    arr: l.arr as TimeFact,
    printed: l.f.durations,
  }));
  // A time marked UTC anywhere ("Report 22.55Z", legs at "0600Z") keeps legs that cannot tell from being read
  // local (the block-time vote of those that can still counts).
  const utcMarked = items.some((i) => i.f.times.some((t) => t.zone === 'utc'));
  // Printed block times that fit only UTC beat a stated local (a footnote's "(Local time Homebase)"); not a local
  // assumed from a named base, whose one home clock (homeClock) may fit them as well.
  const docZone = opts.docZone === 'local' && printedBlocksSayUtc(legTimes) ? 'utc' : opts.docZone;
  const readLocal =
    !docZone &&
    opts.fallbackZone === 'utc' &&
    legsReadLocalAtBase(legTimes, (opts.mentionsUtc ?? true) || utcMarked);
  const inferred = inferZoneFromDateTime(legs, opts.base);
  // Legs on one clock that is not UTC, in a roster that names none: its home airport's (block-zone.ts, homeClock).
  // Not times in decimal hours: those are a record of hours flown, kept in UTC as a logbook is.
  const decimalHours = items.some((i) => i.f.times.some((t) => t.decimal));
  // The crew's home where the roster names no base: where its first leg leaves from (a roster starts at home).
  const home = opts.base ?? items.find((it) => it.kind === 'leg' && it.from)?.from ?? null;
  const clock =
    (opts.clock === BASE_CLOCK
      ? zoneOf(opts.base ?? mostFrequent(legs.flatMap((l) => [l.from, l.to])) ?? null)
      : opts.clock) ??
    calendarClock ??
    (!docZone && !readLocal && !utcMarked && !decimalHours
      ? homeClock(legTimes, opts.mentionsUtc ?? true)
      : null);

  const duties: ParsedDuty[] = [];
  const order: (Ordered & { item: Item })[] = [];
  let position: string | null = opts.base;
  // A report printed without its station is at the departure of the leg after it ("Check-in" / "06Dec 05:00 LT").
  const nextDeparture = new Map<Item, string>();
  for (let k = items.length - 1, next: string | null = null; k >= 0; k--) {
    const it = items[k] as Item;
    if (it.kind === 'leg') next = it.from ?? null;
    else if (next) nextDeparture.set(it, next);
  }

  const zoneFor = (t: TimeFact | undefined, airportCode: string | null | undefined, f: RowFacts): Zone => {
    if (inferred?.kind === 'base' && !t?.zone) return { kind: 'airport', iata: inferred.base };
    if (inferred?.kind === 'dep' && !t?.zone && airportCode) return { kind: 'airport', iata: airportCode };
    if (clock && !t?.zone && !f.tz) return { kind: 'iana', name: clock };
    const cue =
      t?.zone ??
      (f.tz && /^(utc|z|gmt|zulu)$/i.test(f.tz)
        ? 'utc'
        : f.tz && /^(local|lt|l)$/i.test(f.tz)
          ? 'local'
          : undefined) ??
      docZone ??
      (readLocal ? 'local' : opts.fallbackZone);
    // A duty without a station on a roster of local times (a home standby): where the crew is, else at home.
    const at = airportCode ?? opts.base ?? (cue === 'local' ? (position ?? home) : null);
    const local = cue === 'local' && at ? zoneOf(at) : null;
    // An airport the reference gives no zone is read in the zone of the nearest one (airports.ts, zoneNear).
    if (at && local)
      return airport(at)?.timezone ? { kind: 'airport', iata: at } : { kind: 'iana', name: local };
    return { kind: 'utc' };
  };
  const stamp = (date: string, t: TimeFact, zone: Zone): Stamp => {
    const day = t.shift ? addDays(date, t.shift) : t.day ? dayOfMonthNear(date, t.day) : date;
    // "16:05 MST": local on the abbreviation's clock, which is the airport's own when they agree.
    const offsets = t.abbr ? zoneAbbreviation(t.abbr) : null;
    return { date: day, time: t.time, zone: offsets ? abbreviationZone(offsets, day, t.time, zone) : zone };
  };

  // A release printed on a duty's first leg line, with the duty's next legs on lines of their own after it (no date
  // of their own, "01/04/2025 Tue EJU7695 … 21:41" then "EJU7696 SID - LIS …"): the release follows the last of them.
  const releaseAfter = new Map<Item, { release: TimeFact; from: Item }>();
  for (const [k, item] of items.entries()) {
    const release = item.kind === 'leg' ? item.f.times.find((t) => t.role === 'release') : undefined;
    if (!release) continue;
    let last = item;
    for (let n = k + 1; n < items.length; n++) {
      const next = items[n] as Item;
      if (
        next.kind !== 'leg' ||
        next.f.ownDate ||
        next.date !== item.date ||
        next.f.times.some((t) => t.role)
      )
        break;
      last = next;
    }
    if (last !== item) releaseAfter.set(last, { release, from: item });
  }
  const deferred = new Set([...releaseAfter.values()].map((r) => r.from));

  for (const item of items) {
    const { f, date } = item;
    if (item.kind === 'weak' && hasLegs) continue;
    if (item.kind === 'leg') {
      const dep = item.dep as TimeFact;
      const arr = item.arr as TimeFact;
      const from = item.from as string;
      const to = item.to as string;
      const flight = f.flights[0];
      const foreign = flight ? foreignLeg(flight, own) : { positioning: false, code: f.code ?? '' };
      const duty = baseDuty(f, date, foreign.code, from, to, true);
      if (!duty) continue;
      if (inferred && f.dateTime) {
        duty.start = utcToEpoch(date, f.dateTime);
        const endZone: Zone =
          inferred.kind === 'base'
            ? { kind: 'airport', iata: inferred.base }
            : zoneFor({ ...arr, zone: 'local' }, to, f);
        duty.end = stamp(date, arr, endZone);
      } else {
        duty.start = stamp(date, dep, zoneFor(dep, from, f));
        duty.end = stamp(date, arr, zoneFor(arr, to, f));
      }
      duty.allDay = false;
      if (f.deadhead || flight?.passive || foreign.positioning) duty.type = DUTY_TYPES.positioning;
      else if (duty.type !== DUTY_TYPES.positioning) duty.type = DUTY_TYPES.flight;
      const report = f.times.find((t) => t.role === 'report');
      const release = deferred.has(item)
        ? undefined
        : (f.times.find((t) => t.role === 'release') ?? releaseAfter.get(item)?.release);
      if (report) {
        const r: ParsedDuty = {
          type: DUTY_TYPES.report,
          title: 'Report',
          nonFlyCode: 'C/I',
          start: stamp(date, report, zoneFor(report, from, f)),
          end: duty.start,
          departure: from,
          arrival: from,
        };
        order.push({ duty: r, item });
      }
      order.push({ duty, item });
      if (release) {
        const d: ParsedDuty = {
          type: DUTY_TYPES.debrief,
          title: 'Debrief',
          nonFlyCode: 'C/O',
          start: duty.end,
          end: stamp(date, release, zoneFor(release, to, f)),
          departure: to,
          arrival: to,
        };
        order.push({ duty: d, item });
      }
      position = to;
      continue;
    }
    if (item.kind === 'weak') {
      const on = f.times.find((t) => t.role === 'report') ?? f.times.find((t) => !t.role) ?? f.times[0];
      const off =
        f.times.find((t) => t.role === 'release') ??
        f.times.filter((t) => t !== on).find((t) => !t.role || t.role === 'arr');
      const port = f.station ?? f.to ?? null;
      f.flights.forEach((flight, n) => {
        const dep = n === 0 ? (f.from ?? position) : null;
        const arrAt = n === f.flights.length - 1 ? (port ?? opts.base) : null;
        const duty = baseDuty(f, date, flight.code, dep, arrAt, true);
        if (!duty || !on) return;
        duty.start = stamp(date, on, zoneFor(on, dep ?? position, f));
        duty.end = off ? stamp(date, off, zoneFor(off, arrAt ?? dep ?? position, f)) : duty.start;
        duty.type = flight.passive || f.deadhead ? DUTY_TYPES.positioning : DUTY_TYPES.flight;
        duty.allDay = false;
        duty.additional = [duty.additional, 'sign-on to sign-off: leg times are not in the roster']
          .filter(Boolean)
          .join(' · ');
        order.push({ duty, item });
      });
      position = port ?? opts.base ?? position;
      continue;
    }
    if (item.kind === 'window') {
      // A duty's report and release times printed after (or before) its legs: "Rpt 1650 Rls 0012".
      const reportOnly = !f.times.some((t) => t.role === 'release');
      const legsAfter = !!item.row.cellLegs;
      const station =
        f.station ??
        f.airports[0] ??
        (legsAfter ? f.from : null) ??
        (reportOnly ? nextDeparture.get(item) : null) ??
        position;
      const report = f.times.find((t) => t.role === 'report');
      const release = f.times.find((t) => t.role === 'release');
      // "Release 22:42 - 23:12": a release printed as a range ends at its second time.
      const releaseEnd = release ? f.times[f.times.indexOf(release) + 1] : undefined;
      const at = (t: TimeFact): Stamp => stamp(date, t, zoneFor(t, station, f));
      if (report)
        order.push({
          duty: {
            type: DUTY_TYPES.report,
            title: 'Report',
            nonFlyCode: 'RPT',
            start: at(report),
            end: at(report),
            departure: station,
            arrival: station,
          },
          item,
          role: 'window',
          legsAfter,
        });
      if (release)
        order.push({
          duty: {
            type: DUTY_TYPES.debrief,
            title: 'Debrief',
            nonFlyCode: 'RLS',
            start: at(release),
            end: at(releaseEnd && !releaseEnd.role ? releaseEnd : release),
            departure: station,
            arrival: station,
          },
          item,
          role: 'window',
          legsAfter,
        });
      continue;
    }
    // A duty code that says "flight" without naming one or its route ("FLY" in a report's Duty column, a month's
    // "FLY 80:03" total), in a roster whose legs are read from their own rows: those legs are the flights. A row
    // with the code and a route of its own ("FLT ICN ... PRG ...") stays a duty.
    const stations = f.airports.length + (f.from ? 1 : 0) + (f.to ? 1 : 0);
    if (hasLegs && f.codeType === DUTY_TYPES.flight && f.flights.length === 0 && stations < 2) {
      skip.add(item.row, 'a flight duty code without its flight: the legs are read from their own rows');
      continue;
    }
    // Other duties. A code that this roster's legs fly to ("SCK Stockton Hilton" beside legs to SCK) is that
    // station, not the duty code, on a line without a date or times of its own: a hotel there when a word of the
    // line names one.
    if (f.code && f.times.length === 0 && !f.ownDate && legPorts.has(f.code)) {
      if (!f.remarks.some(isHotelWord)) {
        skip.add(item.row, 'a station the legs fly to, not a duty code');
        continue;
      }
      f.station = f.code;
      f.code = 'HTL';
      f.codeType = DUTY_TYPES.hotel;
    }
    const station =
      f.station ??
      f.from ??
      f.airports[0] ??
      (f.codeType === DUTY_TYPES.report ? nextDeparture.get(item) : null) ??
      (f.codeType === DUTY_TYPES.debrief ? position : null) ??
      null;
    const arrival = f.to ?? f.airports[1] ?? null;
    const duty = baseDuty(f, date, f.code ?? '', station, arrival, false);
    if (!duty) {
      skip.add(item.row, 'no usable date or time');
      continue;
    }
    const start = f.times.find((t) => t.role === 'dep') ?? f.times.find((t) => !t.role) ?? f.times[0];
    const end =
      f.times.find((t) => t.role === 'arr') ??
      f.times.filter((t) => t !== start).find((t) => !t.role || t.role === 'release') ??
      f.times.find((t) => t !== start);
    if (start && !f.isoStart) {
      if (inferred && f.dateTime) duty.start = utcToEpoch(date, f.dateTime);
      else
        duty.start = stamp(
          date,
          start,
          inferred?.kind === 'base' ? { kind: 'airport', iata: inferred.base } : zoneFor(start, station, f),
        );
      duty.end = end
        ? stamp(
            date,
            end,
            inferred?.kind === 'base'
              ? { kind: 'airport', iata: inferred.base }
              : zoneFor(end, arrival ?? station, f),
          )
        : duty.start;
      // Or a row that says it is one ('Todo el día': Verdadero), from 00:01 to 23:59 as some exports print it.
      duty.allDay =
        (start.time === '00:00' && (end?.time === '23:59' || end?.time === '00:00') && !start.shift) ||
        saysTrue(f.allDay);
      // A whole day printed as 00:00-00:00 (or -24:00): one day from its start.
      if (end && start.time === '00:00' && end.time === '00:00' && typeof duty.start === 'number')
        duty.end = duty.start + 86_399;
    }
    const single = start && !end && !f.isoStart;
    const role =
      single && (duty.type === DUTY_TYPES.report || start.role === 'report')
        ? 'report'
        : single && (duty.type === DUTY_TYPES.debrief || start.role === 'release')
          ? 'release'
          : !start &&
              (duty.type === DUTY_TYPES.hotel || duty.type === DUTY_TYPES.layover) &&
              f.times.length === 0
            ? 'hotel'
            : undefined;
    if (role === 'hotel') {
      duty.allDay = false;
      if (!duty.title || duty.title === f.code) duty.title = `Hotel ${station ?? ''}`.trim();
    }
    order.push({ duty, item, ...(role ? { role } : {}) });
  }

  closeAroundLegs(order);
  const seen = new Set<string>();
  // A whole day under a code that a timed duty of that code spans is that duty as a month's calendar shows it
  // ("FR 06 SIC" beside "SIC 06FEB 05:15 07FEB 11:02"): the timed duty stands for both.
  const timedCodes = new Set(
    order.flatMap(({ duty }) => {
      if (duty.allDay || !duty.nonFlyCode || typeof duty.start === 'number' || typeof duty.end === 'number')
        return [];
      return datesFrom(duty.start.date, duty.end.date, 4).map((day) => `${duty.nonFlyCode} ${day}`);
    }),
  );
  for (const e of order) {
    const { duty } = e;
    if (
      duty.allDay &&
      duty.nonFlyCode &&
      typeof duty.start !== 'number' &&
      timedCodes.has(`${duty.nonFlyCode} ${duty.start.date}`)
    )
      continue;
    const key = repeatKey(e);
    if (key !== null) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    duties.push(...daysOf(duty));
  }
  const legCount = duties.filter(isLeg).length;
  return {
    duties,
    skipped: skip.list,
    skippedTotal: skip.total,
    confidence: candidates === 0 ? 0 : Math.min(1, order.length / candidates),
    found: { dates: datesSeen, flights: flightsSeen, legs: legCount, duties: duties.length },
    named,
  };
}

/**
 * The date that a day of the month printed before a time names ("04 17:45"): the row's date's day, one of the three
 * after it, or the day before (a show-up before midnight); the row's date when none of them is.
 */
function dayOfMonthNear(date: string, day: number): string {
  for (const k of [0, 1, 2, 3, -1]) {
    const near = addDays(date, k);
    if (Number(near.slice(8)) === day) return near;
  }
  return date;
}
/**
 * Days off printed as one whole-day event over several days ('X - DIA LIBRE', 11-14 August): a day off each day, as
 * a roster that lists them day by day has them (at most a month of them).
 */
function daysOf(duty: ParsedDuty): ParsedDuty[] {
  const { start, end } = duty;
  if (duty.type !== DUTY_TYPES.dayOff || !duty.allDay || typeof start === 'number' || typeof end === 'number')
    return [duty];
  if (end.date <= start.date) return [duty];
  // An end at midnight is the day before's end (Outlook writes a one-day event 00:00 to the next day's 00:00).
  const last = end.time === '00:00' ? addDays(end.date, -1) : end.date;
  if (last <= start.date) return [{ ...duty, end: { ...end, date: start.date, time: '23:59' } }];
  return datesFrom(start.date, last, 31).map((day) => ({
    ...duty,
    start: { ...start, date: day, time: '00:00' },
    end: { ...end, date: day, time: '23:59' },
  }));
}

/**
 * Legs printed twice, their own station times in a calendar export's subject beside the event's start
 * ("IB711  MAD0500-LHR0725" starting 07:00): when the calendar runs ahead of every leg by the UTC offset of the crew's
 * base that day (the exporter's clock is the base's), the legs' own times are UTC.
 */
function utcBesideCalendar(legs: Item[]): string | null {
  if (legs.length < 2 || legs.some((l) => l.f.calendarOffset === undefined || !l.dep || l.dep.zone))
    return null;
  const counts = new Map<string, number>();
  for (const l of legs) if (l.from) counts.set(l.from, (counts.get(l.from) ?? 0) + 1);
  const base = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const zone = base ? zoneOf(base) : null;
  if (!zone) return null;
  const offset = (l: Item) => {
    const time = (l.dep as TimeFact).time;
    return Math.round((utcToEpoch(l.date, time) - zonedToEpoch(l.date, time, zone)) / 60);
  };
  if (legs.some((l) => offset(l) === 0 || offset(l) !== l.f.calendarOffset)) return null;
  for (const l of legs) {
    l.dep = { ...(l.dep as TimeFact), zone: 'utc' };
    if (l.arr) l.arr = { ...l.arr, zone: 'utc' };
  }
  return zone;
}

/** Title, type, remarks and stations of a row's duty (times are set by the caller). */
function baseDuty(
  f: RowFacts,
  date: string,
  code: string,
  from: string | null | undefined,
  to: string | null | undefined,
  leg: boolean,
): ParsedDuty | null {
  const record: Partial<Record<Field, string>> = { date, code };
  if (from) record.departure = from;
  if (to) record.arrival = to;
  if (f.remarks.length) record.remarks = f.remarks.join(' ');
  if (f.aircraft) record.aircraft = f.aircraft;
  if (f.type) record.type = f.type;
  if (f.allDay) record.allDay = f.allDay;
  if (f.tz) record.timezone = f.tz;
  if (f.isoStart) record.start = f.isoStart;
  if (f.isoEnd) record.end = f.isoEnd;
  const duty = dutyFromRecord(record, leg ? { defaultType: DUTY_TYPES.flight } : {});
  if (!duty) return null;
  // A code the row read by its stem ("OFF-1": row-facts.ts, suffixedCodeType) has the stem's type.
  if (!leg && duty.type === DUTY_TYPES.unknown && f.codeType && code === f.code) duty.type = f.codeType;
  // A code that reads as a flight number on a row with no leg ("F14" in a duty column, no station): no flight.
  if (
    !leg &&
    duty.type === DUTY_TYPES.flight &&
    f.flights.length === 0 &&
    !from &&
    !to &&
    code === f.code &&
    readFlightNumber(code)
  ) {
    duty.type = DUTY_TYPES.unknown;
    duty.nonFlyCode = code;
  }
  if (leg && duty.type !== DUTY_TYPES.positioning) {
    duty.type = DUTY_TYPES.flight;
    duty.title = code || 'Flight'; // a leg the roster prints without its number (row.ts, datedLeg)
    duty.subtitle = from && to ? `${from} - ${to}` : null;
    duty.nonFlyCode = null;
    duty.departure = from ?? null;
    duty.arrival = to ?? null;
  }
  return duty;
}

/**
 * What makes a duty printed twice one duty, or null for a duty kept however often it stands. A whole day as the same
 * kind of duty (a day off under two codes, "FREE" and "=="): one day. Two hotel lines between the same legs ("Hotel:
 * Crowne Plaza Kearney", then "Hotel: TBD" after a cancelled leg): one stay. A timed duty under the same code, station
 * and times (a month's calendar, then its report of the same duties): one duty.
 */
function repeatKey({ duty, role }: Ordered): string | null {
  const span = `${duty.departure} ${JSON.stringify(duty.start)} ${JSON.stringify(duty.end)}`;
  if (duty.allDay && typeof duty.start !== 'number') return `${duty.type} ${duty.start.date}`;
  if (role === 'hotel') return `hotel ${span}`;
  if (!role && !isLeg(duty) && duty.nonFlyCode) return `${duty.type} ${duty.nonFlyCode} ${span}`;
  return null;
}
