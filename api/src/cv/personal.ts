import {
  Status,
  spainCountryId,
  type BirthPlace,
  type CvSettings,
  type EmailDataRequest,
  type Language,
  type PersonalDataInput,
  type PersonalField,
} from '@portal/contracts';
import type pg from 'pg';
import { inTransaction, type Pool } from '../platform/db/pool';
import { addressErrors, addressReference, readStudentAddress, saveStudentAddress } from './address';
import { readCvSettings } from './read';
import { cvReference, unknownIds } from './reference';
import { syncStandingWithCv } from './standing';
import { refusal, type CvOutcome, type FieldFailure } from './validation';

interface CurrentPerson {
  nombre: string;
  apellidos: string;
  idTipoDocumento: number;
  dni: string | null;
  fechaNacimiento: string | null;
  genero: string | null;
  telefono: string | null;
  telefono2: string | null;
  iban: string | null;
  numSeguridadSocial: string | null;
  nacionalidades: number[];
  lugarNacimiento: BirthPlace | null;
  discapacidad: boolean;
  validated: PersonalField[];
}

/** The student's personal data as editDatosPersonales compares it, locked for the update. */
const lockPerson = async (db: pg.PoolClient, userId: number): Promise<CurrentPerson | undefined> => {
  const { rows } = await db.query<CurrentPerson & { birthCountry: number | null; birthProvince: string | null; birthMunicipality: number | null; birthText: string | null }>(
    `SELECT first_name AS nombre, last_names AS apellidos, id_document_type AS "idTipoDocumento", national_id AS dni,
            to_char(birth_date, 'YYYY-MM-DD') AS "fechaNacimiento", gender AS genero, phone AS telefono, phone2 AS telefono2,
            iban, social_security_number AS "numSeguridadSocial", nationality_ids AS nacionalidades,
            birth_country_id AS "birthCountry", birth_province_id AS "birthProvince",
            birth_municipality_id AS "birthMunicipality", birth_place_text AS "birthText",
            disability_over_33 AS discapacidad, validated_fields AS validated
       FROM students WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { birthCountry, birthProvince, birthMunicipality, birthText, ...person } = row;
  return {
    ...person,
    lugarNacimiento:
      birthCountry === null
        ? null
        : { idPais: birthCountry, idProvincia: birthProvince as BirthPlace['idProvincia'], idLocalidad: birthMunicipality, localidadOtros: birthText },
  };
};

/** Compares values whatever the order of an object's keys. */
const sameValue = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** Birth place rules: a listed country; in Spain a province and one of its municipalities; elsewhere text. */
const birthPlaceFailures = (place: BirthPlace): FieldFailure[] => {
  const campo = (name: string) => `lugarNacimiento.${name}`;
  if (!cvReference().countries.has(place.idPais)) return [{ campo: campo('idPais'), regla: 'invalid' }];
  if (place.idPais !== spainCountryId) {
    return place.idProvincia !== null || place.idLocalidad !== null
      ? [{ campo: campo('idProvincia'), regla: 'invalid' }]
      : [];
  }
  const reference = addressReference();
  if (place.idProvincia === null) return [{ campo: campo('idProvincia'), regla: 'required' }];
  if (!reference.isProvince(place.idProvincia)) return [{ campo: campo('idProvincia'), regla: 'invalid' }];
  if (!reference.hasMunicipalities(place.idProvincia)) return [];
  if (place.idLocalidad === null) return [{ campo: campo('idLocalidad'), regla: 'required' }];
  return reference.isMunicipalityOf(place.idLocalidad, place.idProvincia)
    ? []
    : [{ campo: campo('idLocalidad'), regla: 'notInProvince' }];
};

/** Fields that would change although the careers office validated them or the institution locks them. */
const lockedFailures = (
  changed: PersonalField[],
  validated: readonly PersonalField[],
  settings: CvSettings,
): FieldFailure[] =>
  changed.flatMap((field): FieldFailure[] => {
    if (validated.includes(field)) return [{ campo: field, regla: 'locked' }];
    if (!settings.camposPersonales[field].editable) return [{ campo: field, regla: 'notEditable' }];
    return [];
  });

/**
 * editDatosPersonales: changes the personal fields sent, in one transaction. Refusals: 84 for a
 * social security number the careers office has validated (until then the student corrects it),
 * 180 for one another account has; 94 for a national id of another student; 400 with the
 * fields for a locked field (validadoDOIP or not editable), an unknown id or a bad birth place or
 * address. Keeps the standing in step (work permit, social security number).
 */
export const savePersonalData = (
  pool: Pool,
  userId: number,
  input: PersonalDataInput,
  language: Language,
): Promise<CvOutcome<true>> =>
  inTransaction(pool, async (db) => {
    const current = await lockPerson(db, userId);
    if (!current) return refusal(Status.sessionLost);
    const address = input.domicilio === undefined ? undefined : await readStudentAddress(db, userId);
    const proposed = { ...input } as Partial<Record<PersonalField, unknown>>;
    const changed = (Object.keys(proposed) as PersonalField[]).filter((field) => {
      if (proposed[field] === undefined) return false;
      const before = field === 'domicilio' ? address : current[field as keyof CurrentPerson];
      return !sameValue(proposed[field], before);
    });
    // The number stays the student's to correct until the careers office validates it (issue 24).
    if (changed.includes('numSeguridadSocial') && current.validated.includes('numSeguridadSocial')) {
      return refusal(Status.socialSecurityCannotChange, [{ campo: 'numSeguridadSocial', regla: 'locked' }]);
    }
    const failures = lockedFailures(changed, current.validated, await readCvSettings(db));
    const reference = cvReference();
    failures.push(
      ...unknownIds({
        idTipoDocumento: { value: input.idTipoDocumento, within: reference.identityDocumentTypes },
        nacionalidades: { value: input.nacionalidades, within: reference.countries },
      }).map((campo): FieldFailure => ({ campo, regla: 'invalid' })),
    );
    if (input.lugarNacimiento) failures.push(...birthPlaceFailures(input.lugarNacimiento));
    if (input.domicilio) {
      failures.push(
        ...addressErrors(input.domicilio, language).map(({ campo, mensaje }) => ({ campo: `domicilio.${campo}`, mensaje })),
      );
    }
    if (failures.length > 0) return refusal(Status.missingMandatoryData, failures);

    if (changed.includes('dni')) {
      const taken = await db.query('SELECT 1 FROM students WHERE upper(national_id) = $1 AND user_id <> $2', [input.dni, userId]);
      if (taken.rowCount) return refusal(Status.dniAlreadyRegistered, [{ campo: 'dni', regla: 'alreadyRegistered' }]);
    }
    if (changed.includes('numSeguridadSocial') && input.numSeguridadSocial) {
      const taken = await db.query('SELECT 1 FROM students WHERE social_security_number = $1 AND user_id <> $2', [
        input.numSeguridadSocial,
        userId,
      ]);
      if (taken.rowCount)
        return refusal(Status.socialSecurityTaken, [{ campo: 'numSeguridadSocial', regla: 'alreadyRegistered' }]);
    }

    const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) } as CurrentPerson;
    const place = next.lugarNacimiento;
    await db.query(
      `UPDATE students SET first_name = $2, last_names = $3, id_document_type = $4, national_id = $5, birth_date = $6,
              gender = $7, phone = $8, phone2 = $9, iban = $10, social_security_number = $11, nationality_ids = $12,
              birth_country_id = $13, birth_province_id = $14, birth_municipality_id = $15, birth_place_text = $16,
              disability_over_33 = $17
        WHERE user_id = $1`,
      [
        userId,
        next.nombre,
        next.apellidos,
        next.idTipoDocumento,
        next.dni,
        next.fechaNacimiento,
        next.genero,
        next.telefono,
        next.telefono2,
        next.iban,
        next.numSeguridadSocial,
        next.nacionalidades,
        place?.idPais ?? null,
        place?.idProvincia ?? null,
        place?.idLocalidad ?? null,
        place?.localidadOtros ?? null,
        next.discapacidad,
      ],
    );
    if (changed.includes('nombre') || changed.includes('apellidos')) {
      await db.query('UPDATE users SET display_name = $2 WHERE id = $1', [userId, `${next.nombre} ${next.apellidos}`]);
    }
    if (input.domicilio && changed.includes('domicilio')) await saveStudentAddress(db, userId, input.domicilio);
    await syncStandingWithCv(db, userId);
    return { ok: true, value: true };
  });

/** editDatosEmail: the personal and student e-mails and where communications go. */
export const saveEmailData = async (
  pool: Pool,
  userId: number,
  input: EmailDataRequest & { emailPersonal: string | null; emailEstudiante: string | null },
): Promise<CvOutcome<true>> =>
  inTransaction(pool, async (db) => {
    const { rows } = await db.query<{ validated: PersonalField[]; personal: string | null; student: string | null }>(
      `SELECT validated_fields AS validated, personal_email AS personal, student_email AS student
         FROM students WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    const current = rows[0];
    if (!current) return refusal(Status.sessionLost);
    const changed: PersonalField[] = [];
    if (input.emailPersonal !== current.personal) changed.push('emailPersonal');
    if (input.emailEstudiante !== current.student) changed.push('emailEstudiante');
    const failures = lockedFailures(changed, current.validated, await readCvSettings(db));
    if (failures.length > 0) return refusal(Status.missingMandatoryData, failures);
    await db.query(
      `UPDATE students SET personal_email = $2, student_email = $3, communications_to_student_email = $4 WHERE user_id = $1`,
      [userId, input.emailPersonal, input.emailEstudiante, input.comunicacionesEnEmailEstudiante],
    );
    return { ok: true, value: true };
  });
