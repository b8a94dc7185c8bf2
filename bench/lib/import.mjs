// @ts-check
/** Roster import throughput from the API's roster-pipeline benchmark (`pnpm --filter api bench`). */
import { run } from './util.mjs';

/** @param {string | undefined} serverUrl a PostgreSQL server the api bench may create a throwaway database on */
export async function rosterImportBench(serverUrl) {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  if (serverUrl) env.BENCH_DATABASE_URL = serverUrl;
  else delete env.BENCH_DATABASE_URL;
  const out = await run('pnpm', ['--filter', 'api', 'bench'], { capture: true, env });
  const rows = [];
  const re =
    /^(PGlite|PostgreSQL)\s+(\d+) events · full import (\d+) ms \(([\d,]+) events\/s\) · store only (\d+) ms \(([\d,]+) events\/s\)/gm;
  for (const m of out.matchAll(re)) {
    rows.push({
      database: m[1],
      events: Number(m[2]),
      fullImportMs: Number(m[3]),
      fullImportEventsPerSecond: Number(String(m[4]).replaceAll(',', '')),
      storeOnlyMs: Number(m[5]),
      storeOnlyEventsPerSecond: Number(String(m[6]).replaceAll(',', '')),
    });
  }
  const skipped = out.match(/^PostgreSQL: skipped.*$/m)?.[0];
  return { rows, note: skipped, raw: out.trim().split('\n').slice(-6) };
}
