import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGuards } from './auth/guards';
import { createSessions } from './auth/sessions';
import { createTokenService } from './auth/tokens';
import type { Config } from './config';
import { createPool } from './db/pool';
import { registerCors } from './http/cors';
import { registerInputBounds } from './http/input-bounds';
import { errorHandler } from './http/error-handler';
import { logSerializers } from './http/log-redaction';
import { registerFonts } from './http/fonts';
import { registerCompression } from './http/compression';
import { notFoundHandler } from './http/not-found';
import { registerOpenApi } from './http/openapi';
import { registerStatic } from './http/static';
import { registerBenchBareRoute } from './routes/bench-bare';
import { brandRoutes } from './routes/brand';
import { candidacyRoutes } from './routes/candidacies';
import { companyRoutes } from './routes/company';
import { companyCandidateRoutes } from './routes/company-candidates';
import { companyDataRoutes } from './routes/company-data';
import { companyDocumentationRoutes } from './routes/company-documentation';
import { companyInvoiceRoutes } from './routes/company-invoices';
import { companyHomeRoutes } from './routes/company-home';
import { companyOfferRoutes } from './routes/company-offers';
import { contactRoutes } from './routes/contact';
import type { RouteContext } from './routes/context';
import { createPgFileStore } from './storage/pg-file-store';
import { importDataDirFiles } from './storage/restore-files';
import { cvRoutes } from './routes/cv';
import { cvSectionRoutes } from './routes/cv-sections';
import { domainRoutes } from './routes/domains';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { createMailer } from './mail/mailer';
import { accountRoutes } from './routes/account';
import { createLimits, limitUploads } from './limits/limits';
import { samlRoutes } from './saml/routes';
import { notificationRoutes } from './routes/notifications';
import { internshipRoutes } from './routes/internships';
import { offerRoutes } from './routes/offers';
import { programmeRoutes } from './routes/programmes';
import { proposalRoutes } from './routes/proposals';
import { sessionRoutes } from './routes/session';
import { surveyResultsRoutes } from './routes/survey-results';
import { surveyRoutes } from './routes/surveys';
import { staffOfferRoutes } from './routes/staff-offers';
import { staffCompanyDataRoutes } from './routes/staff-company-data';
import { companyEducationRoutes } from './routes/company-education';
import { companyInternshipRoutes } from './routes/company-internships';
import { staffEducationRoutes } from './routes/staff-education';
import { staffInvoiceRoutes } from './routes/staff-invoices';
import { createStaffSessions } from './services/staff-accounts';
import { companyAgreementRoutes, staffAgreementRoutes } from './routes/company-agreements';
import { companyContactRoutes } from './routes/company-contacts';
import { companyProposalRoutes } from './routes/company-proposals';
import { registerSecurityHeaders } from './http/security-headers';
import { registerMetrics } from './http/metrics';
import { healthProbeRoutes } from './routes/health-probes';
import { errorReportRoutes } from './routes/error-reports';

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
  const context: RouteContext = { pool, sessions, guards: createGuards(sessions), limits, files };

  for (const routes of [
    healthRoutes,
    sessionRoutes,
    brandRoutes,
    offerRoutes,
    candidacyRoutes,
    programmeRoutes,
    proposalRoutes,
    cvRoutes,
    companyRoutes,
    companyHomeRoutes,
    companyDataRoutes,
    companyOfferRoutes,
    eventRoutes,
    surveyRoutes,
    surveyResultsRoutes,
    notificationRoutes,
    domainRoutes,
  ]) {
    await app.register(routes, context);
  }
  const mailer = await createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    catcherPort: config.mailCatcherPort,
    dataDir: config.dataDir,
    log: app.log,
  });
  app.addHook('onClose', () => mailer.close());
  await app.register(accountRoutes, { ...context, mailer, accountSettings: config });
  await app.register(samlRoutes, { ...context, config });
  await app.register(contactRoutes, { ...context, mailer });
  await app.register(internshipRoutes, context);
  await app.register(companyCandidateRoutes, context);
  await app.register(companyDocumentationRoutes, context);
  await app.register(companyInvoiceRoutes, context);
  const staff = createStaffSessions({ sessions, guards: context.guards });
  await app.register(staffOfferRoutes, { ...context, staff });
  await app.register(staffCompanyDataRoutes, { ...context, staff });
  // Issue 14: the company's contacts, agreements (and the office's steps on them) and proposal.
  await app.register(companyContactRoutes, context);
  await app.register(companyAgreementRoutes, context);
  await app.register(staffAgreementRoutes, { ...context, staff });
  await app.register(companyProposalRoutes, context);
  await app.register(companyEducationRoutes, context);
  await app.register(companyInternshipRoutes, context);
  await app.register(staffEducationRoutes, { ...context, staff });
  await app.register(staffInvoiceRoutes, { ...context, staff });
  await app.register(cvSectionRoutes, context);
  await app.register(healthProbeRoutes, context);
  await app.register(errorReportRoutes, { ...context, config });

  registerBenchBareRoute(app);
  await registerFonts(app);
  await registerStatic(app, config);
  return app;
};

export type PortalApp = Awaited<ReturnType<typeof buildApp>>;
