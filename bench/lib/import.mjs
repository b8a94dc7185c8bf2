// @ts-check
/** Roster import throughput from the API's roster-pipeline benchmark (`pnpm --filter api bench`). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './util.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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

/**
 * The roster engine on the corpus (`pnpm --filter api bench:corpus`): samples read exactly right per family, split
 * into the families the engine was developed against and the held-out ones, and the one-year parse CPU per format.
 * The measurement history (held-out figures before the engine saw a family) is kept in bench/corpus-history.json.
 */
export async function rosterCorpusBench() {
  await run('pnpm', ['--filter', 'api', 'bench:corpus'], { capture: true });
  const result = JSON.parse(readFileSync(path.join(REPO, 'api', 'bench', 'roster-corpus.json'), 'utf8'));
  const history = JSON.parse(readFileSync(path.join(REPO, 'bench', 'corpus-history.json'), 'utf8'));
  return { ...result, history };
}
