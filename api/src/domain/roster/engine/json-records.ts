/**
 * JSON rosters (a crew web service's response, an app's export), and XML feeds read as nested records
 * (xml-records.ts): the document is walked for arrays of records
 * (objects), and each record that looks like a duty or leg becomes a table row whose cells take their role from
 * the field's name and value, so the rest of the engine reads it like any table:
 *
 * - a value that is an ISO date-time ("2026-07-26T12:24:00Z", "…+02:00") or a .NET JSON date
 *   ("/Date(1456420500000-0500)/") gives the row's date and a time, UTC when it says so (an offset is turned into
 *   UTC; a .NET date is UTC), local when its name says so ("pickupTimeLT"), with a day
 *   offset when it falls on a later day than the row's date; its role comes from the name: dep/departure/start/
 *   begin/off/out → departure, arr/arrival/end/finish/on/in → arrival, report/checkin/briefing → report,
 *   release/checkout/debrief → release;
 * - a clock time alone ("09:30") in a field named for a role, not for a duration (departureDelay, TimeInAir,
 *   blockTime), on the record's date: local when its name says so (DepartureTimeLocal), UTC when its name says so
 *   or when the record gives it in local time too at another time (DepartureTime beside DepartureTimeLocal: only
 *   the UTC one is kept, or the local one when the record's date is named local, "departureDateLocal"; the same
 *   time in both is the local one), else on the roster's clock; of a role's clocks on one clock, one is kept,
 *   a scheduled one before an actual one; an arrival before the departure on the same clock is on the next day;
 * - a departure's day offset (RelativeDepartureDay, dayOffset) dates the record: the start date of its container
 *   (a trip's legs) or of its container's container (a trip's duties' legs) plus the offset; without such a start
 *   date (none, a plain date, a month's or a feed period's start) the record has no date. An arrival's day offset
 *   (RelativeArrivalDay) is its arrival's: the record keeps its container's date;
 * - a known airport code is a departure (dep/departure/start/from/origin), an arrival (arr/arrival/end/to/
 *   dest) or a station; a crew base's alone makes no duty;
 * - a flight number: an airline-coded one ("LH1174") in any field but an aircraft's, a hotel's or an id's; a
 *   bare number only in a field named for it (flightNumber, fltNo, designator), joined to a carrier/airline
 *   field when there is one;
 * - the duty code: the first value of a code/type/category/kind/activity/event field that names a known duty
 *   (OFFDUTY, HOTEL, BRIEFING, DH...), else of a name or description that does, else the first code-like code;
 *   the names and descriptions (details, title, name...) are the duty's remarks;
 * - a deadhead flag (deadhead/dh/pax/positioning/passive: true) and an all-day flag (allDay/wholeDay: true).
 *
 * Nested objects are read as part of their record ("departure": {"airport": "FRA", "time": "…"}). A record
 * whose arrays hold duty records is their container (a trip, a duty day): it is not a duty itself, but a record
 * without a date of its own takes its container's (an event of a roster day): the container's start date when it
 * names one, never a file's creation date. Fields of a person (initials, surname, staff number) or of a pay credit
 * are never a duty's, by their own name or by their group's ("aircraft": {"type": …}; a group named for what it
 * belongs to, "crewActivity", is the duty's). The walk is linear in the input.
 */
import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyCode, classifyText } from '../classify.ts';
import type { Cell, Row } from './grid.ts';
import type { CellRole } from './header-roles.ts';
import { CODE_LIKE } from './row-facts.ts';
import {
  isAirlineCode,
  isDeadheadFlag,
  LOCAL_AIRPORT_ID,
  MONTH_NAMES,
  readAirport,
  readFlightNumber,
} from './tokens.ts';

/** Records nested in records (and arrays in arrays), not counting a record's arrays of records. */
const MAX_DEPTH = 12;
const MAX_RECORDS = 100_000;

/** A JSON document (an object or an array), or null when the text is not one. */
export function parseJsonDocument(text: string): unknown {
  const start = text.slice(0, 200).trimStart().charAt(0);
  if (start !== '{' && start !== '[') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

type Scalar = string | number | boolean;
interface Field {
  /** The field's name split into lower-case words ("depatureDate" → depature, date), its groups' names first. */
  words: string[];
  /** The words of the field's own name, without its groups' ("carrier" in "flightInfo": {"carrier": …}). */
  own: string[];
  value: Scalar;
}

/**
 * A zone word glued to the end of a lower-case name, after a time's word ("dutystartllt", "deptimeutc"): split off,
 * as in "DutyStartLT" ("departurelt", "arrivalutc", "dateutc" too). Not a word that merely ends so ("result", "default").
 */
const GLUED_ZONE =
  /^([a-z]*(?:start|end|time|date|dep|departure|arr|arrival|std|sta))(utc|gmt|llt|lt|lcl|local)$/;

/**
 * "depatureDate" → ["depature", "date"], "STD_UTC" → ["std", "utc"], "pickupTimeLT" → ["pickup", "time", "lt"],
 * "dutystartllt" → ["dutystart", "llt"].
 */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((w) => {
      const glued = GLUED_ZONE.exec(w);
      return glued ? [glued[1] ?? '', glued[2] ?? ''] : [w];
    });
}

const ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

interface Moment {
  date: string;
  /** HH:MM, absent for a date alone. */
  time?: string;
  zone?: 'utc' | 'local';
}

/**
 * A .NET JSON date ("/Date(1456420500000-0500)/", what ASP.NET and WCF services write): milliseconds since the
 * epoch, so a UTC instant; the offset after them only tells the station's local offset, and changes nothing.
 */
const NET_DATE = /^\/Date\((-?\d{1,15})(?:[+-]\d{4})?\)\/$/;

/** An ISO date or date-time, or a .NET JSON date; with an offset or Z (or as a .NET date), in UTC. */
export function readIso(raw: string): Moment | null {
  if (raw.length > 40) return null;
  const net = NET_DATE.exec(raw.trim());
  if (net) {
    const at = new Date(Number(net[1]));
    const iso = Number.isNaN(at.getTime()) ? '' : at.toISOString();
    if (!/^\d{4}-/.test(iso)) return null; // a year beyond 9999 is no date of a roster
    return { date: iso.slice(0, 10), time: iso.slice(11, 16), zone: 'utc' };
  }
  const m = ISO.exec(raw.trim());
  if (!m) return null;
  const [, date = '', h, min, offset] = m;
  if (h === undefined || min === undefined) return { date };
  if (!offset) return { date, time: `${h}:${min}` };
  const sign = offset.toUpperCase() === 'Z' ? 0 : offset.startsWith('-') ? -1 : 1;
  const digits = offset.replace(/[^0-9]/g, '');
  const shift = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
  const ms = Date.parse(`${date}T${h}:${min}:00Z`) - shift * 60_000;
  if (!Number.isFinite(ms)) return null;
  const iso = new Date(ms).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), zone: 'utc' };
}

const has = (words: string[], ...names: string[]) => words.some((w) => names.includes(w));
const startsWithAny = (words: string[], ...prefixes: string[]) =>
  words.some((w) => prefixes.some((p) => w.startsWith(p)));

const isDepName = (w: string[]) =>
  startsWithAny(w, 'dep') || has(w, 'start', 'begin', 'from', 'origin', 'off', 'out', 'std', 'etd', 'atd');
/** 'arv' too: an arrival abbreviated so ("arvtime", "ARV"). */
const isArrName = (w: string[]) =>
  startsWithAny(w, 'arr', 'arv') ||
  has(w, 'end', 'finish', 'to', 'dest', 'destination', 'on', 'in', 'eta', 'ata') ||
  // STA, the scheduled arrival; after 'dep' a station ('DepSta').
  (has(w, 'sta') && !startsWithAny(w, 'dep'));
const isReportName = (w: string[]) =>
  has(w, 'report', 'checkin', 'briefing', 'signon', 'show') || (has(w, 'check') && has(w, 'in'));
const isReleaseName = (w: string[]) =>
  has(w, 'release', 'checkout', 'debrief', 'debriefing', 'signoff') || (has(w, 'check') && has(w, 'out'));
/**
 * Fields that never hold the duty's own flight number, times or stations: also a person's (initials 'JJD' are no
 * airport) and pay credits' (a credit category 'TR1' is no flight).
 */
const isForeignName = (w: string[]) =>
  has(
    w,
    'aircraft',
    'registration',
    'reg',
    // an aircraft's number and type ('AcNum' N664, 'EQ_Type' 320, 'Model' A320)
    'ac',
    'eq',
    'equipment',
    'model',
    'tail',
    'hotel',
    'id',
    'crew',
    'pickup',
    'href',
    'url',
    'link',
    'initials',
    'surname',
    'staff',
    'credit',
  );
/** A number counting or naming something (TripNumber, DutyNumber '1'): not a duty code. */
const isNumberName = (w: string[]) => has(w, 'number', 'no', 'num', 'nr', 'count');
const isPlaceName = (w: string[]) =>
  isDepName(w) ||
  isArrName(w) ||
  has(w, 'airport', 'location', 'station', 'stn', 'base', 'homebase', 'port', 'iata', 'icao', 'layover');
/**
 * A field naming an airport itself, not only a departure or arrival, nor a part of one ("DepartureTerminal" 'T2E',
 * "fromGate" 'B22', "departureStatus" 'KEPT' are none).
 */
const isAirportIdName = (w: string[]) =>
  (has(
    w,
    'airport',
    'icao',
    'iata',
    'faa',
    'station',
    'stn',
    'from',
    'to',
    'origin',
    'dest',
    'destination',
  ) ||
    (has(w, 'sta') && startsWithAny(w, 'dep', 'arr'))) &&
  !isAirportPartName(w) &&
  !has(w, 'status', 'reason');
