import {
  CandidacyState,
  Status,
  Success,
  isSocialSecurityMandatory,
  profileIdOf,
  type ApplyRequest,
  type CandidacyDetail,
  type CandidacySummary,
  type CreditWarning,
  type OfferType,
} from '@portal/contracts';
import type pg from 'pg';
import { batched, type Batched } from '../platform/db/batched';
import type { LookupCompanion } from '../platform/auth/sessions';
import { batchPoolOf, inTransaction, type Pool } from '../platform/db/pool';
import { refuse, type Outcome, type Refusal } from '../platform/http/outcome';
import { isOfferedRejectionReason } from './rejection-reasons';
import { studyCountsSql } from '../cv/study-verification';
import { meetsRequirement, type RequirementRow, type StudentStanding } from './student-standing';

/** The offer as the enrolment rules read it; only offers a student can see. */
interface ApplicableOffer {
  id: number;
  type: OfferType;
  startsOn: Date | null;
  endsOn: Date | null;
  degreeCodes: string[];
  levels: string[];
  minCreditsPercent: number | null;
  scholarshipOnly: boolean;
  withoutPendingInternships: boolean;
  requiresOwnCv: boolean;
  requiredDocuments: string[];
  /** Whether the student already has a candidacy to it (status 10). */
  alreadyCandidate: boolean;
  mandatoryRequirements: RequirementRow[];
}

/** The offer's columns the enrolment rules read, with the candidacy of the student `student` and the offer's mandatory requirements. */
const applicableOfferColumnsOf = (student: string) => `o.id, o.offer_type AS type, o.starts_on AS "startsOn", o.ends_on AS "endsOn",
                  o.degree_codes AS "degreeCodes", o.levels, o.min_credits_percent AS "minCreditsPercent",
                  o.scholarship_only AS "scholarshipOnly", o.without_pending_internships AS "withoutPendingInternships",
                  o.requires_own_cv AS "requiresOwnCv", o.required_documents AS "requiredDocuments",
                  EXISTS (SELECT 1 FROM candidacies ca WHERE ca.student_id = ${student} AND ca.offer_id = o.id) AS "alreadyCandidate",
                  (SELECT coalesce(json_agg(json_build_object('offerId', r.offer_id, 'kind', r.kind, 'value', r.value,
                                                              'label', r.label) ORDER BY r.id), '[]')
                     FROM offer_requirements r WHERE r.offer_id = o.id AND r.mandatory) AS "mandatoryRequirements"`;
const applicableOfferColumns = applicableOfferColumnsOf('$2');
/** Only offers a student can see, by their access URL `slug`. */
const applicableOfferWhereOf = (slug: string) => `WHERE o.access_slug = ${slug} AND o.closed_at IS NULL AND o.state_id = 2
              AND (o.expires_at IS NULL OR o.expires_at > now())
              AND c.validated AND NOT c.blocked`;
const applicableOfferWhere = applicableOfferWhereOf('$1');

/**
 * The offer, the student's candidacy to it and its mandatory requirements in one round trip (a
 * named statement: parsed and planned once per connection).
 */
const findApplicableOffer = async (db: Pool | pg.PoolClient, slug: string, studentId: number) => {
  const { rows } = await db.query<ApplicableOffer>({
    name: 'applicable-offer',
    text: `SELECT ${applicableOfferColumns} FROM offers o JOIN companies c ON c.id = o.company_id ${applicableOfferWhere}`,
    values: [slug, studentId],
  });
  return rows[0];
};

/**
 * The degree and level of the standing count unless they were taken from a CV study that no
 * longer counts (a declaration not verified under the brand's verificarEstudiosDeclarados, one
 * the office rejected, one deleted): the enrolment rules read the verified state at once, even
 * when the flag was switched on after the student declared.
 */
const standingStudyCounts = `(st.study_id IS NULL OR EXISTS (SELECT 1 FROM student_studies ss WHERE ss.id = st.study_id AND ${studyCountsSql('ss')}))`;

