import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from '../../../src/platform/auth/passwords';
import { createSessions } from '../../../src/platform/auth/sessions';
import { createTokenService } from '../../../src/platform/auth/tokens';
import { onePagePdf } from '../../../src/seeds/demo/files';
import { cvReference } from '../../../src/cv/reference';
import { crashTokenSecret, type Cluster, type Replica } from './cluster';

/**
 * The crash suite: writers on both replicas (applications, CV edits, uploads) while one replica
 * is killed with SIGKILL and started again, cycle after cycle; then a burst of concurrent
 * applications. Every write the API acknowledged (status 0) must be there afterwards, none half
 * done (checked in SQL), and the replica left standing must have answered every request.
 */

export interface CrashOptions {
  cycles: number;
  /** Concurrent writers during the cycles. */
  writers?: number;
  /** Students writing during the cycles. */
  students?: number;
  /** Applications of the burst: students × offers × repeats of each pair, all at once. */
  burst?: number;
  log?: (line: string) => void;
}

export interface CrashReport {
  cycles: number;
  /** Requests answered by a replica while the other was down. */
  servedWhileOtherDown: number;
  acknowledged: { applications: number; uploads: number; cvEdits: number };
  /** Applications answered with a refusal (10 already a candidate, 80 a requirement). */
  refusedApplications: number;
  /** Requests cut by a kill (no answer): their writes may or may not be there, never half. */
  cut: number;
  burst: { requests: number; pairs: number; accepted: number; alreadyCandidate: number };
  /** What went wrong; empty when the suite passes. */
  problems: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface Student {
  id: number;
  token: string;
}

/** Students who meet every enrolment rule (as the candidacy tests set them up), made in SQL. */
const createStudents = async (pool: pg.Pool, count: number, tag: string): Promise<Student[]> => {
  const tokens = createTokenService({ secret: crashTokenSecret, ttlSeconds: 3600 });
  // Each student's token names a session row, as a login would open it.
  const sessions = createSessions({ pool, tokens, ttlSeconds: 3600 });
  const passwordHash = await hashPassword(randomUUID());
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name)
     SELECT 'Alumno', 'crash-' || $1 || '-' || n || '@test.example', $2, 'Crash ' || n FROM generate_series(1, $3) AS n
     RETURNING id`,
    [tag, passwordHash, count],
  );
  const ids = rows.map((row) => row.id);
  await pool.query(
    `INSERT INTO students (user_id, first_name, last_names, with_internships, with_employment, phone, birth_date)
     SELECT id, 'Crash', 'Suite', true, true, '600000001', '2000-01-01' FROM unnest($1::integer[]) AS id`,
    [ids],
  );
  await pool.query(
    `INSERT INTO student_cvs (user_id, internship_search_active, job_search_active, has_work_permit)
     SELECT id, true, true, true FROM unnest($1::integer[]) AS id`,
    [ids],
  );
  await pool.query(
    `INSERT INTO student_standing (user_id, degree_code, degree_name, level, credits_passed_percent, languages)
     SELECT id, 'GII', 'Grado en Ingeniería Informática', 'grado', 100, '{"en": "C1"}' FROM unnest($1::integer[]) AS id`,
    [ids],
  );
  return Promise.all(ids.map(async (id) => ({ id, token: await sessions.open({ sub: String(id), tipo: 'Alumno' }) })));
};

interface Envelope {
  status?: number;
  datos?: unknown;
}
type Answer = { kind: 'answered'; httpStatus: number; body: Envelope } | { kind: 'cut'; error: string };

const call = async (replica: Replica, student: Student, endpoint: string, body: unknown): Promise<Answer> => {
  try {
    const response = await fetch(`${replica.url}/api/Alumno/${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    return { kind: 'answered', httpStatus: response.status, body: (await response.json()) as Envelope };
  } catch (error) {
    return { kind: 'cut', error: String(error) };
  }
};