/**
 * A part of a departure's or arrival's airport ("fromGate" 'B22', "arrivalTerminal" 'T1'): no airport, flight or
 * duty of the record. Not a word that names something else ("standByCode").
 */
const isAirportPartName = (w: string[]) =>
  has(w, 'terminal', 'gate', 'stand', 'bay', 'parking', 'runway', 'pier', 'belt', 'carousel') &&
  (isDepName(w) || isArrName(w) || has(w, 'airport'));
const isFlightName = (w: string[]) =>
  has(w, 'flight', 'flt', 'designator', 'fltno', 'flightno', 'flightnumber', 'service');
/** A carrier's code: named so by the field or its group ("carrier": {"code": …}), not a flight's number. */
const isCarrierField = (f: Field) => has(f.words, 'carrier', 'airline') && !has(f.own, 'flight', 'number');
const GENERIC_GROUP_WORDS = ['details', 'detail', 'info', 'information', 'data'];
/**
 * A field of something else than the duty: by its own name ("aircraftType", "initials"), or by its group's when
 * that names such a thing ("aircraft": {"type": …}): a group named for what it belongs to ("crewActivity" holding
 * a duty's flight and stations) is the duty's.
 */
const isForeignField = (f: Field) => {
  if (isForeignName(f.own)) return true;
  const group = f.words
    .slice(0, f.words.length - f.own.length)
    .filter((w) => !GENERIC_GROUP_WORDS.includes(w));
  const head = group.at(-1);
  return head !== undefined && isForeignName([head]);
};
/** A value of a program's enumeration: upper-case words joined by underscores. */
const ENUM_VALUE = /^[A-Z]+(?:_[A-Z]+)+$/;

const namesDuty = (text: string) =>
  classifyText(text) !== DUTY_TYPES.unknown || classifyCode(text.replace(/\s+/g, '')) !== DUTY_TYPES.unknown;

/** Fields typing a record by their own name alone, and the values that type a flight as a deadhead there. */
const TYPE_FIELDS = new Set(['type', 'subtype', 'code', 'kind']);
const DEADHEAD_TYPES = new Set(['DH', 'DHD', 'D/H', 'DHF', 'DEADHEAD']);

/** Fields naming the duty in words (their values are its remarks unless one is its code). */
const isTextName = (w: string[]) =>
  (w.length === 1 && w[0] === 'label') ||
  has(
    w,
    'details',
    'description',
    'desc',
    'title',
    'summary',
    'subject',
    'name',
    'remarks',
    'remark',
    'note',
    'notes',
    'comment',
    'info',
  );
const isCodeName = (w: string[]) =>
  isTextName(w) || has(w, 'code', 'type', 'category', 'kind', 'activity', 'duty', 'event', 'status');
/** A deadhead flag, not a count of passengers ("PaxCount": 1 is one passenger on the leg, not the crew riding). */
const isDeadheadName = (w: string[]) =>
  has(w, 'deadhead', 'dh', 'dhd', 'pax', 'positioning', 'passive') && !isNumberName(w);
const isAllDayName = (w: string[]) =>
  (has(w, 'all', 'whole', 'full') && has(w, 'day')) || has(w, 'allday', 'wholeday', 'fullday');
/** 'llt': local time, as a crew app's "dutystartllt" names a report time. */
const ZONE_WORDS = ['utc', 'z', 'gmt', 'zulu', 'lt', 'llt', 'local', 'lcl'];
const zoneOfName = (w: string[]): 'utc' | 'local' | undefined =>
  has(w, 'utc', 'z', 'gmt', 'zulu') ? 'utc' : has(w, 'lt', 'llt', 'local', 'lcl') ? 'local' : undefined;
/** A count of days after the record's container's date: RelativeDepartureDay, DayOffset, depDayOffset. */
const isDayOffsetName = (w: string[]) => has(w, 'day', 'days') && has(w, 'relative', 'offset', 'plus');
/** An ISO 8601 duration ("PT1H", "PT3H17M", "P1DT2H"): a block or flight time, never a flight number. */
const ISO_DURATION = /^P(?=\d|T\d)(?:\d+[YMWD])*(?:T(?:\d+(?:\.\d+)?[HMS])+)?$/;

/**
 * A contiguous-US ICAO code the airports table lacks (small fields: "KARB", "KTYQ"), in a field named for an
 * airport: K and the FAA identifier, whose three letters are also the IATA code of the airports that have one
 * (ARB, Ann Arbor), so the leg keeps its airports as stored events carry them (three letters; their zone unknown,
 * times without a zone of their own are UTC). Not when the three letters are another known airport's code.
 */