/** Everything the rules of spec 000 §6 read about the student $n (students s, student_standing st, student_cvs cv). */
const standingSelect = (student: string) => `SELECT s.with_internships AS "withInternships", s.with_employment AS "withEmployment",
            s.national_id AS "nationalId", s.phone, s.birth_date AS "birthDate",
            coalesce(cv.internship_search_active, false) AS "internshipSearchActive",
            coalesce(cv.job_search_active, false) AS "jobSearchActive",
            coalesce(cv.has_work_permit, false) AS "hasWorkPermit",
            st.deregistered,
            EXISTS (SELECT 1 FROM leave_requests lr WHERE lr.user_id = s.user_id AND lr.handled_at IS NULL) AS leaving,
            CASE WHEN ${standingStudyCounts} THEN st.degree_code ELSE '' END AS "degreeCode",
            CASE WHEN ${standingStudyCounts} THEN st.level ELSE '' END AS level, st.two_year_master AS "twoYearMaster",
            st.credits_passed_percent AS "creditsPassedPercent",
            st.enrolled_for_internships AS "enrolledForInternships",
            st.authorised_for_internships AS "authorisedForInternships",
            st.has_scholarship AS "hasScholarship", st.has_pending_internships AS "hasPendingInternships",
            st.has_own_cv AS "hasOwnCv", st.needs_work_permit AS "needsWorkPermit",
            st.social_security_number AS "socialSecurityNumber", st.provided_documents AS "providedDocuments",
            st.languages, st.driving_licence AS "drivingLicence", st.own_car AS "ownCar",
            st.available_to_relocate AS "availableToRelocate"
       FROM students s
       JOIN student_standing st ON st.user_id = s.user_id
       LEFT JOIN student_cvs cv ON cv.user_id = s.user_id
      WHERE s.user_id = ${student}`;

/** Everything the rules of spec 000 §6 read about the student, in one query. */
export const loadStanding = async (db: Pool | pg.PoolClient, studentId: number) => {
  const { rows } = await db.query<StudentStanding>({
    name: 'student-standing',
    text: standingSelect('$1'),
    values: [studentId],
  });
  return rows[0];
};

/** The states of an internship that a new one must not overlap. */
const overlapSql = (student: string, startsOn: string, endsOn: string) =>
  `SELECT 1 FROM student_internships
    WHERE student_id = ${student} AND state IN ('pendiente', 'enCurso')
      AND daterange(starts_on, ends_on, '[]') && daterange(${startsOn}, ${endsOn}, '[]')`;

type OfferAndStandingRow = ApplicableOffer & { standing: 'found' | null; overlapsInternship: boolean } & Partial<StudentStanding>;

/** What applying reads about the offer at `slug` and the student `student` (SQL expressions). */
const offerAndStandingSql = (slug: string, student: string) => `SELECT ${applicableOfferColumnsOf(student)},
                  o.starts_on IS NOT NULL AND o.ends_on IS NOT NULL
                    AND EXISTS (${overlapSql(student, 'o.starts_on', 'o.ends_on')}) AS "overlapsInternship",
                  standing.*
             FROM offers o JOIN companies c ON c.id = o.company_id
             LEFT JOIN LATERAL (SELECT 'found' AS standing, student.* FROM (${standingSelect(student)}) student) standing ON true
            ${applicableOfferWhereOf(slug)}`;

/** The columns of the row that are dates: JSON gives them as 'YYYY-MM-DD'. */
const dateColumns = ['startsOn', 'endsOn', 'birthDate'] as const;

/**
 * The row as read by the statement, from its JSON (`to_json`): each date as the local midnight of
 * its day, as pg gives a date column, so the rules read the same values either way.
 */
