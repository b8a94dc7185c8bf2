/**
 * One real roster per family of the corpus (api/test/roster-corpus, issue 19), uploaded through the UI as crew
 * would (a saved page, a file or a page printed to PDF through "Upload a roster file", text copied from a portal
 * through "Paste your roster"), then its first operating flight found in the event list on /home. Each family gets a new user. The
 * server completes dates without a year from today, so the flight is looked for from "All events" back through
 * "Show history" as far as the roster's own year needs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { signIn } from '../support/pages';

const CORPUS = path.resolve(import.meta.dirname, '../../api/test/roster-corpus');
/** The page text of the HTML samples, as a person copies it from the browser (its README says how it was made). */
const PASTED = path.resolve(import.meta.dirname, '../../api/test/roster-corpus-pasted');
/** The HTML samples printed to PDF by Chromium, as a person keeps a portal page (its README says how). */
const PRINTED = path.resolve(import.meta.dirname, '../../api/test/roster-corpus-printed');

interface Family {
  family: string;
  sample: string;
  how: 'file' | 'paste';
  /** The sample's copied page text (roster-corpus-pasted) rather than the sample itself. */
  copied?: boolean;
  /** The sample printed to PDF (roster-corpus-printed) rather than the sample itself. */
  printed?: boolean;
  /** The sample's first operating flight as the event list shows it. */
  flight: string;
  route: string;
}