/** The offers a student who meets every rule may apply to: found by applying, then withdrawn. */
const openOffers = async (pool: pg.Pool, replica: Replica, probe: Student) => {
  const { rows } = await pool.query<{ slug: string }>('SELECT access_slug AS slug FROM offers ORDER BY id');
  const open: string[] = [];
  for (const { slug } of rows) {
    const answer = await call(replica, probe, 'inscribirse', { urlOferta: slug });
    if (answer.kind === 'answered' && answer.body.status === 0) open.push(slug);
  }
  await pool.query('DELETE FROM candidacies WHERE student_id = $1', [probe.id]);
  return open;
};

export const runCrashSuite = async (cluster: Cluster, pool: pg.Pool, options: CrashOptions): Promise<CrashReport> => {
  const log = options.log ?? (() => undefined);
  const problems: string[] = [];
  const tag = randomUUID().slice(0, 8);
  const [first, second] = cluster.replicas as [Replica, Replica];
  const students = await createStudents(pool, options.students ?? 12, `${tag}-w`);
  const offers = (await openOffers(pool, first, students[0]!)).slice(0, 6);
  if (offers.length === 0) return { ...emptyReport(options.cycles), problems: ['no offer is open to the suite students'] };
  log(`${students.length} students, ${offers.length} open offers`);

  // IT knowledge lists: the whole list replaced in one transaction, every item at one level.
  const reference = cvReference();
  const programmes = [...reference.itProgrammes].slice(0, 6);
  const levels = [...reference.itLevels];

  const applications = new Set<string>();
  const uploads = new Map<number, { studentId: number; sha256: string; size: number }>();
  const edited = new Set<number>();
  let cut = 0;
  let servedWhileOtherDown = 0;
  let refusedApplications = 0;

  const write = async (replica: Replica) => {
    const student = pick(students);
    const otherDown = !cluster.replicas.every((one) => one === replica || one.up);
    const kind = pick(['apply', 'apply', 'upload', 'cv'] as const);
    let answer: Answer;
    let onAck: (datos: unknown) => void;
    if (kind === 'apply') {
      const slug = pick(offers);
      answer = await call(replica, student, 'inscribirse', { urlOferta: slug });
      onAck = () => applications.add(`${student.id}:${slug}`);
    } else if (kind === 'upload') {
      const bytes = onePagePdf(`Crash suite ${randomUUID()}`);
      answer = await call(replica, student, 'addDoc', {
        tipo: 'publico',
        nombre: 'Documento',
        ficheroB64ParaAltas: bytes.toString('base64'),
        extension_adjunto: 'pdf',
      });
      onAck = (datos) =>
        uploads.set((datos as { registro: { id: number } }).registro.id, {
          studentId: student.id,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          size: bytes.length,
        });
    } else {
      const level = pick(levels);
      answer = await call(replica, student, 'editConocimientosInformaticos', {
        conocimientos: programmes.map((idPrograma) => ({ idPrograma, idNivel: level })),
      });
      onAck = () => edited.add(student.id);
    }
    if (answer.kind === 'cut') {
      // Only the replica being killed may leave a request unanswered.
      if (replica.up) problems.push(`replica ${replica.name} (up) did not answer ${kind}: ${answer.error}`);
      cut += 1;
      return;
    }
    if (answer.httpStatus >= 500) problems.push(`replica ${replica.name} answered ${answer.httpStatus} to ${kind}`);
    if (answer.body.status === 0) onAck(answer.body.datos);
    else if (kind === 'apply' && answer.httpStatus === 200) {
      // Already a candidate (10), or a rule the student's standing no longer meets (an upload
      // refreshes it from the CV): refusals the caller can act on, nothing written.
      refusedApplications += 1;
    } else problems.push(`replica ${replica.name} refused ${kind} with ${JSON.stringify(answer.body)}`);
    if (otherDown) servedWhileOtherDown += 1;
  };

  // Writers send to a replica that is up (a balancer's health check), both when both are.
  let writing = true;
  const writers = Array.from({ length: options.writers ?? 6 }, async () => {
    while (writing) {
      const up = cluster.replicas.filter((replica) => replica.up);
      await write(pick(up.length ? up : cluster.replicas));
      // A steady load, not a flood: the restarting replica shares the machine's cores.
      await sleep(20);
    }
  });
  try {
    for (let cycle = 0; cycle < options.cycles; cycle += 1) {
      const victim = cycle % 2 === 0 ? first : second;
      await sleep(800 + Math.random() * 800);
      await victim.kill();
      const killed = Date.now();
      await sleep(500);
      await victim.start();
      log(`cycle ${cycle + 1}: replica ${victim.name} killed, serving again after ${Date.now() - killed} ms`);
    }
    await sleep(500);
  } finally {
    writing = false;
    await Promise.all(writers);
  }
  if (servedWhileOtherDown === 0) problems.push('no request was served while a replica was down');

  problems.push(...(await checkInvariants(pool, students, { applications, uploads, edited, itemsPerList: programmes.length })));

  const burst = await applicationBurst(cluster, pool, offers, options.burst ?? 1000, tag, problems);
  await pool.query('DELETE FROM users WHERE email LIKE $1', [`crash-${tag}-%`]);
  return {
    cycles: options.cycles,
    servedWhileOtherDown,
    acknowledged: { applications: applications.size, uploads: uploads.size, cvEdits: edited.size },
    refusedApplications,
    cut,
    burst,
    problems,
  };
};

