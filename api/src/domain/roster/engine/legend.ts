import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyCode, classifyText } from '../classify.ts';
import type { ParsedDuty } from '../types.ts';

/** "HOMS - Home Standby", "VAC = Leave", "FOF: Fixed Double Off": a code, a dash (or '=' or ':') and its words. */
const ENTRY = /^([A-Z][A-Z0-9_/]{1,7})(?:\s+[-–=:]|:)\s+(\p{L}[\p{L} ,.()'/-]{2,40})$/u;

/**
 * The duty codes a roster explains in its own legend ("Duty Codes: HOMS - Home Standby, VAC - Leave"), each as the
 * type its words name; codes the code tables know keep their own type, and words that name no type teach nothing.
 * Entries stand one a line or a cell (tab-separated, as a PDF's legend table is laid out).
 */
export function legendTypes(text: string): Map<string, number> {
  const types = new Map<string, number>();
  for (const line of text.split(/\r?\n|\r/))
    for (const cell of line.split('\t')) {
      const m = ENTRY.exec(cell.trim());
      if (!m) continue;
      const [, code = '', words = ''] = m;
      // Words that open denying or cancelling ('No show for flight', 'Cancelled flight') name no type ('Free day,
      // no duty' does); nor is a code a flight by its legend (a flight needs its leg).
      if (/^(no|not|non|cancel\w*|cnx)\b/i.test(words)) continue;
      const type = classifyText(words);
      if (
        type !== DUTY_TYPES.unknown &&
        type !== DUTY_TYPES.flight &&
        classifyCode(code) === DUTY_TYPES.unknown
      )
        types.set(code, type);
    }
  return types;
}

/** Duties of an unknown code typed by the roster's legend. */
export function withLegend(duties: ParsedDuty[], text: string): ParsedDuty[] {
  if (!duties.some((d) => d.type === DUTY_TYPES.unknown)) return duties;
  const types = legendTypes(text);
  if (types.size === 0) return duties;
  return duties.map((d) => {
    const type = d.type === DUTY_TYPES.unknown ? types.get(d.nonFlyCode ?? d.title) : undefined;
    return type === undefined ? d : { ...d, type };
  });
}
