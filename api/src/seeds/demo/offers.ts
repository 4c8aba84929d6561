import type pg from 'pg';
import { CandidacyState, type OfferType } from '@portal/contracts';
import { seedInternshipFiles } from './files';

/**
 * Offers in full, the demo student's standing, candidacies, an internship and a programme: what
 * the offers remote shows on a new portal, and an offer for each enrolment rule (see `ruleOffers`).
 * Offers and reference rows are upserted on every start; what the student does (candidacies,
 * answers) is written once per database (seed mark), so it survives a restart.
 */

const companies = {
  levante: 'B46123451',
  obras: 'A08765430',
  baleares: 'B07654320',
  ebro: 'B50987650',
  hospital: 'Q2801234B',
} as const;

interface OfferDetails {
  descripcion: string;
  sector: string;
  modalidad: 1 | 2 | 3;
  contrato: string | null;
  salario: number | null;
  dedicacion: number;
  meses: number | null;
  plazas: number;
  horario: string;
  isla?: { id: number; nombre: string };
}

interface SeedOfferFull extends OfferDetails {
  urlAcceso: string;
  cif: string;
  titulo: string;
  tipo: OfferType;
  provincia: string;
  dias: number;
  destacadaDias?: number;
  estudiaYtrabaja?: boolean;
  /** Enrolment restrictions (rule offers). */
  niveles?: string[];
  titulaciones?: string[];
  creditosMinimos?: number;
  soloBecarios?: boolean;
  sinPracticasPendientes?: boolean;
  requiereCvPropio?: boolean;
  documentos?: string[];
  /** Start and end, in days from today. */
  periodo?: [number, number];
  requisitos?: {
    tipo: 'idioma' | 'carnetConducir' | 'vehiculoPropio' | 'disponibilidadTraslado' | 'edadMaxima' | 'otro';
    valor?: string;
    texto: string;
    obligatorio: boolean;
  }[];
}

const islands: Record<string, { id: number; nombre: string }[]> = {
  'Illes Balears': [
    { id: 1, nombre: 'Mallorca' },
    { id: 2, nombre: 'Menorca' },
    { id: 3, nombre: 'Eivissa' },
  ],
  'Santa Cruz de Tenerife': [
    { id: 4, nombre: 'Tenerife' },
    { id: 5, nombre: 'La Palma' },
  ],
  'Las Palmas': [
    { id: 6, nombre: 'Gran Canaria' },
    { id: 7, nombre: 'Lanzarote' },
  ],
};

