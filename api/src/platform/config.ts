import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { z } from 'zod';
import { defaultPolicies, rateLimitOverrides, type Policies } from './limits/policies';
import type { CanaryThresholds } from './releases/statistics';

/** The api/ folder and the repository root, found from this file so the cwd does not matter. */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(apiRoot, '..');

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The smallest HS256 secret we accept: the key should be at least as long as the hash (256 bits). */
const minimumSecretLength = 32;

/** An address or CIDR range, or a name proxy-addr knows: what Fastify's trustProxy accepts as a list. */
const isProxyAddress = (item: string): boolean => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** Environment variables of the server (see README, Configuration). Unknown variables are ignored. */
const environment = z.object({
  PORT: port(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  PGPORT: port(54329),
  WEB_ROOT: z.string().min(1).optional(),
  TOKEN_SECRET: z
    .string()
    .min(minimumSecretLength, `must be at least ${minimumSecretLength} characters (it signs HS256 tokens)`)
    .optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(8 * 3600),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  // Issue 15, limits: overrides of single policies, and the proxies whose X-Forwarded-For we trust.
  RATE_LIMITS: rateLimitOverrides.optional(),
  TRUST_PROXY: z
    .string()
    .transform((text) => text.split(',').map((item) => item.trim()).filter(Boolean))
    .refine((items) => items.every(isProxyAddress), {
      message: 'must list proxy addresses or CIDR ranges (10.0.0.0/8, ::1), or loopback, linklocal, uniquelocal',
    })
    .optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  UPLOAD_QUOTA_MB: z.coerce.number().min(1).max(100_000).default(50),
  // Accounts: mails with one-time links (see README, Configuration).
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Portal de empleo <no-reply@portal.localhost>'),
  MAIL_CATCHER_PORT: port(0),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  RESET_LINK_TTL_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(60),
  SET_PASSWORD_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(30 * 24).default(72),
  CONTACT_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(30 * 24).default(72),
  // Integrated login (SAML 2.0): the institution's identity provider. Unset: the local test one.
  SAML_IDP_SSO_URL: z.url({ protocol: /^https?$/ }).optional(),
  SAML_IDP_CERT: z.string().min(1).optional(),
  SAML_SP_ENTITY_ID: z.string().min(1).optional(),
  SAML_TEST_IDP: z.enum(['on', 'off']).optional(),
  NODE_ENV: z.string().optional(),
  // Production safety, headers, error reports and observability (issue 15; see README).
  SEED_DEMO: z.enum(['on', 'off']).optional(),
  API_DOCS: z.enum(['on', 'off']).optional(),
  HSTS: z.enum(['on', 'off']).optional(),
  METRICS_TOKEN: z.string().min(minimumSecretLength, `must be at least ${minimumSecretLength} characters`).optional(),
  ERROR_REPORT_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  ERROR_REPORT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  // Personal data's life cycle (issue 22; see README): erasure on request and retention periods.
  ERASURE_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  RETENTION_INACTIVE_MONTHS: z.coerce.number().int().min(0).max(1200).default(36),
  RETENTION_WARNING_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RETENTION_CLOSED_CANDIDACY_MONTHS: z.coerce.number().int().min(0).max(1200).default(24),
  RETENTION_INTERNSHIP_RECORD_YEARS: z.coerce.number().int().min(1).max(100).default(5),
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(60),
  // Canary releases (issue 25; see README "Releases"): where the live pointers are, and when the
  // server withdraws a canary by itself.
  RELEASE_TARGET: z.string().min(1).optional(),
  CANARY_MIN_LOADS: z.coerce.number().int().min(1).max(100_000_000).default(500),
  CANARY_SIGNIFICANCE: z.coerce.number().gt(0).lt(0.5).default(0.01),
  CANARY_MIN_RATIO: z.coerce.number().min(1).max(1000).default(1.5),
  CANARY_JUDGE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(24 * 3600).default(30),
});

export interface Config {
  port: number;
  host: string;
  /** Set: use that PostgreSQL. Unset: start the embedded one with its data in `dataDir/pg`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgPort: number;
  /** The built portal (`npm run build` publishes there). */
  webRoot: string;
  /** Files of the API itself served at / (brand logos, event images). */
  publicDir: string;
  tokenSecret: string;
  tokenTtlSeconds: number;
  /** Password checks allowed per minute for one account; the other limits default to multiples of it. */
  loginRateLimit: number;
  /** Every rate-limit policy in force (limits/policies.ts), RATE_LIMITS applied over the defaults. */
  rateLimits: Policies;
  /** The proxies whose X-Forwarded-For gives the client's address; empty: none (the peer is the client). */
  trustProxy: string[];
  logLevel: (typeof logLevels)[number];
  /** Bytes of uploaded files a student, or a company, may keep (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number;
  /** Set: mails go out through that SMTP server. Unset: to the local mail catcher (development, tests). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Port of the local mail catcher when there is no SMTP_URL; 0 picks a free one. */
  mailCatcherPort: number;
  /** The portal's address as users reach it: the links in mails start with it. */
  publicUrl: string;
  resetLinkTtlMinutes: number;
  setPasswordLinkTtlHours: number;
  /** How long a signed link to a company contact's data works (dameDatosContactoPorId, link-access mode). */
  contactLinkTtlHours: number;
  /**
   * The identity provider of the integrated login: its single sign-on URL and signing certificate
   * (PEM). Undefined: the API serves a local test identity provider (demo identities only).
   */
  samlIdp: { ssoUrl: string; certificate: string } | undefined;
  /** This portal's SAML entity id (the audience the identity provider addresses). */
  samlEntityId: string;
  /**
   * Without samlIdp, whether the local test identity provider stands in (development, tests).
   * Never by default in production: its demo identities must not reach real students.
   */
  samlTestIdp: boolean;
  /** Write the demo institution (accounts with a known password) at start; migrations always run. */
  seedDemo: boolean;
  /** Serve the OpenAPI document and its browsable page (/api/openapi.json, /api/docs). */
  apiDocs: boolean;
  /** Send Strict-Transport-Security: the portal is only ever reached over https. */
  hsts: boolean;
  /** Set: /metrics answers this bearer token from anywhere. Unset: direct loopback requests only. */
  metricsToken: string | undefined;
  /** The team chat's incoming webhook the error reports are posted to; unset: stored only. */
  errorReportWebhookUrl: string | undefined;
  /** Error reports accepted per client address and minute. */
  errorReportRateLimit: number;
  /** How personal data leaves the portal (privacy/): on request and after retention periods. */
  retention: RetentionSettings;
  /** The release store whose live pointers the canary judge rewrites (RELEASE_TARGET); unset: webRoot. */
  releaseTarget: string | undefined;
  /** When the server withdraws a canary by itself (platform/releases/statistics.ts), and how often it looks. */
  canary: CanaryThresholds & { judgeIntervalSeconds: number };
}

export interface RetentionSettings {
  /** Days between a request to leave and its erasure, while the student may cancel; 0: at once. */
  graceDays: number;
  /** Months without a login after which a student's account is erased; 0: never. */
  inactiveMonths: number;
  /** Days between the warning mail to an inactive student and the erasure of the account. */
  warningDays: number;
  /** Months after a candidacy closed (its offer closed or expired, or it was rejected) before it is erased; 0: never. */
  closedCandidacyMonths: number;
  /** Years the anonymised record of an internship that took place is kept after the internship ended. */
  internshipRecordYears: number;
  /** Minutes between two retention passes of the server (one replica runs each); 0: none. */
  intervalMinutes: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Relative paths are read from where the user typed the command: npm runs the workspace script
 * in api/, but `DATA_DIR=foo npm start` at the root means <root>/foo (INIT_CWD is where npm ran).
 */
const resolveFrom = (env: NodeJS.ProcessEnv, value: string) =>
  path.resolve(env.INIT_CWD ?? process.cwd(), value);

/**
 * Without TOKEN_SECRET, a secret is generated once and kept in DATA_DIR so that tokens survive a
 * restart. Created with `wx`: when two servers start together, one writes and both read the same.
 */
const persistedSecret = async (dataDir: string): Promise<string> => {
  const file = path.join(dataDir, 'token-secret');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < minimumSecretLength) {
    throw new ConfigError([
      `${file}: the stored token secret is too short; delete the file to generate a new one`,
    ]);
  }
  return secret;
};

/** SAML_IDP_CERT is the PEM itself or the path of a file holding it; required with SAML_IDP_SSO_URL. */
const samlCertificate = async (env: NodeJS.ProcessEnv, value: string | undefined): Promise<string> => {
  if (!value) throw new ConfigError(['SAML_IDP_CERT: required with SAML_IDP_SSO_URL (the PEM or its file)']);
  if (value.includes('-----BEGIN')) return value;
  try {
    return await readFile(resolveFrom(env, value), 'utf8');
  } catch {
    throw new ConfigError([`SAML_IDP_CERT: cannot read ${value}`]);
  }
};

/** Reads and checks the configuration; a bad value throws a ConfigError naming every problem. */
export const loadConfig = async (env: NodeJS.ProcessEnv = process.env): Promise<Config> => {
  // An empty variable (`PORT=`) means "not set", not zero or an empty path.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  if (production && values.SAML_TEST_IDP === 'on') {
    // Its demo identities would let anyone in as a student: never next to real students.
    throw new ConfigError(['SAML_TEST_IDP: the test identity provider cannot be switched on with NODE_ENV=production']);
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const dataDir = values.DATA_DIR ? resolveFrom(env, values.DATA_DIR) : path.join(repoRoot, '.data');
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    pgPort: values.PGPORT,
    webRoot: values.WEB_ROOT ? resolveFrom(env, values.WEB_ROOT) : path.join(repoRoot, 'www'),
    publicDir: path.join(apiRoot, 'public'),
    tokenSecret: values.TOKEN_SECRET ?? (await persistedSecret(dataDir)),
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    loginRateLimit: values.LOGIN_RATE_LIMIT,
    rateLimits: {
      ...defaultPolicies(values.LOGIN_RATE_LIMIT),
      'error-report.address': { max: values.ERROR_REPORT_RATE_LIMIT, windowSeconds: 60 },
      ...values.RATE_LIMITS,
    },
    trustProxy: values.TRUST_PROXY ?? [],
    logLevel: values.LOG_LEVEL,
    uploadQuotaBytes: Math.round(values.UPLOAD_QUOTA_MB * 1024 * 1024),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailCatcherPort: values.MAIL_CATCHER_PORT,
    // Never taken from a request's Host header: a forged one would send reset links elsewhere.
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    resetLinkTtlMinutes: values.RESET_LINK_TTL_MINUTES,
    setPasswordLinkTtlHours: values.SET_PASSWORD_LINK_TTL_HOURS,
    contactLinkTtlHours: values.CONTACT_LINK_TTL_HOURS,
    samlIdp: values.SAML_IDP_SSO_URL
      ? { ssoUrl: values.SAML_IDP_SSO_URL, certificate: await samlCertificate(env, values.SAML_IDP_CERT) }
      : undefined,
    samlTestIdp: (values.SAML_TEST_IDP ?? (production ? 'off' : 'on')) === 'on',
    samlEntityId:
      values.SAML_SP_ENTITY_ID ?? `${(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '')}/api/saml/metadata`,
    // Never silently into a database someone else named: demo accounts share one known password.
    seedDemo: (values.SEED_DEMO ?? (values.DATABASE_URL ? 'off' : 'on')) === 'on',
    apiDocs: (values.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
    hsts: (values.HSTS ?? (production || publicUrl.startsWith('https://') ? 'on' : 'off')) === 'on',
    metricsToken: values.METRICS_TOKEN,
    errorReportWebhookUrl: values.ERROR_REPORT_WEBHOOK_URL,
    errorReportRateLimit: values.ERROR_REPORT_RATE_LIMIT,
    retention: {
      graceDays: values.ERASURE_GRACE_DAYS,
      inactiveMonths: values.RETENTION_INACTIVE_MONTHS,
      warningDays: values.RETENTION_WARNING_DAYS,
      closedCandidacyMonths: values.RETENTION_CLOSED_CANDIDACY_MONTHS,
      internshipRecordYears: values.RETENTION_INTERNSHIP_RECORD_YEARS,
      intervalMinutes: values.RETENTION_INTERVAL_MINUTES,
    },
    releaseTarget: values.RELEASE_TARGET,
    canary: {
      minLoads: values.CANARY_MIN_LOADS,
      significance: values.CANARY_SIGNIFICANCE,
      minRatio: values.CANARY_MIN_RATIO,
      judgeIntervalSeconds: values.CANARY_JUDGE_INTERVAL_SECONDS,
    },
  };
};
