/** The export calls (spec §7) and saving their result as a file the browser downloads. */
import { authorisedClient } from '@crewroster/shared/api';
import { closedRange, type EventRange } from '../range/range';

const main = () => authorisedClient('main', 'main');

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
    .json<{ data: string; filename: string }>();
  saveFile(new Blob([body.data], { type: 'text/csv;charset=utf-8' }), body.filename);
}

export async function downloadPdf(range: EventRange) {
  const { start, end } = closedRange(range, 'export');
  const blob = await main()
    .get('v2/calendar/pdf', { headers: { startdate: start, enddate: end }, timeout: 60_000 })
    .blob();
  saveFile(blob, `Roster_${start}_${end}.pdf`);
}

export async function subscriptionUrl(): Promise<string> {
  const body = await main().get('v2/export/ics').json<{ data: { url: string } }>();
  return body.data.url;
}