/** Themes the generated offers are made of: a sector, a company and the jobs in it. */
const themes = [
  {
    sector: 'Tecnologías de la información',
    cif: companies.levante,
    puestos: [
      'Desarrollador/a backend Java',
      'Administrador/a de sistemas Linux',
      'Diseñador/a UX/UI',
      'Tester de software',
      'Desarrollador/a de videojuegos',
    ],
  },
  {
    sector: 'Construcción e ingeniería',
    cif: companies.obras,
    puestos: [
      'Delineante BIM',
      'Jefe/a de obra junior',
      'Ingeniero/a de estructuras',
      'Técnico/a de topografía',
      'Ingeniero/a de instalaciones',
    ],
  },
  {
    sector: 'Turismo y análisis de datos',
    cif: companies.baleares,
    puestos: [
      'Analista de business intelligence',
      'Técnico/a de revenue management',
      'Científico/a de datos',
      'Gestor/a de reservas',
      'Analista de marketing turístico',
    ],
  },
  {
    sector: 'Industria agroalimentaria',
    cif: companies.ebro,
    puestos: [
      'Técnico/a de calidad alimentaria',
      'Responsable de compras junior',
      'Técnico/a de I+D en alimentación',
      'Ingeniero/a agrónomo/a',
      'Técnico/a de logística',
    ],
  },
  {
    sector: 'Sanidad',
    cif: companies.hospital,
    puestos: [
      'Fisioterapeuta',
      'Técnico/a de farmacia hospitalaria',
      'Psicólogo/a sanitario/a',
      'Técnico/a de laboratorio clínico',
      'Gestor/a administrativo/a sanitario/a',
    ],
  },
];
const provinces = [
  'Valencia',
  'Barcelona',
  'Madrid',
  'Zaragoza',
  'Illes Balears',
  'Alicante',
  'Sevilla',
  'Santa Cruz de Tenerife',
  'Las Palmas',
  'Bizkaia',
  'Girona',
  'Murcia',
];
const contracts = ['Indefinido', 'Temporal', 'Formación y aprendizaje', 'Obra y servicio'];
const schedules = [
  'Mañanas, de 8:00 a 15:00',
  'Jornada partida, de 9:00 a 18:00',
  'Tardes, de 15:00 a 20:00',
  'Flexible',
];

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Fifty offers across sectors, provinces, islands, modalities and contracts, deterministic. */
const generatedOffers = (): SeedOfferFull[] =>
  Array.from({ length: 50 }, (_, index) => {
    const theme = themes[index % themes.length]!;
    const puesto = theme.puestos[Math.floor(index / themes.length) % theme.puestos.length]!;
    const tipo: OfferType = index % 2 === 0 ? 'practicas' : 'empleo';
    const provincia = provinces[index % provinces.length]!;
    const isla = islands[provincia]?.[index % (islands[provincia]?.length ?? 1)];
    const titulo = tipo === 'practicas' ? `Prácticas: ${puesto}` : puesto;
    return {
      urlAcceso: `${slugOf(titulo)}-${slugOf(provincia)}-${index + 1}`,
      cif: theme.cif,
      titulo,
      tipo,
      provincia,
      dias: 2 + index,
      ...(index % 9 === 0 ? { destacadaDias: 1 + (index % 4) } : {}),
      ...(index % 17 === 5 ? { estudiaYtrabaja: true } : {}),
      descripcion: `Buscamos una persona para incorporarse como ${puesto.toLowerCase()} en nuestro equipo de ${provincia}. Formarás parte de proyectos reales con acompañamiento de una persona tutora.`,
      sector: theme.sector,
      modalidad: ((index % 3) + 1) as 1 | 2 | 3,
      contrato: tipo === 'empleo' ? contracts[index % contracts.length]! : null,
      salario: tipo === 'empleo' ? 18000 + ((index * 1300) % 17000) : 450 + ((index * 50) % 600),
      dedicacion: [50, 60, 80, 100][index % 4]!,
      meses: tipo === 'practicas' ? [3, 6, 9, 12][index % 4]! : null,
      plazas: 1 + (index % 3),
      horario: schedules[index % schedules.length]!,
      ...(isla ? { isla } : {}),
      requisitos: [
        { tipo: 'idioma', valor: 'en:B1', texto: 'Inglés B1', obligatorio: false },
        ...(index % 4 === 0
          ? [{ tipo: 'carnetConducir' as const, texto: 'Carné de conducir B', obligatorio: false }]
          : []),
      ],
    };
  });

const common = (
  sector: string,
  descripcion: string,
): Omit<OfferDetails, 'modalidad' | 'contrato' | 'salario' | 'meses'> => ({
  descripcion,
  sector,
  dedicacion: 80,
  plazas: 1,
  horario: 'Mañanas, de 9:00 a 14:00',
});

/**
 * One offer per rule the demo student (Grado en Ingeniería Informática, 75 % of credits, an
 * internship under way, no own CV, no scholarship) runs into; the API tests use them too.
 */
