/**
 * Roster imports while they run (issue 14 item 2) and after (issue 16): the server reading shows with a Cancel
 * that keeps what was entered and says what became of the roster; a finished import opens the success screen and
 * the dashboard under it shows the new duties without a page reload.
 */
import { i18n } from '@crewroster/shared/i18n';
import { sessionStore } from '@crewroster/shared/session';
import { UiProvider } from '@crewroster/shared/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectReferenceApi, holdRequests, renderPage } from '../../../../shared/src/testing';
import { pages } from '../../routes';
import { ImportProgress } from './ImportProgress';

const api = connectReferenceApi();

async function signedIn() {
  const account = await api.register();
  const tokens = await api.signIn(account, 'main');
  await sessionStore.getState().signIn('main', tokens);
  return tokens.access_token as string;
}

// The shell renders the page outside any route of its own (HomePage routes its overlays by full path): '*' too.
const open = (url: string) => renderPage({ pages, page: 'Home', path: '*', url });

/** One flight tomorrow, as a crew portal's calendar would list it. */
function rosterText(): string {
  const stamp = (hh: number) => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + 1);
    d.setUTCHours(hh, 0, 0, 0);
    return d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  };
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CrewRoster tests//EN',
    'BEGIN:VEVENT',
    'UID:f1@crewroster.test',
    `DTSTAMP:${stamp(0)}`,
    `DTSTART:${stamp(7)}`,
    `DTEND:${stamp(8)}`,
    'SUMMARY:KL1001 AMS-LHR',
    'LOCATION:AMS',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

// Captured before a test holds the page's requests (holdRequests replaces the global fetch).
const apiFetch = globalThis.fetch;

/** The user's duties from today on, as the API holds them. */
async function eventCount(token: string): Promise<number> {
  const res = await apiFetch(`${api.base}/main/v2/event`, {
    headers: { authorization: `Bearer ${token}`, startdate: new Date().toISOString().slice(0, 10) },
  });
  return ((await res.json()) as { data: unknown[] }).data.length;
}

afterEach(() => i18n.changeLanguage('en'));

describe('import progress', () => {
  it('counts the bytes sent with an accessible name and value, and cancels', async () => {
    const onCancel = vi.fn();
    render(
      <UiProvider>
        <ImportProgress
          progress={{ step: 'sending', sent: 1_234_567, total: 3_400_000 }}
          onCancel={onCancel}
        />
      </UiProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Uploading… 1.2 MB of 3.4 MB');
    expect(bar.getAttribute('value')).toBe('1234567');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('is indeterminate while the server reads, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    render(
      <UiProvider>
        <ImportProgress progress={{ step: 'reading' }} onCancel={() => {}} />
      </UiProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Leyendo tu planificación…' });
    expect(bar.hasAttribute('value')).toBe(false);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});

// The first render compiles the dashboard on demand.
describe('/home/upload/src', { timeout: 30_000 }, () => {
  it('cancelling keeps the pasted text and says the truth; nothing half-written', async () => {
    const token = await signedIn();
    const release = holdRequests('v2/roster/upload');
    open('/home/upload/src');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Roster text' });
    const text = rosterText();
    await user.click(box);
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('progressbar', { name: 'Reading your roster…' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText(
        'Cancelled. The server had already received your request and may still finish importing your roster.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Roster text' }) as HTMLTextAreaElement).value).toBe(text);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    release();
    // The held request was aborted before it left: the roster is untouched.
    expect(await eventCount(token)).toBe(0);
  });

  it('an import opens the success screen; Done shows the new duties without reloading', async () => {
    const token = await signedIn();
    const page = open('/home/upload/src');
    const user = userEvent.setup();
    expect(await screen.findByText('No duties in this period')).toBeTruthy();
    await user.click(await screen.findByRole('textbox', { name: 'Roster text' }));
    await user.paste(rosterText());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const success = await screen.findByRole('dialog', { name: 'Roster uploaded' }, { timeout: 15_000 });
    expect(page.location()).toBe('/home/upload/success');
    expect(await eventCount(token)).toBe(1);
    await user.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page.location()).toBe('/home'));
    // The same dashboard, its queries refetched: the duty list (virtualised, so counted) and the statistics.
    expect(await screen.findByRole('region', { name: '1 duties' })).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(within(stats).getByText('Flights').parentElement?.textContent).toContain('1');
  });
});

describe('/home/upload/portal', { timeout: 30_000 }, () => {
  it('cancelling a slow fetch keeps every field, the password too, without storing it', async () => {
    await signedIn();
    holdRequests('v2/roster/fetch');
    open('/home/upload/portal');
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');
    await user.type(username, 'crew');
    await user.type(screen.getByLabelText('Password'), 'demo-pass');
    await user.click(screen.getByRole('button', { name: 'Fetch roster' }));

    expect(await screen.findByRole('progressbar', { name: 'Reading your roster…' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText(
        'Cancelled. The server had already received your request and may still finish importing your roster.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('crew');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('demo-pass');
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo-pass');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('demo-pass');
  });
});
