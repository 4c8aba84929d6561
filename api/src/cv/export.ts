import type { Language, StudentCv } from '@portal/contracts';
import type { Pool } from '../platform/db/pool';
import { cvHeadings, cvLabels, townOf } from './labels';

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

const exportTitles: Record<Language, { title: string; generated: string; none: string }> = {
  es: { title: 'Tus datos en el portal de empleo', generated: 'Generado el', none: 'Sin datos' },
  ca: { title: "Les teves dades al portal d'ocupació", generated: 'Generat el', none: 'Sense dades' },
  en: { title: 'Your data in the careers portal', generated: 'Generated on', none: 'No data' },
};

const escapeHtml = (value: unknown) =>
  (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)).replace(
    /[&<>"']/g,
    (character) => `&#${character.charCodeAt(0)};`,
  );

/** The same export as a page people read: one table per kind of data, every value escaped. */
export const personalDataHtml = (data: Awaited<ReturnType<typeof exportPersonalData>>, language: Language) => {
  const titles = exportTitles[language];
  const tables = Object.entries(data.tablas)
    .map(([name, rows]) => {
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
      const body = rows
        .map((row) => `<tr>${columns.map((column) => `<td>${escapeHtml(row[column])}</td>`).join('')}</tr>`)
        .join('\n');
      return `<section><h2>${escapeHtml(name)}</h2>${rows.length ? `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>` : `<p>${titles.none}</p>`}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${titles.title}</title>
<style>body{font-family:Lato,system-ui,sans-serif;margin:2rem;color:#1a1a1a}h1{color:#1f4e79}table{border-collapse:collapse;margin-bottom:1.5rem;font-size:.9rem}th,td{border:1px solid #c8d3df;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#eef3f8}</style>
</head><body><h1>${titles.title}</h1><p>${titles.generated} ${escapeHtml(data.generado)}</p>
${tables}
</body></html>
`;
};
