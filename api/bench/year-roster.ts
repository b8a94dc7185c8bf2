import PDFDocument from 'pdfkit';

/** Generated one-year rosters for the benchmarks: the DTR-style dated lines, and the same year as CSV, HTML, XML and PDF. */

const ROUTES = [
  ['AMS', 'LHR'],
  ['AMS', 'CDG'],
  ['AMS', 'FRA'],
  ['AMS', 'MAD'],
  ['AMS', 'JFK'],
  ['AMS', 'DXB'],
];

/** A DTR-style year: every day a report, two legs out and back (or standby/simulator/day off), a debrief. */
export function yearRoster(year = 2025): string {
  const lines = ['Date       Duty    Start   End     Loc1    Loc2   Remarks'];
  for (let d = 0; d < 365; d++) {
    const date = new Date(Date.UTC(year, 0, 1 + d)).toISOString().slice(0, 10);
    const [from, to] = ROUTES[d % ROUTES.length] as [string, string];
    if (d % 7 === 6) {
      lines.push(`${date} DO      00:00   23:59   HOME           Day Off`);
      continue;
    }
    lines.push(`${date} CI      05:00   05:45   ${from}            Report`);
    lines.push(`${date} KL${1000 + (d % 90) * 2}  06:00   08:00   ${from}     ${to}    Flight`);
    lines.push(`${date} KL${1001 + (d % 90) * 2}  09:00   11:00   ${to}     ${from}    Flight`);
    if (d % 3 === 0) lines.push(`${date} SIM     13:00   17:00   ${from}            Simulator`);
    else lines.push(`${date} SBY     12:00   16:00   ${from}            Standby`);
    lines.push(`${date} CO      11:00   11:30   ${from}            Debrief`);
  }
  return lines.join('\n');
}

/** The same year as fields: date, duty, start, end, from, to, remarks. */
function yearRows(year = 2025): string[][] {
  return yearRoster(year)
    .split('\n')
    .slice(1)
    .map((line) => {
      const [date = '', duty = '', start = '', end = '', from = '', ...rest] = line.split(/\s+/);
      const to = /^[A-Z]{3}$/.test(rest[0] ?? '') ? (rest.shift() ?? '') : '';
      return [date, duty, start, end, from, to, rest.join(' ')];
    });
}

const HEADER = ['Date', 'Duty', 'Start (UTC)', 'End (UTC)', 'From', 'To', 'Remarks'];

export function yearRosterCsv(year = 2025): string {
  return [HEADER, ...yearRows(year)].map((r) => r.join(',')).join('\n');
}

export function yearRosterHtml(year = 2025): string {
  const cells = (r: string[], tag: string) => `<tr>${r.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
  return `<!doctype html><html><body><table><thead>${cells(HEADER, 'th')}</thead><tbody>${yearRows(year)
    .map((r) => cells(r, 'td'))
    .join('\n')}</tbody></table></body></html>`;
}

/** The same year as a list of XML records (like a database or .NET DataSet export). */
export function yearRosterXml(year = 2025): string {
  const names = ['DutyDate', 'DutyCode', 'StartTime', 'EndTime', 'Origin', 'Destination', 'Remarks'];
  return `<?xml version="1.0"?>\n<Export>\n${yearRows(year)
    .map((r) => `  <Record>${r.map((v, i) => `<${names[i]}>${v}</${names[i]}>`).join('')}</Record>`)
    .join('\n')}\n</Export>\n`;
}

/** The same year as a PDF table (pdfkit, Helvetica 8 pt; a column at a fixed x each, a page every 60 rows). */
export async function yearRosterPdf(year = 2025): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { CreationDate: new Date(Date.UTC(year, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.font('Helvetica').fontSize(8);
  const xs = [36, 100, 150, 210, 270, 310, 350];
  const rows = yearRows(year);
  for (let i = 0; i < rows.length; i += 60) {
    if (i > 0) doc.addPage();
    for (const [k, row] of [HEADER, ...rows.slice(i, i + 60)].entries())
      for (const [c, cell] of row.entries())
        doc.text(cell, xs[c] as number, 40 + k * 12, { lineBreak: false });
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
