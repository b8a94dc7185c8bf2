import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyDuty, FLIGHT_NUMBER, normaliseCode } from '../classify.ts';
import { isValidZone, normaliseTime, parseDate } from '../time.ts';
import { type ParsedDuty, type Stamp, UTC, type Zone } from '../types.ts';

/**
 * Shared by CSV, HTML tables and XML: a record of named fields → a duty. Field names are matched after
 * lower-casing and dropping everything but letters and digits ("Start (UTC)" → "startutc").
 */
export const FIELD_ALIASES = {
  date: ['date', 'day', 'dutydate', 'datum', 'flightdate', 'startdate'],
  start: [
    'start',
    'starttime',
    'std',
    'begin',
    'departuretime',
    'deptime',
    'out',
    'signon',
    'reporttime',
    'startutc',
    'startlocal',
    'stdutc',
    'stdlocal',
    'dtstart',
  ],
  end: [
    'end',
    'endtime',
    'sta',
    'finish',
    'arrivaltime',
    'arrtime',
    'in',
    'signoff',
    'endutc',
    'endlocal',
    'stautc',
    'stalocal',
    'dtend',
  ],
  code: [
    'duty',
    'code',
    'dutycode',
    'activity',
    'flight',
    'flightnumber',
    'flightno',
    'flt',
    'event',
    'summary',
    'subject',
    'title',
  ],
  type: ['type', 'dutytype', 'kind'],
  departure: [
    'dep',
    'departure',
    'from',
    'origin',
    'loc1',
    'station',
    'depairport',
    'departureairport',
    'location',
  ],
  arrival: ['arr', 'arrival', 'to', 'destination', 'dest', 'loc2', 'arrairport', 'arrivalairport'],
  remarks: ['remarks', 'remark', 'description', 'notes', 'note', 'details', 'info', 'comment'],
  timezone: ['timezone', 'tz', 'zone', 'times'],
  aircraft: ['aircraft', 'ac', 'acreg', 'reg', 'registration', 'actype', 'equipment'],
  allDay: ['allday'],
} as const;
export type Field = keyof typeof FIELD_ALIASES;

const LOOKUP = new Map<string, Field>();
for (const [field, names] of Object.entries(FIELD_ALIASES))
  for (const n of names) LOOKUP.set(n, field as Field);

export const normaliseHeader = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Field of a header, or undefined. */
export function fieldOf(header: string): Field | undefined {
  return LOOKUP.get(normaliseHeader(header));
}

const TYPE_NAMES: Record<string, number> = Object.fromEntries(
  Object.entries(DUTY_TYPES).map(([name, code]) => [name.toLowerCase(), code]),
);

export interface TableOptions {
  /** Time zone of times without one: 'utc' (default) or 'local' (the airport of each time). */
  defaultZone?: string;
  /** Duty type when a record gives none (e.g. an XML <flight> element). */
  defaultType?: number;
}

function zoneFor(raw: string | undefined, fallback: string, airport: string | null): Zone {
  const z = (raw ?? fallback).trim();
  if (/^(utc|z|gmt|zulu|)$/i.test(z)) return UTC;
  if (/^(local|lt|l)$/i.test(z)) return airport ? { kind: 'airport', iata: airport } : UTC;
  return isValidZone(z) ? { kind: 'iana', name: z } : UTC;
}

const ISO_DATETIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}:\d{2})(?::\d{2}(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function readStamp(raw: string | undefined, date: string | null, zone: Zone): Stamp | null {
  if (!raw) return null;
  const value = raw.trim();
  const iso = ISO_DATETIME.exec(value);
  if (iso) {
    if (iso[3]) {
      const ms = Date.parse(
        `${iso[1]}T${normaliseTime(iso[2] ?? '')}:00${iso[3].toUpperCase() === 'Z' ? 'Z' : iso[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`,
      );
      return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
    }
    const time = normaliseTime(iso[2] ?? '');
    return time ? { date: iso[1] ?? '', time, zone } : null;
  }
  const time = normaliseTime(value.replace(/z$/i, ''));
  if (!time || !date) return null;
  return { date, time: time === '24:00' ? '23:59' : time, zone: /z$/i.test(value) ? UTC : zone };
}

const iata = (raw: string | undefined) => {
  const v = raw?.trim().toUpperCase();
  return v && /^[A-Z]{3}$/.test(v) ? v : null;
};

/** One record → one duty, or null when it has no usable date/time. */
/** 'True' in the languages calendar exports are written in (Outlook's 'Todo el día' column holds 'Verdadero'). */
export const saysTrue = (text: string | undefined) =>
  /^(1|true|yes|y|verdadero|verdadeiro|vrai|wahr|vero|waar|si|sí|oui|ja)$/i.test(text?.trim() ?? '');

export function dutyFromRecord(
  record: Partial<Record<Field, string>>,
  options: TableOptions = {},
): ParsedDuty | null {
  const departure = iata(record.departure);
  const arrival = iata(record.arrival) ?? null;
  const remarks = record.remarks?.trim() ?? '';
  const codeRaw = record.code?.trim() ?? '';
  const code = codeRaw ? normaliseCode(codeRaw) : '';
  const date = record.date ? parseDate(record.date) : null;
  const fallbackZone = options.defaultZone ?? 'utc';
  const start = readStamp(record.start, date, zoneFor(record.timezone, fallbackZone, departure));
  const end = readStamp(record.end, date, zoneFor(record.timezone, fallbackZone, arrival ?? departure));
  let allDay = saysTrue(record.allDay);
  let startStamp = start;
  let endStamp = end;
  if (!startStamp) {
    if (!date) return null;
    startStamp = { date, time: '00:00', zone: UTC };
    endStamp = { date, time: '23:59', zone: UTC };
    allDay = true;
  }
  if (!endStamp) endStamp = startStamp;

  let type: number | undefined;
  const typeRaw = record.type
    ?.trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (typeRaw) {
    if (/^\d+$/.test(typeRaw) && Number(typeRaw) in DUTY_TYPE_CODES) type = Number(typeRaw);
    else type = TYPE_NAMES[typeRaw] ?? (typeRaw === 'off' ? DUTY_TYPES.dayOff : undefined);
  }
  if (type === undefined) {
    type = classifyDuty(code, `${remarks} ${record.type ?? ''}`);
    if (type === DUTY_TYPES.unknown && options.defaultType !== undefined) type = options.defaultType;
    if (
      type === DUTY_TYPES.unknown &&
      departure &&
      arrival &&
      departure !== arrival &&
      FLIGHT_NUMBER.test(code)
    )
      type = DUTY_TYPES.flight;
  }
  const isLeg = type === DUTY_TYPES.flight || type === DUTY_TYPES.positioning;
  return {
    type,
    title: (isLeg ? code : remarks || code) || remarks || 'Duty',
    subtitle:
      isLeg && departure && arrival
        ? `${departure} - ${arrival}`
        : remarks && code && remarks !== code
          ? code
          : null,
    nonFlyCode: isLeg ? null : code || null,
    additional: [isLeg ? remarks : null, record.aircraft?.trim()].filter(Boolean).join(' · ') || null,
    start: startStamp,
    end: endStamp,
    allDay,
    departure,
    arrival: isLeg ? arrival : (arrival ?? departure),
  };
}

const DUTY_TYPE_CODES: Record<number, true> = Object.fromEntries(
  Object.values(DUTY_TYPES).map((c) => [c, true]),
);
