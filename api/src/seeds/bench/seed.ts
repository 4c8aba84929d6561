import type pg from 'pg';
import { CandidacyState } from '@portal/contracts';
import { hashPassword } from '../../platform/auth/passwords';
import { readSourceData } from '../../reference-data/source-data';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { demoPassword } from '../demo/data';

/**
 * The benchmark data set (issue 11): real volumes of companies, students, offers and candidacies,
 * written with set-based SQL in one transaction. Never part of the demo seed: `npm run seed:bench
 * -w api` and the API benchmark (bench/src/api-load.ts) write it into a database of their own.
 *
 * It keeps what the app relies on: one candidacy per student and offer, ids of the reference data
 * (provinces, islands, sectors, degrees, candidacy states and change reasons), the CHECK rules of
 * the schema, a standing and a CV for every student, and a state history for every candidacy.
 */
export interface BenchSeedSize {
  companies: number;
  students: number;
  offers: number;
  candidacies: number;
}

export const benchSeedSizes = {
  /** What the issue asks the API to be fast on. */
  full: { companies: 5_000, students: 50_000, offers: 100_000, candidacies: 1_000_000 },
  /** A few seconds to write: for the test that the benchmark still runs. */
  smoke: { companies: 20, students: 200, offers: 600, candidacies: 2_000 },
} satisfies Record<string, BenchSeedSize>;

/** Bench rows are recognisable by these, so a bench database can also hold the demo data. */
export const benchStudentEmail = (ordinal: number) => `bench-student-${ordinal}@bench.test`;
const benchStudentPattern = 'bench-student-%@bench.test';
const benchOfferPrefix = 'bench-offer-';

/**
 * The last students of the set have no candidacy and meet every enrolment rule of an offer
 * without restrictions: the benchmark's applications come from them (see `freshStudents`).
 */
const freshShare = 0.05;

/** Big provinces get more offers: each name appears as many times as its weight. */
const provinceWeights: Record<string, number> = {
  Madrid: 14,
  Barcelona: 12,
  Valencia: 6,
  Sevilla: 4,
  Málaga: 3,
  Bizkaia: 3,
  Alicante: 3,
  Zaragoza: 2,
  Murcia: 2,
  'Illes Balears': 2,
  'Las Palmas': 2,
  'Santa Cruz de Tenerife': 2,
};

const jobTitles = [
  'Desarrollador/a backend',
  'Desarrollador/a frontend',
  'Analista de datos',
  'Técnico/a de calidad',
  'Ingeniero/a de procesos',
  'Técnico/a de marketing digital',
  'Administrativo/a contable',
  'Técnico/a de recursos humanos',
  'Delineante',
  'Técnico/a de laboratorio',
  'Enfermero/a',
  'Fisioterapeuta',
  'Profesor/a de apoyo',
  'Técnico/a de logística',
  'Comercial junior',
  'Diseñador/a gráfico/a',
  'Abogado/a junior',
  'Economista',
  'Técnico/a de medio ambiente',
  'Ingeniero/a de telecomunicaciones',
];
const contracts = ['Indefinido', 'Temporal', 'Formación y aprendizaje', 'Fijo discontinuo'];
const schedules = ['Mañanas, de 8:00 a 15:00', 'Jornada partida, de 9:00 a 18:00', 'Tardes', 'Flexible'];
const firstNames = ['Lucía', 'Hugo', 'Martina', 'Pol', 'Sofía', 'Marc', 'Julia', 'Daniel', 'Paula', 'Álex'];
const lastNames = [
  'García',
  'Martínez',
  'Puig',
  'López',
  'Ferrer',
  'Sánchez',
  'Vidal',
  'Romero',
  'Soler',
  'Navarro',
];

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

/**
 * The stride between a student's candidacies: coprime with the number of offers, so the offers
 * `(start + k * stride) mod offers` of one student are all different (one candidacy per student
 * and offer by construction, not by luck).
 */
const strideFor = (offers: number) => {
  let stride = 4_999;
  while (greatestCommonDivisor(stride, offers) !== 1) stride += 2;
  return stride;
};

const markOf = (size: BenchSeedSize) =>
  `bench:${size.companies}c-${size.students}s-${size.offers}o-${size.candidacies}a`;

