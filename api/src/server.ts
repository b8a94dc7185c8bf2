import { serve } from '@hono/node-server';
import { createApi } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { acquireDataDirLock } from './db/lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { loadReferenceData } from './domain/reference/load.ts';
import { RosterParsePool } from './domain/roster/parse-pool.ts';
import { seedDemoConsumers } from './domain/thirdparty/registry.ts';
import { scheduleAccountPurge } from './jobs/account-purge.ts';
import { startScheduledJobs } from './jobs/scheduled-jobs.ts';
import { createLogger } from './logger.ts';

const config = readConfigOrExit();
const logger = createLogger(config);

/** A refused configuration (a missing production secret, say) stops the start with its message, not a stack. */
function readConfigOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    console.error(`The API cannot start. ${(err as Error).message}`);
    process.exit(1);
  }
}

let releaseLock: (() => void) | undefined;
let database: Database | undefined;

async function start() {
  const usesPglite = !config.databaseUrl;
  const pgliteFile = usesPglite && !config.dataDir.startsWith('memory://');
  if (pgliteFile) releaseLock = acquireDataDirLock(config.dataDir);
  // The parse thread loads TypeScript and the roster engine (about a second) while the database opens and migrates.
  const parsePool = new RosterParsePool(config.roster.parse);
  const warm = parsePool.warmUp();
  const started = Date.now();
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => logger.warn({ err }, 'an idle database connection ended; it will be replaced'),
  });
  logger.info(
    { db: database.kind, dataDir: usesPglite ? config.dataDir : undefined, ms: Date.now() - started },
    'database open',
  );
  await migrateDatabase(database);
  logger.info('migrations applied');
  if (config.loadReferenceData) {
    const loaded = await loadReferenceData(database.db);
    logger.info(loaded, 'reference data checked');
  }
  if (config.thirdparty.seedDemoConsumers) {
    await seedDemoConsumers(database.db);
    logger.info('demo third-party consumers registered');
  }
  const { app, jobs } = createApi({ config, database, logger, parsePool });
  scheduleAccountPurge(database.db, logger);
  const scheduledJobs = config.roster.jobs
    ? await startScheduledJobs(database, logger, {
        databaseUrl: config.databaseUrl,
        ...jobs,
      })
    : undefined;
  // Listening only once the thread is ready: an upload right after the start waited for it (seconds under load).
  await warm;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${info.port}`;
    logger.info(
      { host: config.host, port: info.port, devEndpoints: config.devEndpoints },
      config.devEndpoints
        ? `api listening on ${where} (loopback only: the /dev endpoints are on)`
        : `api listening on ${where}`,
    );
  });

  // A client reusing a kept-alive connection just as the server drops it gets a reset (ECONNRESET) instead of an
  // answer; Node drops idle ones after 5 s. Keep them longer than the clients and proxies in front of us do (a
  // load balancer's idle timeout is usually 60 s), so the client is the one that closes.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out');
      releaseLock?.();
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      try {
        await scheduledJobs?.stop();
        await parsePool.close();
        await database?.close();
      } catch (err) {
        logger.error({ err }, 'closing the database failed');
      }
      releaseLock?.();
      logger.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

start().catch(async (err) => {
  logger.fatal({ err }, 'failed to start');
  await database?.close().catch(() => {});
  releaseLock?.();
  process.exit(1);
});
