import type { OutcomePanel } from '@portal/contracts';

/**
 * The SQL of each outcome dashboard (issue 26), on the real tables. Every query takes the same
 * three parameters: $1 the period's first day, $2 its last day (both included), $3 a degree code
 * or null. Degree codes are compared without their hyphen: the students' academic records write
 * "GII" for the reference data's "G-II".
 *
 * What the degree filter means: offers that name the degree among those who may apply (ofertas,
 * sectores, cobertura, and the active companies of empresas); students of the degree (embudo,
 * practicas, encuestas). New companies and companies with an agreement have no degree: the filter
 * leaves them as they are.
 *
 * Every row is [...labels, ...figures]; `measures` says what each figure counts (people are hidden
 * below five, see privacy.ts).
 */
export interface PanelQuery {
  dimensions: string[];
  measures: { clave: string; tipo: 'personas' | 'cuenta' | 'dias' | 'porcentaje' }[];
  sql: string;
}

const inPeriod = (column: string) => `${column} >= $1::date AND ${column} < $2::date + 1`;
const sameDegree = (column: string) => `($3::text IS NULL OR replace(${column}, '-', '') = replace($3::text, '-', ''))`;
/** An offer open to the degree's students: it names the degree (in either spelling). */
const offerForDegree = `($3::text IS NULL OR o.degree_codes && ARRAY[$3::text, replace($3::text, '-', '')])`;
/** Offers that were published (published, closed or expired; not drafts, pending, rejected or deleted). */
const publishedOffer = `o.state_id IN (2, 3) AND NOT o.draft AND ${inPeriod('o.published_at')} AND ${offerForDegree}`;
/** Every month of the period, so that a month without anything reads 0. */
const periodMonths = `SELECT to_char(m, 'YYYY-MM') AS month
    FROM generate_series(date_trunc('month', $1::date), date_trunc('month', $2::date), interval '1 month') m`;
const noLabel = `'—'`;

const count = (clave: string) => ({ clave, tipo: 'cuenta' as const });
const people = (clave: string) => ({ clave, tipo: 'personas' as const });
const days = (clave: string) => ({ clave, tipo: 'dias' as const });

