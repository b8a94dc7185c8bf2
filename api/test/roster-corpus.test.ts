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
 * stays green, and turns red the day one starts passing, so this list must then be updated. The measurements of
 * each round (held-out families first, before any change for them) are in bench/corpus-history.json.
 */
const KNOWN_FAILURES: Record<string, string> = {};

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
