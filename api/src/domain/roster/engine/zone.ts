/**
 * Time-zone cues: what the roster says about its times ("All times in UTC", "(L - time)", "local time"), and
 * the zone a set of printed times must be in for them to agree with a UTC date-time printed beside them.
 */
import { pad2, utcToEpoch } from '../time.ts';
import type { Zone } from '../types.ts';
import { zoneNear } from './airports.ts';
import { readAirport } from './tokens.ts';

export type DocZone = 'utc' | 'local' | undefined;

/** Statements about the roster's times, counted over its lines (each looked at token by token). */
export function documentZone(text: string): { zone: DocZone; mentionsUtc: boolean; base: string | null } {
  let utc = 0;
  let local = 0;
  let mentionsUtc = false;
  let base: string | null = null;
  const lines = text.slice(0, 2_000_000).split('\n');
  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.slice(0, 300).toLowerCase();
    if (
      !line.includes('utc') &&
      !line.includes('gmt') &&
      !line.includes('zulu') &&
      !line.includes('local') &&
      !line.includes('(l') &&
      !line.includes('(z)') &&
      !line.includes('base')
    )
      continue;
    // A column head's or a period's clock in brackets, glued to the head, after the period's date or alone on its line
    // ("Date(Z)", "01.03.2026 / 31.03.2026 (Z)", "(L)"); not a crew position or a note ("DOE A (L)", "marked (Z)").
    const bracketed = /(?:[a-z)]|\d{4} ?|^\s*)\(([zl])\)/.exec(line)?.[1];
    if (bracketed === 'z') utc++;
    if (bracketed === 'l') local++;
    const words = line.split(/[^a-z0-9/]+/).filter(Boolean);
    const timeWord = words.some((w) => w === 'time' || w === 'times' || w === 'all' || w === 'hours');
    if (words.some((w) => w === 'utc' || w === 'gmt' || w === 'zulu')) {
      mentionsUtc = true;
      if (timeWord) utc++;
    }
    // "All times in Local Base": the base's clock (namedClock), not each station's.
    if (words.includes('local') && timeWord && !(index < 20 && LOCAL_BASE.test(line))) local++;
    if (line.includes('(l - time)') || line.includes('(l-time)') || line.includes('(lt)')) local++;
    if (!base) {
      const head = rawLine.slice(0, 300);
      const at = head.search(/\bBase\s{0,20}:/i);
      if (at >= 0) {
        const m = /^Base\s{0,20}:\s{0,20}([A-Z]{3})\b/i.exec(head.slice(at, at + 50));
        if (m?.[1]) base = m[1].toUpperCase();
      }
      // A header's 'BASE ORD' (a trip display's first line), the word and an airport's code in capitals, without
      // a colon, in the document's first lines only (not a remark's 'BASE RES').
      const bare = index < 10 ? /\bBASE\s{1,20}([A-Z]{3})\b/.exec(head) : null;
      if (!base && bare?.[1] && readAirport(bare[1])) base = bare[1];
    }
  }
  return { zone: utc > local ? 'utc' : local > utc ? 'local' : undefined, mentionsUtc, base };
}

const HAN = /[\u4e00-\u9fff]/g;
/** Japanese or Korean: kana, hangul, or kanji written so only in Japan (発, 乗: Chinese writes 發/发, 乘). */
const KANA_OR_HANGUL = /[\u3040-\u30ff\uac00-\ud7af発乗]/;

/**
 * The clock a roster written in Chinese keeps when it names none: UTC+8 (Asia/Shanghai). Chinese-language crew
 * systems print every time in their home clock, also abroad (PVG 06:55 - BKK 11:45 are both Beijing time), and
 * that clock is UTC+8 wherever Chinese is the roster's language (mainland China, Hong Kong, Macau, Taiwan; no
 * summer time). Chinese means ten or more Han characters and no Japanese kana or Korean hangul (whose rosters
 * also print Han characters). Null for any other roster, or one that states its zone (documentZone).
 */
export function scriptClock(text: string): string | null {
  const head = text.slice(0, 20_000);
  const han = head.match(HAN);
  if (!han || han.length < 10 || KANA_OR_HANGUL.test(head)) return null;
  return 'Asia/Shanghai';
}

/**
 * Clocks airlines name after themselves rather than after a place: Southwest prints every time of its trip pages in
 * "Herb time", the clock of its Dallas headquarters (named after its founder), at every station.
 */
const COMPANY_CLOCKS: Record<string, string> = { herb: 'America/Chicago' };

/** Region and city names of clocks that are no IANA zone's city (US zone names; Beijing time is China's). */
const REGION_CLOCKS: Record<string, string> = {
  eastern: 'America/New_York',
  central: 'America/Chicago',
  mountain: 'America/Denver',
  pacific: 'America/Los_Angeles',
  beijing: 'Asia/Shanghai',
};

/** English words that are also an IANA zone's city ("oral time" is an exam's), never read as a clock. */
const NOT_CLOCKS = new Set(['oral', 'resolute']);

let cityClocks: Map<string, string> | null = null;

