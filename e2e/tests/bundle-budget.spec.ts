/**
 * Bundle budgets: the gzip size of every JavaScript file the browser loads for a route, measured on the
 * production build as a person's browser receives it, compared with e2e/bundle-budget.json. /home is measured
 * twice: as it opens on a phone (the map's drawing code loads only when the map comes near the viewport, and there
 * it starts below the fold) and scrolled to the drawn map.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { createAccount, uploadRoster } from '../support/api';
import { expectFlightMapDrawn, signIn } from '../support/pages';
import { upcomingFlightsIcs } from '../support/rosters';

interface Budget {
  kib: number;
  signedIn?: boolean;
  /** With an uploaded roster, so the page shows its events and map. */
  withRoster?: boolean;
  /** Scrolled to the flight map until it is drawn (or, without WebGL, its routes listed). */
  scrollToMap?: boolean;
  /** On a phone's screen (Lighthouse's mobile viewport), where the map starts below the fold. */
  phone?: boolean;
}
const { routes } = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'bundle-budget.json'), 'utf8'),
) as { routes: Record<string, Budget> };

for (const [route, budget] of Object.entries(routes)) {
  const pathname = route.split(/[?#]/)[0] ?? route;
  const name = `${pathname}${budget.phone ? ' on a phone' : ''}${budget.scrollToMap ? ' with the map drawn' : ''}`;
  test(`JavaScript for ${name} stays within ${budget.kib} KiB gzip`, async ({ page, request }) => {
    if (budget.signedIn) {
      const account = await createAccount(request);
      if (budget.withRoster) {
        await uploadRoster(request, account, upcomingFlightsIcs());
      }
      await page.goto('/sign-in');
      await signIn(page, account);
      await expect(page).toHaveURL(/\/home$/);
      // Measure a fresh load of the route, as a person opening it.
      await page.goto('about:blank');
    }
    if (budget.phone) await page.setViewportSize({ width: 412, height: 823 });
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
    const map = page.getByRole('region', { name: 'Flight map' });
    if (budget.withRoster) await expect(map).toBeVisible();
    if (budget.scrollToMap) {
      await expectFlightMapDrawn(page, 'AMS–LHR');
    }
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const totalKiB = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const report = `${name}: ${totalKiB.toFixed(1)} KiB gzip of JavaScript in ${sizes.length} files (budget ${budget.kib} KiB)`;
    console.log(report);
    writeFileSync(
      path.join(
        import.meta.dirname,
        '..',
        'test-results',
        `bundle${pathname.replaceAll('/', '_')}${budget.scrollToMap ? '_map' : ''}.txt`,
      ),
      `${report}\n${sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `${(s.gzip / 1024).toFixed(1).padStart(7)} KiB  ${s.url}`)
        .join('\n')}\n`,
    );
    expect(totalKiB, report).toBeLessThanOrEqual(budget.kib);
  });
}
