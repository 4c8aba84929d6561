import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createSessions } from '../../api/src/platform/auth/sessions';
import { createTokenService } from '../../api/src/platform/auth/tokens';
import {
  benchSeedSizes,
  freshStudents,
  unrestrictedOfferSlugs,
  type BenchSeedSize,
} from '../../api/src/seeds/bench/seed';
import { benchBarePath } from '../../api/src/platform/health/bench-bare';
import { startBenchDatabase, type BenchDatabase } from './api-database';
import { startBenchServer } from './api-server';
import { formatOfficeFigures, measureOfficeQueues, type QueueTiming } from './office-queues';
import { formatDashboardFigures, measureOfficeDashboards, type DashboardTiming } from './office-dashboards';

/**
 * The API rows of `npm run bench` (issue 11): requests per second and p95 latency of the
 * student's offers list, an offer's detail and applying, on the large seed (100,000 offers,
 * 1,000,000 candidacies), each against a bare route of the same server measured just before it,
 * at 50 connections over loopback (issue 23: at least 0.30 of the bare route's requests per second,
 * p95 under 100 ms). After the applications, a SQL count proves that no student holds two
 * candidacies to one offer.
 */

export type ApiBenchMode = 'full' | 'smoke';

interface ModeSettings {
  size: BenchSeedSize;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Distinct (student, offer) applications, each sent twice at once. */
  applications: number;
  /** Requests of each office queue route, one at a time. */
  officeSamples: number;
  /** Requests of each outcome dashboard, one at a time. */
  dashboardSamples: number;
  pgPort: number;
  apiPort: number;
  /** Undefined: a temporary folder, removed afterwards. */
  dataDir: string | undefined;
}

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const modes: Record<ApiBenchMode, ModeSettings> = {
  full: {
    size: benchSeedSizes.full,
    connections: Number(process.env.BENCH_API_CONNECTIONS ?? 50),
    warmupSeconds: 3,
    seconds: 10,
    applications: 10_000,
    officeSamples: 30,
    dashboardSamples: 5,
    pgPort: Number(process.env.BENCH_API_PGPORT ?? 54368),
    apiPort: Number(process.env.BENCH_API_PORT ?? 8291),
    dataDir: path.join(benchRoot, '.data-bench', 'api'),
  },
  smoke: {
    size: benchSeedSizes.smoke,
    connections: 10,
    warmupSeconds: 0.2,
    seconds: 1,
    applications: 100,
    officeSamples: 3,
    dashboardSamples: 2,
    pgPort: Number(process.env.BENCH_API_PGPORT ?? 54369),
    apiPort: Number(process.env.BENCH_API_PORT ?? 8291),
    dataDir: undefined,
  },
};

/** The offers list is read in pages of this size, as the offers remote does (load-all-offers.ts). */
const pageSize = 50;
/** How many students the read loads spread over (one token each). */
const readers = 1_000;

export interface LoadFigures {
  requestsPerSecond: number;
  p95Ms: number;
  responses: number;
  /** Non-2xx answers, connection errors and timeouts. */
  failures: number;
}

export interface RouteComparison {
  route: string;
  figures: LoadFigures;
  bare: LoadFigures;
  /** The route's requests per second over the bare route's (target >= 0.30). */
  ratio: number;
}

export interface ApiBenchResult {
  mode: ApiBenchMode;
  size: BenchSeedSize;
  connections: number;
  routes: RouteComparison[];
  applications: { created: number; alreadyCandidate: number; refused: number };
  /** (student, offer) pairs with more than one candidacy after the run: must be 0. */
  duplicateCandidacies: number;
  /** The careers office's dashboard and queues (issue 21). */
  office: QueueTiming[];
  /** The careers office's outcome dashboards (issue 26). */
  dashboards: DashboardTiming[];
}

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const p95Of = (latencies: number[]) => {
  if (latencies.length === 0) return Number.NaN;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
};

/**
 * Runs one load: `connections` connections send `next()` requests for `seconds` (or until
 * `amount` requests). Latencies are recorded per response, so p95 is exact.
 */
