import type pg from 'pg';
import { hashPassword } from '../../platform/auth/passwords';
import { demoPassword } from './data';

/** The data-protection text in force in the demo institution (version 1). */
const dataProtectionText = {
  version: 1,
  shortText: {
    es: 'El servicio de empleo de la universidad trata tus datos para gestionar tu participación en el portal de empleo y prácticas. Puedes ejercer tus derechos de acceso, rectificación, supresión y oposición escribiendo al delegado de protección de datos.',
    ca: "El servei d'ocupació de la universitat tracta les teves dades per gestionar la teva participació al portal d'ocupació i pràctiques. Pots exercir els teus drets d'accés, rectificació, supressió i oposició escrivint al delegat de protecció de dades.",
    en: "The university's careers service processes your data to manage your use of the jobs and internships portal. You may exercise your rights of access, rectification, erasure and objection by writing to the data protection officer.",
  },
  externalLink: '/proteccion-datos',
};

/** A student who has not accepted the text in force yet: their login asks for it. */
export const pendingConsentStudent = {
  email: 'rgpd@demo.test',
  nombre: 'Marta',
  apellidos: 'Soler Vidal',
  dni: '87654321X',
};

/** A blocked student: the login answers 90 once the password is right. */
export const blockedStudent = { email: 'bloqueado@demo.test', nombre: 'Pau', apellidos: 'Ferrer Roig', dni: '99999999R' };

/** The accounts this file adds to the demo data. */
export const accountDemoStudents = [pendingConsentStudent, blockedStudent];

/** A graduate of the institution: registering with this national id is refused (95). */
export const demoGraduateNationalId = '11111111H';

interface DemoStudent {
  email: string;
  nombre: string;
  apellidos: string;
  dni: string;
}

/** The student's user id, creating the account (demo password) only when it is missing. */
const ensureStudent = async (client: pg.PoolClient, student: DemoStudent): Promise<number> => {
  const existing = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE user_type = 'Alumno' AND lower(email) = lower($1)`,
    [student.email],
  );
  const found = existing.rows[0]?.id;
  if (found !== undefined) return found;
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id)
     VALUES ('Alumno', $1, $2, $3, 1) RETURNING id`,
    [student.email, await hashPassword(demoPassword), `${student.nombre} ${student.apellidos}`],
  );
  const userId = rows[0]!.id;
  await client.query(
    `INSERT INTO students (user_id, first_name, last_names, national_id, with_internships, with_employment)
     VALUES ($1, $2, $3, $4, true, true)`,
    [userId, student.nombre, student.apellidos, student.dni],
  );
  await client.query('INSERT INTO student_cvs (user_id) VALUES ($1)', [userId]);
  return userId;
};

/**
 * Accounts demo data, run last by seed.ts inside its transaction: the data-protection text, its
 * acceptance by every demo user but one (so the other flows log in straight away), and that one.
 */
export const seedAccounts = async (client: pg.PoolClient): Promise<void> => {
  await client.query(
    `INSERT INTO data_protection_texts (version, short_text, external_link) VALUES ($1, $2, $3)
     ON CONFLICT (version) DO UPDATE SET short_text = EXCLUDED.short_text, external_link = EXCLUDED.external_link`,
    [dataProtectionText.version, JSON.stringify(dataProtectionText.shortText), dataProtectionText.externalLink],
  );
  await client.query('INSERT INTO institution_graduates (national_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    demoGraduateNationalId,
  ]);

  const userId = await ensureStudent(client, pendingConsentStudent);
  const blockedId = await ensureStudent(client, blockedStudent);
  await client.query('UPDATE users SET blocked = true WHERE id = $1', [blockedId]);

  // Every other account that existed before the text counts as having accepted it; accounts
  // created later (registration, account requests) accept it with their form.
  await client.query(
    `INSERT INTO data_protection_acceptances (user_id, version)
     SELECT id, $1 FROM users WHERE id <> $2
     ON CONFLICT DO NOTHING`,
    [dataProtectionText.version, userId],
  );
};