const FAMILIES: Family[] = [
  {
    // An American Airlines host's trip displays ('HSS'), copied from the crew terminal and pasted: a scheduled and an
    // actual line a leg, only the day of the month ('SKD 06 0F 3453 ORD 0930 PVD 1301'), placed by today's date.
    family: 'aa-decs-hss',
    sample: 'envoy-ord-e175-ca-hss-2026-07.txt',
    how: 'paste',
    flight: '3453',
    route: 'ORD - PVD',
  },
  {
    // An American Airlines first officer's logbook from the pilots' union's Sabre site as Crystal Reports XML: each
    // leg a section of fields named by attributes, times as month/day and time without a year, 'DH' deadheads.
    family: 'aa-tasc-logbook-xml',
    sample: 'aa-phx-fo-2016-10.xml',
    how: 'file',
    flight: '552',
    route: 'PHX - SMF',
  },
  {
    // A monthly statement of hours flown (PDF text, pasted): each leg by its two ends, station, day and decimal-hour
    // UTC time, without a flight number, so listed as 'Flight'; the month only in the heading ('FEVRIER 2024').
    family: 'af-carnet-de-vol',
    sample: 'af-ep5-carnet-de-vol-cdg-a350-cdt-2024-02.txt',
    how: 'paste',
    flight: 'Flight',
    route: 'CDG - SJO',
  },
  {
    // The same AIMS report exported as CSV (flydubai): title lines over the header, a duty's legs one a line in a
    // cell, every time on the base's clock ('All times in Local Base').
    family: 'aims-pcsr-csv',
    sample: 'flydubai-dxb-cabin-cm-2024-12.csv',
    how: 'file',
    flight: 'FZ965',
    route: 'DXB - VKO',
  },
  {
    // An AIMS 'Personal Crew Schedule Report' pasted as text: a day's first leg on its date's line with report,
    // actual times ('A12:02 - A16:26') and release, the duty's next leg on a line of its own.
    family: 'aims-pcsr',
    sample: 'easyjet-lis-fa-pcsr-2025-04.txt',
    how: 'paste',
    flight: 'EJU7695',
    route: 'LIS - SID',
  },
  {
    // The calendar the AIMS eCrew app writes on a phone (an iCloud export): each leg an event, its UTC times in notes
    // without a date; the crew's own flights printed without the airline.
    family: 'aims-ecrew-calendar',
    sample: 'swiftair-mad-pilot-2026-05.ics',
    how: 'file',
    flight: '4160',
    route: 'NCE - CDG',
  },
  {
    // An AIMS 'Personal Crew Schedule Report' as a PDF in its calendar layout: a column a day, each leg's cells stacked
    // down it, a leg past midnight going on in the next day's column; flight numbers without the airline.
    family: 'aims-pcsr-grid',
    sample: 'airastana-ala-b763-cp-pcsr-2026-10.pdf',
    how: 'file',
    flight: '187',
    route: 'ALA - CAN',
  },
  {
    family: 'airmalta',
    sample: 'airmalta-cwp-roster-2015-06.xml',
    how: 'file',
    flight: 'KM466',
    route: 'MLA - ORY',
  },
  {
    // A crew schedule screen's text as an OCR app reads a screenshot of it, pasted: the column heads and then each
    // cell on a line of its own ('03/02(일)' / '521' / '02 10:15' / 'ICN/LHR' / '02 12:25' / '02 18:05'), no year.
    family: 'asiana-crew-schedule',
    sample: 'asiana-icn-cc-2025-03-ocr.txt',
    how: 'paste',
    flight: '521',
    route: 'ICN - LHR',
  },
  {
    family: 'azul',
    sample: 'azul-escala-summary-vcp-2025-05.txt',
    how: 'file',
    flight: 'AD4438',
    route: 'CNF - BEL',
  },
  {
    // Two XML documents in one file, each after a bracketed section line ('[ROSTER]', '[TRIP]'); legs dated by their
    // trip's start date plus a relative day, in UTC.
    family: 'ba-emaestro',
    sample: 'ba-emaestro-lhr-777-2026-05.xml',
    how: 'file',
    // Listed without the number's leading zero (BA0283 → BA283), as every flight number is stored.
    flight: 'BA283',
    route: 'LHR - LAX',
  },
  {
    // A crew web service's JSON (each time in UTC and station local), copied from the browser and pasted.
    family: 'cathay-cls-api',
    sample: 'cx-cls-duties-public-roster-hkg-2023-10.json',
    how: 'paste',
    flight: 'CX738',
    route: 'DXB - HKG',
  },
  { family: 'ccnx', sample: 'ccnx-dat-2022-01-10.html', how: 'file', flight: 'DX77', route: 'KRP - CPH' },
  {
    // A Cathay Dragon first officer's digital logbook CSV from the group's crew system: a sector a row, 'HKG WNZ' in
    // one cell, off-block and on-block as full GMT timestamps, flight numbers without the airline.
    family: 'cathay-fltlogbook-csv',
    sample: 'ka-hkg-fo-2015-10.csv',
    how: 'file',
    flight: '798',
    route: 'HKG - WNZ',
  },
  {
    // A calendar export: one event per duty, its legs in the event's description.
    family: 'crewaccess-ics',
    sample: 'sunexpress-ayt-ccm-2026-07.ics',
    how: 'file',
    flight: '570',
    route: 'AYT - CPH',
  },
  {
    // A pilot's CAE Crew Access roster as his own dashboard keeps it (JSON: each event typed, local and UTC times).
    family: 'crewaccess-roster-json',
    sample: 'azul-vcp-e2-2026-05.json',
    how: 'file',
    flight: 'AD4216',
    route: 'VCP - AFL',
  },
  {
    // A calendar event's description, copied as text: a zone abbreviation after every time ("16:05 MST").
    family: 'crewhub-byo',
    sample: 'swa-crewhub-phx-2026-09-10.txt',
    how: 'paste',
    flight: '2327',
    route: 'PHX - LAX',
  },
  {
    // A pilot's own converter's calendar feed: an event a duty with floating report and release times, the legs in
    // its description on their stations' clocks ('GB 3109  RFD → MIA  STD 1205  STA 1607').
    family: 'crew-schedule-parser-ics',
    sample: 'abx-cvg-b767-2026-05.ics',
    how: 'file',
    flight: 'GB3109',
    route: 'RFD - MIA',
  },
  {
    family: 'crewtrac',
    sample: 'crewtrac-nk-pairing-2023-09.txt',
    how: 'file',
    flight: '930',
    route: 'MCO - RIC',
  },
  {
    family: 'delta-icrew',
    sample: 'delta-icrew-rot0233-2026-04.txt',
    how: 'paste',
    flight: 'DL1272',
    route: 'SLC - SJC',
  },
  { family: 'dtr', sample: 'dtr-airlines-2025.txt', how: 'file', flight: 'DX101', route: 'AMS - CDG' },
  {
    // An airline's crew duty report as a PDF table extractor writes it to CSV: no header, a leg as its number joined to
    // its route ('0038/BHXDXB') with dated local times.
    family: 'ek-crew-duty-report',
    sample: 'ek-dxb-cabin-gr2-2011-03.csv',
    how: 'file',
    flight: '38',
    route: 'BHX - DXB',
  },
  {
    family: 'ibs-mlt',
    sample: 'omanair-mct-checkin-roster-2017-04.html',
    how: 'file',
    flight: 'WY123',
    route: 'MCT - MUC',
  },
  {
    // A month calendar copied from the portal (flight numbers glued to airports), with the roster report below it.
    family: 'iflight-cwp',
    sample: 'kal-icn-787-fo-2026-02.txt',
    how: 'paste',
    // Listed without the number's leading zero (KE041 → KE41), as every flight number is stored.
    flight: 'KE41',
    route: 'ICN - SEA',
  },
  { family: 'flica', sample: 'flica-mco-a321-2026-02.html', how: 'file', flight: '460', route: 'MCO - SJU' },
  {
    // Text of a PDF roster whose columns came out glued together ('206CVGNRT10:38 23:3177X11:59').
    family: 'jeppesen-crew-access',
    sample: 'k4-published-roster-fo-2026-06.txt',
    how: 'file',
    flight: '206',
    route: 'CVG - NRT',
  },
  {
    // KLM's monthly statement of flying hours as PDF text (pasted): days of the month only, the period at the foot,
    // each station with its UTC offset, report and departure before the departure airport, every time UTC.
    family: 'klm-chrono-vlieguren',
    sample: 'klm-ams-fo-778-2023-01.txt',
    how: 'paste',
    flight: 'KL861',
    route: 'AMS - ICN',
  },
  {
    // Text of a PDF roster: the day labels stacked down the margin, some legs drawn diagonally (a character a line).
    family: 'latam-pdf',
    sample: 'latam-gru-2026-06.txt',
    how: 'file',
    flight: 'LA3350',
    route: 'GRU - SSA',
  },
  {
    // A crew web service's JSON, copied from the browser and pasted (a .json file is not an allowed upload type).
    family: 'lh-flightops',
    sample: 'lh-duty-events-fra-2026-07.json',
    how: 'paste',
    flight: 'LH1174',
    route: 'FRA - ALC',
  },
  {
    // A report page saved as XHTML: each day's legs one per line in one table cell, times marked L (local).
    family: 'merlot',
    sample: 'thai-vietjet-bkk-ca-2023-10.html',
    how: 'file',
    flight: '620',
    route: 'BKK - SIN',
  },
  {
    // The same report printed to PDF from the browser: its table laid out from the PDF's text positions.
    family: 'merlot',
    sample: 'thai-vietjet-bkk-ca-2023-10.html.pdf',
    printed: true,
    how: 'file',
    flight: '620',
    route: 'BKK - SIN',
  },
  {
    // A crew app's roster response as an iOS property-list dump ('key = value;' lines, a record per duty), local times.
    family: 'hkair-crew-app',
    sample: 'hx-get3mroster-hkg-2017-12.txt',
    how: 'file',
    flight: 'HX618',
    route: 'HKG - KIX',
  },
  {
    family: 'netline',
    sample: 'netline-cor-cxi-2026-09-29.txt',
    how: 'file',
    flight: 'CXI2210',
    route: 'HER - GRZ',
  },
  {
    family: 'netline-iadp',
    sample: 'abx-netline-iadp-2025-12.html',
    how: 'file',
    flight: 'GB3130',
    route: 'CVG - SEA',
  },
  {
    // A roster PDF's text as pdf-parse writes it (the UTC print): each leg one field a line ('PC 2532' / 'SAW' / '14:28'),
    // the duty's date, start and code run together ('01.03.2613:20DUTY'), its end and its rest's end under it.
    family: 'pegasus-crew-pdf',
    sample: 'pegasus-saw-fo-2026-03.txt',
    how: 'file',
    flight: 'PC2532',
    route: 'SAW - EZS',
  },
  {
    // A crew web system's JSON (.NET dates, US ICAO codes of small airfields: KARB is listed as ARB), pasted.
    family: 'planesense-astroweb',
    sample: 'planesense-astroweb-current-duty-2016-02.json',
    how: 'paste',
    flight: '6093',
    route: 'ARB - TYQ',
  },
  {
    family: 'qantas',
    sample: 'qantas-sh-bp3695-patterns.txt',
    how: 'file',
    flight: '940',
    route: 'PER - BNE',
  },
  {
    // The crew portal's 'Individual Plan' print view saved as HTML: flight numbers without the airline, codes 'OFF(Z)'.
    family: 'ryanair-portal',
    sample: 'ryanair-nyo-cabin-crew-2018-05.html',
    how: 'file',
    flight: '9707',
    route: 'NYO - PMI',
  },
  {
    // The same print view's text, selected and copied in the browser, then pasted: a tab-separated table.
    family: 'ryanair-portal',
    sample: 'ryanair-svq-pilot-2018-05.html.txt',
    copied: true,
    how: 'paste',
    flight: '5201',
    route: 'SVQ - SXF',
  },
  {
    // A crew portal's roster exported as CSV, every value quoted: 'Duty' ('P', a passenger leg) and 'Activity' columns.
    family: 'sas-crew-roster-csv',
    sample: 'sas-osl-pilot-2023-12.csv',
    how: 'file',
    flight: 'SK4552',
    route: 'TRD - BOO',
  },
  {
    family: 'saudia-line',
    sample: 'saudia-line-1300-jed-2026-03.txt',
    how: 'paste',
    flight: '383',
    route: 'JED - CAI',
  },
  {
    family: 'skedplus',
    sample: 'skedplus-skw-ord-o1262a-2026-07.txt',
    how: 'file',
    flight: '5021',
    route: 'ORD - SUX',
  },
  {
    family: 'schedule-csv',
    sample: 'indigo-crew-schedule-2026-01.csv',
    how: 'file',
    flight: '6327',
    route: 'DEL - DED',
  },
  {
    // A day of the crew portal's duties page, copied as text (Chinese, with the stations' ICAO codes).
    family: 'spring-crew-portal',
    sample: 'spring-9c-fo1-day-2026-03-26.txt',
    how: 'paste',
    flight: '9C7382',
    route: 'SWA - SHA',
  },
  {
    // A crew calendar exported for Outlook (Spanish column names): each leg's UTC times in its subject, the calendar's
    // start and end on Madrid time.
    family: 'iberia-csv',
    sample: 'iberia-mad-a320-pilot-2026-08.csv',
    how: 'file',
    flight: 'IB711',
    route: 'MAD - LHR',
  },
  {
    // The RAIDO crew portal's roster as its page receives it (JSON): days kept by date, each activity with its form.
    family: 'raido-noc',
    sample: 'porter-ytz-dh4-ca-getroster-2026-04.json',
    how: 'file',
    flight: 'P32479',
    route: 'YTZ - YUL',
  },
  {
    // A trip page's print view, copied as text: every time in the company's "Herb" (Dallas) clock.
    family: 'swa-trip',
    sample: 'swa-trip-pa7k-print-2026-08-14.txt',
    how: 'paste',
    flight: '3445',
    route: 'PHX - SDF',
  },
];