/** The IANA zone a city names ("moscow", "new york"): the continents' zones, by their city (Intl's list). */
function cityClock(name: string): string | undefined {
  if (!cityClocks) {
    cityClocks = new Map();
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const m = /^(?:Europe|America|Asia|Africa|Australia)\/([A-Za-z_]+)$/.exec(zone);
      if (m?.[1]) cityClocks.set(m[1].toLowerCase().replaceAll('_', ' '), zone);
    }
  }
  return cityClocks.get(name);
}

/**
 * "(All times in Local Base)": every time on the crew base's clock (an AIMS report's words), stated in the report's
 * head (its first lines), not a sentence further down ("rest is calculated in local base time").
 */
const LOCAL_BASE = /\btimes? (?:are )?in local base\b/;
const HEAD_CHARS = 1_500;

/** The roster's head says its times are on its base's clock: a statement that beats other lines' votes (documentZone). */
export const statesBaseClock = (text: string) => LOCAL_BASE.test(text.slice(0, HEAD_CHARS).toLowerCase());

/** namedClock's answer for the base's clock where the roster names no base: the crew's home, as assemble finds it (where most legs leave from). */
export const BASE_CLOCK = 'base';

/**
 * The one clock a roster says all its times keep by naming it "<name> time": an airline's company clock ("Herb
 * time", COMPANY_CLOCKS), the crew base's ("base time", "home base time": the zone of the roster's "Base:" airport),
 * a US zone name ("Central time") or a city ("Moscow time", "New York time"). A roster in one company clock prints
 * it at every station (a leg PHX 18:40 - SDF 22:05 is 3:25 only on one clock), which station-local reading breaks
 * and UTC reading shifts by the clock's offset. Null when the roster names no such clock; "local time", "UTC time"
 * and the like are documentZone's.
 */
export function namedClock(text: string, base: string | null): string | null {
  const head = text.slice(0, 20_000).toLowerCase();
  if (statesBaseClock(text)) return zoneOf(base) ?? BASE_CLOCK;
  for (const m of head.matchAll(/(?:\b([a-z]+) )?\b([a-z]+)[ -]times?\b/g)) {
    const word = m[2] ?? '';
    const both = m[1] ? `${m[1]} ${word}` : '';
    if (word === 'base') {
      const zone = zoneOf(base);
      if (zone) return zone;
      continue;
    }
    const zone =
      COMPANY_CLOCKS[word] ??
      REGION_CLOCKS[word] ??
      (both ? cityClock(both) : undefined) ??
      (NOT_CLOCKS.has(word) ? undefined : cityClock(word));
    if (zone) return zone;
  }
  return null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock HH:MM of a UTC epoch (seconds) in an IANA zone. */
export function wallIn(epoch: number, zone: string): string | null {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return null;
    }
    formatters.set(zone, f);
  }
  const parts = f.formatToParts(new Date(epoch * 1000));
  const h = Number(parts.find((p) => p.type === 'hour')?.value);
  const m = Number(parts.find((p) => p.type === 'minute')?.value);
  return `${pad2(h % 24)}:${pad2(m)}`;
}

/** The IANA zone of a known airport (that of the nearest airport when the reference gives it none). */
export function zoneOf(iata: string | null | undefined): string | null {
  return iata ? zoneNear(iata) : null;
}

/** IANA zones that keep a half-hour offset all year (no Etc/GMT zone has one): IST (India), ACST (Darwin). */
const HALF_HOUR_ZONES: Record<number, string> = { 330: 'Asia/Kolkata', 570: 'Australia/Darwin' };

/** A zone a fixed UTC offset (minutes east) is: UTC, an Etc/GMT zone (whose sign is the other way round) or null. */
export function fixedOffsetZone(minutes: number): Zone | null {
  if (minutes === 0) return { kind: 'utc' };
  if (minutes % 60 === 0)
    return { kind: 'iana', name: `Etc/GMT${minutes > 0 ? '-' : '+'}${Math.abs(minutes) / 60}` };
  const name = HALF_HOUR_ZONES[minutes];
  return name ? { kind: 'iana', name } : null;
}

/**
 * The zone of a time printed with a zone abbreviation ("16:05 MST", tokens.ts zoneAbbreviation: its offsets): the
 * time's airport zone (`local`) when that zone is on one of the abbreviation's offsets at that date and time (PHX
 * for MST; Shanghai for CST, China's; Dhaka for BST, Bangladesh's), so that the airport's reference zone is kept,
 * else the abbreviation's usual offset as a fixed zone (MST printed at an airport in another zone, or no airport).
 */
export function abbreviationZone(offsets: readonly number[], date: string, time: string, local: Zone): Zone {
  const at = local.kind === 'airport' ? zoneOf(local.iata) : local.kind === 'iana' ? local.name : null;
  if (at) {
    const wall = utcToEpoch(date, time);
    if (offsets.some((minutes) => wallIn(wall - minutes * 60, at) === time)) return local;
  }
  return fixedOffsetZone(offsets[0] ?? 0) ?? local;
}
