/** PDF of the duties of a period: a plain, printable table (spec §7 GET /v2/calendar/pdf). */
import type { RosterEvent } from '@crewroster/shared/schemas';
import PDFDocument from 'pdfkit';

const utc = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ');

export function eventsToPdf(events: RosterEvent[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Producer: 'CrewRoster' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(16).text(title).moveDown(0.5);
  doc.fontSize(9).fillColor('#555').text('All times UTC (Z).').moveDown(0.5).fillColor('#000');
  if (events.length === 0) doc.fontSize(11).text('No duties in this period.');
  for (const e of events) {
    const route = [e.departure.IATA, e.arrival.IATA].filter(Boolean).join('–');
    doc
      .fontSize(10)
      .text(
        `${utc(e.dutyStartTimestamp)}Z – ${utc(e.dutyEndTimestamp).slice(11)}Z   ${e.dutyTypeDescription}   ${e.dutyTitle}${route ? `   ${route}` : ''}`,
      );
  }
  doc.end();
  return done;
}