const fromJson = (json: Record<string, unknown>): OfferAndStandingRow => {
  // A copy: two requests of one batch may share the answer.
  const row = { ...json };
  for (const column of dateColumns) {
    const day = row[column];
    if (typeof day === 'string') {
      const [year, month, date] = day.split('-').map(Number);
      row[column] = new Date(year!, month! - 1, date);
    }
  }
  return row as unknown as OfferAndStandingRow;
};

const toOfferAndStanding = (json: Record<string, unknown> | null | undefined) => {
  if (!json) return undefined;
  const { standing, overlapsInternship, ...rest } = fromJson(json);
  return { offer: rest as ApplicableOffer, student: standing ? (rest as StudentStanding) : undefined, overlapsInternship };
};
type OfferAndStanding = ReturnType<typeof toOfferAndStanding>;

/**
 * What applying reads (the offer, the student's standing, an overlapping internship), asked in the
 * same statement as the request's session lookup (auth/sessions.ts): one statement fewer per
 * application. It reads the body's urlOferta, so the apply route's guard runs at preValidation.
 * The offer's URL as the contract's schema will take it (trimmed, 1 to 200 characters).
 */
export const applicationCompanion: LookupCompanion = {
  name: 'application',
  sql: `(SELECT to_json(found) FROM (${offerAndStandingSql('caller.args->>0', 'caller.user_id')}) found)`,
  values: (request) => {
    const slug = (request.body as { urlOferta?: unknown } | undefined)?.urlOferta;
    if (typeof slug !== 'string') return undefined;
    const trimmed = slug.trim();
    return trimmed.length >= 1 && trimmed.length <= 200 ? [trimmed] : undefined;
  },
};

interface ApplicationQuestion {
  slug: string;
  studentId: number;
}

/**
 * What applying reads for the applications that arrived together, in one round trip (a named
 * statement): for each, the offer with the student's candidacy to it and its mandatory
 * requirements, the student's standing (null when the student has none), and whether the offer's
 * dates overlap an internship of the student.
 */
const findOffersAndStandings = async (db: Pool, questions: ApplicationQuestion[]) => {
  // As JSON, as the session lookup's companion reads it (one way to read the row): one value to parse, not 45 columns.
  const { rows } = await db.query<{ asked: string; found: Record<string, unknown> }>({
    name: 'applicable-offers-and-standings',
    text: `SELECT asked.n AS asked, to_json(found) AS found
             FROM unnest($1::text[], $2::integer[]) WITH ORDINALITY AS asked(slug, student_id, n)
             CROSS JOIN LATERAL (${offerAndStandingSql('asked.slug', 'asked.student_id')}) found`,
    values: [questions.map((question) => question.slug), questions.map((question) => question.studentId)],
  });
  const answers: OfferAndStanding[] = questions.map(() => undefined);
  for (const { asked: n, found } of rows) answers[Number(n) - 1] = toOfferAndStanding(found);
  return answers;
};

interface NewCandidacy {
  offerId: number;
  studentId: number;
}
interface CreatedCandidacy {
  urlAcceso: string;
  idEstado: number;
}

/**
 * The candidacies, each with the first step of its history, of the applications that arrived
 * together, in one statement (none for a student who already has one). The unique
 * (student, offer) key decides as for one: an application of a pair that exists, or that an
 * earlier application of the same statement or a concurrent one has just created, inserts
 * nothing and is answered "already a candidate". The rows are inserted in (student, offer) order,
 * so that two statements with common pairs wait for each other in one order and never deadlock.
 */
