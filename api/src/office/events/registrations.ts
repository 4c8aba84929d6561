import ExcelJS from 'exceljs';
import { Status, Success, type EventRegistration, type Language, type OfficeEvent } from '@portal/contracts';
import { inTransaction, type Pool } from '../../platform/db/pool';
import { csvField, inertText } from '../../surveys/results';
import { audit, changeableEvent, findOfficeEvent, type Db } from './events';

/**
 * Who registered for an event, as the careers office sees it (issue 26): a student by their name
 * and e-mail, a company by its name and the user who registered it; when; whether they came. The
 * list exports to CSV and XLSX (every text cell through the portal's formula guard), and the
 * office marks each person's attendance on a published, not cancelled event.
 */

const registrationColumns = `
  r.id, CASE WHEN r.company_id IS NULL THEN 'Alumno' ELSE 'Empresa' END AS tipo,
  coalesce(nullif(trim(s.first_name || ' ' || s.last_names), ''), u.display_name) AS nombre,
  u.email, co.trade_name AS empresa, r.registered_at AS "inscritoEl", r.attended AS asistio`;
const registrationFrom = `
  FROM event_registrations r
  JOIN users u ON u.id = r.user_id
  LEFT JOIN students s ON s.user_id = r.user_id AND r.company_id IS NULL
  LEFT JOIN companies co ON co.id = r.company_id`;

type RegistrationRow = Omit<EventRegistration, 'inscritoEl'> & { inscritoEl: Date };
const toRegistration = ({ inscritoEl, ...row }: RegistrationRow): EventRegistration => ({ ...row, inscritoEl: inscritoEl.toISOString() });

/** The event and its registrations, earliest first; undefined when there is no such event. */
export const eventRegistrations = async (
  pool: Pool,
  id: number,
): Promise<{ evento: OfficeEvent; inscripciones: EventRegistration[] } | undefined> => {
  const evento = await findOfficeEvent(pool, id);
  if (!evento) return undefined;
  const { rows } = await pool.query<RegistrationRow>(
    `SELECT ${registrationColumns} ${registrationFrom} WHERE r.event_id = $1 ORDER BY r.registered_at, r.id`,
    [id],
  );
  return { evento, inscripciones: rows.map(toRegistration) };
};

export type AttendanceChange = { ok: true; aviso: number; inscripcion: EventRegistration } | { ok: false; status: number };

/**
 * Marks whether one registered person came: 192 when the event or the registration (of that
 * event) is unknown, 193 on a cancelled event, 197 on a draft.
 */
export const markAttendance = (pool: Pool, staffId: number, id: number, registrationId: number, attended: boolean): Promise<AttendanceChange> =>
  inTransaction(pool, async (client: Db) => {
    const found = await changeableEvent(client, id, null);
    if (!found.ok) return found;
    if (found.current.estado === 'borrador') return { ok: false, status: Status.officeEventNotPublished };
    const before = await client.query<{ attended: boolean | null }>(
      'SELECT attended FROM event_registrations WHERE id = $1 AND event_id = $2 FOR UPDATE',
      [registrationId, id],
    );
    if (!before.rows[0]) return { ok: false, status: Status.officeEventNotFound };
    await client.query('UPDATE event_registrations SET attended = $2, attendance_by = $3, attendance_at = now() WHERE id = $1', [
      registrationId,
      attended,
      staffId,
    ]);
    await audit(client, staffId, id, 'asistencia', { inscripcion: registrationId, asistio: before.rows[0].attended }, { inscripcion: registrationId, asistio: attended });
    const { rows } = await client.query<RegistrationRow>(`SELECT ${registrationColumns} ${registrationFrom} WHERE r.id = $1`, [registrationId]);
    return { ok: true, aviso: Success.eventAttendanceSaved, inscripcion: toRegistration(rows[0]!) };
  });

const exportHeader: Record<Language, string[]> = {
  es: ['Nombre', 'Email', 'Tipo', 'Empresa', 'Fecha de inscripción', 'Asistencia'],
  ca: ['Nom', 'Email', 'Tipus', 'Empresa', "Data d'inscripció", 'Assistència'],
  en: ['Name', 'E-mail', 'Type', 'Company', 'Registered on', 'Attendance'],
};
const typeWords: Record<Language, Record<EventRegistration['tipo'], string>> = {
  es: { Alumno: 'Estudiante', Empresa: 'Empresa' },
  ca: { Alumno: 'Estudiant', Empresa: 'Empresa' },
  en: { Alumno: 'Student', Empresa: 'Company' },
};
const attendanceWords: Record<Language, { yes: string; no: string; unknown: string }> = {
  es: { yes: 'Asistió', no: 'No asistió', unknown: 'Sin marcar' },
  ca: { yes: 'Hi va assistir', no: 'No hi va assistir', unknown: 'Sense marcar' },
  en: { yes: 'Attended', no: 'Did not attend', unknown: 'Not marked' },
};
const sheetName: Record<Language, string> = { es: 'Inscripciones', ca: 'Inscripcions', en: 'Registrations' };

const rowsOf = (registrations: EventRegistration[], language: Language) =>
  registrations.map((registration) => [
    registration.nombre,
    registration.email,
    typeWords[language][registration.tipo],
    registration.empresa ?? '',
    registration.inscritoEl.slice(0, 16).replace('T', ' '),
    attendanceWords[language][registration.asistio === null ? 'unknown' : registration.asistio ? 'yes' : 'no'],
  ]);

export const registrationsCsv = (registrations: EventRegistration[], language: Language): string =>
  // A byte-order mark so that spreadsheet programs read the accents as UTF-8.
  '\uFEFF' +
  [exportHeader[language], ...rowsOf(registrations, language)].map((row) => row.map((value) => csvField(value)).join(',')).join('\r\n') +
  '\r\n';

export const registrationsXlsx = async (registrations: EventRegistration[], language: Language): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Careers portal';
  const sheet = workbook.addWorksheet(sheetName[language]);
  sheet.addRow(exportHeader[language]).font = { bold: true };
  for (const row of rowsOf(registrations, language)) sheet.addRow(row.map((value) => inertText(value)));
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const registrationsFileName = (id: number, format: 'csv' | 'xlsx', language: Language) =>
  `${sheetName[language].toLowerCase()}-evento-${id}.${format}`;
