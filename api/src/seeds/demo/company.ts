import {
  CandidacyStates,
  OfferState,
  companyBrandSettings,
  offerForm,
  type CompanyBrandSettings,
  type OfferFormInput,
  type OfferStateId,
} from '@portal/contracts';
import type pg from 'pg';
import { insertOffer } from '../../company/offers/offer-form';
import { recordOfferState } from '../../company/offers/offer-states';
import { ensureDemoStaff } from './staff';

/**
 * The company side of the demo: the careers office's staff account, the brand's company settings
 * (offers of validated companies published at once, so the demo works end to end), the demo
 * company's IBAN, its offers in every state and candidates in several states. Idempotent: rows are
 * found by their natural keys (e-mail, access URL) and written once.
 */

export const demoCompanyCif = 'B46123451';

export const demoCompanyBrand: CompanyBrandSettings = companyBrandSettings.parse({
  // The product's default: the careers office validates every offer (its queue, mf-office).
  publicacionDirectaOfertas: false,
  duplicarOfertas: true,
  duplicarOfertasPerfilContrario: true,
  cerrarOfertas: true,
  eliminarOfertas: true,
  compruebaIban: true,
  mostrarReferenciaOferta: true,
  menuSolicitudesPracticasEducacion: true,
  subidaDocumentacion: true,
  solicitarEmpresaDestino: true,
  direccionContactos: true,
  tipoEmpresa: true,
  solicitarCambioPracticas: true,
  programasPracticas: true,
  camposOferta: { nombreForo: 'oculto', centroCoste: 'opcional', ordenInterna: 'opcional' },
});

const internship = (titulo: string): OfferFormInput => ({
  tipo: 'practicas',
  titulo,
  descripcion: 'Prácticas en el equipo de producto: desarrollo de funcionalidades web con mentoría diaria.',
  tareas: 'Desarrollo de interfaces, pruebas automatizadas y revisión de código con el equipo.',
  puesto: 'Desarrollador/a en prácticas',
  departamento: 'Ingeniería',
  plazas: 2,
  provincia: 'Valencia',
  poblacion: 'València',
  tipoModalidadAsistencia: 3,
  horario: 'De lunes a viernes, de 9:00 a 14:00',
  horasAldia: 5,
  numeroDiasSemana: 5,
  tiempoDedicacionJornada: 60,
  meses: 6,
  fechaInicio: dayFromNow(40),
  fechaFin: dayFromNow(220),
  titulaciones: ['G-II'],
  niveles: ['grado'],
  ayudaEstudio: 600,
  curso: '3º o 4º',
  idTipoPracticas: 2,
  tutorEmpresa: {
    nombre: 'Marta',
    apellidos: 'Soler Navarro',
    email: 'marta.soler@levante.example',
    titulacion: 'Ingeniería Informática',
    puesto: 'Jefa de equipo',
  },
  tutorUniversidad: { nombre: 'Dr. Andreu Pons' },
});

const job = (titulo: string): OfferFormInput => ({
  tipo: 'empleo',
  titulo,
  descripcion: 'Incorporación al equipo de plataforma para mantener y escalar nuestros servicios.',
  tareas: 'Diseño de APIs, despliegues y guardias compartidas con el equipo.',
  puesto: 'Ingeniero/a de plataforma',
  departamento: 'Ingeniería',
  plazas: 1,
  provincia: 'Valencia',
  poblacion: 'València',
  tipoModalidadAsistencia: 2,
  horario: 'Jornada completa flexible',
  horasAldia: 8,
  numeroDiasSemana: 5,
  tiempoDedicacionJornada: 100,
  meses: 12,
  titulaciones: ['G-II'],
  idTipoContrato: 1,
  salario: 32000,
});

