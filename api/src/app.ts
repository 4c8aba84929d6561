import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountsDomain } from './accounts';
import { brandRoutes } from './brand/routes';
import { companyDomain } from './company';
import { contactRoutes } from './contact/routes';
import { cvDomain } from './cv';
import { eventRoutes } from './events/routes';
import { internshipsDomain } from './internships';
import { notificationRoutes } from './notifications/routes';
import { offersDomain } from './offers';
import { officeDomain } from './office';
import { createGuards } from './platform/auth/guards';
import { createSessions } from './platform/auth/sessions';
import { createTokenService } from './platform/auth/tokens';
import type { Config } from './platform/config';
import { createPool } from './platform/db/pool';
import { errorReportRoutes } from './platform/error-reports/routes';
import { releaseRoutes } from './platform/releases/routes';
import { registerBenchBareRoute } from './platform/health/bench-bare';
import { healthProbeRoutes } from './platform/health/probes';
import { healthRoutes } from './platform/health/routes';
import { registerCompression } from './platform/http/compression';
import { registerCors } from './platform/http/cors';
import { errorHandler } from './platform/http/error-handler';
import { registerFonts } from './platform/http/fonts';
import { registerInputBounds } from './platform/http/input-bounds';
import { registerJsonBody } from './platform/http/json-body';
import { logSerializers } from './platform/http/log-redaction';
import { registerMetrics } from './platform/http/metrics';
import { notFoundHandler } from './platform/http/not-found';
import { registerOpenApi } from './platform/http/openapi';
import type { DomainContext } from './platform/http/route-context';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerStatic } from './platform/http/static';
import { createLimits, limitUploads } from './platform/limits/limits';
import { createMailer } from './platform/mail/mailer';
import { createPgFileStore } from './platform/storage/pg-file-store';
import { privacyDomain } from './privacy';
import { importDataDirFiles } from './platform/storage/restore-files';
import { domainRoutes } from './reference-data/routes';
import { surveysDomain } from './surveys';

export interface BuildOptions {
  config: Config;
  /** The database to use; migrations and seed are the caller's business (main.ts, test setup). */
  databaseUrl: string;
  /** main.ts passes its logger so startup and requests log alike; tests get one at config.logLevel. */
  logger?: FastifyBaseLogger;
}

/**
 * The whole server, ready but not listening: main.ts listens, tests use app.inject. Its pool is
 * closed with the app.
 */
export const buildApp = async ({ config, databaseUrl, logger }: BuildOptions) => {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel, serializers: logSerializers } }),
    // While closing, keep-alive connections that are idle are closed so shutdown does not wait on them.
    forceCloseConnections: 'idle',
    // request.ip follows X-Forwarded-For only from these proxies (TRUST_PROXY); none by default.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(config.webRoot));
  app.decorateRequest('auth', null);

  registerCors(app);
  // Issue 15: no NUL character nor number beyond the integer columns reaches SQL, on any route.
  // Issue 22: no body nested too deep, too large in values, with a key twice or a prototype key.
  registerJsonBody(app);
  registerInputBounds(app);
  // Issue 15: security headers on every answer, request metrics, the OpenAPI pages only when asked.
  registerSecurityHeaders(app, { hsts: config.hsts });
  const metrics = registerMetrics(app, { token: config.metricsToken });
  registerCompression(app);
  await registerOpenApi(app, { expose: config.apiDocs });

  const pool = createPool(databaseUrl, app.log);
  app.addHook('onClose', async () => {
    await pool.end();
  });
  // Issue 15: sessions the server knows (auth/sessions.ts) and limits counted in PostgreSQL
  // (limits/), so that any number of replicas behave as one.
  metrics.observePool(pool);
  const tokens = createTokenService({ secret: config.tokenSecret, ttlSeconds: config.tokenTtlSeconds });
  const sessions = createSessions({ pool, tokens, ttlSeconds: config.tokenTtlSeconds });
  const limits = createLimits(pool, config.rateLimits);
  limitUploads(app, limits);
  // Uploaded files live in the database (every replica reads them); those an earlier version left
  // in DATA_DIR are moved in first.
  const files = createPgFileStore({ quotaBytes: config.uploadQuotaBytes });
  // A database that does not answer yet must not stop the start (readiness says so): the files
  // are moved at the next start that reaches it.
  await importDataDirFiles(pool, config.dataDir, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, 'files of DATA_DIR not moved into the database: retried at the next start'),
  );
  const mailer = await createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    catcherPort: config.mailCatcherPort,
    dataDir: config.dataDir,
    log: app.log,
  });
  app.addHook('onClose', () => mailer.close());
  const context: DomainContext = { pool, sessions, guards: createGuards(sessions), limits, files, mailer, config };

  // What the server serves: the platform's own routes, then each domain (its folder under src/).
  for (const domain of [
    healthRoutes,
    healthProbeRoutes,
    errorReportRoutes,
    releaseRoutes,
    accountsDomain,
    brandRoutes,
    domainRoutes,
    contactRoutes,
    offersDomain,
    internshipsDomain,
    cvDomain,
    companyDomain,
    surveysDomain,
    eventRoutes,
    notificationRoutes,
    officeDomain,
    privacyDomain,
  ]) {
    await app.register(domain, context);
  }

  registerBenchBareRoute(app);
  await registerFonts(app);
  await registerStatic(app, config);
  return app;
};

export type PortalApp = Awaited<ReturnType<typeof buildApp>>;
