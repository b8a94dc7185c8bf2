/** The export calls (spec §7) and what the browser does with their answer: save a file, or open an app link. */
import { authorisedClient } from '@crewroster/shared/api';
import type { Reply } from '@crewroster/shared/schemas';
import { closedRange, type EventRange } from '../range/range';

const main = () => authorisedClient('main', 'main');

/** The exports that hand the roster to another app: the answer is a prefix plus data (spec §7). */
export const APP_PROVIDERS = ['logbook', 'crewalert', 'safelog', 'logten'] as const;
export type AppProvider = (typeof APP_PROVIDERS)[number];

function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadCsv(range: EventRange) {
  const { start, end } = closedRange(range, 'export');
  const body = await main()
    .get('v2/export/csv', { searchParams: { start, end } })
    .json<Reply<'main', 'GET v2/export/csv'>>();
  saveFile(new Blob([body.data], { type: 'text/csv;charset=utf-8' }), body.filename);
}

/** Making a PDF can take up to a minute; `signal` cancels it. */
export async function downloadPdf(range: EventRange, signal?: AbortSignal) {
  const { start, end } = closedRange(range, 'export');
  const blob = await main()
    .get('v2/calendar/pdf', { headers: { startdate: start, enddate: end }, timeout: 60_000, signal })
    .blob();
  saveFile(blob, `Roster_${start}_${end}.pdf`);
}

/** An app export: the link for the browser to open (prefix + data), and the same data as a file. */
export interface AppExport {
  link: string;
  file: Blob;
  filename: string;
}

export async function appExport(
  provider: AppProvider,
  range: EventRange,
  signal?: AbortSignal,
): Promise<AppExport> {
  const { start, end } = closedRange(range, 'export');
  const body = await main()
    .get(`v2/export/${provider}`, { searchParams: { start, end }, signal })
    .json<Reply<'main', 'GET v2/export/:app'>>();
  // The data is URL-encoded JSON (it travels in the link); the file holds it readable.
  const file = new Blob([decodeURIComponent(body.data)], { type: 'application/json' });
  return { link: `${body.prefix}${body.data}`, file, filename: body.filename };
}

export async function subscriptionUrl(): Promise<string> {
  const body = await main().get('v2/export/ics').json<Reply<'main', 'GET v2/export/ics'>>();
  return body.data.url;
}

/** A new subscription address; the old one stops working. */
export async function newSubscriptionUrl(): Promise<string> {
  const body = await main()
    .post('v2/calendar/feed/reset')
    .json<Reply<'main', 'POST v2/calendar/feed/reset'>>();
  return body.data.url;
}

/** The same address for calendar apps that subscribe through the webcal: scheme. */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');
/** The address that downloads the calendar as a file instead of subscribing. */
export const downloadUrl = (url: string) => `${url}?download=1`;
