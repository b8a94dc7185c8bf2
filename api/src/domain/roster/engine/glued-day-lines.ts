/**
 * A day's line whose columns a PDF text extractor glued together, as pdf-parse writes an AIMS report's row: the date,
 * then its weekday glued to the duty ("30/04/2026 Thu6406 [280]BLR  - DEL21:0022:00 - 00:50⁺¹01:20⁺¹",
 * "10/05/2026 SunSBYPHome Standby12:00 - 20:00", "04/05/2026 MonOFGGolden Day Off"). Such a line gets its parts
 * apart again: the weekday from what follows, a code from the words naming it, a bracket from the station after it,
 * a station or a word from its time, and two times from each other. Only a line opening with a date and a weekday
 * glued to what follows is touched: elsewhere "SBYP" or "LHR10:00" may be printed so on purpose.
 */

import { readDate } from './tokens.ts';

const GLUED_DAY_LINE = /^(\s*\S+\s+)(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?=[A-Z0-9])/;

/**
 * A date with a two-digit year, its time and a duty code run together, as pdf-parse writes a duty line whose cells
 * touch ("01.03.2613:20DUTY", "05.04.2603:01FSF"): a two-digit year then a time cannot be read another way.
 */
const GLUED_DATE_TIME = /^(\s*\d{1,2}([./-])\d{1,2}\2\d{2})(\d{1,2}:\d{2})([A-Z][A-Z0-9/]*)?\s*$/;

/** A time and its superscript day offset ("00:50⁺¹"), as printed. */
const TIME = String.raw`\d{1,2}:\d{2}(?:[⁺⁻][¹²³])?`;

const APART: [RegExp, string][] = [
  // Two times, the second maybe marked actual ("21:0022:00", "00:50⁺¹01:20⁺¹", "10:50A12:02").
  [new RegExp(`(${TIME})(?=[AE]?\\d{1,2}:\\d{2})`, 'g'), '$1 '],
  // A station, a code or a word before its time ("DEL21:00", "Standby12:00"), not an actual time's mark ("A12:02").
  [/([A-Za-z]{2}|[a-z])(?=\d{1,2}:\d{2})/g, '$1 '],
  // A bracket and the station after it, maybe marked a deadhead's ("[280]BLR", "[280]*BLR").
  [/\](?=\*?[A-Za-z])/g, '] '],
  // A code and the words naming it ("SBYPHome", "OFGGolden", "SB1Home", "D/ODay").
  [/(^\S+ )([A-Z][A-Z0-9/]{0,5})(?=[A-Z][a-z]{2})/, '$1$2 '],
  [/\b([A-Z]{2,6})(?=[A-Z][a-z]{2})/g, '$1 '],
];

/** The text with each glued day line's parts apart; any other line as it was. */
export function ungluedDayLines(text: string): string {
  const weekdays = /(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[A-Z0-9]/.test(text);
  if (!weekdays && !/^\s*\d{1,2}([./-])\d{1,2}\1\d{2}\d{1,2}:\d{2}/m.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const dated = GLUED_DATE_TIME.exec(line);
      if (dated && readDate(dated[1]?.trim() ?? ''))
        return [dated[1], dated[3], dated[4]].filter(Boolean).join(' ');
      const m = weekdays ? GLUED_DAY_LINE.exec(line) : null;
      if (!m || line.length > 300 || !readDate((m[1] ?? '').trim())) return line;
      let rest = `${m[2]} ${line.slice(m[0].length)}`;
      for (const [glue, apart] of APART) rest = rest.replace(glue, apart);
      return `${m[1]}${rest}`;
    })
    .join('\n');
}
