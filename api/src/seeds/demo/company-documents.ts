import type pg from 'pg';
import { demoCompanyCif } from './company';
import { onePagePdf } from './files';

/**
 * The demo of the company's documentation and invoices: the demo internship linked to the demo
 * company with its two annexes, the institution's informative notes, a few documents the company
 * provided (the insurance policy, a link, a programme's document), invoices in each state, and one
 * document and invoice of another company (what the authorization tests must not see). Idempotent:
 * rows are found by natural keys (slug, invoice number, stored name) and written once.
 */

const otherCompanyCif = 'A08765430';

/** Stored name of each seeded company document → content. */
export const seedCompanyDocumentFiles: Record<string, Buffer> = {
  'seed-poliza-levante.pdf': onePagePdf('Poliza de responsabilidad civil - Levante Tech'),
  'seed-estudia-trabaja-levante.pdf': onePagePdf('Adhesion al programa estudia y trabaja - Levante Tech'),
  'seed-poliza-mediterraneo.pdf': onePagePdf('Poliza de responsabilidad civil - Mediterraneo Obras'),
};

const notes = [
  {
    slug: 'nota-practicas-curriculares-2025',
    kind: 'curricular',
    title: 'Nota informativa sobre las prácticas curriculares',
    summary: 'Requisitos, duración, seguro y tutoría de las prácticas que forman parte del plan de estudios.',
    body:
      'Las prácticas curriculares forman parte del plan de estudios y se reconocen con créditos. Se realizan al amparo de un convenio de cooperación educativa vigente y de un anexo firmado por la entidad, el estudiante y la universidad antes del inicio.\n\n' +
      'La entidad designa a un tutor o tutora que acompaña al estudiante y emite un informe final. El estudiante está cubierto por el seguro escolar y por la póliza de responsabilidad civil de la universidad; la entidad aporta su propia póliza.\n\n' +
      'La dedicación máxima es de cinco horas al día y veinticinco a la semana durante el periodo lectivo, y de hasta siete horas al día fuera de él.',
    daysAgo: 40,
  },
  {
    slug: 'nota-calendario-curriculares',
    kind: 'curricular',
    title: 'Calendario de presentación de anexos de prácticas curriculares',
    summary: 'Plazos para presentar los anexos firmados en cada semestre.',
    body:
      'Los anexos de las prácticas del primer semestre se presentan firmados antes del 15 de septiembre; los del segundo semestre, antes del 31 de enero.\n\n' +
      'La entidad sube la copia firmada del anexo en la sección de documentación del portal.',
    daysAgo: 12,
  },
  {
    slug: 'nota-practicas-extraordinarias-2025',
    kind: 'extraordinaria',
    title: 'Nota informativa sobre las prácticas extraordinarias',
    summary: 'Prácticas voluntarias fuera del plan de estudios: alta en la Seguridad Social y ayuda al estudio.',
    body:
      'Las prácticas extraordinarias son voluntarias y no forman parte del plan de estudios. Requieren un convenio vigente y un anexo firmado.\n\n' +
      'La entidad abona una ayuda al estudio y da de alta al estudiante en la Seguridad Social conforme a la normativa vigente. La duración máxima es de 900 horas por curso académico.',
    daysAgo: 25,
  },
] as const;

/**
 * The demo invoices, dated relative to today: each number is FAC-<year of its own date>-<serial>,
 * as the office numbers the invoices it issues, so a demo run in any year reads true. The serials
 * differ, so the numbers stay unique whatever year each date falls in.
 */
const invoices = [
  { cif: demoCompanyCif, serial: '0101', issued: 200, due: 170, paid: 180, concept: 'Stand en la Feria de Empleo de primavera', base: 600, vat: 21 },
  { cif: demoCompanyCif, serial: '0214', issued: 45, due: 15, paid: null, concept: 'Publicación destacada de ofertas (trimestre)', base: 150, vat: 21 },
  { cif: demoCompanyCif, serial: '0307', issued: 6, due: -24, paid: null, concept: 'Stand en el Foro de Empleo de otoño', base: 750, vat: 21 },
  { cif: otherCompanyCif, serial: '0150', issued: 60, due: 30, paid: 40, concept: 'Stand en la Feria de Empleo de primavera', base: 600, vat: 21 },
] as const;

const companyIdOf = async (client: pg.PoolClient, cif: string) =>
  (await client.query<{ id: number }>('SELECT id FROM companies WHERE tax_id = $1', [cif])).rows[0]?.id;

