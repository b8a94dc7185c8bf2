import { DUTY_TYPES } from '@crewroster/shared/schemas';
import * as cheerio from 'cheerio';
import type { ParsedDuty, TextParser } from '../types.ts';
import { dutyFromRecord, type Field, fieldOf } from './tabular.ts';

const DUTY_ELEMENTS = ['duty', 'event', 'activity', 'flight', 'leg'];
const ROOT_NAMES = new Set(['roster', 'duties', 'events', 'schedule', 'crewroster']);

/**
 * The lower-case name of the first element after the XML declaration, comments and processing instructions.
 * A plain scan with indexOf: a regex over repeated comments backtracks exponentially on hostile input.
 */
export function rootElementName(text: string): string | null {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text.charAt(i))) i += 1;
    if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close < 0) return null;
      i = close + 3;
    } else if (text.startsWith('<?', i)) {
      const close = text.indexOf('?>', i + 2);
      if (close < 0) return null;
      i = close + 2;
    } else break;
  }
  if (text.charAt(i) !== '<') return null;
  return /^<([A-Za-z][\w.-]{0,63})[\s/>]/.exec(text.slice(i, i + 70))?.[1]?.toLowerCase() ?? null;
}

/**
 * XML roster (schema in README "Roster import"): any root element; every <duty>, <event>, <activity>, <flight>
 * or <leg> element is one duty, its fields given as attributes or child elements with the tabular field names
 * (date, start, end, code, type, departure, arrival, remarks, timezone, aircraft, allday). The root's
 * `timezone` attribute sets the default zone (utc or local). A <flight>/<leg> element is a flight by default.
 */
export const xmlParser: TextParser = {
  name: 'xml',
  detect: (text) => ROOT_NAMES.has(rootElementName(text) ?? ''),
  parse(text) {
    const $ = cheerio.load(text, { xml: true });
    const root = $.root().children().first();
    const defaultZone = root.attr('timezone') ?? root.attr('tz') ?? undefined;
    const duties: ParsedDuty[] = [];
    root.find(DUTY_ELEMENTS.join(',')).each((_, el) => {
      const node = $(el);
      const record: Partial<Record<Field, string>> = {};
      for (const [name, value] of Object.entries(el.attribs ?? {})) {
        const field = fieldOf(name);
        if (field && record[field] === undefined) record[field] = value;
      }
      node.children().each((__, child) => {
        if (child.type !== 'tag') return;
        const field = fieldOf(child.name);
        const value = $(child).text().trim();
        if (field && value && record[field] === undefined) record[field] = value;
      });
      const isLeg = ['flight', 'leg'].includes(el.name.toLowerCase());
      const duty = dutyFromRecord(record, {
        ...(defaultZone ? { defaultZone } : {}),
        ...(isLeg ? { defaultType: DUTY_TYPES.flight } : {}),
      });
      if (duty) duties.push(duty);
    });
    return duties;
  },
};