export const load = async (
  baseUrl: string,
  {
    connections,
    seconds,
    amount,
    next,
    onBody,
  }: {
    connections: number;
    seconds: number;
    amount?: number;
    next: () => BenchRequest;
    onBody?: (body: string) => void;
  },
): Promise<LoadFigures> => {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  // The load ends with its last answer: autocannon calls back only at its next one-second tick, which
  // with \`amount\` can be most of a second after the last request (20,000 answers in 3.1 s were counted
  // as 4 s, and every run as a round number of seconds).
  let lastAnswerAt = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        ...(amount === undefined ? { duration: seconds } : { amount }),
        timeout: 10,
        requests: [
          {
            setupRequest: (request) => ({ ...request, ...next() }),
            ...(onBody ? { onResponse: (_status: number, body: string) => onBody(body) } : {}),
          },
        ],
      },
      (error, finished) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      lastAnswerAt = performance.now();
      if (statusCode < 200 || statusCode >= 300) failures += 1;
    });
  });
  const elapsedSeconds = (lastAnswerAt - started) / 1000;
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p95Ms: p95Of(latencies),
    responses: latencies.length,
    failures: failures + result.errors + result.timeouts,
  };
};

/**
 * `work` for every item, a pool's worth at a time: a thousand at once would wait in the pool's
 * queue longer than its connection timeout on a busy machine, and fail the run before it measures.
 */
const inBatches = async <T, R>(items: readonly T[], work: (item: T) => Promise<R>, size = 10): Promise<R[]> => {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
};

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** What a route's load sends: requests for `seconds` (or `amount` of them), each answer to `onBody`. */
interface RouteLoad {
  next: () => BenchRequest;
  amount?: number;
  onBody?: (body: string) => void;
}

/**
 * A route's load after a warm-up (by default the same requests for `warmupSeconds`; applying warms
 * up with applications of its own), next to the bare route measured the same way just before.
 */
const compare = async (
  baseUrl: string,
  settings: ModeSettings,
  route: string,
  measured: RouteLoad,
  warmUp: Omit<RouteLoad, 'onBody'> = { next: measured.next },
): Promise<RouteComparison> => {
  const bareRequest = (): BenchRequest => ({ method: 'GET', path: benchBarePath, headers: {} });
  const common = { connections: settings.connections };
  await load(baseUrl, { ...common, seconds: settings.warmupSeconds, next: bareRequest });
  const bare = await load(baseUrl, { ...common, seconds: settings.seconds, next: bareRequest });
  await load(baseUrl, { ...common, seconds: settings.warmupSeconds, ...warmUp });
  const figures = await load(baseUrl, { ...common, seconds: settings.seconds, ...measured });
  return { route, figures, bare, ratio: figures.requestsPerSecond / bare.requestsPerSecond };
};

const offerTypes = ['empleo', 'practicas'] as const;

/** GET of the API as one student, its envelope's datos. */
const getDatos = async <T>(baseUrl: string, token: string, path: string): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { datos: T }).datos;
};

/**
 * Every page of both lists, as students' phones walk them: by `desde` (what the offers remote
 * sends today) or by `despuesDe` (keyset, the last offer of the previous page). The pages come
 * from the API itself (its counts, and one keyset walk), so the bench never restates which
 * offers a student sees.
 */
const listPages = async (baseUrl: string, token: string) => {
  const byOffset: string[] = [];
  const byKeyset: string[] = [];
  for (const type of offerTypes) {
    const suffix = type === 'empleo' ? 'Empleo' : 'Practicas';
    const total = await getDatos<number>(baseUrl, token, `/api/Alumno/dameNumOfertas${suffix}Usuario`);
    for (let desde = 0; desde < total; desde += pageSize)
      byOffset.push(`${type}?desde=${desde}&cantidad=${pageSize}`);
    let after: number | undefined;
    for (;;) {
      byKeyset.push(`${type}?cantidad=${pageSize}${after === undefined ? '' : `&despuesDe=${after}`}`);
      const page = await getDatos<{ idOferta: number }[]>(
        baseUrl,
        token,
        `/api/Alumno/dameOfertasUsuario/${byKeyset.at(-1)}`,
      );
      if (page.length < pageSize) break;
      after = page.at(-1)!.idOferta;
    }
  }
  return { byOffset, byKeyset };
};

const listRequests = (pages: string[], tokens: string[]) => (): BenchRequest => ({
  method: 'GET',
  path: `/api/Alumno/dameOfertasUsuario/${pick(pages)}`,
  headers: { authorization: `Bearer ${pick(tokens)}` },
});

const detailRequests = async (database: BenchDatabase, tokens: string[]) => {
  const { rows } = await database.pool.query<{ slug: string }>(
    `SELECT o.access_slug AS slug FROM offers o JOIN companies c ON c.id = o.company_id
      WHERE o.closed_at IS NULL AND (o.expires_at IS NULL OR o.expires_at > now()) AND c.validated AND NOT c.blocked
      ORDER BY random() LIMIT 5000`,
  );
  const slugs = rows.map((row) => encodeURIComponent(row.slug));
  return (): BenchRequest => ({
    method: 'GET',
    path: `/api/Alumno/dameOferta/${pick(slugs)}`,
    headers: { authorization: `Bearer ${pick(tokens)}` },
  });
};

