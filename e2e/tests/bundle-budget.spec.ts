/**
 * Bundle budget: the gzip size of every JavaScript file the browser loads for a route, measured on the
 * production build as a person's browser receives it, compared with e2e/bundle-budget.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const budgets = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'bundle-budget.json'), 'utf8'),
) as Record<string, number>;

for (const [route, budgetKiB] of Object.entries(budgets).filter(([key]) => key.startsWith('/'))) {
  test(`JavaScript for ${route} stays within ${budgetKiB} KiB gzip`, async ({ page }) => {
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
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const totalKiB = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const report = `${route}: ${totalKiB.toFixed(1)} KiB gzip of JavaScript in ${sizes.length} files (budget ${budgetKiB} KiB)`;
    console.log(report);
    writeFileSync(
      path.join(import.meta.dirname, '..', 'test-results', `bundle${route.replaceAll('/', '_')}.txt`),
      `${report}\n${sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `${(s.gzip / 1024).toFixed(1).padStart(7)} KiB  ${s.url}`)
        .join('\n')}\n`,
    );
    expect(totalKiB, report).toBeLessThanOrEqual(budgetKiB);
  });
}
