import type { CompanyInternshipAnnexes, InformativeNote, Language } from '@portal/contracts';
import type { Pool } from '../../platform/db/pool';
import { readBrand } from '../../brand/brand';
import { breathe, pdfColours, pdfMargin, renderPdf } from '../../platform/pdf/pdf-document';

/**
 * The annexes of the company's internships and the informative notes the institution publishes
 * (spec 001 §3 "Company document", §7 dameAnexosPracticas, dameNotasInformativas...): both are
 * generated as PDFs from what the portal holds, so they always say what the records say.
 */

const dateOnly = (value: Date) => value.toISOString().slice(0, 10);

const internshipStates: Record<Language, Record<string, string>> = {
  es: { pendiente: 'Pendiente de inicio', enCurso: 'En curso', finalizada: 'Finalizada', renunciada: 'Renunciada' },
  ca: { pendiente: "Pendent d'inici", enCurso: 'En curs', finalizada: 'Finalitzada', renunciada: 'Renunciada' },
  en: { pendiente: 'Not started', enCurso: 'In progress', finalizada: 'Finished', renunciada: 'Given up' },
};

/** dameAnexosPracticas: each internship with the company, latest first, with its annexes. */
export const listInternshipAnnexes = async (
  pool: Pool,
  companyId: number,
  language: Language,
): Promise<CompanyInternshipAnnexes[]> => {
  const internships = await pool.query<{
    id: number;
    title: string;
    student: string;
    startsOn: Date;
    endsOn: Date;
    state: string;
  }>(
    `SELECT i.id, i.title, s.first_name || ' ' || s.last_names AS student, i.starts_on AS "startsOn",
            i.ends_on AS "endsOn", i.state
       FROM student_internships i JOIN students s ON s.user_id = i.student_id
      WHERE i.company_id = $1 ORDER BY i.starts_on DESC, i.id DESC`,
    [companyId],
  );
  const annexes = await pool.query<{
    id: number;
    internshipId: number;
    kind: 'proyectoFormativo' | 'modificacion';
    description: string;
    issuedOn: Date;
    signedId: number | null;
  }>(
    `SELECT a.id, a.internship_id AS "internshipId", a.kind, a.description, a.issued_on AS "issuedOn",
            (SELECT d.id FROM company_documents d WHERE d.annex_id = a.id AND d.company_id = $1) AS "signedId"
       FROM internship_annexes a JOIN student_internships i ON i.id = a.internship_id
      WHERE i.company_id = $1 AND a.issued_at IS NOT NULL ORDER BY a.issued_on, a.id`,
    [companyId],
  );
  return internships.rows.map((row) => ({
    idPractica: row.id,
    titulo: row.title,
    alumno: row.student,
    fechaInicio: dateOnly(row.startsOn),
    fechaFin: dateOnly(row.endsOn),
    estado: internshipStates[language][row.state] ?? row.state,
    anexos: annexes.rows
      .filter((annex) => annex.internshipId === row.id)
      .map((annex) => ({
        idAnexo: annex.id,
        tipo: annex.kind,
        descripcion: annex.description,
        fecha: dateOnly(annex.issuedOn),
        idDocumentoFirmado: annex.signedId,
      })),
  }));
};