export const seedCompanyDocuments = async (client: pg.PoolClient): Promise<void> => {
  const companyId = await companyIdOf(client, demoCompanyCif);
  const otherId = await companyIdOf(client, otherCompanyCif);
  if (companyId === undefined || otherId === undefined) return;

  // The demo internship was registered by the careers office with the company's name: link it.
  await client.query(
    `UPDATE student_internships i SET company_id = c.id FROM companies c
      WHERE i.company_id IS NULL AND c.id = $1 AND i.company_name = c.trade_name`,
    [companyId],
  );
  const internship = await client.query<{ id: number; startsOn: Date }>(
    `SELECT id, starts_on AS "startsOn" FROM student_internships WHERE company_id = $1 ORDER BY id LIMIT 1`,
    [companyId],
  );
  const internshipRow = internship.rows[0];
  if (internshipRow) {
    await client.query(
      // Issued by the office (the company downloads and signs them); once, whenever the seed runs.
      `INSERT INTO internship_annexes (internship_id, kind, description, issued_on, issued_at, created_at)
       SELECT $1::integer, kind, description, issued_on, issued_on, issued_on
         FROM (VALUES ('proyectoFormativo', $2::text, $3::date - 10), ('modificacion', $4::text, current_date - 5)) a (kind, description, issued_on)
        WHERE NOT EXISTS (SELECT 1 FROM internship_annexes WHERE internship_id = $1)`,
      [
        internshipRow.id,
        'Proyecto formativo: desarrollo de servicios de backend con pruebas automatizadas, integración continua y revisión de código. Dedicación de 25 horas semanales de lunes a viernes, de 9:00 a 14:00.',
        internshipRow.startsOn,
        'Modificación del horario: a partir del lunes próximo las prácticas se realizan de 8:00 a 13:00, sin cambios en la dedicación semanal ni en el proyecto formativo.',
      ],
    );
  }

  // Every other internship of a company under way or to come waits for the office to issue its
  // training project (the office's annexes queue).
  await client.query(
    `INSERT INTO internship_annexes (internship_id, kind, description)
     SELECT i.id, 'proyectoFormativo', 'Proyecto formativo de las prácticas «' || i.title || '».'
       FROM student_internships i
      WHERE i.company_id IS NOT NULL AND i.state IN ('pendiente', 'enCurso')
        AND NOT EXISTS (SELECT 1 FROM internship_annexes a WHERE a.internship_id = i.id)`,
  );

  for (const note of notes) {
    await client.query(
      `INSERT INTO internship_information_notes (kind, slug, title, summary, body, published_on)
       VALUES ($1, $2, $3, $4, $5, current_date - $6::integer)
       ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body`,
      [note.kind, note.slug, note.title, note.summary, note.body, note.daysAgo],
    );
  }

  for (const invoice of invoices) {
    await client.query(
      // Once per company and serial: a seed run in a later year must not add the same invoice again under that year's number.
      `INSERT INTO company_invoices (company_id, number, issued_on, due_on, concept, base_amount, vat_rate, paid_on)
       SELECT c.id, 'FAC-' || to_char(current_date - $3::integer, 'YYYY') || '-' || $2, current_date - $3::integer,
              current_date - $4::integer, $5, $6, $7, current_date - $8::integer
         FROM companies c
        WHERE c.tax_id = $1
          AND NOT EXISTS (SELECT 1 FROM company_invoices i WHERE i.company_id = c.id AND i.number LIKE 'FAC-____-' || $2 AND i.concept = $5)
       ON CONFLICT (number) DO NOTHING`,
      [invoice.cif, invoice.serial, invoice.issued, invoice.due, invoice.concept, invoice.base, invoice.vat, invoice.paid],
    );
  }

  const programme = await client.query<{ id: number }>(
    `SELECT id FROM internship_programmes WHERE slug = 'programa-estudia-trabaja'`,
  );
  const documents = [
    { company: companyId, type: 1, name: 'Póliza de responsabilidad civil 2025', stored: 'seed-poliza-levante.pdf', programme: null },
    {
      company: companyId,
      type: 4,
      name: 'Adhesión al programa estudia y trabaja',
      stored: 'seed-estudia-trabaja-levante.pdf',
      programme: programme.rows[0]?.id ?? null,
    },
    { company: otherId, type: 1, name: 'Póliza de Mediterráneo Obras', stored: 'seed-poliza-mediterraneo.pdf', programme: null },
  ];
  for (const document of documents) {
    const bytes = seedCompanyDocumentFiles[document.stored]!;
    await client.query(
      `INSERT INTO company_documents (company_id, document_type_id, name, stored_name, extension, size_bytes, programme_id)
       VALUES ($1, $2, $3, $4, 'pdf', $5, $6) ON CONFLICT DO NOTHING`,
      [document.company, document.type, document.name, document.stored, bytes.length, document.programme],
    );
  }
  // A link document: found by its link.
  await client.query(
    `INSERT INTO company_documents (company_id, document_type_id, name, url)
     SELECT $1, 5, 'Guía de acogida del estudiantado en prácticas', 'https://levante.example/guia-acogida'
      WHERE NOT EXISTS (SELECT 1 FROM company_documents WHERE company_id = $1 AND url = 'https://levante.example/guia-acogida')`,
    [companyId],
  );
};
