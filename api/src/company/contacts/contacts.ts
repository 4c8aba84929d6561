import {
  CompanyContactType,
  ContactConfirmation,
  Status,
  companyContactRuleFailures,
  spainCountryId,
  type CompanyContactRecord,
  type CompanyContactTypeId,
  type ContactFields,
} from '@portal/contracts';
import type pg from 'pg';
import type { Pool } from '../../platform/db/pool';
import { addressReference } from '../../cv/address';
import type { Outcome } from '../../platform/http/outcome';

type Db = Pool | pg.PoolClient;

/** A refused field and the rule it broke (a key of contactRuleMessages). */
export interface ContactFieldError {
  campo: string;
  regla: string;
}

const contactColumns = `cc.id, cc.contact_type_id AS "idTipoContacto",
  cc.first_name || ' ' || cc.last_names AS "nameComplet", cc.title AS tratamiento, cc.first_name AS nombre,
  cc.last_names AS apellidos, cc.email, cc.national_id AS nif, cc.phone1 AS telefono1, cc.phone2 AS telefono2,
  cc.position AS puesto, cc.department AS departamento, cc.address AS direccion, cc.country_id AS "idPais",
  cc.province_id AS provincia, cc.province_text AS "provinciaOtros", cc.municipality_id AS "idLocalidad",
  cc.municipality_text AS localidad, cc.postal_code AS cp, cc.company_id AS "idEmpresa"`;

/** The company's contacts, of one type or all, by name. */
export const listCompanyContacts = async (
  db: Db,
  companyId: number,
  type?: CompanyContactTypeId,
): Promise<CompanyContactRecord[]> => {
  const { rows } = await db.query<CompanyContactRecord>(
    `SELECT ${contactColumns} FROM company_contacts cc
      WHERE cc.company_id = $1 AND ($2::smallint IS NULL OR cc.contact_type_id = $2)
      ORDER BY cc.first_name, cc.last_names, cc.id`,
    [companyId, type ?? null],
  );
  return rows;
};

/** One of the company's contacts; undefined for another company's or an unknown one. */
export const findCompanyContact = async (
  db: Db,
  companyId: number,
  contactId: number,
): Promise<CompanyContactRecord | undefined> => {
  const { rows } = await db.query<CompanyContactRecord>(
    `SELECT ${contactColumns} FROM company_contacts cc WHERE cc.company_id = $1 AND cc.id = $2`,
    [companyId, contactId],
  );
  return rows[0];
};

/** The company's main contact (`dameDatosContacto`): its oldest general contact, or null. */
export const mainCompanyContact = async (db: Db, companyId: number): Promise<CompanyContactRecord | null> => {
  const { rows } = await db.query<CompanyContactRecord>(
    `SELECT ${contactColumns} FROM company_contacts cc
      WHERE cc.company_id = $1 AND cc.contact_type_id = $2 ORDER BY cc.created_at, cc.id LIMIT 1`,
    [companyId, CompanyContactType.Contacto],
  );
  return rows[0] ?? null;
};

/**
 * The rules the schema cannot see: a signatory's NIF, the province code only in Spain, ids that
 * exist (country, province, a town of that province). Without the brand's contact address the
 * address is not checked: it is not kept.
 */
export const contactFieldErrors = (
  contact: ContactFields,
  type: CompanyContactTypeId,
  withAddress: boolean,
): ContactFieldError[] => {
  const errors: ContactFieldError[] = companyContactRuleFailures(contact, type);
  if (!withAddress) return errors.filter((error) => error.campo === 'nif');
  const reference = addressReference();
  if (contact.idPais !== null && !reference.isCountry(contact.idPais)) errors.push({ campo: 'idPais', regla: 'invalid' });
  if (contact.provincia && contact.idPais === spainCountryId && !reference.isProvince(contact.provincia))
    errors.push({ campo: 'provincia', regla: 'invalid' });
  if (contact.idLocalidad !== null) {
    const inProvince =
      contact.idPais === spainCountryId &&
      contact.provincia !== null &&
      reference.isMunicipalityOf(contact.idLocalidad, contact.provincia);
    if (!inProvince) errors.push({ campo: 'idLocalidad', regla: 'invalid' });
  }
  return errors;
};

/** The values written for a contact: the address only when the brand keeps contact addresses. */
const values = (contact: ContactFields, withAddress: boolean) => [
  contact.tratamiento,
  contact.nombre,
  contact.apellidos,
  contact.email,
  contact.nif,
  contact.telefono1,
  contact.telefono2,
  contact.puesto,
  contact.departamento,
  withAddress ? contact.direccion : null,
  withAddress ? contact.idPais : null,
  withAddress ? contact.provincia : null,
  withAddress ? contact.provinciaOtros : null,
  withAddress ? contact.idLocalidad : null,
  withAddress ? contact.localidad : null,
  withAddress ? contact.cp : null,
];