/** Whether this database already holds the bench data set of this size. */
export const hasBenchSeed = async (db: Pool | pg.PoolClient, size: BenchSeedSize) =>
  ((await db.query('SELECT 1 FROM seed_marks WHERE key = $1', [markOf(size)])).rowCount ?? 0) > 0;

const referenceData = () => {
  const source = readSourceData();
  const islandProvinces = new Map(source.provinces.map((province) => [province.idProvincia, province.es]));
  const provinces = source.provinces
    .filter((province) => province.idProvincia !== '53')
    .flatMap((province) => Array<string>(provinceWeights[province.es] ?? 1).fill(province.es));
  return {
    provinces,
    sectors: source.lists.sectores.map(([, name]) => name),
    islands: source.islands.map((island) => ({
      id: island.idIsla,
      name: island.es,
      province: islandProvinces.get(island.idProvincia) ?? '',
    })),
    degrees: source.degrees.map(([, code, level, , name]) => ({ code, level, name })),
  };
};

const insertCompanies = (db: pg.PoolClient, size: BenchSeedSize) =>
  db.query(
    `INSERT INTO companies (tax_id, trade_name, legal_name, description, validated, blocked)
     SELECT 'BENCH' || lpad(g::text, 6, '0'), 'Empresa ' || g, 'Empresa ' || g || ' S.L.',
            'Empresa del conjunto de datos de rendimiento número ' || g || '.',
            g % 40 <> 0, g % 97 = 0
       FROM generate_series(1, $1::integer) g`,
    [size.companies],
  );

const insertStudents = async (
  db: pg.PoolClient,
  size: BenchSeedSize,
  degrees: ReturnType<typeof referenceData>['degrees'],
) => {
  const passwordHash = await hashPassword(demoPassword);
  await db.query(
    `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
     SELECT 'Alumno', 'bench-student-' || g || '@bench.test', $2,
            ($3::text[])[1 + g % 10] || ' ' || ($4::text[])[1 + (g / 10) % 10], 1 + g % 3
       FROM generate_series(1, $1::integer) g`,
    [size.students, passwordHash, firstNames, lastNames],
  );
  // Ordinal -> user id, and which students are kept fresh for the benchmark's applications.
  await db.query(
    `CREATE TEMP TABLE bench_students ON COMMIT DROP AS
     SELECT id AS user_id, row_number() OVER (ORDER BY id)::integer AS n,
            row_number() OVER (ORDER BY id) > $2::integer AS fresh
       FROM users WHERE user_type = 'Alumno' AND email LIKE $1`,
    [benchStudentPattern, Math.floor(size.students * (1 - freshShare))],
  );
  await db.query('CREATE UNIQUE INDEX ON bench_students (n)');
  await db.query(
    `INSERT INTO students (user_id, first_name, last_names, national_id, phone, birth_date,
                           with_internships, with_employment)
     SELECT user_id, ($1::text[])[1 + n % 10], ($2::text[])[1 + (n / 10) % 10],
            lpad(n::text, 8, '0') || substr('TRWAGMYFPDXBNJZSQVHLCKE', 1 + n % 23, 1),
            CASE WHEN fresh OR n % 7 <> 0 THEN '6' || lpad((n * 7919 % 100000000)::text, 8, '0') END,
            date '1990-01-01' + (n * 37 % 5500),
            fresh OR n % 10 <> 0, fresh OR n % 12 <> 0
       FROM bench_students`,
    [firstNames, lastNames],
  );
  await db.query(
    `INSERT INTO student_cvs (user_id, presentation, internship_search_active, job_search_active, has_work_permit)
     SELECT user_id, 'Estudiante con ganas de aprender.', fresh OR n % 5 <> 0, fresh OR n % 4 <> 0, true
       FROM bench_students`,
  );
  await db.query(
    `INSERT INTO student_standing (user_id, degree_code, degree_name, level, credits_passed_percent,
            has_scholarship, has_own_cv, social_security_number, languages, driving_licence, own_car,
            available_to_relocate)
     SELECT user_id, ($1::text[])[1 + n % cardinality($1::text[])], ($2::text[])[1 + n % cardinality($1::text[])],
            ($3::text[])[1 + n % cardinality($1::text[])],
            CASE WHEN fresh THEN 100 ELSE n * 13 % 101 END, fresh OR n % 9 = 0, fresh OR n % 3 = 0,
            CASE WHEN fresh OR n % 4 <> 0 THEN '28' || lpad((n::bigint * 104729 % 10000000000)::text, 10, '0') END,
            CASE WHEN fresh OR n % 5 < 3 THEN '{"en": "B2"}'::jsonb ELSE '{}'::jsonb END,
            fresh OR n % 2 = 0, fresh OR n % 3 = 0, fresh OR n % 4 = 0
       FROM bench_students`,
    [
      degrees.map((degree) => degree.code),
      degrees.map((degree) => degree.name),
      degrees.map((degree) => degree.level),
    ],
  );
  // Students who log in have accepted the data-protection text in force, when there is one.
  await db.query(
    `INSERT INTO data_protection_acceptances (user_id, version)
     SELECT user_id, (SELECT max(version) FROM data_protection_texts) FROM bench_students
      WHERE EXISTS (SELECT 1 FROM data_protection_texts)`,
  );
};