const MIME: Record<string, string> = {
  csv: 'text/csv',
  ics: 'text/calendar',
  html: 'text/html',
  pdf: 'application/pdf',
  txt: 'text/plain',
  xml: 'application/xml',
};

async function upload(page: Page, { family, sample, how, copied, printed }: Family) {
  const bytes = readFileSync(path.join(copied ? PASTED : printed ? PRINTED : CORPUS, family, sample));
  if (how === 'paste') {
    await page.goto('/home/upload/src');
    await page.getByLabel('Roster text').fill(bytes.toString('utf8'));
  } else {
    await page.goto('/home/upload/file');
    await page.getByLabel('Roster file', { exact: true }).setInputFiles({
      name: sample,
      mimeType: MIME[sample.split('.').at(-1) ?? ''] ?? 'text/plain',
      buffer: bytes,
    });
  }
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Roster uploaded' });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success.getByText(/^Imported: \d+ flights?/)).toBeVisible();
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Scrolls the (virtualised: only the rows in view are in the page) event list from its top down, as a person
 * looks through it, until `row` shows; false at the list's end without it.
 */
async function scrollListTo(list: Locator, row: Locator): Promise<boolean> {
  // Back to the top, and two frames for the virtualiser to draw the rows there: a row looked for at once would not
  // be in the page yet, and the look would go on downwards, past it.
  await list.evaluate(async (el) => {
    el.scrollTop = 0;
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
  });
  await row.waitFor({ state: 'visible', timeout: 500 }).catch(() => undefined);
  for (;;) {
    // The row can leave the page between the two steps (the virtualiser drops rows that a re-render moved out of
    // view): then look on instead of waiting for it until the test times out.
    if (
      (await row.isVisible()) &&
      (await row.scrollIntoViewIfNeeded({ timeout: 2_000 }).then(
        () => true,
        () => false,
      ))
    )
      return true;
    const moved = await list.evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTop += el.clientHeight * 0.8;
      return el.scrollTop > before;
    });
    await row.waitFor({ state: 'visible', timeout: moved ? 150 : 500 }).catch(() => undefined);
    if (!moved) return row.isVisible();
  }
}