function usIcaoAirport(code: string): string | null {
  return /^K[A-Z]{3}$/.test(code) && !readAirport(code.slice(1)) ? code.slice(1) : null;
}

/** Not yet known ("TBA"): no airport printed, so none kept as one. */
const PLACEHOLDER = /^(TBA|TBD|TBC|NIL|NONE|XXX)$/;

/** A clock time alone ("09:30"), the time of a record dated by its container or its own date field. */
const CLOCK = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** A record's scalar fields, its nested objects' included (their names prefixed), and its arrays. */
function fieldsOf(
  record: Record<string, unknown>,
  prefix: string[],
  out: Field[],
  arrays: unknown[][],
  depth: number,
) {
  for (const [key, value] of Object.entries(record)) {
    const own = keyWords(key);
    const words = [...prefix, ...own];
    if (value === null || value === undefined) continue;
    // A list of label-value pairs ("Details": [{"Label": "Activity", "Value": "P32479"}, …]) is the record shown as
    // a form, not records of its own: it does not make the record their container.
    if (Array.isArray(value)) {
      if (!isLabelValueList(value)) arrays.push(value);
      else for (const pair of value) labelValueField(pair as Record<string, unknown>, prefix, out);
    } else if (typeof value === 'object') {
      // Records kept by their day ("Days": {"2026-04-02T00:00:00Z": {…}}): a list of records, each dated by its key.
      const byDay = datedRecords(value as Record<string, unknown>);
      if (byDay) arrays.push(byDay);
      else if (depth < 2) fieldsOf(value as Record<string, unknown>, words, out, arrays, depth + 1);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out.push({ words, own, value });
  }
}

/**
 * An object whose keys are nearly all dates, each holding a record: those records, each with its key as its date
 * ("Date": "2026-04-02"), else null.
 */
function datedRecords(map: Record<string, unknown>): Record<string, unknown>[] | null {
  const entries = Object.entries(map);
  if (entries.length === 0) return null;
  const dated = entries.flatMap(([key, record]) => {
    const day = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0+)?)?Z?)?$/.exec(key)?.[1];
    return day && record && typeof record === 'object' && !Array.isArray(record)
      ? [{ Date: day, ...(record as Record<string, unknown>) }]
      : [];
  });
  return dated.length >= entries.length * 0.9 ? dated : null;
}

/** A label-value pair as a field of its record, named by its label ("Activity": "GD,Guaranteed Day off"). */
function labelValueField(pair: Record<string, unknown>, prefix: string[], out: Field[]): void {
  const entries = Object.entries(pair);
  const label = entries.find(([k]) => LABEL_KEYS.has(k.toLowerCase()))?.[1];
  let value = entries.find(([k]) => k.toLowerCase() === 'value')?.[1];
  if (value && typeof value === 'object' && !Array.isArray(value))
    value = Object.entries(value).find(([k]) => k.toLowerCase() === 'value')?.[1];
  if (typeof label !== 'string' || !(typeof value === 'string' || typeof value === 'number')) return;
  const own = keyWords(label.replace(/\s+/g, ''));
  out.push({ words: [...prefix, ...own], own, value });
}

const LABEL_KEYS = new Set(['label', 'name', 'key', 'caption']);
const VALUE_KEYS = new Set(['value', 'values', 'text', 'color', 'id']);

/** An array of objects each holding a label and a value, and little else ({Id, Label, Value, Color, Values}). */
function isLabelValueList(items: unknown[]): boolean {
  return (
    items.length > 0 &&
    items.every((item) => {
      if (!item || typeof item !== 'object' || Array.isArray(item)) return false;
      const keys = Object.keys(item).map((k) => k.toLowerCase());
      return (
        keys.some((k) => LABEL_KEYS.has(k)) &&
        keys.includes('value') &&
        keys.every((k) => LABEL_KEYS.has(k) || VALUE_KEYS.has(k))
      );
    })
  );
}

/** The role of a time by its field's name: report, release, arrival or departure. */
function timeRoleOf(words: string[]): CellRole | null {
  if (isReportName(words)) return 'report';
  if (isReleaseName(words)) return 'release';
  if (isArrName(words)) return 'arr';
  if (isDepName(words)) return 'dep';
  return null;
}

interface Clock {
  role: CellRole;
  time: string;
  zone?: 'utc' | 'local';
  /** The field's name without its zone words: a local time's pair has the same ("DepartureTime[Local]"). */
  key: string;
  /** How well the name names the time itself (clockRank). */
  rank: number;
}

/**
 * A duration or a gap rather than a time of day ("departureDelay", "TimeInAir", "blockTime", "taxiOut"): a block
 * time is one unless the name says off/on/out/in ("blockOff" is a departure).
 */
const isDurationName = (w: string[]) =>
  (has(w, 'delay', 'duration', 'flying', 'hours', 'hrs', 'taxi', 'air', 'elapsed', 'minutes', 'mins') &&
    // 'InDateTimeOrMins': a date and time (or a length), named as one.
    !has(w, 'date')) ||
  (has(w, 'block') && !has(w, 'off', 'on', 'out', 'in'));

