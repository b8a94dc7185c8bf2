import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { classifyDuty } from '../classify.ts';
import { addDays, dateFromDayAndWeekday, monthIndex, normaliseTime, pad2, weekdayIndex } from '../time.ts';
import { type ParseContext, type ParsedDuty, type Stamp, type TextParser, UTC, type Zone } from '../types.ts';

const ROW = /^(\d{1,2})\s+(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b\s*(.*)$/;
const PATTERN = /^\d{4}[A-Z]\d$/;
const SERVICE = /^P?\d{1,4}(?:\/P?\d{1,4})*$/;
const DURATION = /^\d{1,2}:\d{2}$/;
const ROSTER_CODE = /^[A-Z]{2}\d{2}$/;
const PRINTED = /\b(\d{2})([A-Z][a-z]{2})(\d{2})\s+\d{4}\b/;

const TITLES: Record<string, string> = { 'D/O': 'Day off', PLN: 'Planning day', AV: 'Leave' };

/**
 * Qantas short-haul bid-period roster: one row per day ("15 Tue  8026A4  940  1650 0012  5:22 4:20 BNE AW01").
 * Read token by token, so the whitespace-collapsed text of a PDF works too. Times are local: they are read in
 * the zone of the roster's Base airport (UTC when there is none). The month and year come from the print date
 * in the header ("13Jan26"): the first row is the first such day of the month on or after a week before it;
 * later rows roll into the next month when the day number drops. Without a print date the upload date decides.
 * Each service number becomes a flight (P-prefixed: positioning) spanning that day's sign-on to sign-off, since
 * the roster has no leg times nor airport pairs; a Port after sign-off is a layover until the next sign-on.
 */
export const qantasParser: TextParser = {
  name: 'qantas-bid-period',
  detect: (text) =>
    /Bid Period/i.test(text) && /S-On/.test(text) && text.split(/\r?\n/).some((l) => ROW.test(l.trim())),
  parse(text, ctx: ParseContext) {
    const base = /Base\s*:\s*([A-Z]{3})\b/.exec(text)?.[1];
    const zone: Zone = base ? { kind: 'airport', iata: base } : UTC;
    const airline = /QANTAS/i.test(text) ? 'QF' : '';
    const printed = PRINTED.exec(text);
    const duties: ParsedDuty[] = [];
    let ym: { year: number; month: number } | null = null;
    let lastDay = 0;
    let pattern: string | null = null;
    let layover: ParsedDuty | null = null;

    for (const raw of text.split(/\r?\n/)) {
      const row = ROW.exec(raw.trim());
      if (!row) continue;
      const day = Number(row[1]);
      if (day < 1 || day > 31) continue;
      if (!ym) ym = firstMonth(day, weekdayIndex(row[2] ?? ''), printed, ctx);
      else if (day < lastDay)
        ym = ym.month === 12 ? { year: ym.year + 1, month: 1 } : { year: ym.year, month: ym.month + 1 };
      lastDay = day;
      const date = `${ym.year}-${pad2(ym.month)}-${pad2(day)}`;
      const tokens = (row[3] ?? '').split(/\s+/).filter(Boolean);

      const durationAt = tokens.findIndex((t) => DURATION.test(t));
      let signOn: string | null = null;
      let signOff: string | null = null;
      let head = tokens;
      let tail: string[] = [];
      if (durationAt >= 2) {
        signOn = normaliseTime(tokens[durationAt - 2] ?? '');
        signOff = normaliseTime(tokens[durationAt - 1] ?? '');
        head = tokens.slice(0, durationAt - 2);
        tail = tokens.slice(durationAt).filter((t) => !DURATION.test(t));
      } else {
        tail = head.length > 0 ? [head[head.length - 1] ?? ''] : [];
        head = head.slice(0, -1);
        if (tail[0] && !ROSTER_CODE.test(tail[0]) && !/^[A-Z]{3}$/.test(tail[0])) {
          head = tokens;
          tail = [];
        }
      }
      const port =
        tail.length === 2
          ? tail[0]
          : tail.length === 1 && !ROSTER_CODE.test(tail[0] ?? '') && signOn
            ? tail[0]
            : null;

      let code: string | null = null;
      const services: string[] = [];
      for (const token of head) {
        if (PATTERN.test(token)) pattern = token;
        else if (SERVICE.test(token)) services.push(...token.split('/'));
        else if (!code) code = token;
      }
      const at = (time: string): Stamp => ({ date, time, zone });
      // Sign-off before sign-on is the next morning.
      const off = (time: string): Stamp => ({
        date: signOn && time < signOn ? addDays(date, 1) : date,
        time,
        zone,
      });
      if (layover && signOn) layover.end = at(signOn);
      layover = null;

      if (services.length > 0 && signOn && signOff) {
        for (const service of services) {
          const positioning = service.startsWith('P');
          duties.push({
            type: positioning ? DUTY_TYPES.positioning : DUTY_TYPES.flight,
            title: `${airline}${service.replace(/^P/, '')}`,
            subtitle: pattern ? `Pattern ${pattern}` : null,
            additional: `Sign-on ${signOn}, sign-off ${signOff} (local)${positioning ? ', positioning' : ''}; leg times are not in the roster`,
            start: at(signOn),
            end: off(signOff),
          });
        }
        if (port) {
          const from = off(signOff);
          layover = {
            type: DUTY_TYPES.layover,
            title: `Layover ${port}`,
            subtitle: pattern ? `Pattern ${pattern}` : null,
            start: from,
            end: from,
            departure: port,
            arrival: port,
          };
          duties.push(layover);
        }
        continue;
      }
      if (!code) continue;
      pattern = null;
      const type = classifyDuty(code, TITLES[code] ?? '');
      const title = TITLES[code] ?? (type === DUTY_TYPES.standby ? `Reserve ${code}` : code);
      if (signOn && signOff) {
        duties.push({ type, title, nonFlyCode: code, start: at(signOn), end: off(signOff) });
      } else {
        duties.push({
          type,
          title,
          nonFlyCode: code,
          start: { date, time: '00:00', zone: UTC },
          end: { date, time: '23:59', zone: UTC },
          allDay: true,
        });
      }
    }
    // A layover that no later sign-on closes has no known end: drop it rather than invent one.
    return duties.filter((d) => !(d.type === DUTY_TYPES.layover && d.start === d.end));
  },
};

function firstMonth(
  day: number,
  weekday: number,
  printed: RegExpExecArray | null,
  ctx: ParseContext,
): { year: number; month: number } {
  if (printed) {
    const month = monthIndex(printed[2] ?? '');
    if (month >= 0) {
      const printedAt = Date.UTC(2000 + Number(printed[3]), month, Number(printed[1]));
      for (const delta of [0, 1]) {
        const candidate = new Date(Date.UTC(2000 + Number(printed[3]), month + delta, day));
        if (candidate.getTime() >= printedAt - 7 * 86_400_000)
          return { year: candidate.getUTCFullYear(), month: candidate.getUTCMonth() + 1 };
      }
    }
  }
  return dateFromDayAndWeekday(day, weekday, ctx.uploadDate);
}
