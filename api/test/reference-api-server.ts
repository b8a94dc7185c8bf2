/**
 * globalSetup of the web packages' component tests (e.g. remote-logbook/vitest.config.ts): the reference API itself,
 * not a stand-in. `createApp` on an in-memory PGlite (migrations, fixture reference data, the demo third-party
 * consumers) served over HTTP on a free loopback port inside vitest's own process, once per run; migrating takes
 * seconds, so test files share it and keep apart by using fresh accounts. They read its URL with
 * `inject('referenceApi')` (shared/src/testing/reference-api.ts). Mails go to a temporary outbox (GET /dev/outbox).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { TestProject } from 'vitest/node';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { loadReferenceData } from '../src/domain/reference/load.ts';
import { RosterParsePool } from '../src/domain/roster/parse-pool.ts';
import { seedDemoConsumers } from '../src/domain/thirdparty/registry.ts';
import { createLogger } from '../src/logger.ts';
import { fixtureSources } from './fixtures.ts';
import { testConfig } from './helpers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the reference API served for component tests (no trailing slash). */
    referenceApi: string;
  }
}

export default async function setup(project: TestProject) {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'crewroster-ui-outbox-'));
  const config = testConfig({ OUTBOX_DIR: outbox });
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await loadReferenceData(database.db, fixtureSources);
  await seedDemoConsumers(database.db);
  const parsePool = new RosterParsePool(config.roster.parse);
  const app = createApp({ config, database, logger: createLogger(config), parsePool });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  project.provide('referenceApi', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  return async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive connections of the test workers' fetch would hold close() open.
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await parsePool.close();
    await database.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  };
}