/**
 * Whether another contact of that type of the company has that NIF (94, the spec's "DNI already
 * registered"): one person is one tutor, one signatory. Checked, not indexed: rows saved before
 * this rule may repeat a NIF, and a NIF is optional for tutors and general contacts.
 */
const nifTaken = async (
  db: Db,
  companyId: number,
  type: CompanyContactTypeId,
  nif: string | null,
  exceptId: number | null,
): Promise<boolean> => {
  if (!nif) return false;
  const { rowCount } = await db.query(
    `SELECT 1 FROM company_contacts
      WHERE company_id = $1 AND contact_type_id = $2 AND upper(national_id) = upper($3) AND id IS DISTINCT FROM $4`,
    [companyId, type, nif, exceptId],
  );
  return Boolean(rowCount);
};

/**
 * `addContactoEmpresa*`: a contact of the caller's company (538 with idNuevaAlta). 29 when the
 * company has a contact of that type with that e-mail already, also for two requests at once
 * (the unique index decides); 94 when it has one with that NIF. The same person may hold several
 * types: one row per type.
 */
export const addCompanyContact = async (
  db: Db,
  companyId: number,
  type: CompanyContactTypeId,
  contact: ContactFields,
  withAddress: boolean,
): Promise<Outcome<number>> => {
  if (await nifTaken(db, companyId, type, contact.nif, null)) return { ok: false, refusal: { status: Status.dniAlreadyRegistered } };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO company_contacts (company_id, contact_type_id, title, first_name, last_names, email, national_id,
            phone1, phone2, position, department, address, country_id, province_id, province_text,
            municipality_id, municipality_text, postal_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     ON CONFLICT (company_id, lower(email), contact_type_id) DO NOTHING
     RETURNING id`,
    [companyId, type, ...values(contact, withAddress)],
  );
  return rows[0] ? { ok: true, value: rows[0].id } : { ok: false, refusal: { status: Status.contactEmailExists } };
};

/**
 * `editaContactoEmpresa`: every field of one of the company's contacts (3 for any other); 29 when
 * the new e-mail is another contact's of the same type, 94 when the NIF is. 97 for a tutor, 96
 * for the others.
 */
export const editCompanyContact = async (
  db: Db,
  companyId: number,
  contactId: number,
  contact: ContactFields,
  withAddress: boolean,
): Promise<Outcome<96 | 97>> => {
  const current = await db.query<{ type: CompanyContactTypeId }>(
    'SELECT contact_type_id AS type FROM company_contacts WHERE company_id = $1 AND id = $2',
    [companyId, contactId],
  );
  const currentType = current.rows[0]?.type;
  if (currentType !== undefined && (await nifTaken(db, companyId, currentType, contact.nif, contactId)))
    return { ok: false, refusal: { status: Status.dniAlreadyRegistered } };
  try {
    const { rows } = await db.query<{ type: number }>(
      `UPDATE company_contacts SET title = $3, first_name = $4, last_names = $5, email = $6, national_id = $7,
              phone1 = $8, phone2 = $9, position = $10, department = $11, address = $12, country_id = $13,
              province_id = $14, province_text = $15, municipality_id = $16, municipality_text = $17,
              postal_code = $18, updated_at = now()
        WHERE company_id = $1 AND id = $2
        RETURNING contact_type_id AS type`,
      [companyId, contactId, ...values(contact, withAddress)],
    );
    const type = rows[0]?.type;
    if (type === undefined) return { ok: false, refusal: { status: Status.accessDenied } };
    return {
      ok: true,
      value: type === CompanyContactType.TutorPracticas ? ContactConfirmation.tutorSaved : ContactConfirmation.saved,
    };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return { ok: false, refusal: { status: Status.contactEmailExists } };
    throw error;
  }
};

/** Whether the company has a contact of that type with that e-mail (the proposal's tutor and signatory). */
export const hasContactWithEmail = async (
  db: Db,
  companyId: number,
  type: CompanyContactTypeId,
  email: string,
): Promise<boolean> => {
  const { rowCount } = await db.query(
    `SELECT 1 FROM company_contacts WHERE company_id = $1 AND contact_type_id = $2 AND lower(email) = lower($3)`,
    [companyId, type, email.trim()],
  );
  return Boolean(rowCount);
};
