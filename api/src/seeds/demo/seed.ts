import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { brandSettings, type UserType } from '@portal/contracts';
import { hashPassword } from '../../platform/auth/passwords';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { seedNotifications } from './notifications';
import { seedCv } from './cv';
import { seedOffers } from './offers';
import { seedSurveysAndEvents } from './surveys-events';
import { seedAccounts } from './accounts';
import { seedCompany } from './company';
import { seedCompanyData } from './company-data';
import { seedAgreements } from './agreements';
import { seedCompanyInternships } from './company-internships';
import { seedCompanyDocuments } from './company-documents';
import { seedStoredFiles } from './stored-files';
import { seedOfficeQueues } from './office';
import {
  demoBrand,
  demoCompanies,
  demoCompanyUsers,
  demoEventCategories,
  demoEvents,
  demoOffers,
  demoPassword,
  demoRegistrations,
  demoStudents,
} from './data';

/**
 * The user's id, creating the account when it is missing. Only a new account gets a password
 * hash (argon2 is deliberately slow, and a password changed since must survive a restart);
 * an existing one only has its display name refreshed.
 */
const ensureUser = async (client: pg.PoolClient, userType: UserType, email: string, displayName: string) => {
  const existing = await client.query<{ id: number }>(
    'SELECT id FROM users WHERE user_type = $1 AND lower(email) = lower($2)',
    [userType, email],
  );
  const found = existing.rows[0];
  if (found) {
    await client.query('UPDATE users SET display_name = $2 WHERE id = $1', [found.id, displayName]);
    return found.id;
  }
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
     VALUES ($1, $2, $3, $4, 1) RETURNING id`,
    [userType, email, await hashPassword(demoPassword), displayName],
  );
  return rows[0]!.id;
};

const idOf = <K>(ids: Map<K, number>, key: K, what: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data names an unknown ${what}: ${String(key)}`);
  return id;
};

/**
 * The demo institution, written on every start: rows are upserted by their natural keys (e-mail,
 * CIF, access slug), so running it again changes no count. It is one transaction under an
 * advisory lock, so servers starting together against one database seed it once each, in turn.
 */