const createCandidacies = async (db: Pool, applications: NewCandidacy[]) => {
  // A pair asked twice in the batch is inserted once: the first asker gets the candidacy.
  const pairs = new Map(applications.map((application) => [`${application.studentId}/${application.offerId}`, application]));
  const distinct = [...pairs.values()];
  const { rows } = await db.query<CreatedCandidacy & NewCandidacy>({
    name: 'create-candidacies',
    text: `WITH created AS (
             INSERT INTO candidacies (offer_id, student_id, state_id)
             SELECT asked.offer_id, asked.student_id, $3
               FROM unnest($1::integer[], $2::integer[]) AS asked(offer_id, student_id)
              ORDER BY asked.student_id, asked.offer_id
             ON CONFLICT (student_id, offer_id) DO NOTHING
             RETURNING id, offer_id, student_id, access_slug, state_id),
           history AS (
             INSERT INTO candidacy_state_changes (candidacy_id, state_id) SELECT id, state_id FROM created)
           SELECT offer_id AS "offerId", student_id AS "studentId", access_slug AS "urlAcceso", state_id AS "idEstado"
             FROM created`,
    values: [
      distinct.map((application) => application.offerId),
      distinct.map((application) => application.studentId),
      CandidacyState.applied,
    ],
  });
  const created = new Map(rows.map(({ offerId, studentId, ...candidacy }) => [`${studentId}/${offerId}`, candidacy]));
  // The first application of a pair gets the candidacy; the same pair again in the batch, none.
  return applications.map(({ offerId, studentId }) => {
    const key = `${studentId}/${offerId}`;
    const candidacy = created.get(key);
    created.delete(key);
    return candidacy;
  });
};

/** The batches of applications of each server (its pool): tests build several servers in one process. */
const applicationBatches = new WeakMap<
  Pool,
  {
    read: Batched<ApplicationQuestion, OfferAndStanding>;
    create: Batched<NewCandidacy, CreatedCandidacy | undefined>;
  }
>();
const applicationBatchesOf = (pool: Pool) => {
  let batches = applicationBatches.get(pool);
  if (!batches) {
    batches = {
      read: batched({
        many: (questions) => findOffersAndStandings(batchPoolOf(pool), questions),
        // The same application twice at once (a double click, a retry) is read once.
        keyOf: (question) => `${question.studentId}/${question.slug}`,
      }),
      create: batched({ many: (applications) => createCandidacies(batchPoolOf(pool), applications) }),
    };
    applicationBatches.set(pool, batches);
  }
  return batches;
};

/** Master's students of two-year programmes need half their credits for internships (spec 000 §9). */
const twoYearMasterMinimum = 50;

/** The credits an offer asks of this student, if any. */
const requiredCreditsPercent = (offer: ApplicableOffer, student: StudentStanding): number | null => {
  const floors = [offer.minCreditsPercent ?? 0];
  if (offer.type === 'practicas' && student.twoYearMaster) floors.push(twoYearMasterMinimum);
  const floor = Math.max(...floors);
  return floor > 0 ? floor : null;
};

/**
 * Whether an internship starting on `startsOn` needs the social security number: those starting
 * from 1 January 2024 on (spec 000 §9); one with no start date yet is judged by today. The
 * database gives a date as the local midnight of that day; the rule reads the day itself.
 */
export const socialSecurityNeededFor = (startsOn: Date | null) =>
  startsOn
    ? isSocialSecurityMandatory(new Date(Date.UTC(startsOn.getFullYear(), startsOn.getMonth(), startsOn.getDate())))
    : isSocialSecurityMandatory();

/**
 * Data an internship needs before a student can start it (518, faltaDatosNecesariosPorPractica);
 * the social security number only when that internship needs it (by default: one starting today).
 */
export const missingDataForInternship = (
  student: Pick<StudentStanding, 'nationalId' | 'phone' | 'socialSecurityNumber'>,
  socialSecurityNeeded = isSocialSecurityMandatory(),
) => {
  const missing: ('dni' | 'telefono' | 'numSeguridadSocial')[] = [];
  if (!student.nationalId) missing.push('dni');
  if (!student.phone) missing.push('telefono');
  if (socialSecurityNeeded && !student.socialSecurityNumber) missing.push('numSeguridadSocial');
  return missing;
};

