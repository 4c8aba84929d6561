import {
  addressRuleFailures,
  type AddressReference,
  type AddressRule,
  type Language,
  type ProvinceId,
  type StudentAddress,
  type StudentAddressInput,
} from '@portal/contracts';
import { createDomainCatalogue } from '../reference-data/catalogue';
import type pg from 'pg';
import type { Pool } from '../platform/db/pool';

/**
 * The reference the address rules check against: the same catalogue the domains API serves
 * (api/data/), so an id the form offers is an id the server accepts. Built on first use.
 */
let reference: AddressReference | undefined;

export const addressReference = (): AddressReference => {
  if (reference) return reference;
  const catalogue = createDomainCatalogue();
  // Ids do not depend on the language: Spanish names are as good as any to build the sets.
  const { paises, provincias, islas } = catalogue.domains('es', new Date().getFullYear());
  const countries = new Set(paises.map((country) => country.id));
  const streetTypes = new Set(catalogue.streetTypes('es').map((type) => type.id));
  const municipalities = new Map(
    provincias.map((province) => [
      province.idProvincia,
      new Set(Object.keys(province.localidades).map(Number)),
    ]),
  );
  const islandsOf = (provinceId: ProvinceId) =>
    islas.filter((island) => island.idProvincia === provinceId).map((island) => island.idIsla);
  reference = {
    isCountry: (id) => countries.has(id),
    isStreetType: (id) => streetTypes.has(id),
    isProvince: (id) => municipalities.has(id),
    hasMunicipalities: (provinceId) => (municipalities.get(provinceId)?.size ?? 0) > 0,
    isMunicipalityOf: (municipalityId, provinceId) =>
      municipalities.get(provinceId)?.has(municipalityId) ?? false,
    islandsOf,
  };
  return reference;
};

const ruleTexts: Record<Language, Record<AddressRule, string>> = {
  es: {
    required: 'Este campo es requerido',
    invalid: 'El valor no es válido',
    notApplicable: 'Este dato no corresponde al país o la provincia elegidos',
    notInProvince: 'No pertenece a la provincia elegida',
    postalCodeFormat: 'El código postal debe tener 5 dígitos',
    postalCodeProvince: 'El código postal debe empezar por el código de la provincia',
  },
  ca: {
    required: 'Aquest camp és requerit',
    invalid: 'El valor no és vàlid',
    notApplicable: 'Aquesta dada no correspon al país o la província triats',
    notInProvince: 'No pertany a la província triada',
    postalCodeFormat: 'El codi postal ha de tenir 5 dígits',
    postalCodeProvince: 'El codi postal ha de començar pel codi de la província',
  },
  en: {
    required: 'This field is required',
    invalid: 'The value is not valid',
    notApplicable: 'This does not apply to the chosen country or province',
    notInProvince: 'It is not in the chosen province',
    postalCodeFormat: 'A Spanish postal code has 5 digits',
    postalCodeProvince: "The postal code must start with the province's code",
  },
};

/** The refused fields as the 400 answer names them, worded in the caller's language. */
export const addressErrors = (address: StudentAddressInput, language: Language) =>
  addressRuleFailures(address, addressReference()).map(({ campo, regla }) => ({
    campo,
    mensaje: ruleTexts[language][regla],
  }));

const addressColumns = `a.street_type_id AS "idTipoVia", a.street AS direccion, a.street_number AS "direccionNumero",
  a.floor AS "direccionPiso", a.door AS "direccionPuerta", a.postal_code AS cp, a.country_id AS "idPais",
  a.province_id AS "idProvincia", a.province_text AS "provinciaOtros", a.municipality_id AS "idLocalidad",
  a.municipality_text AS "localidadOtros", a.island_id AS "idIsla"`;

/** The student's saved address, or null when there is none yet. */
export const readStudentAddress = async (pool: Pool | pg.PoolClient, userId: number): Promise<StudentAddress | null> => {
  const { rows } = await pool.query<StudentAddress>(
    `SELECT ${addressColumns} FROM student_addresses a WHERE a.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
};

/**
 * Writes the student's address (insert or replace, one statement: nothing half-written) once the
 * caller has checked it with addressErrors. Undefined when the student no longer exists.
 */
export const saveStudentAddress = async (
  pool: Pool | pg.PoolClient,
  userId: number,
  address: StudentAddressInput,
): Promise<StudentAddress | undefined> => {
  const { rows } = await pool.query<StudentAddress>(
    `WITH saved AS (
       INSERT INTO student_addresses AS a (user_id, street_type_id, street, street_number, floor, door, postal_code,
              country_id, province_id, province_text, municipality_id, municipality_text, island_id)
       SELECT s.user_id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13 FROM students s WHERE s.user_id = $1
       ON CONFLICT (user_id) DO UPDATE SET
         street_type_id = EXCLUDED.street_type_id, street = EXCLUDED.street, street_number = EXCLUDED.street_number,
         floor = EXCLUDED.floor, door = EXCLUDED.door, postal_code = EXCLUDED.postal_code,
         country_id = EXCLUDED.country_id, province_id = EXCLUDED.province_id, province_text = EXCLUDED.province_text,
         municipality_id = EXCLUDED.municipality_id, municipality_text = EXCLUDED.municipality_text,
         island_id = EXCLUDED.island_id, updated_at = now()
       RETURNING a.*
     )
     SELECT ${addressColumns} FROM saved a`,
    [
      userId,
      address.idTipoVia,
      address.direccion,
      address.direccionNumero,
      address.direccionPiso,
      address.direccionPuerta,
      address.cp,
      address.idPais,
      address.idProvincia,
      address.provinciaOtros,
      address.idLocalidad,
      address.localidadOtros,
      address.idIsla,
    ],
  );
  return rows[0];
};