const emptyReport = (cycles: number): CrashReport => ({
  cycles,
  servedWhileOtherDown: 0,
  acknowledged: { applications: 0, uploads: 0, cvEdits: 0 },
  refusedApplications: 0,
  cut: 0,
  burst: { requests: 0, pairs: 0, accepted: 0, alreadyCandidate: 0 },
  problems: [],
});

/** What must hold after the kills, in SQL: acknowledged writes there, nothing half written. */
const checkInvariants = async (
  pool: pg.Pool,
  students: Student[],
  acked: {
    applications: Set<string>;
    uploads: Map<number, { studentId: number; sha256: string; size: number }>;
    edited: Set<number>;
    itemsPerList: number;
  },
): Promise<string[]> => {
  const problems: string[] = [];
  const ids = students.map((student) => student.id);
  const candidacies = await pool.query<{ key: string; history: number }>(
    `SELECT ca.student_id || ':' || o.access_slug AS key,
            (SELECT count(*)::integer FROM candidacy_state_changes h WHERE h.candidacy_id = ca.id) AS history
       FROM candidacies ca JOIN offers o ON o.id = ca.offer_id WHERE ca.student_id = ANY($1)`,
    [ids],
  );
  const present = new Set(candidacies.rows.map((row) => row.key));
  for (const key of acked.applications) if (!present.has(key)) problems.push(`acknowledged application ${key} is missing`);
  for (const row of candidacies.rows)
    if (row.history !== 1) problems.push(`candidacy ${row.key} has ${row.history} history rows, not 1`);

  const documents = await pool.query<{ id: number; userId: number; sha: string; size: number; fileSha: string | null; fileSize: number | null }>(
    `SELECT d.id, d.user_id AS "userId", d.content_sha256 AS sha, d.size_bytes AS size, f.sha256 AS "fileSha", f.size_bytes AS "fileSize"
       FROM student_documents d LEFT JOIN stored_files f ON f.key = d.stored_name WHERE d.user_id = ANY($1)`,
    [ids],
  );
  const byId = new Map(documents.rows.map((row) => [row.id, row]));
  for (const [id, upload] of acked.uploads) {
    const row = byId.get(id);
    if (!row) problems.push(`acknowledged upload ${id} is missing`);
    else if (row.userId !== upload.studentId || row.sha !== upload.sha256 || row.size !== upload.size)
      problems.push(`upload ${id} is not the file sent`);
  }
  for (const row of documents.rows) {
    if (row.fileSha !== row.sha || row.fileSize !== row.size) problems.push(`document ${row.id} has no whole file in the store`);
  }
  const orphans = await pool.query<{ key: string }>(
    `SELECT key FROM stored_files WHERE owner = ANY($1) AND key NOT IN (SELECT key FROM stored_file_references)`,
    [ids.map((id) => `student:${id}`)],
  );
  for (const { key } of orphans.rows) problems.push(`stored file ${key} has no row naming it`);
  const missing = await pool.query<{ key: string }>(
    `SELECT r.key FROM stored_file_references r WHERE NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.key = r.key)`,
  );
  for (const { key } of missing.rows) problems.push(`a row names ${key}, which is not stored`);

  const lists = await pool.query<{ userId: number; items: number; levels: number }>(
    `SELECT user_id AS "userId", count(*)::integer AS items, count(DISTINCT level_id)::integer AS levels
       FROM student_it_skills WHERE user_id = ANY($1) GROUP BY user_id`,
    [ids],
  );
  const listOf = new Map(lists.rows.map((row) => [row.userId, row]));
  for (const row of lists.rows)
    if (row.items !== acked.itemsPerList || row.levels !== 1) problems.push(`student ${row.userId}'s IT list is partly written`);
  for (const id of acked.edited) if (!listOf.has(id)) problems.push(`student ${id}'s acknowledged IT list is missing`);
  return problems;
};

