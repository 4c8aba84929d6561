import type pg from 'pg';
import { demoCompanyCif } from './company';
import { demoStaff } from './staff';

/**
 * The demo company's internships and education centres' requests (spec 001 §2): written once
 * (seed mark), after the company seed, whose candidates do the internships. Other company:
 * Mediterráneo Obras, whose records the demo company must never see.
 */
const otherCompanyCif = 'A08765430';

/** Internships at a company, by the student's e-mail; days from today. */
const demoInternships = [
  { cif: demoCompanyCif, email: 'candidato.preseleccionado@demo.test', titulo: 'Prácticas de desarrollo frontend', desde: -20, hasta: 100, estado: 'enCurso', tutor: 'Marta Soler' },
  { cif: demoCompanyCif, email: 'candidata.entrevista@demo.test', titulo: 'Prácticas de análisis de datos', desde: -200, hasta: -20, estado: 'finalizada', tutor: 'Joan Ferrer' },
  { cif: otherCompanyCif, email: 'candidata.inscrita@demo.test', titulo: 'Prácticas de oficina técnica', desde: -10, hasta: 80, estado: 'enCurso', tutor: 'Rosa Puig' },
] as const;

/** Requests of centres of the reference list (api/data/education-centres.json); days from today. */
const demoEducationRequests = [
  {
    cif: demoCompanyCif,
    idCentro: 7,
    centro: 'CIPFP Misericordia',
    provincia: '46',
    ciclo: 'CFGS Desarrollo de Aplicaciones Web',
    alumnos: ['Lucía Navarro Peris', 'Hugo Martí Soler'],
    plazas: 2,
    desde: 30,
    hasta: 110,
    horas: 370,
    tutorCentro: ['Elena Campos Ruiz', 'ecampos@misericordia.example'],
    notas: 'Buscamos empresa para el módulo de Formación en Centros de Trabajo del segundo curso.',
    tutorEmpresa: ['Marta Soler', 'marta.soler@levantetech.example'],
    estado: 'pendiente',
    recibida: 3,
  },
  {
    cif: demoCompanyCif,
    idCentro: 8,
    centro: "CIPFP Ciutat de l'Aprenent",
    provincia: '46',
    ciclo: 'CFGM Sistemas Microinformáticos y Redes',
    alumnos: [],
    plazas: 1,
    desde: 45,
    hasta: 120,
    horas: 400,
    tutorCentro: ['Vicent Llopis Mora', 'vllopis@ciutataprenent.example'],
    notas: null,
    tutorEmpresa: null,
    estado: 'pendiente',
    recibida: 1,
  },
  {
    cif: demoCompanyCif,
    idCentro: 1,
    centro: 'Institut Escola del Treball de Barcelona',
    provincia: '08',
    ciclo: 'CFGS Administración de Sistemas Informáticos en Red',
    alumnos: ['Pol Serra Vidal'],
    plazas: 1,
    desde: -30,
    hasta: 40,
    horas: 350,
    tutorCentro: ['Núria Prat Coll', 'nprat@escoladeltreball.example'],
    notas: null,
    tutorEmpresa: ['Joan Ferrer', 'joan.ferrer@levantetech.example'],
    estado: 'aceptada',
    recibida: 60,
  },
  {
    cif: otherCompanyCif,
    idCentro: 4,
    centro: 'IES Virgen de la Paloma',
    provincia: '28',
    ciclo: 'CFGS Proyectos de Edificación',
    alumnos: [],
    plazas: 2,
    desde: 30,
    hasta: 100,
    horas: 380,
    tutorCentro: ['Carlos Ortega Díaz', 'cortega@virgendelapaloma.example'],
    notas: null,
    tutorEmpresa: null,
    estado: 'pendiente',
    recibida: 5,
  },
] as const;

export const seedCompanyInternships = async (client: pg.PoolClient): Promise<void> => {
  // Internships recorded by the company's name before they carried its id (the student seed's).
  await client.query(
    `UPDATE student_internships i SET company_id = c.id FROM companies c
      WHERE i.company_id IS NULL AND lower(c.trade_name) = lower(i.company_name)`,
  );
  const mark = await client.query(
    `INSERT INTO seed_marks (key) VALUES ('company-internships') ON CONFLICT DO NOTHING RETURNING key`,
  );
  if (mark.rowCount === 0) return;

  for (const internship of demoInternships) {
    await client.query(
      `INSERT INTO student_internships (student_id, company_id, company_name, title, starts_on, ends_on, state, tutor_name)
       SELECT u.id, c.id, c.trade_name, $3, current_date + $4::integer, current_date + $5::integer, $6, $7
         FROM users u, companies c
        WHERE u.user_type = 'Alumno' AND lower(u.email) = lower($2) AND c.tax_id = $1
       ON CONFLICT DO NOTHING`,
      [internship.cif, internship.email, internship.titulo, internship.desde, internship.hasta, internship.estado, internship.tutor],
    );
  }

  const staff = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE user_type = 'Orientacion' AND lower(email) = lower($1)`,
    [demoStaff.email],
  );
  for (const request of demoEducationRequests) {
    const answered = request.estado !== 'pendiente';
    await client.query(
      `INSERT INTO education_requests (company_id, centre_id, centre_name, province_id, training_cycle, pupils, places,
                                       starts_on, ends_on, hours, centre_tutor_name, centre_tutor_email, centre_notes,
                                       company_tutor_name, company_tutor_email, accepted_places, company_starts_on,
                                       company_ends_on, status, answered_at, registered_by, received_at)
       SELECT c.id, $2, $3, $4, $5, $6, $7::smallint, current_date + $8::integer, current_date + $9::integer, $10, $11, $12, $13,
              $14::text, $15::text, CASE WHEN $14::text IS NULL THEN NULL ELSE $7::smallint END,
              CASE WHEN $14::text IS NULL THEN NULL ELSE current_date + $8::integer END,
              CASE WHEN $14::text IS NULL THEN NULL ELSE current_date + $9::integer END,
              $16, CASE WHEN $17 THEN now() - interval '50 days' END, $18, now() - make_interval(days => $19)
         FROM companies c WHERE c.tax_id = $1`,
      [
        request.cif,
        request.idCentro,
        request.centro,
        request.provincia,
        request.ciclo,
        request.alumnos,
        request.plazas,
        request.desde,
        request.hasta,
        request.horas,
        request.tutorCentro[0],
        request.tutorCentro[1],
        request.notas,
        request.tutorEmpresa?.[0] ?? null,
        request.tutorEmpresa?.[1] ?? null,
        request.estado,
        answered,
        staff.rows[0]?.id ?? null,
        request.recibida,
      ],
    );
  }
};