const annexWords = {
  es: {
    proyectoFormativo: 'Anexo al convenio de cooperación educativa: proyecto formativo',
    modificacion: 'Anexo de modificación de las prácticas',
    university: 'Universidad',
    company: 'Entidad colaboradora',
    student: 'Estudiante',
    nationalId: 'DNI/NIE',
    degree: 'Titulación',
    internship: 'Prácticas',
    dates: 'Periodo',
    tutor: 'Tutor/a de la entidad',
    schedule: 'Horario',
    state: 'Estado',
    content: 'Contenido del anexo',
    issued: 'Fecha de emisión',
    signatures: ['Por la entidad colaboradora', 'El/la estudiante', 'Por la universidad'],
    cif: 'CIF',
  },
  ca: {
    proyectoFormativo: 'Annex al conveni de cooperació educativa: projecte formatiu',
    modificacion: 'Annex de modificació de les pràctiques',
    university: 'Universitat',
    company: 'Entitat col·laboradora',
    student: 'Estudiant',
    nationalId: 'DNI/NIE',
    degree: 'Titulació',
    internship: 'Pràctiques',
    dates: 'Període',
    tutor: "Tutor/a de l'entitat",
    schedule: 'Horari',
    state: 'Estat',
    content: "Contingut de l'annex",
    issued: "Data d'emissió",
    signatures: ["Per l'entitat col·laboradora", "L'estudiant", 'Per la universitat'],
    cif: 'CIF',
  },
  en: {
    proyectoFormativo: 'Annex to the educational cooperation agreement: training project',
    modificacion: 'Annex modifying the internship',
    university: 'University',
    company: 'Host organisation',
    student: 'Student',
    nationalId: 'ID',
    degree: 'Degree',
    internship: 'Internship',
    dates: 'Period',
    tutor: "Host organisation's tutor",
    schedule: 'Schedule',
    state: 'State',
    content: 'Content of the annex',
    issued: 'Issued on',
    signatures: ['For the host organisation', 'The student', 'For the university'],
    cif: 'Tax id',
  },
} satisfies Record<Language, Record<string, string | string[]>>;

/**
 * Who reads an annex: a company reads the issued ones of its internships, a student those of their
 * own; the careers office reads any, drafts included, to check what it is about to issue.
 */
export type AnnexReader = { companyId: number } | { studentId: number } | 'office';

/** An annex as a PDF; undefined for an annex the reader may not see. */
export const annexPdf = async (pool: Pool, reader: AnnexReader, annexId: number, language: Language) => {
  const { rows } = await pool.query<{
    kind: 'proyectoFormativo' | 'modificacion';
    description: string;
    issuedOn: Date;
    title: string;
    startsOn: Date;
    endsOn: Date;
    state: string;
    tutor: string | null;
    schedule: string | null;
    student: string;
    nationalId: string | null;
    degree: string | null;
    tradeName: string;
    legalName: string;
    taxId: string;
  }>(
    `SELECT a.kind, a.description, a.issued_on AS "issuedOn", i.title, i.starts_on AS "startsOn", i.ends_on AS "endsOn",
            i.state, i.tutor_name AS tutor, i.schedule, s.first_name || ' ' || s.last_names AS student, s.national_id AS "nationalId",
            st.degree_name AS degree, c.trade_name AS "tradeName", c.legal_name AS "legalName", c.tax_id AS "taxId"
       FROM internship_annexes a
       JOIN student_internships i ON i.id = a.internship_id
       JOIN students s ON s.user_id = i.student_id
       LEFT JOIN student_standing st ON st.user_id = i.student_id
       JOIN companies c ON c.id = i.company_id
      WHERE a.id = $1
        AND ($2::integer IS NULL OR (i.company_id = $2 AND a.issued_at IS NOT NULL))
        AND ($3::integer IS NULL OR (i.student_id = $3 AND a.issued_at IS NOT NULL))`,
    [annexId, reader !== 'office' && 'companyId' in reader ? reader.companyId : null, reader !== 'office' && 'studentId' in reader ? reader.studentId : null],
  );
  const annex = rows[0];
  if (!annex) return undefined;
  const institution = (await readBrand(pool)).nombreInstitucion;
  const words = annexWords[language];
  const title = words[annex.kind];
  const pdf = await renderPdf({ title, author: institution, language }, (document) => {
    const width = document.page.width - pdfMargin * 2;
    document.font('bold').fontSize(10).fillColor(pdfColours.muted).text(institution.toUpperCase(), { width });
    document.moveDown(0.5).font('bold').fontSize(17).fillColor(pdfColours.accent).text(title, { width });
    document.moveDown(1);
    const row = (label: string, value: string) =>
      document
        .font('bold').fontSize(10.5).fillColor(pdfColours.text).text(`${label}: `, { continued: true })
        .font('body').text(value, { width });
    row(words.university, institution);
    row(words.company, `${annex.legalName} (${annex.tradeName}), ${words.cif} ${annex.taxId}`);
    row(words.student, annex.student);
    if (annex.nationalId) row(words.nationalId, annex.nationalId);
    if (annex.degree) row(words.degree, annex.degree);
    row(words.internship, annex.title);
    row(words.dates, `${dateOnly(annex.startsOn)} – ${dateOnly(annex.endsOn)}`);
    if (annex.tutor) row(words.tutor, annex.tutor);
    if (annex.schedule) row(words.schedule, annex.schedule);
    row(words.state, internshipStates[language][annex.state] ?? annex.state);
    row(words.issued, dateOnly(annex.issuedOn));
    document.moveDown(1).font('bold').fontSize(12).fillColor(pdfColours.accent).text(words.content, { width });
    document.moveDown(0.3).font('body').fontSize(10.5).fillColor(pdfColours.text).text(annex.description, { width, align: 'justify' });
    // Three signature boxes side by side.
    const top = Math.max(document.y + 40, document.page.height - pdfMargin - 110);
    const box = (width - 2 * 16) / 3;
    words.signatures.forEach((label, index) => {
      const left = pdfMargin + index * (box + 16);
      document.rect(left, top, box, 80).lineWidth(0.8).strokeColor(pdfColours.rule).stroke();
      document.font('body').fontSize(9).fillColor(pdfColours.muted).text(label, left + 6, top + 6, { width: box - 12 });
    });
  });
  const slug = annex.student.normalize('NFD').replace(/[^\w]+/g, '-').toLowerCase();
  return { pdf, fileName: `anexo-${annexId}-${slug}.pdf` };
};

