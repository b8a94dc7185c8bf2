/**
 * Bundle budgets: the gzip size of every JavaScript file the browser loads for a route, measured on the
 * production build as a person's browser receives it, compared with e2e/bundle-budget.json. On /home that
 * includes the lazily loaded map, which the page requests once the events show.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { API, createAccount } from '../support/api';
import { signIn } from '../support/pages';
import { upcomingFlightsIcs } from '../support/rosters';

interface Budget {
  kib: number;
  signedIn?: boolean;
  /** With an uploaded roster, so the page shows its events and map. */
  withRoster?: boolean;
}
const { routes } = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'bundle-budget.json'), 'utf8'),
) as { routes: Record<string, Budget> };

for (const [route, budget] of Object.entries(routes)) {
  const pathname = route.split('?')[0] ?? route;
  test(`JavaScript for ${pathname} stays within ${budget.kib} KiB gzip`, async ({ page, request }) => {
    if (budget.signedIn) {
      const account = await createAccount(request);
      if (budget.withRoster) {
        const uploaded = await request.post(`${API}/main/v2/roster/upload`, {
          headers: { Authorization: `Bearer ${account.accessToken}` },
          multipart: {
            source: {
              name: 'roster.ics',
              mimeType: 'text/calendar',
              buffer: Buffer.from(upcomingFlightsIcs()),
            },
            upload_type: 'file',
            channel: 'WEB',
          },
        });
        expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
      }
      await page.goto('/sign-in');
      await signIn(page, account);
      await expect(page).toHaveURL(/\/home$/);
      // Measure a fresh load of the route, as a person opening it.
      await page.goto('about:blank');
    }
    const sizes: { url: string; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      pending.push(
        response.body().then((body) => {
          sizes.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (budget.withRoster) await expect(page.getByRole('region', { name: 'Flight map' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const totalKiB = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const report = `${pathname}: ${totalKiB.toFixed(1)} KiB gzip of JavaScript in ${sizes.length} files (budget ${budget.kib} KiB)`;
    console.log(report);
    writeFileSync(
      path.join(import.meta.dirname, '..', 'test-results', `bundle${pathname.replaceAll('/', '_')}.txt`),
      `${report}\n${sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `${(s.gzip / 1024).toFixed(1).padStart(7)} KiB  ${s.url}`)
        .join('\n')}\n`,
    );
    expect(totalKiB, report).toBeLessThanOrEqual(budget.kib);
  });
}
