import type pg from 'pg';
import { hashPassword } from '../../platform/auth/passwords';
import { createSurvey, type SurveyDefinition } from '../../surveys/create';
import { demoPassword } from './data';

/**
 * Demo data of surveys and events (issue 6): a student with a mandatory survey, a nearly full
 * event, one whose registration has closed, a gallery and videos, and four surveys (with jumps,
 * anonymous, for companies, mandatory). Events are upserted by slug; a survey is created once
 * and then left alone, since responses point at its questions.
 */

export const surveyStudentEmail = 'encuesta@demo.test';

/**
 * The results key of a demo survey: fixed and published (README), so that the demo's results
 * link works on every fresh database. Surveys created otherwise get a random key (migration 008).
 */
export const demoResultsKeyOf = (slug: string): string => `demo-resultados-${slug}`;

const extraEvents = [
  {
    urlAcceso: 'mesa-redonda-practicas-internacionales',
    titulo: 'Mesa redonda: prácticas internacionales',
    entradilla: 'Estudiantes que hicieron prácticas fuera cuentan cómo lo consiguieron.',
    descripcion: 'Grupo reducido para poder conversar con los ponentes. Plazas muy limitadas.',
    categoria: 'networking',
    dias: 10,
    hora: 12,
    lugar: 'Sala de juntas del rectorado',
    plazas: 2,
    cierreDias: null,
  },
  {
    urlAcceso: 'visita-parque-tecnologico',
    titulo: 'Visita al parque tecnológico',
    entradilla: 'Recorrido por las empresas del parque con autobús desde el campus.',
    descripcion: 'La lista de asistentes se cerró para reservar el transporte.',
    categoria: 'presentaciones-empresa',
    dias: 4,
    hora: 9,
    lugar: 'Salida desde la puerta principal del campus',
    plazas: 50,
    cierreDias: -1,
  },
] as const;

const fairMedia = [
  { kind: 'imagen', url: '/eventos/foro-empleo-stands.svg', title: 'Estands de las empresas', position: 0 },
  { kind: 'imagen', url: '/eventos/foro-empleo-charla.svg', title: 'Charla inaugural', position: 1 },
  {
    kind: 'video',
    url: 'https://videos.universidad.example.org/foro-empleo-resumen',
    title: 'Resumen del foro anterior',
    position: 0,
  },
] as const;

const surveysFor = (surveyStudentId: number): SurveyDefinition[] => [
  {
    urlAcceso: 'valoracion-practicas',
    titulo: 'Valoración de tus prácticas',
    descripcion: 'Tres minutos para ayudarnos a mejorar el programa de prácticas.',
    paraAlumnos: true,
    paraEmpresa: false,
    permiteAnonimo: false,
    permiteUsuarios: true,
    obligatoria: false,
    textoRGPD:
      'La Universidad trata tus respuestas para evaluar y mejorar el servicio de prácticas. Puedes ejercer tus derechos ante el delegado de protección de datos.',
    diasHastaCierre: 60,
    preguntas: [
      {
        clave: 'hizo',
        texto: '¿Has hecho prácticas este curso?',
        tipo: 'opcion',
        obligatoria: true,
        respuestas: [{ texto: 'Sí' }, { texto: 'No', destino: 'recomienda' }],
      },
      {
        clave: 'valora',
        texto: '¿Cómo valoras tus prácticas?',
        tipo: 'opcion',
        obligatoria: true,
        respuestas: [{ texto: 'Muy bien' }, { texto: 'Bien' }, { texto: 'Regular' }, { texto: 'Mal' }],
      },
      { clave: 'mejora', texto: '¿Qué mejorarías?', tipo: 'texto', obligatoria: false, respuestas: [] },
      {
        clave: 'recomienda',
        texto: '¿Recomendarías el servicio de empleo a otros estudiantes?',
        tipo: 'opcion',
        obligatoria: true,
        respuestas: [{ texto: 'Sí' }, { texto: 'No' }],
      },
    ],
  },
  {
    urlAcceso: 'opinion-foro-empleo',
    titulo: 'Tu opinión sobre el Foro de Empleo',
    descripcion: 'Encuesta anónima: no guardamos quién contesta.',
    paraAlumnos: true,
    paraEmpresa: false,
    permiteAnonimo: true,
    permiteUsuarios: true,
    obligatoria: false,
    textoRGPD: null,
    diasHastaCierre: null,
    preguntas: [
      {
        clave: 'utilidad',
        texto: '¿Te resultó útil el foro?',
        tipo: 'opcion',
        obligatoria: true,
        respuestas: [{ texto: 'Mucho' }, { texto: 'Algo' }, { texto: 'Nada' }],
      },
      { clave: 'comentario', texto: 'Comentarios', tipo: 'texto', obligatoria: false, respuestas: [] },
    ],
  },
  {
    urlAcceso: 'satisfaccion-empresas',
    titulo: 'Satisfacción de las empresas colaboradoras',
    descripcion: 'Cuéntanos cómo ha ido la colaboración con la universidad este año.',
    paraAlumnos: false,
    paraEmpresa: true,
    permiteAnonimo: false,
    permiteUsuarios: true,
    obligatoria: false,
    textoRGPD: null,
    diasHastaCierre: 30,
    preguntas: [
      {
        clave: 'candidatos',
        texto: '¿Los candidatos se ajustaban a vuestras ofertas?',
        tipo: 'opcion',
        obligatoria: true,
        paraAlumnos: false,
        respuestas: [{ texto: 'Sí' }, { texto: 'En parte' }, { texto: 'No' }],
      },
      {
        clave: 'sugerencias',
        texto: 'Sugerencias',
        tipo: 'texto',
        obligatoria: false,
        paraAlumnos: false,
        respuestas: [],
      },
    ],
  },
  {
    urlAcceso: 'seguimiento-titulados',
    titulo: 'Seguimiento de titulados',
    descripcion: 'Encuesta obligatoria del seguimiento de inserción laboral.',
    paraAlumnos: true,
    paraEmpresa: false,
    permiteAnonimo: false,
    permiteUsuarios: true,
    obligatoria: true,
    textoRGPD: null,
    diasHastaCierre: 90,
    destinatarios: [surveyStudentId],
    preguntas: [
      {
        clave: 'situacion',
        texto: '¿Cuál es tu situación laboral actual?',
        tipo: 'opcion',
        obligatoria: true,
        respuestas: [{ texto: 'Trabajando' }, { texto: 'Buscando empleo' }, { texto: 'Estudiando' }],
      },
    ],
  },
];