/**
 * `total` applications at once on both replicas, each student-offer pair several times: exactly
 * one accepted per pair (the others 10), one candidacy and one history row per pair.
 */
const applicationBurst = async (
  cluster: Cluster,
  pool: pg.Pool,
  offers: string[],
  total: number,
  tag: string,
  problems: string[],
) => {
  const repeats = 5;
  const pairsWanted = Math.max(1, Math.round(total / repeats));
  const students = await createStudents(pool, Math.ceil(pairsWanted / offers.length), `${tag}-b`);
  const pairs = students.flatMap((student) => offers.map((slug) => ({ student, slug }))).slice(0, pairsWanted);
  const requests = pairs.flatMap((pair) => Array.from({ length: repeats }, () => pair));
  const answers = await Promise.all(
    requests.map((pair, index) => call(cluster.replicas[index % cluster.replicas.length]!, pair.student, 'inscribirse', { urlOferta: pair.slug })),
  );
  const acceptedPerPair = new Map<string, number>();
  let accepted = 0;
  let alreadyCandidate = 0;
  answers.forEach((answer, index) => {
    const { student, slug } = requests[index]!;
    const key = `${student.id}:${slug}`;
    if (answer.kind === 'cut' || answer.httpStatus !== 200) {
      problems.push(`burst: ${key} answered ${answer.kind === 'cut' ? answer.error : answer.httpStatus}`);
    } else if (answer.body.status === 0) {
      accepted += 1;
      acceptedPerPair.set(key, (acceptedPerPair.get(key) ?? 0) + 1);
    } else if (answer.body.status === 10) alreadyCandidate += 1;
    else problems.push(`burst: ${key} answered status ${answer.body.status}`);
  });
  for (const { student, slug } of pairs) {
    const times = acceptedPerPair.get(`${student.id}:${slug}`) ?? 0;
    if (times !== 1) problems.push(`burst: ${student.id}:${slug} accepted ${times} times`);
  }
  const { rows } = await pool.query<{ candidacies: number; pairs: number; history: number }>(
    `SELECT count(*)::integer AS candidacies, count(DISTINCT (student_id, offer_id))::integer AS pairs,
            (SELECT count(*)::integer FROM candidacy_state_changes h JOIN candidacies c ON c.id = h.candidacy_id
              WHERE c.student_id = ANY($1)) AS history
       FROM candidacies WHERE student_id = ANY($1)`,
    [students.map((student) => student.id)],
  );
  const counts = rows[0]!;
  if (counts.candidacies !== pairs.length || counts.pairs !== pairs.length || counts.history !== pairs.length)
    problems.push(`burst: ${pairs.length} pairs left ${counts.candidacies} candidacies, ${counts.pairs} distinct, ${counts.history} history rows`);
  return { requests: requests.length, pairs: pairs.length, accepted, alreadyCandidate };
};