/** Level restrictions: only grado 18, only postgrado 19, any other set of levels 47. */
const levelRefusal = (levels: string[], level: string): number | undefined => {
  if (levels.length === 0 || levels.includes(level)) return undefined;
  if (levels.length === 1 && levels[0] === 'grado') return Status.onlyGrado;
  if (levels.length === 1 && levels[0] === 'postgrado') return Status.onlyPostgrado;
  return Status.offerForAnotherDegreeLevel;
};

/**
 * Every condition of spec 000 §4 and §6 that a student must meet to apply, in the order a
 * student would fix them: the offer, the student's standing with the service, then what the
 * offer asks. The first unmet condition is the answer.
 */
const checkConditions = (
  { offer, student, overlapsInternship }: { offer: ApplicableOffer; student: StudentStanding | undefined; overlapsInternship: boolean },
  request: ApplyRequest,
): Refusal | undefined => {
  if (request.tipo && request.tipo !== offer.type) {
    return { status: offer.type === 'empleo' ? Status.offerIsForEmployment : Status.offerIsForInternships };
  }
  if (!student) return { status: Status.noStudiesFound };
  if (student.deregistered) return { status: Status.deregistered };
  // Companies no longer see a student who asked to leave: a candidacy now would reach nobody.
  if (student.leaving) return { status: Status.leavingCannotApply };
  const internship = offer.type === 'practicas';
  if (!internship && !student.withEmployment) return { status: Status.noEmploymentService };
  if (internship && !student.withInternships) return { status: Status.noInternshipService };
  if (internship && !student.enrolledForInternships) return { status: Status.notEnrolledForInternships };
  if (internship && !student.authorisedForInternships) return { status: Status.notAuthorisedForInternships };

  if (offer.alreadyCandidate) return { status: Status.alreadyCandidate };

  if (!(internship ? student.internshipSearchActive : student.jobSearchActive)) {
    return { status: Status.activeSearchRequired };
  }
  if (offer.requiresOwnCv && !student.hasOwnCv) return { status: Status.ownCvRequired };
  if (student.needsWorkPermit && !student.hasWorkPermit) return { status: Status.workPermitNeeded };
  const level = levelRefusal(offer.levels, student.level);
  if (level) return { status: level };
  if (offer.degreeCodes.length > 0 && !offer.degreeCodes.includes(student.degreeCode)) {
    return { status: Status.offerForAnotherDegree };
  }
  const credits = requiredCreditsPercent(offer, student);
  if (credits !== null && student.creditsPassedPercent < credits) return { status: Status.creditsMissing };
  if (offer.withoutPendingInternships && student.hasPendingInternships) {
    return { status: Status.onlyWithoutPendingInternships };
  }
  if (offer.scholarshipOnly && !student.hasScholarship) return { status: Status.scholarshipOnly };
  if (internship && overlapsInternship) return { status: Status.overlapsInternship };
  if (offer.requiredDocuments.some((document) => !student.providedDocuments.includes(document))) {
    return { status: Status.missingDocumentation };
  }
  if (internship && missingDataForInternship(student, socialSecurityNeededFor(offer.startsOn)).length > 0)
    return { status: Success.missingInternshipData };
  const unmet = offer.mandatoryRequirements
    .filter((requirement) => !meetsRequirement(requirement, student))
    .map((requirement) => requirement.label);
  if (unmet.length > 0) return { status: Status.requirementsNotMet, requisitos: unmet };
  return undefined;
};

const recordStateChange = (
  db: pg.PoolClient,
  candidacyId: number,
  stateId: number,
  reasonId: number | null = null,
) =>
  db.query('INSERT INTO candidacy_state_changes (candidacy_id, state_id, reason_id) VALUES ($1, $2, $3)', [
    candidacyId,
    stateId,
    reasonId,
  ]);