/**
 * Distinct fresh students applying to open offers without restrictions, each application sent
 * twice in a row (two connections at once), which must still make one candidacy. The candidacies
 * of the previous run are removed first (and vacuumed away), so every run measures the same work. Like every other
 * route, applying is measured after a warm-up: each student first applies to offers of their own
 * (`warmUp`, one application each, twice), as a student has used the portal before applying; the
 * measured applications (`measured`) go to other offers.
 */
const applyRequests = async (
  database: BenchDatabase,
  settings: ModeSettings,
  issue: (studentId: number) => Promise<string>,
) => {
  const students = await freshStudents(database.pool, settings.size);
  await database.pool.query('DELETE FROM candidacies WHERE student_id = ANY($1::integer[])', [students]);
  // Without the rows the deletion left behind (up to 200,000 after a few runs, until autovacuum came).
  await database.pool.query('VACUUM (ANALYZE) candidacies, candidacy_state_changes');
  const offersPerStudent = Math.ceil(settings.applications / students.length);
  const offers = await unrestrictedOfferSlugs(database.pool, Math.max(offersPerStudent * 4, 50) * 2);
  if (offers.length < 2) throw new Error('The bench seed has fewer than two open offers without restrictions');
  // The first half for the measured applications, the rest for the warm-up's.
  const measuredOffers = Math.ceil(offers.length / 2);
  const tokens = await inBatches(students, issue);
  const requestsOf = (pairs: { token: string; offer: string }[]) => {
    let sent = 0;
    const next = (): BenchRequest => {
      const pair = pairs[Math.floor(sent / 2) % pairs.length]!;
      sent += 1;
      return {
        method: 'POST',
        path: '/api/Alumno/inscribirse',
        headers: { authorization: `Bearer ${pair.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ urlOferta: pair.offer }),
      };
    };
    return { next, amount: pairs.length * 2 };
  };
  const measured = requestsOf(
    Array.from({ length: settings.applications }, (_, index) => ({
      token: tokens[index % students.length]!,
      offer: offers[(Math.floor(index / students.length) * 3 + index) % measuredOffers]!,
    })),
  );
  const warmUp = requestsOf(
    tokens.map((token, index) => ({ token, offer: offers[measuredOffers + (index % (offers.length - measuredOffers))]! })),
  );
  return { measured, warmUp, students };
};

const applyRoute = 'apply (inscribirse)';

/** The parts of the API benchmark; `--only=list,detail` (or `only`) runs some of them. */
export const apiBenchParts = ['list', 'detail', 'apply', 'office', 'dashboards'] as const;
export type ApiBenchPart = (typeof apiBenchParts)[number];

/** What the bench is doing, on stderr: a full run takes minutes. */
const progress = (message: string) => console.error(`[bench api] ${message}`);

/** Runs the API benchmark (every part unless `only` names some): database, server, the loads, the checks. */
export const measureApi = async (
  mode: ApiBenchMode = 'full',
  only: readonly ApiBenchPart[] = apiBenchParts,
): Promise<ApiBenchResult> => {
  const settings = modes[mode];
  const dataDir = settings.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'portal-api-bench-')));
  progress(`database (port ${settings.pgPort}; the first run writes the seed, a few minutes)`);
  const database = await startBenchDatabase({ dataDir, port: settings.pgPort, size: settings.size });
  const tokenSecret = randomBytes(32).toString('hex');
  try {
    progress(`API server (port ${settings.apiPort})`);
    const server = await startBenchServer({
      port: settings.apiPort,
      databaseUrl: database.url,
      dataDir: path.join(dataDir, 'server'),
      tokenSecret,
    });
    try {
      const tokenService = createTokenService({ secret: tokenSecret, ttlSeconds: 3600 });
      // Tokens name a session the server knows: open one per student, as a login would.
      const sessions = createSessions({ pool: database.pool, tokens: tokenService, ttlSeconds: 3600 });
      const issue = (studentId: number) => sessions.open({ sub: String(studentId), tipo: 'Alumno' });
      const { rows } = await database.pool.query<{ id: number }>(
        // A blocked account's session is refused (403, status 90): readers are students in good standing.
        `SELECT s.user_id AS id FROM students s JOIN users u ON u.id = s.user_id
          WHERE NOT u.blocked ORDER BY s.user_id LIMIT $1`,
        [readers],
      );
      const tokens = await inBatches(rows, (row) => issue(row.id));
      const routes: RouteComparison[] = [];
      const measure = async (route: string, next: () => BenchRequest) => {
        progress(`${route}: bare route, then the route (${settings.warmupSeconds} s warm-up and ${settings.seconds} s each)`);
        routes.push(await compare(server.baseUrl, settings, route, { next }));
      };
      if (only.includes('list')) {
        const pages = await listPages(server.baseUrl, tokens[0]!);
        await measure('offers list by desde (dameOfertasUsuario)', listRequests(pages.byOffset, tokens));
        await measure('offers list by despuesDe (keyset)', listRequests(pages.byKeyset, tokens));
      }
      if (only.includes('detail')) await measure('offer detail (dameOferta)', await detailRequests(database, tokens));

      const answers = { created: 0, alreadyCandidate: 0, refused: 0 };
      if (only.includes('apply')) {
        progress('apply (inscribirse): bare route, then the applications');
        const apply = await applyRequests(database, settings, issue);
        const countAnswer = (body: string) => {
          const status = (JSON.parse(body) as { status?: number }).status;
          if (status === 0) answers.created += 1;
          else if (status === 10) answers.alreadyCandidate += 1;
          else answers.refused += 1;
        };
        routes.push(
          await compare(server.baseUrl, settings, applyRoute, { ...apply.measured, onBody: countAnswer }, apply.warmUp),
        );
      }
      if (only.includes('office')) progress('the careers office\'s dashboard and queues');
      const office = only.includes('office')
        ? await measureOfficeQueues(server.baseUrl, database.pool, sessions, settings.officeSamples)
        : [];
      if (only.includes('dashboards')) progress("the careers office's outcome dashboards");
      const dashboards = only.includes('dashboards')
        ? await measureOfficeDashboards(server.baseUrl, database.pool, sessions, settings.dashboardSamples)
        : [];
      const duplicates = await database.pool.query<{ pairs: number }>(
        `SELECT count(*)::integer AS pairs FROM (
           SELECT 1 FROM candidacies GROUP BY student_id, offer_id HAVING count(*) > 1) repeated`,
      );
      return {
        mode,
        size: settings.size,
        connections: settings.connections,
        routes,
        applications: answers,
        duplicateCandidacies: duplicates.rows[0]?.pairs ?? Number.NaN,
        office,
        dashboards,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    if (!settings.dataDir) await rm(dataDir, { recursive: true, force: true });
  }
};

/** The rows of the bench table: one per route, with its bare route and the targets. */
export const formatApiFigures = (result: ApiBenchResult): string[] => {
  const number = (value: number) => Math.round(value).toLocaleString('en');
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `API at ${result.connections} connections, ${number(result.size.offers)} offers, ${number(result.size.candidacies)} candidacies:`,
    ...result.routes.map(
      ({ route, figures, bare, ratio }) =>
        `  ${route}: ${number(figures.requestsPerSecond)} req/s, p95 ${ms(figures.p95Ms)}` +
        ` | bare ${number(bare.requestsPerSecond)} req/s, p95 ${ms(bare.p95Ms)}` +
        ` | ratio ${ratio.toFixed(2)} (target >= 0.30, p95 < 100 ms)` +
        (figures.failures > 0 ? ` | ${figures.failures} failed` : ''),
    ),
    ...(result.routes.some(({ route }) => route === applyRoute)
      ? [
          `  applications: ${result.applications.created} created, ${result.applications.alreadyCandidate} answered "already a candidate", ${result.applications.refused} refused; duplicate candidacies: ${result.duplicateCandidacies}`,
        ]
      : []),
    ...(result.office.length > 0 ? formatOfficeFigures(result.office) : []),
    ...(result.dashboards.length > 0 ? formatDashboardFigures(result.dashboards) : []),
  ];
};

/** The parts `--only=list,detail` names (every part without it); an unknown name is refused. */
export const partsFromArguments = (args: readonly string[]): ApiBenchPart[] => {
  const only = args.find((arg) => arg.startsWith('--only='));
  if (!only) return [...apiBenchParts];
  const names = only.slice('--only='.length).split(',');
  const unknown = names.filter((name) => !(apiBenchParts as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`Unknown API bench part ${unknown.join(', ')}: use ${apiBenchParts.join(', ')}`);
  return names as ApiBenchPart[];
};

// `npm run bench:api -w bench [-- --smoke] [-- --only=list,detail,apply,office,dashboards]`: this benchmark alone.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const result = await measureApi(args.includes('--smoke') ? 'smoke' : 'full', partsFromArguments(args));
  console.log(formatApiFigures(result).join('\n'));
}