export const ruleOffers: SeedOfferFull[] = [
  {
    urlAcceso: 'practicas-investigacion-clinica-master-hospital',
    cif: companies.hospital,
    titulo: 'Prácticas de investigación clínica (máster)',
    tipo: 'practicas',
    provincia: 'Madrid',
    dias: 12,
    niveles: ['postgrado'],
    modalidad: 1,
    contrato: null,
    salario: 700,
    meses: 6,
    ...common(
      'Sanidad',
      'Apoyo a ensayos clínicos del servicio de investigación. Solo para estudiantes de máster.',
    ),
  },
  {
    urlAcceso: 'practicas-desarrollo-software-solo-grado-levante-tech',
    cif: companies.levante,
    titulo: 'Prácticas de desarrollo de software (grado)',
    tipo: 'practicas',
    provincia: 'Valencia',
    dias: 13,
    niveles: ['grado'],
    modalidad: 3,
    contrato: null,
    salario: 600,
    meses: 6,
    ...common(
      'Tecnologías de la información',
      'Desarrollo de servicios web en un equipo ágil. Solo para estudiantes de grado.',
    ),
  },
  {
    urlAcceso: 'practicas-tecnico-laboratorio-ciclo-agroalimentaria',
    cif: companies.ebro,
    titulo: 'Prácticas de técnico/a de laboratorio (ciclo formativo)',
    tipo: 'practicas',
    provincia: 'Zaragoza',
    dias: 14,
    niveles: ['cicloFormativo'],
    modalidad: 1,
    contrato: null,
    salario: 400,
    meses: 3,
    ...common(
      'Industria agroalimentaria',
      'Análisis de muestras en el laboratorio de calidad. Para estudiantes de ciclo formativo.',
    ),
  },
  {
    urlAcceso: 'practicas-enfermeria-quirofano-hospital',
    cif: companies.hospital,
    titulo: 'Prácticas de enfermería en quirófano',
    tipo: 'practicas',
    provincia: 'Madrid',
    dias: 15,
    titulaciones: ['G-ENF'],
    modalidad: 1,
    contrato: null,
    salario: 500,
    meses: 6,
    ...common('Sanidad', 'Rotación por el bloque quirúrgico. Solo para el Grado en Enfermería.'),
  },
  {
    urlAcceso: 'practicas-consultoria-estrategica-datos-baleares',
    cif: companies.baleares,
    titulo: 'Prácticas de consultoría estratégica',
    tipo: 'practicas',
    provincia: 'Illes Balears',
    isla: { id: 1, nombre: 'Mallorca' },
    dias: 16,
    creditosMinimos: 90,
    modalidad: 2,
    contrato: null,
    salario: 650,
    meses: 6,
    ...common(
      'Turismo y análisis de datos',
      'Análisis de mercado para clientes del sector hotelero. Requiere el 90 % de los créditos superados.',
    ),
  },
  {
    urlAcceso: 'practicas-extracurriculares-desarrollo-web-levante-tech',
    cif: companies.levante,
    titulo: 'Prácticas extracurriculares de desarrollo web',
    tipo: 'practicas',
    provincia: 'Valencia',
    dias: 17,
    sinPracticasPendientes: true,
    modalidad: 2,
    contrato: null,
    salario: 550,
    meses: 3,
    ...common(
      'Tecnologías de la información',
      'Para estudiantes que ya han completado sus prácticas curriculares.',
    ),
  },
  {
    urlAcceso: 'practicas-beca-investigacion-datos-baleares',
    cif: companies.baleares,
    titulo: 'Beca de investigación en turismo sostenible',
    tipo: 'practicas',
    provincia: 'Illes Balears',
    isla: { id: 3, nombre: 'Eivissa' },
    dias: 18,
    soloBecarios: true,
    modalidad: 3,
    contrato: null,
    salario: 800,
    meses: 12,
    ...common('Turismo y análisis de datos', 'Solo para estudiantes con beca de colaboración.'),
  },
  {
    urlAcceso: 'practicas-verano-ingenieria-mediterraneo-obras',
    cif: companies.obras,
    titulo: 'Prácticas de verano en ingeniería civil',
    tipo: 'practicas',
    provincia: 'Tarragona',
    dias: 19,
    periodo: [30, 120],
    modalidad: 1,
    contrato: null,
    salario: 600,
    meses: 3,
    ...common('Construcción e ingeniería', 'Seguimiento de obra durante el verano.'),
  },
  {
    urlAcceso: 'practicas-auditoria-calidad-agroalimentaria',
    cif: companies.ebro,
    titulo: 'Prácticas de auditoría de calidad',
    tipo: 'practicas',
    provincia: 'Zaragoza',
    dias: 20,
    documentos: ['certificadoMatricula'],
    modalidad: 1,
    contrato: null,
    salario: 500,
    meses: 6,
    ...common(
      'Industria agroalimentaria',
      'Auditorías internas de seguridad alimentaria. Hay que aportar el certificado de matrícula.',
    ),
  },
  {
    urlAcceso: 'comercial-internacional-alemania-levante-tech',
    cif: companies.levante,
    titulo: 'Comercial internacional para el mercado alemán',
    tipo: 'empleo',
    provincia: 'Valencia',
    dias: 21,
    modalidad: 3,
    contrato: 'Indefinido',
    salario: 28000,
    meses: null,
    ...common(
      'Tecnologías de la información',
      'Desarrollo de negocio con clientes de Alemania y Austria, con viajes frecuentes.',
    ),
    requisitos: [
      { tipo: 'idioma', valor: 'de:B2', texto: 'Alemán B2', obligatorio: true },
      { tipo: 'vehiculoPropio', texto: 'Vehículo propio', obligatorio: true },
      { tipo: 'idioma', valor: 'en:B2', texto: 'Inglés B2', obligatorio: true },
      { tipo: 'disponibilidadTraslado', texto: 'Disponibilidad para viajar', obligatorio: false },
    ],
  },
  {
    urlAcceso: 'analista-datos-senior-cv-propio-datos-baleares',
    cif: companies.baleares,
    titulo: 'Analista de datos (envío de CV propio)',
    tipo: 'empleo',
    provincia: 'Illes Balears',
    isla: { id: 2, nombre: 'Menorca' },
    dias: 22,
    requiereCvPropio: true,
    modalidad: 2,
    contrato: 'Indefinido',
    salario: 32000,
    meses: null,
    ...common(
      'Turismo y análisis de datos',
      'La empresa pide el CV propio de cada candidatura además del CV del portal.',
    ),
  },
];

