import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { loadReferenceData } from '../src/domain/reference/load.ts';
import { fixtureSources } from './fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a PGlite data dump: migrated, with fixture reference data. */
    pgliteTemplate: string;
  }
}

/** Creating PGlite and migrating takes seconds; test files clone this dump instead (~0.4 s). */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewroster-api-test-'));
  const file = path.join(dir, 'template.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  await migrateDatabase(database);
  await loadReferenceData(database.db, fixtureSources);
  const dump = await database.client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
