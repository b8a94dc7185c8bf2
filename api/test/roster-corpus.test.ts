import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { parseRoster } from '../src/domain/roster/registry.ts';
import { resolveDuties } from '../src/domain/roster/resolve.ts';
import { compareSample, listSamples, openReferenceDatabase, type Sample } from './roster-corpus-check.ts';

/**
 * Every corpus sample against its hand-counted expected result (test/roster-corpus/<family>/*.expected.json):
 * operating flights, deadheads, first and last operating flight (number, airports, UTC times), parsed with the
 * sample's upload date and resolved against the full reference airports.
 *
 * Samples the engine does not read right yet are listed here with the reason and run with `it.fails`: the suite
 * stays green, and turns red the day one starts passing, so this list must then be updated.
 */
const ICREW =
  'refused as unreadable: leg rows start with a bare day of the month ("2 2796 SLC 1759 DFW 2129", "18  2393 RDU*1931 RDU.1953") ' +
  'that the engine does not take as a date (it needs a weekday or month beside it), the period is given by a date inside a ' +
  'header line (EFFECTIVE MAY02, TRIP DATES 17MAR - 20MAR) that does not set the date context, and airports and times are ' +
  'glued (SLC2032, SJC.2134, 4DL1272 = day-of-week + flight, D 828 = deadhead)';
const KNOWN_FAILURES: Record<string, string> = {
  'delta-icrew/delta-icrew-rot0118-2026-05.txt': ICREW,
  'delta-icrew/delta-icrew-rot0233-2026-04.txt': ICREW,
  'delta-icrew/delta-icrew-rot0983-2026-03.txt': ICREW,
  'delta-icrew/delta-icrew-rot7942-2026-04.txt': ICREW,
  'netline-iadp/abx-netline-iadp-2025-12.html':
    'refused as unreadable: a <div> page without tables where each leg spans three lines (flight / departure station, day, ' +
    'time LT / arrival station, day, time LT); the engine reads one row per line and does not take a separate "LT" token ' +
    'as a local-time cue',
};

const samples = listSamples();

let database: Database;
beforeAll(async () => {
  database = await openReferenceDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function check(sample: Sample): Promise<string[]> {
  const { duties } = await parseRoster(fs.readFileSync(sample.file), {
    uploadDate: new Date(`${sample.expected.uploadDate}T12:00:00Z`),
  });
  return compareSample(await resolveDuties(database.db, duties), sample.expected);
}

describe('roster corpus: every sample against its expected result', () => {
  it('has samples', () => {
    expect(samples.length).toBeGreaterThan(0);
    for (const name of Object.keys(KNOWN_FAILURES)) expect(samples.map((s) => s.name)).toContain(name);
  });

  for (const sample of samples) {
    const reason = KNOWN_FAILURES[sample.name];
    if (reason) {
      it.fails(`${sample.name} (known failure: ${reason})`, async () => {
        expect(await check(sample)).toEqual([]);
      });
    } else {
      it(sample.name, async () => {
        expect(await check(sample)).toEqual([]);
      });
    }
  }
});