/**
 * `inscribirse`: the candidacy, or the first unmet condition. The unique (student, offer) key
 * makes two simultaneous requests create one candidacy: the second waits for the first and then
 * inserts nothing, which answers 10. The candidacy and its history are written by one statement,
 * so no transaction is opened around the checks (in READ COMMITTED it would not make them see one
 * snapshot either): two round trips fewer on the busiest write of the portal. Everything the
 * checks read (the offer, the student's standing, an overlapping internship) is read by one
 * statement before: the session lookup's own (`applicationCompanion`) on the route, or its own
 * statement otherwise. An application costs one round trip after the session lookup, shared with
 * the applications that arrived at the same time.
 */
export const apply = async (
  db: Pool,
  studentId: number,
  request: ApplyRequest,
  /** What `applicationCompanion` read with the session, when it was asked. */
  readWithSession?: { value: unknown },
): Promise<Outcome<{ urlAcceso: string; idEstado: number }>> => {
  // Each statement answers every application that arrived at the same time (db/batched.ts).
  const batches = applicationBatchesOf(db);
  const read = readWithSession
    ? toOfferAndStanding(readWithSession.value as Record<string, unknown> | null)
    : await batches.read.ask({ slug: request.urlOferta, studentId });
  if (!read) return refuse(Status.offerNotFound);
  const { offer } = read;
  const refusal = checkConditions(read, request);
  if (refusal) return refuse(refusal.status, refusal.requisitos);
  const created = await batches.create.ask({ offerId: offer.id, studentId });
  if (!created) return refuse(Status.alreadyCandidate);
  return { ok: true, value: { urlAcceso: created.urlAcceso, idEstado: created.idEstado } };
};

/** The caller's candidacy to an offer (by the offer's access URL), locked for an update. */
const lockCandidacy = async (db: pg.PoolClient, studentId: number, offerSlug: string) => {
  const { rows } = await db.query<{ id: number; stateId: number; profileId: 1 | 2 }>(
    `SELECT ca.id, ca.state_id AS "stateId", CASE o.offer_type WHEN 'empleo' THEN 1 ELSE 2 END AS "profileId"
       FROM candidacies ca JOIN offers o ON o.id = ca.offer_id
      WHERE ca.student_id = $1 AND o.access_slug = $2
        FOR UPDATE OF ca`,
    [studentId, offerSlug],
  );
  return rows[0];
};

/** `desinscribirse`: only an application nobody has processed yet can be withdrawn (30, 31). */
export const withdraw = (pool: Pool, studentId: number, offerSlug: string): Promise<Outcome<number>> =>
  inTransaction(pool, async (db) => {
    const candidacy = await lockCandidacy(db, studentId, offerSlug);
    if (!candidacy) return refuse(Status.applicationNotFound);
    if (candidacy.stateId !== CandidacyState.applied) return refuse(Status.applicationProcessed);
    await db.query('DELETE FROM candidacies WHERE id = $1', [candidacy.id]);
    return { ok: true, value: Success.unenrolled };
  });

/**
 * The student's answer to a pre-enrolment (state 16): accepted, or rejected with a reason of
 * state 17 for the offer's profile or for any profile (spec 000 §4). 31 without a candidacy,
 * 30 when it is not waiting for an answer, 15 for a reason that is not offered.
 */
export const answerPreEnrolment = (
  pool: Pool,
  studentId: number,
  offerSlug: string,
  answer: { accept: true } | { accept: false; reasonId: number },
): Promise<Outcome<number>> =>
  inTransaction(pool, async (db) => {
    const candidacy = await lockCandidacy(db, studentId, offerSlug);
    if (!candidacy) return refuse(Status.applicationNotFound);
    if (candidacy.stateId !== CandidacyState.preEnrolmentOffered) return refuse(Status.applicationProcessed);
    let reasonId: number | null = null;
    if (!answer.accept) {
      if (!isOfferedRejectionReason(answer.reasonId, candidacy.profileId, 'alumno'))
        return refuse(Status.missingMandatoryData);
      reasonId = answer.reasonId;
    }
    const state = answer.accept ? CandidacyState.preEnrolmentAccepted : CandidacyState.rejected;
    await db.query('UPDATE candidacies SET state_id = $2, reason_id = $3, updated_at = now() WHERE id = $1', [
      candidacy.id,
      state,
      reasonId,
    ]);
    await recordStateChange(db, candidacy.id, state, reasonId);
    return { ok: true, value: Success.preinscriptionSaved };
  });

