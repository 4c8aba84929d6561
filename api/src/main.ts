import { pino } from 'pino';
import { logSerializers } from './platform/http/log-redaction';
import { buildApp, type PortalApp } from './app';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './platform/db/embedded';
import { prepareDatabase } from './platform/db/prepare';
import { warmUploadChecks } from './platform/storage/upload-checks';

/**
 * `npm start -w api`: configuration, database (embedded unless DATABASE_URL), migrations, the
 * demo seed when SEED_DEMO is on (by default only on the embedded database), then listen.
 * SIGINT/SIGTERM close the HTTP server (in-flight requests finish), the pool, then the embedded
 * database, and exit 0.
 */
const shutdownTimeoutMs = 20_000;

let config: Config;
try {
  config = await loadConfig();
} catch (error) {
  // Before any logger exists: a plain, readable message and a failing exit code.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const log = pino({ level: config.logLevel, base: { service: 'careers-portal-api' }, serializers: logSerializers });
let embedded: EmbeddedDatabase | undefined;
let app: PortalApp | undefined;
let stopping = false;

const shutdown = async (reason: string, exitCode: number): Promise<void> => {
  if (stopping) {
    log.warn({ reason }, 'second stop request: exiting at once');
    process.exit(1);
  }
  stopping = true;
  log.info({ reason }, 'shutting down');
  const timer = setTimeout(() => {
    log.error('shutdown took too long: exiting');
    process.exit(1);
  }, shutdownTimeoutMs);
  timer.unref();
  try {
    await app?.close();
    await embedded?.stop();
    log.info('stopped cleanly');
  } catch (error) {
    log.error({ err: error }, 'error while shutting down');
    exitCode = 1;
  }
  process.exit(exitCode);
};

process.on('SIGINT', () => void shutdown('SIGINT', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', 0));

try {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.pgPort, log });
    databaseUrl = embedded.connectionString;
  }
  await prepareDatabase(databaseUrl, log, { demo: config.seedDemo });
  log.info(
    { embedded: Boolean(embedded) },
    config.seedDemo
      ? 'demo data written (SEED_DEMO=on): demo accounts share a known password'
      : 'demo data not written (SEED_DEMO=off): migrations only',
  );
  if (!stopping) {
    app = await buildApp({ config, databaseUrl, logger: log });
    await app.listen({ port: config.port, host: config.host });
    // The upload checks' first thread loads now, not while the first upload waits for it.
    warmUploadChecks();
    log.info(
      { webRoot: config.webRoot, dataDir: config.dataDir, embedded: Boolean(embedded) },
      'portal ready',
    );
  }
} catch (error) {
  log.fatal({ err: error }, 'could not start');
  await shutdown('start-up failure', 1);
}