/**
 * A clock's rank among a role's clocks of one zone: a name with "time" (or std/sta...) above one without, a
 * scheduled time above an actual or estimated one (or a block time).
 */
function clockRank(w: string[]): number {
  let rank = has(w, 'time', 'std', 'sta', 'etd', 'eta', 'atd', 'ata') ? 2 : 0;
  if (has(w, 'scheduled', 'sched', 'planned', 'std', 'sta')) rank += 1;
  if (has(w, 'actual', 'act', 'atd', 'ata', 'estimated', 'est', 'etd', 'eta', 'expected', 'block')) rank -= 1;
  return rank;
}

/**
 * Clock times of a record with no date of their own, in UTC or local time: local by a name that says so, UTC by
 * one that says so or, unnamed, when the record also gives it in a field named Local with another time
 * (DepartureTime beside DepartureTimeLocal); when both give the same time, it is the local one. Of the clocks of
 * one role and zone, the best named is kept (clockRank: scheduled before actual); of a role with a UTC time, only
 * that one, unless the record's date is a local one (`localDate`: "departureDateLocal"), then only its local
 * time when it has one. An arrival before the departure on the same clock is on the next day; `arrivalDays`, a
 * record's arrival day offset, puts it that many days after the record's date. Cells' text: "09:30Z",
 * "09:15Z+1", "13:40L".
 */