/** `sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}`: whether the student falls short of the credits. */
export const creditWarningFor = async (
  pool: Pool,
  studentId: number,
  offerSlug: string,
): Promise<Outcome<CreditWarning>> => {
  const offer = await findApplicableOffer(pool, offerSlug, studentId);
  if (!offer) return refuse(Status.offerNotFound);
  const student = await loadStanding(pool, studentId);
  if (!student) return refuse(Status.noStudiesFound);
  const minimum = requiredCreditsPercent(offer, student);
  return {
    ok: true,
    value: {
      aviso: minimum !== null && student.creditsPassedPercent < minimum,
      creditosMinimos: minimum,
      creditosSuperados: student.creditsPassedPercent,
    },
  };
};

interface CandidacyRow {
  id: number;
  urlAcceso: string;
  idEstado: number;
  idMotivo: number | null;
  fecha: Date;
  fechaActualizacion: Date;
  idOferta: number;
  ofertaUrl: string;
  titulo: string;
  empresa: string;
  provincia: string | null;
  tipo: OfferType;
}

const candidacyColumns = `
  ca.id, ca.access_slug AS "urlAcceso", ca.state_id AS "idEstado", ca.reason_id AS "idMotivo",
  ca.applied_at AS fecha, ca.updated_at AS "fechaActualizacion",
  o.id AS "idOferta", o.access_slug AS "ofertaUrl", o.title AS titulo, c.trade_name AS empresa,
  o.province AS provincia, o.offer_type AS tipo
  FROM candidacies ca JOIN offers o ON o.id = ca.offer_id JOIN companies c ON c.id = o.company_id`;

const toSummary = (row: CandidacyRow): CandidacySummary => ({
  urlAcceso: row.urlAcceso,
  idPerfil: profileIdOf[row.tipo],
  idEstado: row.idEstado,
  fecha: row.fecha.toISOString(),
  fechaActualizacion: row.fechaActualizacion.toISOString(),
  oferta: {
    idOferta: row.idOferta,
    urlAcceso: row.ofertaUrl,
    titulo: row.titulo,
    empresa: row.empresa,
    provincia: row.provincia,
    tipo: row.tipo,
  },
});

/** The caller's candidacies of one type, most recently changed first. */
export const listCandidacies = async (pool: Pool, studentId: number, type: OfferType) => {
  const { rows } = await pool.query<CandidacyRow>(
    `SELECT ${candidacyColumns}
      WHERE ca.student_id = $1 AND o.offer_type = $2
      ORDER BY ca.updated_at DESC, ca.id DESC`,
    [studentId, type],
  );
  return rows.map(toSummary);
};

/** One of the caller's candidacies with its history; another student's is not found. */
export const findCandidacy = async (
  pool: Pool,
  studentId: number,
  slug: string,
): Promise<CandidacyDetail | undefined> => {
  const { rows } = await pool.query<CandidacyRow>(
    `SELECT ${candidacyColumns} WHERE ca.student_id = $1 AND ca.access_slug = $2`,
    [studentId, slug],
  );
  const row = rows[0];
  if (!row) return undefined;
  const history = await pool.query<{ idEstado: number; fecha: Date; idMotivo: number | null }>(
    `SELECT state_id AS "idEstado", changed_at AS fecha, reason_id AS "idMotivo"
       FROM candidacy_state_changes WHERE candidacy_id = $1 ORDER BY changed_at, id`,
    [row.id],
  );
  return {
    ...toSummary(row),
    idMotivo: row.idMotivo,
    historial: history.rows.map((change) => ({ ...change, fecha: change.fecha.toISOString() })),
  };
};