export const panelQueries: Record<OutcomePanel, PanelQuery> = {
  ofertas: {
    dimensions: ['mes'],
    measures: [count('empleo'), count('practicas')],
    sql: `
      WITH published AS (
        SELECT to_char(o.published_at, 'YYYY-MM') AS month,
               count(*) FILTER (WHERE o.offer_type = 'empleo')::integer AS jobs,
               count(*) FILTER (WHERE o.offer_type = 'practicas')::integer AS internships
          FROM offers o WHERE ${publishedOffer} GROUP BY 1)
      SELECT m.month, coalesce(p.jobs, 0), coalesce(p.internships, 0)
        FROM (${periodMonths}) m LEFT JOIN published p USING (month) ORDER BY m.month`,
  },

  sectores: {
    dimensions: ['sector'],
    measures: [count('empleo'), count('practicas')],
    sql: `
      SELECT coalesce(nullif(o.sector, ''), ${noLabel}),
             count(*) FILTER (WHERE o.offer_type = 'empleo')::integer,
             count(*) FILTER (WHERE o.offer_type = 'practicas')::integer
        FROM offers o WHERE ${publishedOffer}
       GROUP BY 1 ORDER BY count(*) DESC, 1`,
  },

  /**
   * Candidacies that applied in the period, by the furthest stage they reached: pre-selected is
   * shortlisted, interviewing or finalist (3, 4, 5) or beyond; selected is 6. A candidacy now
   * rejected or withdrawn (17, 7) counts for the stage its history had reached (furthest_stage).
   * Incorporated: selected, and its incorporation form's first day has come or its internship
   * started.
   */
  embudo: {
    dimensions: ['tipo', 'titulacion'],
    measures: [people('inscritas'), people('preseleccionadas'), people('seleccionadas'), people('incorporadas')],
    // Each candidacy carries its offer's type, its student's degree and its furthest stage
    // (migration 070), so the million candidacies are counted by one parallel pass without a join;
    // the incorporated are found from the few incorporation forms and internships instead.
    sql: `
      WITH counted AS (
        SELECT ca.offer_type, coalesce(ca.degree_code, ${noLabel}) AS degree, count(*) AS applied,
               count(*) FILTER (WHERE ca.state_id IN (3, 4, 5, 6) OR (ca.state_id IN (7, 17) AND ca.furthest_stage >= 1)) AS preselected,
               count(*) FILTER (WHERE ca.state_id = 6 OR (ca.state_id IN (7, 17) AND ca.furthest_stage >= 2)) AS selected,
               0 AS incorporated
          FROM candidacies ca
         WHERE ${inPeriod('ca.applied_at')} AND ${sameDegree('ca.degree_code')}
         GROUP BY 1, 2
        UNION ALL
        SELECT offer_type, coalesce(degree_code, ${noLabel}), 0, 0, 0, count(DISTINCT id)
          FROM (SELECT ca.id, ca.offer_type, ca.degree_code, ca.applied_at, ca.state_id
                  FROM incorporation_forms f JOIN candidacies ca ON ca.id = f.candidacy_id
                 WHERE f.starts_on <= current_date
                UNION ALL
                SELECT ca.id, ca.offer_type, ca.degree_code, ca.applied_at, ca.state_id
                  FROM student_internships i JOIN candidacies ca ON ca.student_id = i.student_id AND ca.offer_id = i.offer_id
                 WHERE i.state IN ('enCurso', 'finalizada')) started
         WHERE state_id = 6 AND ${inPeriod('applied_at')} AND ${sameDegree('degree_code')}
         GROUP BY 1, 2)
      SELECT offer_type, degree, sum(applied)::integer, sum(preselected)::integer, sum(selected)::integer, sum(incorporated)::integer
        FROM counted GROUP BY 1, 2 ORDER BY 1, 2`,
  },

  /**
   * Offers published in the period and filled: days from publication to the first selection of a
   * candidate or, without one, to the offer's close. Offers still open are counted apart.
   */
  cobertura: {
    dimensions: ['tipo'],
    measures: [count('cubiertas'), days('mediana'), days('p90'), count('abiertas')],
    sql: `
      WITH period_offers AS (
        SELECT o.id, o.offer_type, o.published_at, o.closed_at FROM offers o WHERE ${publishedOffer}),
      -- A selected candidacy stays selected, or is withdrawn or rejected later (6, 7, 17: the few an
      -- index of migration 067 keeps), and applied to an offer of the period on or after its first day.
      first_selection AS (
        SELECT ca.offer_id, min(h.changed_at) AS at
          FROM candidacies ca JOIN candidacy_state_changes h ON h.candidacy_id = ca.id AND h.state_id = 6
         WHERE ca.state_id IN (6, 7, 17) AND ca.applied_at >= $1::date
         GROUP BY ca.offer_id),
      filled AS (
        SELECT p.offer_type,
               -- An offer without an end stays null (greatest() would make it 0); an end before the publication is 0.
               CASE WHEN coalesce(f.at, p.closed_at) < p.published_at THEN 0
                    ELSE extract(epoch FROM coalesce(f.at, p.closed_at) - p.published_at) / 86400 END AS days
          FROM period_offers p LEFT JOIN first_selection f ON f.offer_id = p.id)
      SELECT t.offer_type, count(f.days)::integer,
             round(percentile_cont(0.5) WITHIN GROUP (ORDER BY f.days)::numeric, 1)::float8,
             round(percentile_cont(0.9) WITHIN GROUP (ORDER BY f.days)::numeric, 1)::float8,
             (count(f.offer_type) - count(f.days))::integer
        FROM (VALUES ('empleo'), ('practicas')) t (offer_type)
        LEFT JOIN filled f ON f.offer_type = t.offer_type
       GROUP BY 1 ORDER BY 1`,
  },

  /**
   * Internships that started in the period (begun and not waiting any more: in progress, finished
   * or given up after starting) and that finished in it, by the student's degree and the year.
   * Internships whose student's data was erased are kept anonymised, without a degree: they count
   * under no degree when no degree is asked for.
   */
  practicas: {
    dimensions: ['titulacion', 'anio'],
    measures: [people('iniciadas'), people('finalizadas')],
    sql: `
      WITH internships AS (
        SELECT coalesce(s.degree_code, ${noLabel}) AS degree, i.starts_on, i.ends_on, i.state
          FROM student_internships i LEFT JOIN student_standing s ON s.user_id = i.student_id
         WHERE ${sameDegree('s.degree_code')}
        UNION ALL
        SELECT ${noLabel}, a.starts_on, a.ends_on, a.state FROM anonymised_internships a WHERE $3::text IS NULL),
      steps AS (
        SELECT degree, extract(year FROM starts_on)::integer AS year, 1 AS started, 0 AS finished FROM internships
         WHERE state <> 'pendiente' AND starts_on <= current_date AND starts_on BETWEEN $1::date AND $2::date
        UNION ALL
        SELECT degree, extract(year FROM ends_on)::integer, 0, 1 FROM internships
         WHERE state = 'finalizada' AND ends_on BETWEEN $1::date AND $2::date)
      SELECT degree, year::text, sum(started)::integer, sum(finished)::integer
        FROM steps GROUP BY 1, 2 ORDER BY 1, 2`,
  },

  /**
   * Per month: companies that published an offer (active), companies registered (new), companies
   * with a formalised agreement in force some day of the month.
   */
  empresas: {
    dimensions: ['mes'],
    measures: [count('activas'), count('nuevas'), count('conConvenio')],
    sql: `
      WITH active AS (
        -- Distinct pairs first (hashed), then counted: count(DISTINCT) would sort every offer.
        SELECT month, count(*)::integer AS companies
          FROM (SELECT DISTINCT to_char(o.published_at, 'YYYY-MM') AS month, o.company_id FROM offers o WHERE ${publishedOffer}) pairs
         GROUP BY 1),
      registered AS (
        SELECT to_char(c.created_at, 'YYYY-MM') AS month, count(*)::integer AS companies
          FROM companies c WHERE ${inPeriod('c.created_at')} GROUP BY 1),
      months AS (${periodMonths}),
      agreements AS (
        SELECT m.month, count(DISTINCT a.company_id)::integer AS companies
          FROM months m JOIN company_agreements a
            ON a.status = 'formalizado' AND a.formalised_on < to_date(m.month, 'YYYY-MM') + interval '1 month'
           AND a.expires_on >= to_date(m.month, 'YYYY-MM')
         GROUP BY 1)
      SELECT m.month, coalesce(ac.companies, 0), coalesce(r.companies, 0), coalesce(ag.companies, 0)
        FROM months m LEFT JOIN active ac USING (month) LEFT JOIN registered r USING (month)
        LEFT JOIN agreements ag USING (month) ORDER BY m.month`,
  },

  /**
   * Surveys open some day of the period: their audience (the users it was addressed to, or every
   * student and company user of its public when it names nobody) and how many answered. With a
   * degree, only that degree's students count on both sides (anonymous answers carry nobody).
   */
  encuestas: {
    dimensions: ['encuesta'],
    measures: [people('publico'), people('respuestas')],
    sql: `
      -- An office's draft (published_at NULL) reaches nobody yet: it has no rate.
      WITH period_surveys AS (
        SELECT s.id, s.title, s.for_students, s.for_companies,
               EXISTS (SELECT 1 FROM survey_audience a WHERE a.survey_id = s.id) AS named
          FROM surveys s WHERE s.published_at IS NOT NULL AND s.opens_at < $2::date + 1 AND (s.closes_at IS NULL OR s.closes_at >= $1::date)),
      students AS (
        SELECT u.id FROM users u LEFT JOIN student_standing st ON st.user_id = u.id
         WHERE u.user_type = 'Alumno' AND NOT u.blocked AND ${sameDegree('st.degree_code')}),
      company_users AS (SELECT u.id FROM users u WHERE u.user_type = 'Empresa' AND NOT u.blocked AND $3::text IS NULL)
      SELECT p.title,
             CASE WHEN p.named THEN
                    (SELECT count(*) FROM survey_audience a
                      WHERE a.survey_id = p.id AND (a.user_id IN (SELECT id FROM students) OR a.user_id IN (SELECT id FROM company_users)))
                  ELSE (CASE WHEN p.for_students THEN (SELECT count(*) FROM students) ELSE 0 END)
                     + (CASE WHEN p.for_companies THEN (SELECT count(*) FROM company_users) ELSE 0 END) END::integer,
             CASE WHEN $3::text IS NULL THEN (SELECT count(*) FROM survey_responses r WHERE r.survey_id = p.id)
                  ELSE (SELECT count(*) FROM survey_respondents r WHERE r.survey_id = p.id AND r.user_id IN (SELECT id FROM students)) END::integer
        FROM period_surveys p ORDER BY p.title, p.id`,
  },
};