function clockCells(
  clocks: Clock[],
  localDate: boolean,
  arrivalDays: number | null,
  named: Set<'utc' | 'local'>,
): Cell[] {
  const locals = new Map<string, string>();
  for (const c of clocks) if (c.zone === 'local' && !locals.has(c.key)) locals.set(c.key, c.time);
  // A record whose clocks name only local time ("dutystartllt") and pair no clock with a local twin keeps one clock:
  // its unnamed clocks ("deptime") are local too.
  const oneLocal =
    named.has('local') &&
    !named.has('utc') &&
    !clocks.some((c) => c.zone === 'utc' || (!c.zone && locals.has(c.key)));
  const zoned: Clock[] = [];
  for (const c of clocks) {
    const twin = c.zone ? undefined : locals.get(c.key);
    if (twin === c.time) continue;
    zoned.push(
      twin !== undefined ? { ...c, zone: 'utc' } : !c.zone && oneLocal ? { ...c, zone: 'local' } : c,
    );
  }
  const best: Clock[] = [];
  for (const c of zoned) {
    const i = best.findIndex((o) => o.role === c.role && o.zone === c.zone);
    if (i < 0) best.push(c);
    else if (c.rank > (best[i]?.rank ?? 0)) best[i] = c;
  }
  const only = localDate ? 'local' : 'utc';
  const kept = best.filter((c) => c.zone === only || !best.some((o) => o.role === c.role && o.zone === only));
  const minutes = (t: string) => Number(t.split(':')[0]) * 60 + Number(t.split(':')[1]);
  const dep = kept.find((c) => c.role === 'dep');
  return kept.map((c) => {
    const next =
      c.role === 'arr' && dep && dep.zone === c.zone && minutes(c.time) < minutes(dep.time) ? 1 : 0;
    const days = c.role === 'arr' ? Math.max(next, Math.min(arrivalDays ?? 0, 3)) : 0;
    const suffix = `${c.zone === 'utc' ? 'Z' : c.zone === 'local' ? 'L' : ''}${days > 0 ? `+${days}` : ''}`;
    return { text: `${c.time.padStart(5, '0')}${suffix}`, role: c.role };
  });
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A container's date for the records inside, whether its name makes it a start (a trip's StartDate, not a month's
 * or a feed period's), and how many containers with fields of their own but no date stand between it and the
 * record (a trip's duty holding legs: 1).
 */
interface ContainerDate {
  date: string;
  start: boolean;
  through: number;
}

/** A period's dates (MonthStartDate, StartDateOfFeedPeriod): no trip's start, from which a leg's day counts. */
const isPeriodName = (w: string[]) =>
  has(
    w,
    'month',
    'period',
    'feed',
    'roster',
    'schedule',
    'week',
    'year',
    'season',
    'bid',
    'publication',
    'validity',
    'valid',
    'range',
    'calendar',
  );

/** A file's own dates (DateOfCreation, lastUpdated): no duty's. */
const isMetadataName = (w: string[]) => has(w, 'creation', 'created', 'updated', 'modified', 'generated');

const yes = (v: Scalar) => v === true || (typeof v === 'string' && /^(true|yes|y|1)$/i.test(v.trim()));

const dayDiff = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** A record's cells, or null when nothing in it is a duty's (no flight, airport or known code; no date). */
function recordCells(
  fields: Field[],
  inherited: ContainerDate | null,
): { cells: Cell[]; date: string | null } | null {
  const times: { role: CellRole; m: Moment; zone?: 'utc' | 'local' }[] = [];
  let date: string | null = null;
  let from: string | null = null;
  let to: string | null = null;
  let station: string | null = null;
  /**
   * Airports the airports table lacks ('KARB', '07FA'): the record's from, to or station when no known one is; and a
   * departure printed but not read ('EDNX'), kept as its from all the same (no leg is read from it).
   */
  const unlistedPlaces: { from?: string; to?: string; station?: string; unread?: string } = {};
  /** The station is a crew base's ("Base": LHR), which names no duty of its own. */
  let baseOnly = false;
  const flights: string[] = [];
  const bare: string[] = [];
  let carrier: string | null = null;
  const codes: string[] = [];
  const texts: string[] = [];
  let deadhead = false;
  let typedDeadhead = false;
  let allDay = false;
  const clocks: Clock[] = [];
  /** The zones the names of the record's clock fields of no known role state ("dutystartllt"). */
  const namedZones = new Set<'utc' | 'local'>();
  /** A departure's (or unqualified) day offset, and an arrival's. */
  let dayOffset: number | null = null;
  let arrivalOffset: number | null = null;
  /** The record's date is named local ("departureDateLocal"). */
  let localDate = false;
  /** Times printed with a month and day but no year ('10/01 16:37'), by role: the day and the clock. */
  const yearless = new Map<CellRole, { day: string; time: string }>();
  for (const field of fields) {
    const { words, value } = field;
    if (typeof value === 'boolean') {
      if (isDeadheadName(words) && value) deadhead = true;
      if (isAllDayName(words) && value) allDay = true;
      continue;
    }
    const text = String(value).trim();
    if (!text || text.length > 60) continue;
    if (isAllDayName(words)) {
      if (yes(text)) allDay = true;
      continue;
    }
    if (isDeadheadName(words) && !isCodeName(words)) {
      if (yes(text)) deadhead = true;
      continue;
    }
    const foreign = isForeignField(field);
    if (isDayOffsetName(words) && /^[+-]?\d{1,2}$/.test(text)) {
      if (isArrName(words) && !isDepName(words)) arrivalOffset ??= Number(text);
      else dayOffset ??= Number(text);
      continue;
    }
    const dayAndClock = /^(\d{1,2}\/\d{1,2}) (\d{1,2}:\d{2})$/.exec(text);
    if (dayAndClock && !foreign && !isDurationName(words)) {
      const role = timeRoleOf(words);
      if (role && !yearless.has(role))
        yearless.set(role, { day: dayAndClock[1] ?? '', time: dayAndClock[2] ?? '' });
      continue;
    }
    // 'DH' in a position or duty field: the leg is flown as a passenger.
    if (has(words, 'pos', 'position', 'seat', 'duty') && isDeadheadFlag(text.toUpperCase())) {
      deadhead = true;
      continue;
    }
    if (CLOCK.test(text)) {
      const role = foreign || isDurationName(words) ? null : timeRoleOf(words);
      const zone = zoneOfName(words);
      // A clock of no known role naming its zone ("dutystartllt") speaks for the record's clock; a check-in named
      // local beside unnamed STD/STA does not (those are often UTC).
      if (zone && !role && !foreign && !isDurationName(words)) namedZones.add(zone);
      const key = words.filter((w) => !ZONE_WORDS.includes(w)).join(' ');
      if (role) clocks.push({ role, time: text, key, rank: clockRank(words), ...(zone ? { zone } : {}) });
      continue;
    }
    const m = typeof value === 'string' ? readIso(text) : null;
    if (m) {
      if (foreign) continue;
      if (!m.time) {
        if (date === null) {
          date = m.date;
          localDate = zoneOfName(words) === 'local';
        }
        continue;
      }
      const role = timeRoleOf(words);
      const zone = m.zone ?? zoneOfName(words);
      if (role) times.push({ role, m, ...(zone ? { zone } : {}) });
      continue;
    }
    const up = text.toUpperCase();
    // A flight typed a deadhead by its type, subtype or code ("subtype": "DEADHEAD", "code": "DHD").
    if (field.own.length === 1 && TYPE_FIELDS.has(field.own[0] ?? '') && DEADHEAD_TYPES.has(up))
      typedDeadhead = true;
    if (isAirportPartName(words)) continue;
    if (text === up && !foreign) {
      const airport = readAirport(up);
      if (!airport && isAirportIdName(words)) {
        // An airport the table lacks, in a field naming the airport itself: only where no known airport fills its place.
        const unlisted = usIcaoAirport(up) ?? (LOCAL_AIRPORT_ID.test(up) ? up : null);
        if (unlisted) {
          if (isArrName(words)) unlistedPlaces.to ??= unlisted;
          else if (isDepName(words)) unlistedPlaces.from ??= unlisted;
          else unlistedPlaces.station ??= unlisted;
          continue;
        }
        // A departure airport printed but not known: kept as printed, so the leg is not given another's.
        if (isDepName(words) && !isArrName(words) && /^[A-Z\d]{3,5}$/.test(up) && !PLACEHOLDER.test(up)) {
          unlistedPlaces.unread ??= up;
          continue;
        }
      }
      if (airport && (isPlaceName(words) || (!isCodeName(words) && !isFlightName(words)))) {
        if (isArrName(words)) to ??= airport;
        else if (isDepName(words)) from ??= airport;
        else if (!station) {
          station = airport;
          baseOnly = has(words, 'base', 'homebase');
        }
        continue;
      }
      // A block or flight time ("PT1H") is no flight number.
      const coded = ISO_DURATION.test(up) ? null : readFlightNumber(up.replace(/\s+/g, ''));
      if (coded) {
        flights.push(coded);
        continue;
      }
      if (isFlightName(words) && /^\d{1,4}[A-Z]?$/.test(up)) {
        bare.push(up);
        continue;
      }
      if (isCarrierField(field) && isAirlineCode(up)) {
        carrier ??= up;
        continue;
      }
    }
    if (
      isCodeName(words) &&
      !foreign &&
      typeof value === 'string' &&
      !(isNumberName(words) && /^\d+$/.test(text))
    ) {
      // A machine's status in a text field ("CHECKED_IN", "NOT_CHECKINABLE") describes no duty; "DAY_OFF" does.
      if (isTextName(words)) {
        if (!ENUM_VALUE.test(text) || namesDuty(text.replace(/_/g, ' '))) texts.push(text);
      } else codes.push(text);
    }
  }
  from ??= unlistedPlaces.from ?? unlistedPlaces.unread ?? null;
  to ??= unlistedPlaces.to ?? null;
  if (!station && unlistedPlaces.station) station = unlistedPlaces.station;
  // A carrier and a number in fields of their own: one coded flight.
  if (flights.length === 0 && bare[0]) {
    const joined = carrier ? readFlightNumber(`${carrier}${bare[0]}`) : null;
    flights.push(joined ?? bare[0]);
  }
  if (flights.length > 0 && typedDeadhead) deadhead = true;
  // A name or description names a duty in words ("Hotel", "Day off"), or by a code when printed as one ("FREE").
  const known =
    codes.find(
      (c) => classifyCode(c.toUpperCase()) !== DUTY_TYPES.unknown || classifyText(c) !== DUTY_TYPES.unknown,
    ) ??
    texts.find(
      (c) =>
        classifyText(c) !== DUTY_TYPES.unknown ||
        (c === c.toUpperCase() && CODE_LIKE.test(c) && classifyCode(c) !== DUTY_TYPES.unknown),
    );
  const code = known ?? codes.find((c) => CODE_LIKE.test(c.toUpperCase()));
  const timed = times.filter((t) => t.m.time);
  const rowDate =
    timed.find((t) => t.role === 'dep' || t.role === 'report')?.m.date ?? timed[0]?.m.date ?? date;
  // An unknown code alone is a duty only with a date or time of the record's own.
  const duty =
    flights.length > 0 || !!from || !!to || (!!station && !baseOnly) || !!known || (!!code && !!rowDate);
  // A departure's day offset counts from the start date of the record's container (a trip's), or of the container
  // of its container (a trip's duty's leg): with none, the record has no date. An arrival's day offset dates no
  // record: the record takes its container's date, its arrival the offset's days after the departure's.
  const inheritedDate = inherited?.date ?? null;
  const startDate = inherited?.start && inherited.through <= 1 ? inherited.date : null;
  const offsetDate = startDate && dayOffset !== null ? addDays(startDate, dayOffset) : null;
  // A departure printed with its month and day but no year: that day, its year left to the roster's dates.
  const yearlessDep = yearless.get('dep');
  const day = rowDate ?? (dayOffset !== null ? offsetDate : inheritedDate) ?? yearlessDep?.day ?? null;
  const departureDays = dayOffset ?? 0;
  const arrivalDays =
    arrivalOffset === null
      ? null
      : arrivalOffset >= departureDays
        ? arrivalOffset - departureDays
        : arrivalOffset;
  if (!duty || !day) return null;
  const cells: Cell[] = [];
  cells.push({ text: day, role: 'date' });
  if (code) cells.push({ text: code.toUpperCase(), role: 'code' });
  if (flights[0]) cells.push({ text: flights[0], role: 'flight' });
  if (from) cells.push({ text: from, role: 'from' });
  if (to) cells.push({ text: to, role: 'to' });
  if (station) cells.push({ text: station, role: 'station' });
  for (const t of timed) {
    const shift = rowDate ? dayDiff(rowDate, t.m.date) : 0;
    if (Math.abs(shift) > 3) continue;
    const suffix = `${t.zone === 'utc' ? 'Z' : t.zone === 'local' ? 'L' : ''}${shift ? (shift > 0 ? `+${shift}` : shift) : ''}`;
    cells.push({ text: `${t.m.time}${suffix}`, role: t.role });
  }
  if (timed.length === 0 && yearlessDep && day === yearlessDep.day)
    // An arrival on a later printed day than the departure's: the next day.
    for (const [role, t] of yearless)
      cells.push({
        text: `${t.time.padStart(5, '0')}${role === 'arr' && t.day !== yearlessDep.day ? '+1' : ''}`,
        role,
      });
  else if (timed.length === 0)
    cells.push(...clockCells(clocks, localDate && rowDate === date, arrivalDays, namedZones));
  if (deadhead) cells.push({ text: 'DH', role: 'deadhead' });
  if (allDay) cells.push({ text: 'true', role: 'allday' });
  const remarks = [
    ...new Set(
      texts.filter((c) => c.toUpperCase() !== code?.toUpperCase() && !readFlightNumber(c.toUpperCase())),
    ),
  ];
  if (remarks.length > 0) cells.push({ text: remarks.join(' '), role: 'remarks' });
  return { cells, date: day };
}

/** The rows of a JSON document: its duty records in document order. */
export function jsonToRows(doc: unknown): Row[] {
  const rows: Row[] = [];
  let records = 0;
  /** Returns whether the value held duty records. */
  const walk = (value: unknown, inherited: ContainerDate | null, depth: number): boolean => {
    if (depth > MAX_DEPTH || records > MAX_RECORDS || !value || typeof value !== 'object') return false;
    // The depth counts records (and arrays in arrays), not a record's list of records: an XML feed's records are
    // each in a list (a trip's Duty list, a duty's Sector list).
    if (Array.isArray(value)) {
      let any = false;
      for (const item of value)
        if (walk(item, inherited, Array.isArray(item) ? depth + 1 : depth)) any = true;
      return any;
    }
    records++;
    const fields: Field[] = [];
    const arrays: unknown[][] = [];
    fieldsOf(value as Record<string, unknown>, [], fields, arrays, 0);
    // The record's date for the records inside: its start date when it names one (a trip's), else its first; a
    // file's creation date is none.
    const dates = fields.flatMap((f): ContainerDate[] => {
      if (typeof f.value !== 'string' || isForeignField(f) || isMetadataName(f.words)) return [];
      const m = readIso(f.value);
      const start = has(f.words, 'start', 'begin') && !isPeriodName(f.words);
      return m && !m.time ? [{ date: m.date, start, through: 0 }] : [];
    });
    const ownDate = dates.find((d) => d.start) ?? dates[0] ?? null;
    // Without a date of its own, a record passes its container's on; one with fields of its own (a trip's duty),
    // not a list's wrapper ("Legs" in XML), stands between that date and the records inside.
    const passed =
      ownDate ??
      (inherited && fields.length > 0 ? { ...inherited, through: inherited.through + 1 } : inherited);
    // The records inside come first: a record holding duty records is their container.
    let holds = false;
    for (const array of arrays) if (walk(array, passed, depth + 1)) holds = true;
    if (holds) return true;
    const read = recordCells(fields, inherited);
    if (!read) return false;
    const raw = read.cells.map((c) => c.text).join(' | ');
    rows.push({ table: true, line: rows.length, raw, cells: read.cells });
    return true;
  };
  walk(doc, null, 0);
  return withNamedMonths(rows);
}

/**
 * Records dated by a month and a day without a year ('10/13'): their order told by the days past 12 (month first
 * when a second number is, else day first), each written with its month's name ('13OCT') for the year to be placed
 * by the roster's other dates and the upload's.
 */
function withNamedMonths(rows: Row[]): Row[] {
  const pairs = rows.flatMap((r) => {
    const m = /^(\d{1,2})\/(\d{1,2})$/.exec(r.cells.find((c) => c.role === 'date')?.text ?? '');
    return m ? [[Number(m[1]), Number(m[2])] as const] : [];
  });
  if (pairs.length === 0) return rows;
  const monthFirst = !pairs.some(([a]) => a > 12) && pairs.some(([, b]) => b > 12);
  for (const row of rows)
    for (const cell of row.cells) {
      const m = cell.role === 'date' ? /^(\d{1,2})\/(\d{1,2})$/.exec(cell.text) : null;
      if (!m) continue;
      const [day, month] = monthFirst ? [Number(m[2]), Number(m[1])] : [Number(m[1]), Number(m[2])];
      if (month >= 1 && month <= 12)
        cell.text = `${String(day).padStart(2, '0')}${(MONTH_NAMES[month - 1] ?? '').slice(0, 3).toUpperCase()}`;
    }
  return rows;
}
