/** PDF of the duties of a period: a plain, printable table (spec §7 GET /v2/calendar/pdf). */
import {
  dayIn as day,
  eventZones,
  isUtcZone,
  offsetLabel,
  offsetMinutes,
  type RosterEvent,
  wallClock,
  type ZoneChoice,
} from '@crewroster/shared/schemas';
import PDFDocument from 'pdfkit';

const clock = (seconds: number, zone: string) => {
  const c = wallClock(seconds, zone);
  return `${c.hour}:${c.minute}`;
};

/** The line under the title: which clock the times are on (the time display switch, issue 15). */
function zoneNote(choice: ZoneChoice): string {
  if (choice.display === 'local') return 'Times are local at each airport, with their UTC offset.';
  const zone = choice.display === 'home' ? (choice.homeZone ?? choice.settingZone) : choice.settingZone;
  if (isUtcZone(zone)) return 'All times UTC (Z).';
  return choice.display === 'home' && choice.homeZone
    ? `All times home-base time (${zone}).`
    : `All times ${zone} time.`;
}

export function eventsToPdf(events: RosterEvent[], title: string, choice: ZoneChoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Producer: 'CrewRoster' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Local times carry their offset: two airports' clocks on one line are otherwise ambiguous.
  const suffix = (seconds: number, zone: string) =>
    isUtcZone(zone)
      ? 'Z'
      : choice.display === 'local'
        ? ` (${offsetLabel(offsetMinutes(seconds, zone))})`
        : '';
  doc.fontSize(16).text(title).moveDown(0.5);
  doc.fontSize(9).fillColor('#555').text(zoneNote(choice)).moveDown(0.5).fillColor('#000');
  if (events.length === 0) doc.fontSize(11).text('No duties in this period.');
  for (const e of events) {
    const route = [e.departure.IATA, e.arrival.IATA].filter(Boolean).join('–');
    const zones = eventZones(e, choice);
    const start = e.dutyStartTimestamp;
    const end = e.dutyEndTimestamp;
    const endDay = day(end, zones.end) === day(start, zones.start) ? '' : `${day(end, zones.end)} `;
    doc
      .fontSize(10)
      .text(
        `${day(start, zones.start)} ${clock(start, zones.start)}${suffix(start, zones.start)} – ${endDay}${clock(end, zones.end)}${suffix(end, zones.end)}   ${e.dutyTypeDescription}   ${e.dutyTitle}${route ? `   ${route}` : ''}`,
      );
  }
  doc.end();
  return done;
}