/**
 * Where offers have a life cycle (state_id, written by the company side's migration): closed
 * offers are closed (3), one in fifty still waits for the careers office (1), the rest published (2).
 */
const setOfferStates = async (db: pg.PoolClient) => {
  const { rowCount } = await db.query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'offers' AND column_name = 'state_id'`,
  );
  if (!rowCount) return;
  await db.query(
    `UPDATE offers SET state_id = CASE WHEN closed_at IS NOT NULL THEN 3 WHEN id % 50 = 0 THEN 1 ELSE 2 END
      WHERE access_slug LIKE '${benchOfferPrefix}%'`,
  );
};

/**
 * Offers of both types over a year: a few big companies with many offers and many with few,
 * big provinces more often, 4 % highlighted, 3 % of the study-and-work programme, some expired or
 * closed, some restricted to degrees, levels, credits or documents.
 */
const insertOffers = async (
  db: pg.PoolClient,
  size: BenchSeedSize,
  reference: ReturnType<typeof referenceData>,
) => {
  await db.query(
    `CREATE TEMP TABLE bench_companies ON COMMIT DROP AS
     SELECT id, row_number() OVER (ORDER BY id)::integer AS n FROM companies WHERE tax_id LIKE 'BENCH%'`,
  );
  await db.query('CREATE UNIQUE INDEX ON bench_companies (n)');
  await db.query(
    `INSERT INTO offers (access_slug, company_id, title, offer_type, published_at, highlighted_at, province,
            study_and_work, expires_at, closed_at, description, island_id, island_name, sector, modality_id,
            contract, salary, dedication_percent, duration_months, places, schedule, hours_per_day, days_per_week,
            starts_on, ends_on, degree_codes, levels, min_credits_percent, scholarship_only,
            without_pending_internships, requires_own_cv, required_documents, external_enrolment_url)
     SELECT '${benchOfferPrefix}' || g.n, c.id,
            CASE WHEN g.internship THEN 'Prácticas: ' ELSE '' END || ($3::text[])[1 + g.n % cardinality($3::text[])],
            CASE WHEN g.internship THEN 'practicas' ELSE 'empleo' END,
            g.published, CASE WHEN g.r2 < 0.04 THEN g.published + (now() - g.published) * g.r3 END,
            g.province, g.r3 < 0.03,
            CASE WHEN g.r4 < 0.2 THEN NULL
                 WHEN g.r4 < 0.3 THEN now() - make_interval(days => 1 + g.n % 60)
                 ELSE now() + make_interval(days => 1 + g.n % 90) END,
            CASE WHEN g.r5 < 0.06 THEN g.published + (now() - g.published) * g.r2 END,
            'Buscamos una persona para incorporarse a nuestro equipo. Oferta ' || g.n || '.',
            island.id, island.name, ($4::text[])[1 + g.n % cardinality($4::text[])], 1 + g.n % 3,
            CASE WHEN NOT g.internship THEN ($5::text[])[1 + g.n % cardinality($5::text[])] END,
            CASE WHEN g.internship THEN 400 + g.n % 700 ELSE 16000 + g.n * 37 % 24000 END,
            (ARRAY[50, 60, 80, 100])[1 + g.n % 4], CASE WHEN g.internship THEN 3 * (1 + g.n % 4) END,
            1 + g.n % 5, ($6::text[])[1 + g.n % cardinality($6::text[])], 4 + g.n % 5, 5,
            CASE WHEN g.internship THEN current_date + 30 + g.n % 120 END,
            CASE WHEN g.internship THEN current_date + 120 + g.n % 240 END,
            CASE WHEN g.r6 < 0.2 THEN ARRAY[($7::text[])[1 + g.n % cardinality($7::text[])]] ELSE '{}' END,
            CASE WHEN g.r6 BETWEEN 0.2 AND 0.35 THEN ARRAY[(ARRAY['grado', 'postgrado'])[1 + g.n % 2]] ELSE '{}' END,
            CASE WHEN g.internship AND g.n % 10 = 0 THEN 50 END, g.n % 50 = 0, g.internship AND g.n % 33 = 0,
            g.n % 20 = 0, CASE WHEN g.n % 30 = 0 THEN '{expediente}'::text[] ELSE '{}' END,
            CASE WHEN g.n % 50 = 1 THEN 'https://empleo.example.org/oferta/' || g.n END
       FROM (SELECT n, random() < 0.45 AS internship,
                    now() - make_interval(secs => power(random(), 1.5) * 365 * 86400) AS published,
                    ($2::text[])[1 + floor(random() * cardinality($2::text[]))::integer] AS province,
                    1 + floor(power(random(), 2.5) * $8::integer)::integer AS company,
                    random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6
               FROM generate_series(1, $1::integer) n) g
       JOIN bench_companies c ON c.n = g.company
       LEFT JOIN LATERAL (
         SELECT i.id, i.name FROM unnest($9::integer[], $10::text[], $11::text[]) AS i (id, name, province)
          WHERE i.province = g.province ORDER BY (i.id * 7 + g.n) % 11 LIMIT 1) island ON true`,
    [
      size.offers,
      reference.provinces,
      jobTitles,
      reference.sectors,
      contracts,
      schedules,
      reference.degrees.map((degree) => degree.code),
      size.companies,
      reference.islands.map((island) => island.id),
      reference.islands.map((island) => island.name),
      reference.islands.map((island) => island.province),
    ],
  );
  await setOfferStates(db);
  await db.query(
    `CREATE TEMP TABLE bench_offers ON COMMIT DROP AS
     SELECT id, row_number() OVER (ORDER BY id)::integer AS n, published_at
       FROM offers WHERE access_slug LIKE '${benchOfferPrefix}%'`,
  );
  await db.query('CREATE UNIQUE INDEX ON bench_offers (n)');
  // Requirements: a language on a third of the offers, a driving licence on a fifth, free text on some.
  await db.query(
    `INSERT INTO offer_requirements (offer_id, kind, value, label, mandatory)
     SELECT id, 'idioma', CASE WHEN n % 2 = 0 THEN 'en:B2' ELSE 'en:B1' END,
            CASE WHEN n % 2 = 0 THEN 'Inglés B2' ELSE 'Inglés B1' END, n % 6 = 0
       FROM bench_offers WHERE n % 3 = 0
     UNION ALL
     SELECT id, 'carnetConducir', NULL, 'Carné de conducir B', n % 10 = 0 FROM bench_offers WHERE n % 5 = 0
     UNION ALL
     SELECT id, 'otro', NULL, 'Experiencia de atención al público', false FROM bench_offers WHERE n % 11 = 0`,
  );
};

/**
 * Candidacies of the students that are not kept fresh, the same number each, with the spread of
 * states of a live portal, and their history (applied, then the present state).
 */
const insertCandidacies = async (db: pg.PoolClient, size: BenchSeedSize) => {
  const applicants = Math.floor(size.students * (1 - freshShare));
  const perStudent = Math.ceil(size.candidacies / applicants);
  if (perStudent > size.offers) throw new Error('More candidacies per student than offers');
  await db.query(
    `INSERT INTO candidacies (offer_id, student_id, state_id, reason_id, applied_at, updated_at)
     SELECT o.id, s.user_id, st.state, CASE WHEN st.state = $6 THEN 7 END,
            o.published_at + (now() - o.published_at) * x.r * 0.5,
            o.published_at + (now() - o.published_at) * (0.5 + x.r * 0.5)
       FROM (SELECT i / $2::integer + 1 AS sn, i % $2::integer AS k, random() AS r, random() AS s
               FROM generate_series(0, $1::integer - 1) i) x
       JOIN bench_students s ON s.n = x.sn
       JOIN bench_offers o ON o.n = (x.sn::bigint * 104729 + x.k::bigint * $3::integer) % $4::integer + 1
       CROSS JOIN LATERAL (
         SELECT CASE WHEN x.s < 0.70 THEN $5::integer WHEN x.s < 0.78 THEN 2 WHEN x.s < 0.83 THEN 3
                     WHEN x.s < 0.86 THEN 4 WHEN x.s < 0.88 THEN 6 WHEN x.s < 0.91 THEN $7::integer
                     WHEN x.s < 0.97 THEN $6::integer ELSE $8::integer END AS state) st`,
    [
      size.candidacies,
      perStudent,
      strideFor(size.offers),
      size.offers,
      CandidacyState.applied,
      CandidacyState.rejected,
      CandidacyState.preEnrolmentOffered,
      CandidacyState.preEnrolmentAccepted,
    ],
  );
  await db.query(
    `INSERT INTO candidacy_state_changes (candidacy_id, state_id, reason_id, changed_at)
     SELECT ca.id, $1::integer, NULL, ca.applied_at FROM candidacies ca JOIN bench_students s ON s.user_id = ca.student_id
     UNION ALL
     SELECT ca.id, ca.state_id, ca.reason_id, ca.updated_at FROM candidacies ca
       JOIN bench_students s ON s.user_id = ca.student_id WHERE ca.state_id <> $1::integer`,
    [CandidacyState.applied],
  );
};

/**
 * Writes the bench data set once per database (a seed mark records it), in one transaction.
 * Returns whether it wrote anything. Run `VACUUM ANALYZE` afterwards (see `settleBenchSeed`).
 */
export const seedBench = async (pool: Pool, size: BenchSeedSize): Promise<boolean> =>
  inTransaction(pool, async (db) => {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('careers-portal.seed'))`);
    if (await hasBenchSeed(db, size)) return false;
    if (
      ((await db.query(`SELECT 1 FROM offers WHERE access_slug LIKE '${benchOfferPrefix}%' LIMIT 1`))
        .rowCount ?? 0) > 0
    ) {
      throw new Error('This database holds a bench data set of another size: use an empty database.');
    }
    await db.query('SELECT setseed(0.42)');
    const reference = referenceData();
    await insertCompanies(db, size);
    await insertStudents(db, size, reference.degrees);
    await insertOffers(db, size, reference);
    await insertCandidacies(db, size);
    await db.query('INSERT INTO seed_marks (key) VALUES ($1)', [markOf(size)]);
    return true;
  });