/**
 * The flight's row in the event list, going back six months at a time ("Show history") until it is loaded; the
 * list is looked through each time it has more duties than before.
 */
async function findInList(page: Page, { flight, route }: Family) {
  const list = page.getByRole('region', { name: /^\d+ duties$/ });
  const row = list.getByRole('listitem').filter({ hasText: route }).filter({ hasText: flight }).first();
  const label = async () => ((await list.count()) > 0 ? await list.getAttribute('aria-label') : null);
  let looked: string | null = null;
  for (let back = 0; ; back++) {
    const now = await label();
    if (now !== looked) {
      looked = now;
      if (now && (await scrollListTo(list, row))) break;
    }
    // Six months a step: forty go back twenty years (the oldest sample is a 2011 duty report).
    if (back === 40) break;
    const loaded = page.waitForResponse((r) => r.url().includes('/v2/event') && r.ok());
    await page.getByRole('button', { name: 'Show history' }).click();
    await loaded;
    await expect
      .poll(label, { timeout: 300 })
      .not.toBe(looked)
      .catch(() => undefined);
  }
  await expect(row).toBeVisible();
}

for (const family of FAMILIES)
  test(`${family.family}: ${family.sample} imports and its first flight is in the list`, async ({
    browser,
  }) => {
    // The oldest samples are a decade back: "Show history" reaches them six months a click.
    test.slow();
    const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
    const page = await context.newPage();
    const account = await createAccount(page.request, { airline: 'KLM' });
    await page.goto('/sign-in');
    await signIn(page, account);
    await expect(page.getByRole('heading', { name: 'Your roster' })).toBeVisible();
    await upload(page, family);
    await findInList(page, family);
    await context.close();
  });
