import type { CompanyAddress, CompanyAddressInput } from '@portal/contracts';
import type pg from 'pg';
import type { Pool } from '../../platform/db/pool';

// Checked with addressErrors of cv/address.ts: the company's address keeps the student's place rules.

const addressColumns = `a.street_type_id AS "idTipoVia", a.street AS direccion, a.street_number AS "direccionNumero",
  a.staircase AS "direccionEscalera", a.floor AS "direccionPiso", a.door AS "direccionPuerta", a.postal_code AS cp,
  a.country_id AS "idPais", a.province_id AS "idProvincia", a.province_text AS "provinciaOtros",
  a.municipality_id AS "idLocalidad", a.municipality_text AS "localidadOtros", a.island_id AS "idIsla", a.dpo AS "DPO"`;

/** The company's saved address, or null when it has none yet. */
export const readCompanyAddress = async (
  db: Pool | pg.PoolClient,
  companyId: number,
): Promise<CompanyAddress | null> => {
  const { rows } = await db.query<CompanyAddress>(
    `SELECT ${addressColumns} FROM company_addresses a WHERE a.company_id = $1`,
    [companyId],
  );
  return rows[0] ?? null;
};

/**
 * Writes the company's address in one statement (insert or replace) once the caller has checked
 * it with addressErrors; pass the transaction's client when it is part of a larger write.
 */
export const saveCompanyAddress = async (
  db: Pool | pg.PoolClient,
  companyId: number,
  address: CompanyAddressInput,
): Promise<CompanyAddress> => {
  const { rows } = await db.query<CompanyAddress>(
    `WITH saved AS (
       INSERT INTO company_addresses AS a (company_id, street_type_id, street, street_number, staircase, floor, door,
              postal_code, country_id, province_id, province_text, municipality_id, municipality_text, island_id, dpo)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (company_id) DO UPDATE SET
         street_type_id = EXCLUDED.street_type_id, street = EXCLUDED.street, street_number = EXCLUDED.street_number,
         staircase = EXCLUDED.staircase, floor = EXCLUDED.floor, door = EXCLUDED.door,
         postal_code = EXCLUDED.postal_code, country_id = EXCLUDED.country_id, province_id = EXCLUDED.province_id,
         province_text = EXCLUDED.province_text, municipality_id = EXCLUDED.municipality_id,
         municipality_text = EXCLUDED.municipality_text, island_id = EXCLUDED.island_id, dpo = EXCLUDED.dpo,
         updated_at = now()
       RETURNING a.*
     )
     SELECT ${addressColumns} FROM saved a`,
    [
      companyId,
      address.idTipoVia,
      address.direccion,
      address.direccionNumero,
      address.direccionEscalera,
      address.direccionPiso,
      address.direccionPuerta,
      address.cp,
      address.idPais,
      address.idProvincia,
      address.provinciaOtros,
      address.idLocalidad,
      address.localidadOtros,
      address.idIsla,
      address.DPO,
    ],
  );
  return rows[0]!;
};