/** dameNotasInformativasPracticasCurricularExtraordinaria: the published notes, newest first, by kind. */
export const listInformativeNotes = async (pool: Pool) => {
  const { rows } = await pool.query<{ id: number; kind: InformativeNote['tipo']; title: string; summary: string; publishedOn: Date }>(
    `SELECT id, kind, title, summary, published_on AS "publishedOn" FROM internship_information_notes
      WHERE active ORDER BY published_on DESC, id DESC`,
  );
  const notes = rows.map(
    (row): InformativeNote => ({
      id: row.id,
      tipo: row.kind,
      titulo: row.title,
      resumen: row.summary,
      fecha: dateOnly(row.publishedOn),
    }),
  );
  return {
    curriculares: notes.filter((note) => note.tipo === 'curricular'),
    extraordinarias: notes.filter((note) => note.tipo === 'extraordinaria'),
  };
};

/** A published note as a PDF (undefined when it is not published; the office reads withdrawn ones too). */
export const informativeNotePdf = async (pool: Pool, id: number, language: Language, reader: 'company' | 'office' = 'company') => {
  const { rows } = await pool.query<{ slug: string; title: string; body: string; publishedOn: Date; pdf: Buffer | null }>(
    `SELECT slug, title, body, published_on AS "publishedOn", pdf FROM internship_information_notes WHERE id = $1 AND (active OR $2)`,
    [id, reader === 'office'],
  );
  const note = rows[0];
  if (!note) return undefined;
  // A note the office published with a PDF of its own is that PDF.
  if (note.pdf) return { pdf: note.pdf, fileName: `${note.slug}.pdf` };
  const institution = (await readBrand(pool)).nombreInstitucion;
  const pdf = await renderPdf({ title: note.title, author: institution, language }, async (document) => {
    const width = document.page.width - pdfMargin * 2;
    document.font('bold').fontSize(10).fillColor(pdfColours.muted).text(`${institution.toUpperCase()} · ${dateOnly(note.publishedOn)}`, { width });
    document.moveDown(0.5).font('bold').fontSize(17).fillColor(pdfColours.accent).text(note.title, { width });
    // A note runs to 20,000 characters: a paragraph at a time.
    for (const paragraph of note.body.split(/\n{2,}/)) {
      await breathe();
      document.moveDown(0.8).font('body').fontSize(10.5).fillColor(pdfColours.text).text(paragraph.trim(), { width, align: 'justify' });
    }
  });
  return { pdf, fileName: `${note.slug}.pdf` };
};
