import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { dateFromDayAndWeekday, normaliseTime, pad2, weekdayIndex } from '../time.ts';
import { type ParseContext, type ParsedDuty, type Stamp, type TextParser, UTC } from '../types.ts';

const DAY = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s?(\d{1,2})$/i;
const FLIGHT = /^([A-Z0-9]{2})\s?(\d{1,4}[A-Z]?)\s+([A-Z]{3})\s+(\d{4})\s+(\d{4})\s+([A-Z]{3})(?:\s+(\S+))?/;
const CHECK = /^(C\/I|C\/O)\s+(?:([A-Z]{3})\s+(\d{4})|(\d{4})\s+([A-Z]{3}))\b/;
const HOTEL = /^(H\d{0,2})\s+([A-Z]{3})\b/;

/**
 * NetLine/Crew style daily blocks. Times are UTC (the block totals `[FT ..]` of the sample only add up in UTC).
 * The file has no month or year: see dateFromDayAndWeekday. A report runs from C/I to the first departure, a
 * debrief from the last arrival to C/O, and a hotel night from the last arrival of the day until the next duty
 * starts (12 hours when nothing follows).
 */
export const netlineParser: TextParser = {
  name: 'netline',
  detect(text) {
    const lines = text.split(/\r?\n/).map((l) => l.trim());
    return lines.some((l) => DAY.test(l)) && lines.some((l) => FLIGHT.test(l) || CHECK.test(l));
  },
  parse(text, ctx: ParseContext) {
    const duties: ParsedDuty[] = [];
    let date: string | null = null;
    let month: { year: number; month: number } | null = null;
    let lastDay = 0;
    let dayItems: { report?: { at: Stamp; station: string }; flights: ParsedDuty[] } = { flights: [] };
    let pendingHotel: { duty: ParsedDuty } | null = null;

    const stamp = (time: string): Stamp => ({ date: date as string, time, zone: UTC });
    const closeHotel = (at: Stamp) => {
      if (!pendingHotel) return;
      pendingHotel.duty.end = at;
      pendingHotel = null;
    };
    const flushReport = () => {
      const r = dayItems.report;
      if (!r) return;
      const first = dayItems.flights[0];
      duties.push({
        type: DUTY_TYPES.report,
        title: 'Check-in',
        nonFlyCode: 'C/I',
        start: r.at,
        end: first ? first.start : r.at,
        departure: r.station,
        arrival: r.station,
      });
      dayItems.report = undefined;
    };

    for (const raw of text.split(/\r?\n/)) {
      const line = raw.trim();
      const day = DAY.exec(line);
      if (day) {
        flushReport();
        const dom = Number(day[2]);
        if (!month) month = dateFromDayAndWeekday(dom, weekdayIndex(day[1] ?? ''), ctx.uploadDate);
        else if (dom < lastDay)
          month =
            month.month === 12
              ? { year: month.year + 1, month: 1 }
              : { year: month.year, month: month.month + 1 };
        lastDay = dom;
        date = `${month.year}-${pad2(month.month)}-${pad2(dom)}`;
        dayItems = { flights: [] };
        continue;
      }
      if (!date) continue;
      const check = CHECK.exec(line);
      if (check) {
        const station = check[2] ?? check[5] ?? '';
        const time = normaliseTime(check[3] ?? check[4] ?? '');
        if (!time) continue;
        if (check[1] === 'C/I') {
          closeHotel(stamp(time));
          dayItems.report = { at: stamp(time), station };
        } else {
          flushReport();
          const last = dayItems.flights.at(-1);
          duties.push({
            type: DUTY_TYPES.debrief,
            title: 'Check-out',
            nonFlyCode: 'C/O',
            start: last ? last.end : stamp(time),
            end: stamp(time),
            departure: station,
            arrival: station,
          });
        }
        continue;
      }
      const flight = FLIGHT.exec(line);
      if (flight) {
        const dep = normaliseTime(flight[4] ?? '');
        const arr = normaliseTime(flight[5] ?? '');
        if (!dep || !arr) continue;
        closeHotel(stamp(dep));
        const duty: ParsedDuty = {
          type: DUTY_TYPES.flight,
          title: `${flight[1]}${flight[2]}`,
          subtitle: `${flight[3]} - ${flight[6]}`,
          additional: flight[7] ?? null,
          start: stamp(dep),
          end: stamp(arr),
          departure: flight[3] ?? '',
          arrival: flight[6] ?? '',
        };
        dayItems.flights.push(duty);
        flushReport();
        duties.push(duty);
        continue;
      }
      const hotel = HOTEL.exec(line);
      if (hotel) {
        const last = dayItems.flights.at(-1);
        const from: Stamp = last ? last.end : stamp('12:00');
        const duty: ParsedDuty = {
          type: DUTY_TYPES.hotel,
          title: `Hotel ${hotel[2]}`,
          nonFlyCode: hotel[1] ?? '',
          start: from,
          end: from,
          departure: hotel[2] ?? '',
          arrival: hotel[2] ?? '',
        };
        duties.push(duty);
        pendingHotel = { duty };
      }
    }
    flushReport();
    // A last hotel night with no duty after it: 12 hours (a wall-clock end past midnight is the next day).
    const open = pendingHotel as { duty: ParsedDuty } | null;
    if (open && typeof open.duty.start !== 'number') {
      const from = open.duty.start;
      const [hh = 0, mm = 0] = from.time.split(':').map(Number);
      const minutes = (hh * 60 + mm + 12 * 60) % (24 * 60);
      open.duty.end = { ...from, time: `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}` };
    }
    return duties;
  },
};