/** Details for the offers of seeds/demo/data.ts, which only carry what a list shows. */
const detailsOfBaseOffers: Record<string, OfferDetails & { requisitos?: SeedOfferFull['requisitos'] }> = {
  'desarrollador-full-stack-junior-levante-tech': {
    descripcion: 'Desarrollo de aplicaciones web con React y Node.js en un equipo de producto.',
    sector: 'Tecnologías de la información',
    modalidad: 3,
    contrato: 'Indefinido',
    salario: 24000,
    dedicacion: 100,
    meses: null,
    plazas: 2,
    horario: 'Flexible',
    requisitos: [{ tipo: 'idioma', valor: 'en:B2', texto: 'Inglés B2', obligatorio: true }],
  },
  'analista-datos-turismo-datos-baleares': {
    descripcion: 'Modelos de demanda y cuadros de mando para cadenas hoteleras.',
    sector: 'Turismo y análisis de datos',
    modalidad: 2,
    contrato: 'Indefinido',
    salario: 27000,
    dedicacion: 100,
    meses: null,
    plazas: 1,
    horario: 'Jornada partida, de 9:00 a 18:00',
    isla: { id: 1, nombre: 'Mallorca' },
  },
  'tecnico-prevencion-riesgos-mediterraneo-obras': {
    descripcion: 'Planes de seguridad y visitas de obra.',
    sector: 'Construcción e ingeniería',
    modalidad: 1,
    contrato: 'Temporal',
    salario: 23000,
    dedicacion: 100,
    meses: null,
    plazas: 1,
    horario: 'Mañanas, de 8:00 a 15:00',
    requisitos: [{ tipo: 'carnetConducir', texto: 'Carné de conducir B', obligatorio: true }],
  },
  'ingeniero-obra-civil-mediterraneo-obras': {
    descripcion: 'Dirección de obra civil en proyectos de infraestructuras.',
    sector: 'Construcción e ingeniería',
    modalidad: 1,
    contrato: 'Indefinido',
    salario: 34000,
    dedicacion: 100,
    meses: null,
    plazas: 1,
    horario: 'Jornada partida, de 8:00 a 17:00',
  },
  'administrativo-contable-agroalimentaria-ebro': {
    descripcion: 'Contabilidad general y facturación.',
    sector: 'Industria agroalimentaria',
    modalidad: 1,
    contrato: 'Temporal',
    salario: 21000,
    dedicacion: 100,
    meses: null,
    plazas: 1,
    horario: 'Mañanas, de 8:00 a 15:00',
  },
  'enfermero-uci-hospital-universitario-centro': {
    descripcion: 'Cuidados intensivos en turnos rotatorios.',
    sector: 'Sanidad',
    modalidad: 1,
    contrato: 'Indefinido',
    salario: 30000,
    dedicacion: 100,
    meses: null,
    plazas: 3,
    horario: 'Turnos rotatorios',
  },
  'estudia-trabaja-soporte-informatico-levante-tech': {
    descripcion: 'Soporte a usuarios compatible con tus clases: programa estudia y trabaja.',
    sector: 'Tecnologías de la información',
    modalidad: 3,
    contrato: 'Formación y aprendizaje',
    salario: 9000,
    dedicacion: 50,
    meses: 12,
    plazas: 2,
    horario: 'Tardes, de 15:00 a 19:00',
  },
  'practicas-marketing-digital-levante-tech': {
    descripcion: 'Campañas en redes sociales y analítica web.',
    sector: 'Tecnologías de la información',
    modalidad: 3,
    contrato: null,
    salario: 500,
    dedicacion: 60,
    meses: 6,
    plazas: 1,
    horario: 'Mañanas, de 9:00 a 14:00',
  },
  'practicas-laboratorio-calidad-agroalimentaria-ebro': {
    descripcion: 'Control de calidad de materias primas.',
    sector: 'Industria agroalimentaria',
    modalidad: 1,
    contrato: null,
    salario: 450,
    dedicacion: 80,
    meses: 6,
    plazas: 2,
    horario: 'Mañanas, de 8:00 a 14:00',
  },
  'practicas-ciencia-datos-datos-baleares': {
    descripcion: 'Modelos de predicción de ocupación.',
    sector: 'Turismo y análisis de datos',
    modalidad: 2,
    contrato: null,
    salario: 700,
    dedicacion: 80,
    meses: 6,
    plazas: 1,
    horario: 'Flexible',
    isla: { id: 1, nombre: 'Mallorca' },
  },
  'practicas-recursos-humanos-hospital-universitario-centro': {
    descripcion: 'Selección y formación del personal.',
    sector: 'Sanidad',
    modalidad: 1,
    contrato: null,
    salario: 400,
    dedicacion: 60,
    meses: 3,
    plazas: 1,
    horario: 'Mañanas, de 9:00 a 14:00',
  },
  'practicas-arquitectura-tecnica-mediterraneo-obras': {
    descripcion: 'Mediciones y presupuestos de obra.',
    sector: 'Construcción e ingeniería',
    modalidad: 1,
    contrato: null,
    salario: 550,
    dedicacion: 80,
    meses: 6,
    plazas: 1,
    horario: 'Mañanas, de 8:00 a 14:00',
  },
  'practicas-desarrollo-movil-levante-tech': {
    descripcion: 'Aplicaciones móviles con React Native.',
    sector: 'Tecnologías de la información',
    modalidad: 2,
    contrato: null,
    salario: 600,
    dedicacion: 80,
    meses: 6,
    plazas: 2,
    horario: 'Flexible',
  },
};