/** Fresh statistics and visibility maps after a bulk load, so plans and index-only scans are right. */
export const settleBenchSeed = (pool: Pool) =>
  pool.query(
    'VACUUM (ANALYZE) companies, users, students, student_cvs, student_standing, offers, offer_requirements, candidacies, candidacy_state_changes',
  );

/** The students kept without candidacies, eligible for any offer without restrictions. */
export const freshStudents = async (db: Pool, size: BenchSeedSize): Promise<number[]> => {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE user_type = 'Alumno' AND email LIKE $1 ORDER BY id OFFSET $2`,
    [benchStudentPattern, Math.floor(size.students * (1 - freshShare))],
  );
  return rows.map((row) => row.id);
};

/**
 * Open bench offers any fresh student may apply to: no degree, level, credit, document or
 * mandatory requirement restriction, of a visible company.
 */
export const unrestrictedOfferSlugs = async (db: Pool, limit: number): Promise<string[]> => {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT o.access_slug AS slug FROM offers o JOIN companies c ON c.id = o.company_id
      WHERE o.access_slug LIKE '${benchOfferPrefix}%' AND o.closed_at IS NULL
        AND (o.expires_at IS NULL OR o.expires_at > now() + interval '1 day')
        AND c.validated AND NOT c.blocked
        AND cardinality(o.degree_codes) = 0 AND cardinality(o.levels) = 0 AND o.min_credits_percent IS NULL
        AND NOT o.scholarship_only AND NOT o.without_pending_internships AND cardinality(o.required_documents) = 0
        AND NOT EXISTS (SELECT 1 FROM offer_requirements r WHERE r.offer_id = o.id AND r.mandatory)
      ORDER BY o.id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.slug);
};
