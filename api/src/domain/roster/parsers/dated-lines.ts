import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyDuty, FLIGHT_NUMBER, normaliseCode } from '../classify.ts';
import { normaliseTime, parseDate } from '../time.ts';
import { type ParsedDuty, type TextParser, UTC } from '../types.ts';

/**
 * One duty per line with an ISO date, UTC times and stations (the DTR layout):
 * `2025-01-08 FLT DX101 07:30 09:45 AMS CDG Remarks PH-BDA`. Stations that are not 3-letter codes (HOME) are
 * not airports. A trailing registration (PH-BDA, N123AB) goes to dutyAdditional.
 */
const LINE =
  /^(\d{4}-\d{2}-\d{2})\s+((?:FLT\s+)?[A-Z0-9/]{1,8})\s+(\d{1,2}:?\d{2})\s+(\d{1,2}:?\d{2})\s+([A-Z]{3,4})(?:\s+([A-Z]{3})(?=\s|$))?(?:\s+(.*))?$/;
const REGISTRATION = /^(?:[A-Z]{1,2}-[A-Z0-9]{3,5}|N\d{1,5}[A-Z]{0,2})$/;

/** A trailing aircraft registration split off the remarks (token by token: a `\s+…$` regex is quadratic). */
function splitRegistration(remarks: string): { remarks: string; registration: string | null } {
  let cut = remarks.length;
  while (cut > 0 && !/\s/.test(remarks.charAt(cut - 1))) cut -= 1;
  const last = cut > 0 ? remarks.slice(cut) : '';
  if (!REGISTRATION.test(last)) return { remarks, registration: null };
  return { remarks: remarks.slice(0, cut).trim(), registration: last };
}

export const datedLinesParser: TextParser = {
  name: 'text-dated-lines',
  detect: (text) => text.split(/\r?\n/).some((line) => LINE.test(line.trim())),
  parse(text) {
    const duties: ParsedDuty[] = [];
    for (const raw of text.split(/\r?\n/)) {
      const m = LINE.exec(raw.trim());
      if (!m) continue;
      const [, dateRaw = '', codeRaw = '', startRaw = '', endRaw = '', loc1 = '', loc2] = m;
      const date = parseDate(dateRaw);
      const start = normaliseTime(startRaw);
      const end = normaliseTime(endRaw);
      if (!date || !start || !end) continue;
      const { remarks, registration } = splitRegistration((m[7] ?? '').trim());
      const code = normaliseCode(codeRaw);
      const type = classifyDuty(code, remarks);
      const station = loc1.length === 3 ? loc1 : null;
      const isFlight = type === DUTY_TYPES.flight && FLIGHT_NUMBER.test(code);
      const allDay = start === '00:00' && (end === '23:59' || end === '24:00');
      duties.push({
        type,
        title: isFlight ? code : remarks || code,
        subtitle:
          isFlight && loc2 ? `${station ?? loc1} - ${loc2}` : remarks && remarks !== code ? code : null,
        nonFlyCode: isFlight ? null : code,
        additional: [isFlight ? remarks : null, registration].filter(Boolean).join(' · ') || null,
        start: { date, time: start, zone: UTC },
        end: { date, time: end === '24:00' ? '23:59' : end, zone: UTC },
        allDay,
        departure: station,
        arrival: isFlight ? (loc2 ?? null) : station,
      });
    }
    return duties;
  },
};
