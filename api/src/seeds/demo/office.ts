import type pg from 'pg';
import { hashPassword } from '../../platform/auth/passwords';
import { demoCompanyCif } from './company';
import { demoPassword } from './data';

/**
 * What waits for the careers office in the demo, beside what the other demo rows already leave
 * waiting (a pending offer, annexes to issue, documents, invoices, an education-centre request, a
 * company's data, a signed agreement): a company account request, an internship change request,
 * a company's internship proposal, a student's programme adhesion and a study a self-registered
 * student declared. So every queue of the office's dashboard has an item to open. Written once:
 * each row is looked for first, so a demo user's decisions survive a restart.
 */
export const demoPendingCompany = {
  cif: 'B98765431',
  nombreComercial: 'Nuevas Rutas Logística',
  nombreFiscal: 'Nuevas Rutas Logística S.L.',
  email: 'nueva.empresa@demo.test',
  contacto: 'Irene Sancho Vila',
} as const;

const seedPendingCompany = async (client: pg.PoolClient) => {
  const { rowCount } = await client.query('SELECT 1 FROM companies WHERE tax_id = $1', [demoPendingCompany.cif]);
  if (rowCount) return;
  const company = await client.query<{ id: number }>(
    `INSERT INTO companies (tax_id, trade_name, legal_name, validated) VALUES ($1, $2, $3, false) RETURNING id`,
    [demoPendingCompany.cif, demoPendingCompany.nombreComercial, demoPendingCompany.nombreFiscal],
  );
  const user = await client.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
     VALUES ('Empresa', $1, $2, $3, 1) RETURNING id`,
    [demoPendingCompany.email, await hashPassword(demoPassword), demoPendingCompany.contacto],
  );
  await client.query('INSERT INTO company_users (user_id, company_id) VALUES ($1, $2)', [user.rows[0]!.id, company.rows[0]!.id]);
  await client.query(
    `INSERT INTO company_account_requests (company_id, user_id, contact_name, phone, requested_at)
     VALUES ($1, $2, $3, '961234567', now() - interval '2 days')`,
    [company.rows[0]!.id, user.rows[0]!.id, demoPendingCompany.contacto],
  );
};

/** The demo company asks to move the schedule of one of its internships under way. */
const seedChangeRequest = (client: pg.PoolClient) =>
  client.query(
    `INSERT INTO internship_change_requests (internship_id, company_id, action, new_schedule, reason, requested_at)
     SELECT i.id, c.id, 'horario', 'De lunes a viernes, de 8:00 a 13:00', 'El equipo adelanta su jornada durante el verano.',
            now() - interval '1 day'
       FROM student_internships i JOIN companies c ON c.id = i.company_id
      WHERE c.tax_id = $1 AND i.state IN ('pendiente', 'enCurso')
        AND NOT EXISTS (SELECT 1 FROM internship_change_requests r WHERE r.company_id = c.id)
      ORDER BY i.id LIMIT 1`,
    [demoCompanyCif],
  );

/** The demo company proposes an internship for a student who applied to its offer. */
const seedCompanyProposal = (client: pg.PoolClient) =>
  client.query(
    `INSERT INTO internship_proposals (student_id, company_id, company_tax_id, company_name, tutor_email, signatory_email,
            description, proposed_by, degree_code, created_at)
     SELECT u.id, c.id, c.tax_id, c.trade_name, 'firmas@levante-tech.example', 'firmas@levante-tech.example',
            'Prácticas en el equipo de desarrollo web: maquetación accesible y pruebas de interfaz.', 'empresa', 'G-II',
            now() - interval '3 days'
       FROM users u, companies c
      WHERE u.user_type = 'Alumno' AND lower(u.email) = 'candidata.inscrita@demo.test' AND c.tax_id = $1
        AND NOT EXISTS (SELECT 1 FROM internship_proposals p WHERE p.company_id = c.id AND p.proposed_by = 'empresa')`,
    [demoCompanyCif],
  );

/** A student asks to join the programme that needs the office's yes. */
const seedProgrammeAdhesion = (client: pg.PoolClient) =>
  client.query(
    `INSERT INTO programme_adhesions (programme_id, user_id, requested_at)
     SELECT p.id, u.id, now() - interval '4 days'
       FROM internship_programmes p, users u
      WHERE p.slug = 'programa-estudia-trabaja' AND u.user_type = 'Alumno' AND lower(u.email) = 'candidato.preseleccionado@demo.test'
     ON CONFLICT DO NOTHING`,
  );

/** A student who registered on the portal declares a degree the office has not verified yet. */
const seedDeclaredStudy = async (client: pg.PoolClient) => {
  const { rows } = await client.query<{ id: number }>(
    `SELECT u.id FROM users u WHERE u.user_type = 'Alumno' AND lower(u.email) = 'candidato.rechazado@demo.test'`,
  );
  const student = rows[0];
  if (!student) return;
  await client.query('UPDATE students SET self_registered = true WHERE user_id = $1', [student.id]);
  await client.query(
    `INSERT INTO student_studies (user_id, from_university, degree_id, degree_code, name, level, start_year, finished, validated, declared)
     SELECT $1, true, 1, 'G-ADE', 'Grado en Administración y Dirección de Empresas', 'grado', 2022, false, false, true
      WHERE NOT EXISTS (SELECT 1 FROM student_studies WHERE user_id = $1 AND declared)`,
    [student.id],
  );
};

export const seedOfficeQueues = async (client: pg.PoolClient): Promise<void> => {
  await seedPendingCompany(client);
  await seedChangeRequest(client);
  await seedCompanyProposal(client);
  await seedProgrammeAdhesion(client);
  await seedDeclaredStudy(client);
};
