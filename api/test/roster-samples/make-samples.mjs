// Makes the binary roster samples (run once, results committed): node api/test/roster-samples/make-samples.mjs
// - roster.pdf: pdfkit, a DTR-style roster in Courier;
// - roster.png: Debian's headless Chromium screenshot of image-roster.html (no canvas package needed).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const dir = import.meta.dirname;
const doc = new PDFDocument({
  size: 'A4',
  margin: 40,
  info: { CreationDate: new Date(Date.UTC(2025, 0, 1)) },
});
const chunks = [];
doc.on('data', (c) => chunks.push(c));
const done = new Promise((resolve) => doc.on('end', resolve));
doc.font('Courier').fontSize(9);
doc.text('CREW DUTY ROSTER - PDF sample - all times UTC');
doc.text('Date       Duty    Start   End     Loc1    Loc2   Remarks');
doc.text('2025-04-04 CI      12:00   12:30   AMS            Report Duty');
doc.text('2025-04-04 XY501   13:30   18:45   AMS     DXB    Flight to Dubai   PH-GHI');
doc.text('2025-04-05 CO      19:15   19:45   DXB            Debrief');
doc.addPage();
doc.text('2025-04-06 XY502   07:00   11:15   DXB     AMS    Return Flight     PH-GHI');
doc.end();
await done;
fs.writeFileSync(path.join(dir, 'roster.pdf'), Buffer.concat(chunks));

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
execFileSync(
  chromium,
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    `--screenshot=${path.join(dir, 'roster.png')}`,
    '--window-size=700,220',
    `file://${path.join(dir, 'image-roster.html')}`,
  ],
  { stdio: 'ignore' },
);
console.log('wrote roster.pdf and roster.png');