export const seed = async (pool: Pool, log: FastifyBaseLogger): Promise<void> => {
  const brand = brandSettings.parse(demoBrand);
  await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('careers-portal.seed'))`);

    await client.query(
      `INSERT INTO institution_brand (id, settings) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
      [JSON.stringify(brand)],
    );

    const companyIds = new Map<string, number>();
    for (const company of demoCompanies) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO companies (tax_id, trade_name, legal_name, description, validated)
         VALUES ($1, $2, $3, $4, true)
         ON CONFLICT (tax_id) DO UPDATE
           SET trade_name = EXCLUDED.trade_name, legal_name = EXCLUDED.legal_name, description = EXCLUDED.description
         RETURNING id`,
        [company.cif, company.nombreComercial, company.nombreFiscal, company.descripcion],
      );
      companyIds.set(company.cif, rows[0]!.id);
    }

    const studentIds = new Map<string, number>();
    for (const student of demoStudents) {
      const userId = await ensureUser(
        client,
        'Alumno',
        student.email,
        `${student.nombre} ${student.apellidos}`,
      );
      studentIds.set(student.email, userId);
      await client.query(
        `INSERT INTO students (user_id, first_name, last_names, national_id, phone, birth_date, with_internships, with_employment)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (user_id) DO UPDATE SET
           first_name = EXCLUDED.first_name, last_names = EXCLUDED.last_names, national_id = EXCLUDED.national_id,
           phone = EXCLUDED.phone, birth_date = EXCLUDED.birth_date,
           with_internships = EXCLUDED.with_internships, with_employment = EXCLUDED.with_employment`,
        [
          userId,
          student.nombre,
          student.apellidos,
          student.dni,
          student.telefono,
          student.fechaNacimiento,
          student.conPracticas,
          student.conEmpleo,
        ],
      );
      // The CV is the student's own document: created once, never overwritten by a restart.
      await client.query(
        `INSERT INTO student_cvs (user_id, presentation, portfolio_url, internship_search_active, job_search_active, has_work_permit)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO NOTHING`,
        [
          userId,
          student.cv.presentacion,
          student.cv.enlacePortfolio,
          student.cv.busquedaPracticasActiva,
          student.cv.busquedaTrabajoActiva,
          student.cv.tienePermisoTrabajo,
        ],
      );
    }

    for (const user of demoCompanyUsers) {
      const userId = await ensureUser(client, 'Empresa', user.email, user.nombre);
      for (const cif of user.empresas) {
        await client.query(
          'INSERT INTO company_users (user_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [userId, idOf(companyIds, cif, 'company')],
        );
      }
    }

    for (const offer of demoOffers) {
      await client.query(
        `INSERT INTO offers (access_slug, company_id, title, offer_type, province, study_and_work, published_at, highlighted_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(days => $7), now() - make_interval(days => $8))
         ON CONFLICT (access_slug) DO UPDATE SET
           company_id = EXCLUDED.company_id, title = EXCLUDED.title, offer_type = EXCLUDED.offer_type,
           province = EXCLUDED.province, study_and_work = EXCLUDED.study_and_work`,
        [
          offer.urlAcceso,
          idOf(companyIds, offer.cif, 'company'),
          offer.titulo,
          offer.tipo,
          offer.provincia,
          offer.estudiaYtrabaja ?? false,
          offer.diasDesdePublicacion,
          offer.diasDesdeDestacada ?? null,
        ],
      );
    }

    const categoryIds = new Map<string, number>();
    for (const category of demoEventCategories) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO event_categories (slug, name) VALUES ($1, $2)
         ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
        [category.slug, category.nombre],
      );
      categoryIds.set(category.slug, rows[0]!.id);
    }

    const eventIds = new Map<string, number>();
    for (const event of demoEvents) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO events (access_slug, title, lead, description, starts_at, category_id, place, featured,
                             main_image_url, places, is_public, for_students, for_companies)
         VALUES ($1, $2, $3, $4, date_trunc('day', now()) + make_interval(days => $5, hours => $6),
                 $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (access_slug) DO UPDATE SET
           title = EXCLUDED.title, lead = EXCLUDED.lead, description = EXCLUDED.description,
           category_id = EXCLUDED.category_id, place = EXCLUDED.place, featured = EXCLUDED.featured,
           main_image_url = EXCLUDED.main_image_url, places = EXCLUDED.places, is_public = EXCLUDED.is_public,
           for_students = EXCLUDED.for_students, for_companies = EXCLUDED.for_companies
         RETURNING id`,
        [
          event.urlAcceso,
          event.titulo,
          event.entradilla,
          event.descripcion,
          event.dias,
          event.hora,
          idOf(categoryIds, event.categoria, 'event category'),
          event.lugar,
          event.destacado,
          event.imagen,
          event.plazas,
          event.publico,
          event.paraAlumnos,
          event.paraEmpresas,
        ],
      );
      eventIds.set(event.urlAcceso, rows[0]!.id);
    }

    for (const registration of demoRegistrations) {
      await client.query(
        'INSERT INTO event_registrations (event_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [idOf(eventIds, registration.evento, 'event'), idOf(studentIds, registration.email, 'student')],
      );
    }

    await seedNotifications(client);
    await seedOffers(client);
    await seedCv(client);
    await seedSurveysAndEvents(client);
    await seedCompany(client);
    await seedCompanyData(client);
    await seedAgreements(client);
    await seedCompanyInternships(client);
    await seedCompanyDocuments(client);
    await seedStoredFiles(client);
    await seedOfficeQueues(client);
    // Keep last: it records the data-protection acceptance of the demo accounts created above.
    await seedAccounts(client);
  });
  log.info(
    {
      companies: demoCompanies.length,
      users: demoStudents.length + demoCompanyUsers.length,
      offers: demoOffers.length,
      events: demoEvents.length,
    },
    'demo data in place',
  );
};