function dayFromNow(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

interface DemoOffer {
  slug: string;
  form: OfferFormInput;
  state: OfferStateId;
  reason?: string;
  expiredDaysAgo?: number;
}

/** One offer of the demo company per state the company's lists show. */
const demoCompanyOffers: DemoOffer[] = [
  { slug: 'levante-tech-practicas-producto-web', form: internship('Prácticas en producto web'), state: OfferState.published },
  { slug: 'levante-tech-practicas-pendiente', form: internship('Prácticas de desarrollo móvil (pendiente)'), state: OfferState.pendingValidation },
  { slug: 'levante-tech-empleo-plataforma-cerrada', form: job('Ingeniero/a de plataforma (cerrada)'), state: OfferState.closed },
  { slug: 'levante-tech-empleo-caducada', form: job('Ingeniero/a de datos (caducada)'), state: OfferState.published, expiredDaysAgo: 3 },
  {
    slug: 'levante-tech-practicas-rechazada',
    form: internship('Prácticas sin tutor asignado (rechazada)'),
    state: OfferState.rejected,
    reason: 'El proyecto formativo no detalla las tareas del estudiante.',
  },
  { slug: 'levante-tech-practicas-eliminada', form: internship('Prácticas de verano (eliminada)'), state: OfferState.deleted },
];

/** Demo students who applied to the demo company's published internship, one per state. */
const demoCandidates = [
  { email: 'candidata.inscrita@demo.test', nombre: 'Aina', apellidos: 'Mas Ribas', estados: [CandidacyStates.applied] },
  { email: 'candidato.preseleccionado@demo.test', nombre: 'Marc', apellidos: 'Torres Vidal', estados: [CandidacyStates.applied, CandidacyStates.shortlisted] },
  { email: 'candidata.entrevista@demo.test', nombre: 'Laura', apellidos: 'Gil Pardo', estados: [CandidacyStates.applied, CandidacyStates.shortlisted, CandidacyStates.interviewing] },
  { email: 'candidato.rechazado@demo.test', nombre: 'Pere', apellidos: 'Coll Serra', estados: [CandidacyStates.applied, CandidacyStates.rejected] },
];
const demoRejectionReason = 10;

const ensureOffer = async (client: pg.PoolClient, companyId: number, offer: DemoOffer) => {
  const existing = await client.query<{ id: number }>('SELECT id FROM offers WHERE access_slug = $1', [offer.slug]);
  if (existing.rows[0]) return existing.rows[0].id;
  const { id } = await insertOffer(client, offerForm.parse(offer.form), {
    companyId,
    userId: null,
    stateId: offer.state,
    slug: offer.slug,
  });
  await client.query(
    `UPDATE offers SET state_reason = $2,
            expires_at = CASE WHEN $3::integer IS NULL THEN expires_at ELSE now() - make_interval(days => $3::integer) END,
            closed_at = CASE WHEN state_id IN (3, 6) THEN now() ELSE NULL END
      WHERE id = $1`,
    [id, offer.reason ?? null, offer.expiredDaysAgo ?? null],
  );
  return id;
};

const ensureCandidate = async (client: pg.PoolClient, candidate: (typeof demoCandidates)[number]) => {
  const existing = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE user_type = 'Alumno' AND lower(email) = lower($1)`,
    [candidate.email],
  );
  if (existing.rows[0]) return existing.rows[0].id;
  // Demo candidates only: no password, nobody logs in as them.
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
     VALUES ('Alumno', $1, NULL, $2, 1) RETURNING id`,
    [candidate.email, `${candidate.nombre} ${candidate.apellidos}`],
  );
  const userId = rows[0]!.id;
  await client.query(
    `INSERT INTO students (user_id, first_name, last_names, phone, with_internships, with_employment)
     VALUES ($1, $2, $3, '600111222', true, true)`,
    [userId, candidate.nombre, candidate.apellidos],
  );
  await client.query(
    `INSERT INTO student_cvs (user_id, presentation, internship_search_active) VALUES ($1, $2, true)`,
    [userId, 'Estudiante de Ingeniería Informática con interés en el desarrollo web.'],
  );
  await client.query(
    `INSERT INTO student_standing (user_id, degree_code, degree_name, level, credits_passed_percent, languages)
     VALUES ($1, 'G-II', 'Grado en Ingeniería Informática', 'grado', 70, '{"en": "B2"}')`,
    [userId],
  );
  return userId;
};

export const seedCompany = async (client: pg.PoolClient): Promise<void> => {
  await ensureDemoStaff(client);
  await client.query(`UPDATE institution_brand SET settings = settings || jsonb_build_object('empresas', $1::jsonb)`, [
    JSON.stringify(demoCompanyBrand),
  ]);
  const company = await client.query<{ id: number }>(
    `UPDATE companies SET iban = coalesce(iban, 'ES9121000418450200051332') WHERE tax_id = $1 RETURNING id`,
    [demoCompanyCif],
  );
  const companyId = company.rows[0]?.id;
  if (companyId === undefined) return;

  const mark = await client.query(
    `INSERT INTO seed_marks (key) VALUES ('company-offers') ON CONFLICT DO NOTHING RETURNING key`,
  );
  if (mark.rowCount === 0) return;
  const offerIds = new Map<string, number>();
  for (const offer of demoCompanyOffers) {
    const id = await ensureOffer(client, companyId, offer);
    offerIds.set(offer.slug, id);
    await recordOfferState(client, id, offer.state, null, offer.reason ?? null);
  }
  const published = offerIds.get('levante-tech-practicas-producto-web')!;
  for (const candidate of demoCandidates) {
    const studentId = await ensureCandidate(client, candidate);
    const last = candidate.estados.at(-1)!;
    const reason = last === CandidacyStates.rejected ? demoRejectionReason : null;
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO candidacies (offer_id, student_id, state_id, reason_id, applied_at)
       VALUES ($1, $2, $3, $4, now() - interval '5 days')
       ON CONFLICT (student_id, offer_id) DO NOTHING RETURNING id`,
      [published, studentId, last, reason],
    );
    const candidacyId = rows[0]?.id;
    if (candidacyId === undefined) continue;
    for (const [step, state] of candidate.estados.entries()) {
      await client.query(
        `INSERT INTO candidacy_state_changes (candidacy_id, state_id, reason_id, changed_at)
         VALUES ($1, $2, $3, now() - make_interval(days => $4))`,
        [candidacyId, state, state === CandidacyStates.rejected ? reason : null, 5 - step],
      );
    }
  }
};
