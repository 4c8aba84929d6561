import {
  CvStatus,
  Status,
  isSocialSecurityMandatory,
  isValidIdentityDocument,
  needsWorkPermit,
  type AttachmentInput,
  type missingField,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Pool } from '../platform/db/pool';
import type { FileStore } from '../platform/storage/file-store';
import { insertDocument, withDocumentFile } from './documents';
import { syncStandingWithCv } from './standing';
import { refusal, type CvOutcome } from './validation';

type MissingField = z.infer<typeof missingField>;

export interface SocialSecurityForm {
  dni: string;
  numSeguridadSocial: string;
  adjunto: AttachmentInput | null;
}

/**
 * The "Datos Seguridad Social" form (spec 000 §2.5, §3, §5), one transaction: the national id must
 * be the student's (66; a student without one gets it, 94 when another student has it); the number
 * may be corrected until the careers office validates it (115 then; 180 when another account has
 * it); the privacy
 * policy acceptance is recorded; the attached document (PDF, 2 MB) replaces the previous one.
 */
export const saveSocialSecurityData = (
  pool: Pool,
  files: FileStore,
  userId: number,
  form: SocialSecurityForm,
): Promise<CvOutcome<{ aviso: number; tieneNumSegSocial: true }>> =>
  withDocumentFile(pool, 'seguridadSocial', form.adjunto, async (db, file) => {
    const { rows } = await db.query<{ dni: string | null; type: number; number: string | null; validated: string[] }>(
      `SELECT national_id AS dni, id_document_type AS type, social_security_number AS number, validated_fields AS validated
         FROM students WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    const student = rows[0];
    if (!student) return refusal(Status.sessionLost);
    if (!isValidIdentityDocument(student.type, form.dni)) {
      return refusal(Status.idDocument, [{ campo: 'dni', regla: 'nationalId' }]);
    }
    if (student.dni && student.dni.toUpperCase() !== form.dni) {
      return refusal(Status.idDocument, [{ campo: 'dni', regla: 'notYourId' }]);
    }
    if (!student.dni) {
      const taken = await db.query('SELECT 1 FROM students WHERE upper(national_id) = $1', [form.dni]);
      if (taken.rowCount) return refusal(Status.dniAlreadyRegistered, [{ campo: 'dni', regla: 'alreadyRegistered' }]);
    }
    // Correctable until the careers office validates it (issue 24): then 115.
    if (student.number && student.number !== form.numSeguridadSocial && student.validated.includes('numSeguridadSocial')) {
      return refusal(Status.socialSecurityCannotChangeOther, [{ campo: 'numSeguridadSocial', regla: 'locked' }]);
    }
    const taken = await db.query('SELECT 1 FROM students WHERE social_security_number = $1 AND user_id <> $2', [
      form.numSeguridadSocial,
      userId,
    ]);
    if (taken.rowCount) {
      return refusal(Status.socialSecurityTaken, [{ campo: 'numSeguridadSocial', regla: 'alreadyRegistered' }]);
    }
    await db.query(
      `UPDATE students SET national_id = $2, social_security_number = $3, social_security_policy_accepted_at = now()
        WHERE user_id = $1`,
      [userId, form.dni, form.numSeguridadSocial],
    );
    if (form.adjunto) {
      const saved = await insertDocument(db, files, userId, 'seguridadSocial', form.adjunto, file);
      if (!saved.ok) return saved;
    } else {
      await syncStandingWithCv(db, userId);
    }
    return { ok: true, value: { aviso: CvStatus.updated, tieneNumSegSocial: true as const } };
  });

/** tieneNumSegSocial: whether the number is on file, whether internships need it today, whether the policy was accepted. */
export const socialSecurityState = async (pool: Pool, userId: number) => {
  const { rows } = await pool.query<{ tiene: boolean; politicaAceptada: boolean }>(
    `SELECT social_security_number IS NOT NULL AS tiene, social_security_policy_accepted_at IS NOT NULL AS "politicaAceptada"
       FROM students WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0] ?? { tiene: false, politicaAceptada: false };
  return { ...row, obligatorio: isSocialSecurityMandatory() };
};

interface PersonFacts {
  nationalId: string | null;
  phone: string | null;
  socialSecurityNumber: string | null;
  birthDate: string | null;
  nationalities: number[];
  hasWorkPermit: boolean;
  hasAddress: boolean;
  hasStudies: boolean;
}

const personFacts = async (pool: Pool, userId: number): Promise<PersonFacts | undefined> => {
  const { rows } = await pool.query<PersonFacts>(
    `SELECT s.national_id AS "nationalId", s.phone, s.social_security_number AS "socialSecurityNumber",
            s.birth_date::text AS "birthDate", s.nationality_ids AS nationalities,
            coalesce(cv.has_work_permit, false) AS "hasWorkPermit",
            EXISTS (SELECT 1 FROM student_addresses a WHERE a.user_id = s.user_id) AS "hasAddress",
            EXISTS (SELECT 1 FROM student_studies st WHERE st.user_id = s.user_id) AS "hasStudies"
       FROM students s LEFT JOIN student_cvs cv ON cv.user_id = s.user_id WHERE s.user_id = $1`,
    [userId],
  );
  return rows[0];
};

/**
 * faltanDatosPersonalesObligatorios: the personal data every student must give (national id,
 * birth date, phone, nationality, address), at least one study (57), and the work permit a
 * nationality outside the EU needs (34); each with the CV section where it is filled.
 */
export const missingPersonalData = async (pool: Pool, userId: number): Promise<MissingField[]> => {
  const facts = await personFacts(pool, userId);
  if (!facts) return [];
  const personal = (campo: string, missing: boolean): MissingField[] =>
    missing ? [{ campo, seccion: 'datos-personales' }] : [];
  return [
    ...personal('dni', !facts.nationalId),
    ...personal('fechaNacimiento', !facts.birthDate),
    ...personal('telefono', !facts.phone),
    ...personal('nacionalidades', facts.nationalities.length === 0),
    ...personal('domicilio', !facts.hasAddress),
    ...(facts.hasStudies ? [] : [{ campo: 'estudios', seccion: 'estudios' as const }]),
    ...(needsWorkPermit(facts.nationalities) && !facts.hasWorkPermit
      ? [{ campo: 'permisoTrabajo', seccion: 'permiso-trabajo' as const }]
      : []),
  ];
};