const demoStudentEmail = 'alumno@demo.test';
/** "Las fechas de las prácticas no encajan con mi calendario académico" (change-reason domain). */
const rejectionReason = 5;

const upsertOffer = async (client: pg.PoolClient, offer: SeedOfferFull) => {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO offers (access_slug, company_id, title, offer_type, province, study_and_work, published_at, highlighted_at)
     VALUES ($1, (SELECT id FROM companies WHERE tax_id = $2), $3, $4, $5, $6,
             now() - make_interval(days => $7), now() - make_interval(days => $8))
     ON CONFLICT (access_slug) DO UPDATE SET title = EXCLUDED.title, province = EXCLUDED.province,
       study_and_work = EXCLUDED.study_and_work
     RETURNING id`,
    [
      offer.urlAcceso,
      offer.cif,
      offer.titulo,
      offer.tipo,
      offer.provincia,
      offer.estudiaYtrabaja ?? false,
      offer.dias,
      offer.destacadaDias ?? null,
    ],
  );
  return rows[0]!.id;
};

const writeDetails = async (
  client: pg.PoolClient,
  offerId: number,
  details: OfferDetails & Partial<SeedOfferFull>,
) => {
  await client.query(
    `UPDATE offers SET description = $2, sector = $3, modality_id = $4, contract = $5, salary = $6,
            dedication_percent = $7, duration_months = $8, places = $9, schedule = $10,
            island_id = $11, island_name = $12, levels = $13, degree_codes = $14, min_credits_percent = $15,
            scholarship_only = $16, without_pending_internships = $17, requires_own_cv = $18,
            required_documents = $19,
            starts_on = CASE WHEN $20::int IS NULL THEN NULL ELSE current_date + $20::int END,
            ends_on = CASE WHEN $21::int IS NULL THEN NULL ELSE current_date + $21::int END,
            hours_per_day = $22, days_per_week = 5
      WHERE id = $1`,
    [
      offerId,
      details.descripcion,
      details.sector,
      details.modalidad,
      details.contrato,
      details.salario,
      details.dedicacion,
      details.meses,
      details.plazas,
      details.horario,
      details.isla?.id ?? null,
      details.isla?.nombre ?? null,
      details.niveles ?? [],
      details.titulaciones ?? [],
      details.creditosMinimos ?? null,
      details.soloBecarios ?? false,
      details.sinPracticasPendientes ?? false,
      details.requiereCvPropio ?? false,
      details.documentos ?? [],
      details.periodo?.[0] ?? null,
      details.periodo?.[1] ?? null,
      (details.dedicacion / 100) * 8,
    ],
  );
  for (const requirement of details.requisitos ?? []) {
    await client.query(
      `INSERT INTO offer_requirements (offer_id, kind, value, label, mandatory) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (offer_id, kind, value) DO UPDATE SET label = EXCLUDED.label, mandatory = EXCLUDED.mandatory`,
      [offerId, requirement.tipo, requirement.valor ?? null, requirement.texto, requirement.obligatorio],
    );
  }
};

/** The demo student's candidacies (once per database): each state the screens show. */
const demoCandidacies: { oferta: string; estados: number[]; diasAtras: number }[] = [
  { oferta: 'desarrollador-full-stack-junior-levante-tech', estados: [CandidacyState.applied], diasAtras: 2 },
  {
    oferta: 'practicas-marketing-digital-levante-tech',
    estados: [CandidacyState.applied, CandidacyState.preEnrolmentOffered],
    diasAtras: 6,
  },
  {
    oferta: 'analista-datos-turismo-datos-baleares',
    estados: [CandidacyState.applied, CandidacyState.selected],
    diasAtras: 9,
  },
  {
    oferta: 'practicas-ciencia-datos-datos-baleares',
    estados: [CandidacyState.applied, CandidacyState.rejected],
    diasAtras: 12,
  },
];

export const seedOffers = async (client: pg.PoolClient): Promise<void> => {
  for (const [slug, details] of Object.entries(detailsOfBaseOffers)) {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM offers WHERE access_slug = $1', [
      slug,
    ]);
    if (rows[0]) await writeDetails(client, rows[0].id, details);
  }
  for (const offer of [...generatedOffers(), ...ruleOffers]) {
    await writeDetails(client, await upsertOffer(client, offer), offer);
  }

  await client.query(
    `INSERT INTO internship_programmes (slug, title, description, needs_adhesion, dedication_percent, duration_months)
     VALUES ('programa-estudia-trabaja', 'Programa estudia y trabaja',
             'Prácticas de doce meses con una dedicación del 80 %, compatibles con los estudios.', true, 80, 12)
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description`,
  );
  await client.query(
    `INSERT INTO internship_programmes (slug, title, description, needs_adhesion, dedication_percent, duration_months)
     VALUES ('programa-practicas-verano', 'Programa de prácticas de verano',
             'Prácticas de julio a septiembre abiertas a todo el estudiantado, sin solicitud previa.', false, 100, 3)
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description`,
  );

  // The demo student's academic standing: a student of the Grado en Ingeniería Informática.
  await client.query(
    `INSERT INTO student_standing (user_id, degree_code, degree_name, level, credits_passed_percent,
            has_pending_internships, social_security_number, provided_documents, languages, driving_licence,
            available_to_relocate)
     SELECT id, 'G-II', 'Grado en Ingeniería Informática', 'grado', 75, true, '281234567840',
            '{expediente}', '{"en": "B2", "ca": "C1"}', true, true
       FROM users WHERE user_type = 'Alumno' AND lower(email) = $1
     ON CONFLICT (user_id) DO NOTHING`,
    [demoStudentEmail],
  );

  const mark = await client.query(
    `INSERT INTO seed_marks (key) VALUES ('offers-candidacies') ON CONFLICT DO NOTHING RETURNING key`,
  );
  if (mark.rowCount === 0) return;
  const student = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE user_type = 'Alumno' AND lower(email) = $1`,
    [demoStudentEmail],
  );
  const studentId = student.rows[0]?.id;
  if (studentId === undefined) return;
  for (const candidacy of demoCandidacies) {
    const last = candidacy.estados.at(-1)!;
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO candidacies (offer_id, student_id, state_id, reason_id, applied_at, updated_at)
       SELECT id, $2, $3, $4, now() - make_interval(days => $5), now() - make_interval(days => $5 - 1)
         FROM offers WHERE access_slug = $1
       ON CONFLICT (student_id, offer_id) DO NOTHING RETURNING id`,
      [
        candidacy.oferta,
        studentId,
        last,
        last === CandidacyState.rejected ? rejectionReason : null,
        candidacy.diasAtras,
      ],
    );
    const candidacyId = rows[0]?.id;
    if (candidacyId === undefined) continue;
    for (const [step, state] of candidacy.estados.entries()) {
      await client.query(
        `INSERT INTO candidacy_state_changes (candidacy_id, state_id, reason_id, changed_at)
         VALUES ($1, $2, $3, now() - make_interval(days => $4))`,
        [
          candidacyId,
          state,
          state === CandidacyState.rejected ? rejectionReason : null,
          candidacy.diasAtras - step,
        ],
      );
    }
  }
  const internship = await client.query<{ id: number }>(
    `INSERT INTO student_internships (student_id, company_name, title, starts_on, ends_on, state, tutor_name)
     VALUES ($1, 'Levante Tech', 'Prácticas curriculares de desarrollo backend', current_date - 30, current_date + 60,
             'enCurso', 'Marta Soler')
     ON CONFLICT DO NOTHING RETURNING id`,
    [studentId],
  );
  const internshipId = internship.rows[0]?.id;
  const planFile = 'seed-plan-formativo.pdf';
  if (internshipId !== undefined) {
    await client.query(
      `INSERT INTO internship_documents (internship_id, kind, original_name, extension, stored_name, size_bytes)
       VALUES ($1, 'documento', 'Plan formativo', 'pdf', $2, $3) ON CONFLICT DO NOTHING`,
      [internshipId, planFile, seedInternshipFiles[planFile]!.length],
    );
  }
};
