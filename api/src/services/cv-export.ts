import type { Language, StudentCv } from '@portal/contracts';
import type { Pool } from '../db/pool';
import { cvHeadings, cvLabels, townOf } from './cv-labels';

/**
 * The CV in the JSON Resume format (https://jsonresume.org/schema, v1.0.0), worded in one
 * language: a standard other tools import. Private data (national id, IBAN, social security
 * number) stays out; documents too.
 */
export const toJsonResume = (cv: StudentCv, language: Language, portalUrl: string) => {
  const labels = cvLabels(language);
  const headings = cvHeadings[language];
  const person = cv.personales;
  const linkedIn = cv.enlacePortfolio && /linkedin\.com/i.test(cv.enlacePortfolio) ? cv.enlacePortfolio : null;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: `${person.nombre} ${person.apellidos}`,
      email: person.emailPersonal ?? person.email,
      ...(person.telefono ? { phone: person.telefono } : {}),
      ...(cv.enlacePortfolio && !linkedIn ? { url: cv.enlacePortfolio } : {}),
      ...(cv.presentacion ? { summary: cv.presentacion } : {}),
      ...(cv.domicilio
        ? {
            location: {
              city: townOf(cv, language),
              postalCode: cv.domicilio.cp,
              countryCode: labels.countryIso(cv.domicilio.idPais),
              ...(cv.domicilio.idProvincia ? { region: labels.province(cv.domicilio.idProvincia) } : {}),
            },
          }
        : {}),
      profiles: linkedIn ? [{ network: 'LinkedIn', url: linkedIn }] : [],
    },
    work: cv.profesional.experiencia.map((job) => ({
      ...(job.empresa ? { name: job.empresa } : {}),
      position: job.puesto,
      startDate: job.fechaInicio,
      ...(job.fechaFin ? { endDate: job.fechaFin } : {}),
      ...(job.descripcion ? { summary: job.descripcion } : {}),
      ...(job.idProvincia ? { location: labels.province(job.idProvincia) } : {}),
    })),
    education: cv.academicos
      .filter((study) => !study.deBaja)
      .map((study) => ({
        ...(study.centro ? { institution: study.centro } : {}),
        area: study.titulacion,
        studyType: study.nivel,
        ...(study.anioInicio ? { startDate: String(study.anioInicio) } : {}),
        ...(study.finalizado && study.anioFin ? { endDate: String(study.anioFin) } : {}),
        ...(study.nota === null ? {} : { score: String(study.nota) }),
      })),
    certificates: cv.certificados.map((certificate) => ({
      name: certificate.nombre,
      ...(certificate.fecha ? { date: certificate.fecha } : {}),
      ...(certificate.entidad ? { issuer: certificate.entidad } : {}),
      ...(certificate.enlace ? { url: certificate.enlace } : {}),
    })),
    skills: [
      ...cv.interes.programasInformaticos.map((skill) => ({
        name: labels.itProgramme(skill.idPrograma),
        level: labels.itLevel(skill.idNivel),
        keywords: [headings.itKnowledge],
      })),
      ...(cv.competencias.length
        ? [{ name: headings.competences, keywords: cv.competencias.map(labels.competence).filter(Boolean) }]
        : []),
    ],
    languages: cv.idiomas.map((known) => ({ language: labels.language(known.idIdioma), fluency: labels.languageLevel(known.idNivel) })),
    interests: [
      ...cv.interes.tags.map((tag) => ({ name: labels.interestTag(tag) })),
      ...cv.sectoresInteres.map((sector) => ({ name: labels.sector(sector), keywords: [headings.sectors] })),
    ],
    meta: { canonical: portalUrl, version: 'v1.0.0', lastModified: new Date().toISOString() },
  };
};

/** Columns that are secrets of the portal, not data about the person: never exported. */
const secretColumns = /(password|token|code_hash|secret|stored_name)/;

/**
 * "Request all data" (spec 000 §7): every row the portal holds about the student, table by table,
 * found by the columns that name a user (user_id, student_id) so a table added later is included
 * without touching this; plus the account row itself. Secrets (password hashes, link tokens,
 * internal file names) are left out.
 */
export const exportPersonalData = async (pool: Pool, userId: number) => {
  const { rows: owners } = await pool.query<{ table: string; column: string }>(
    `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.column_name IN ('user_id', 'student_id')
      ORDER BY c.table_name, c.column_name`,
  );
  const clean = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !secretColumns.test(column)));
  const tables: Record<string, Record<string, unknown>[]> = {};
  const account = await pool.query('SELECT * FROM users WHERE id = $1', [userId]);
  tables.users = account.rows.map(clean);
  for (const { table, column } of owners) {
    const { rows } = await pool.query(`SELECT * FROM "${table.replaceAll('"', '""')}" WHERE "${column}" = $1`, [userId]);
    if (rows.length > 0) tables[table] = [...(tables[table] ?? []), ...rows.map(clean)];
  }
  return { generado: new Date().toISOString(), idUsuario: userId, tablas: tables };
};