const ensureSurveyStudent = async (client: pg.PoolClient): Promise<number> => {
  const existing = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE user_type = 'Alumno' AND lower(email) = lower($1)`,
    [surveyStudentEmail],
  );
  let userId = existing.rows[0]?.id;
  if (userId === undefined) {
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
       VALUES ('Alumno', $1, $2, 'Nuria Encuestas', 1) RETURNING id`,
      [surveyStudentEmail, await hashPassword(demoPassword)],
    );
    userId = inserted.rows[0]!.id;
  }
  await client.query(
    `INSERT INTO students (user_id, first_name, last_names, with_employment) VALUES ($1, 'Nuria', 'Encuestas', true)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
  await client.query('INSERT INTO student_cvs (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [
    userId,
  ]);
  return userId;
};

/** Called from seed.ts inside its transaction, after the main events are written. */
export const seedSurveysAndEvents = async (client: pg.PoolClient): Promise<void> => {
  const studentId = await ensureSurveyStudent(client);

  for (const event of extraEvents) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO events (access_slug, title, lead, description, starts_at, category_id, place, featured,
                           places, is_public, for_students, for_companies, registration_closes_at)
       VALUES ($1, $2, $3, $4, date_trunc('day', now()) + make_interval(days => $5, hours => $6),
               (SELECT id FROM event_categories WHERE slug = $7), $8, false, $9, true, true, false,
               CASE WHEN $10::integer IS NULL THEN NULL ELSE now() + make_interval(days => $10::integer) END)
       ON CONFLICT (access_slug) DO UPDATE SET
         title = EXCLUDED.title, lead = EXCLUDED.lead, description = EXCLUDED.description, place = EXCLUDED.place,
         places = EXCLUDED.places
       RETURNING id`,
      [
        event.urlAcceso,
        event.titulo,
        event.entradilla,
        event.descripcion,
        event.dias,
        event.hora,
        event.categoria,
        event.lugar,
        event.plazas,
        event.cierreDias,
      ],
    );
    if (event.plazas === 2) {
      // Nearly full: one of its two places is taken.
      await client.query(
        'INSERT INTO event_registrations (event_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [rows[0]!.id, studentId],
      );
    }
  }

  for (const media of fairMedia) {
    await client.query(
      `INSERT INTO event_media (event_id, kind, url, title, position)
       SELECT id, $2, $3, $4, $5 FROM events WHERE access_slug = $1
       ON CONFLICT (event_id, kind, position) DO UPDATE SET url = EXCLUDED.url, title = EXCLUDED.title`,
      ['foro-empleo-practicas', media.kind, media.url, media.title, media.position],
    );
  }

  for (const definition of surveysFor(studentId)) {
    const exists = await client.query('SELECT 1 FROM surveys WHERE access_slug = $1', [definition.urlAcceso]);
    if (exists.rowCount === 0) await createSurvey(client, definition);
    await client.query('UPDATE surveys SET results_key = $2 WHERE access_slug = $1', [
      definition.urlAcceso,
      demoResultsKeyOf(definition.urlAcceso),
    ]);
  }
  // "Valoración de tus prácticas" asks about the respondent's internship: only students with one get
  // it. The survey student (a graduate) did one last year, so the demo shows it to them.
  await client.query(`UPDATE surveys SET about_internship = true WHERE access_slug = 'valoracion-practicas'`);
  await client.query(
    `INSERT INTO student_internships (student_id, company_name, title, starts_on, ends_on, state)
     SELECT $1, 'Levante Tech', 'Prácticas de desarrollo web', current_date - 400, current_date - 220, 'finalizada'
      WHERE NOT EXISTS (SELECT 1 FROM student_internships WHERE student_id = $1)`,
    [studentId],
  );
};
