import type { WorkCentre, WorkCentreInput } from '@portal/contracts';
import type pg from 'pg';
import type { Pool } from '../../platform/db/pool';

// The address of a centre is checked with addressErrors of cv/address.ts before it is written.

const centreColumns = `w.id AS "idCentro", w.name AS nombre, w.phone AS telefono,
  json_build_object(
    'idTipoVia', w.street_type_id, 'direccion', w.street, 'direccionNumero', w.street_number,
    'direccionPiso', w.floor, 'direccionPuerta', w.door, 'cp', w.postal_code, 'idPais', w.country_id,
    'idProvincia', w.province_id, 'provinciaOtros', w.province_text, 'idLocalidad', w.municipality_id,
    'localidadOtros', w.municipality_text, 'idIsla', w.island_id
  ) AS domicilio`;

/** The company's work centres, oldest first. */
export const listWorkCentres = async (db: Pool | pg.PoolClient, companyId: number): Promise<WorkCentre[]> =>
  (
    await db.query<WorkCentre>(
      `SELECT ${centreColumns} FROM company_work_centres w WHERE w.company_id = $1 ORDER BY w.id`,
      [companyId],
    )
  ).rows;

const values = (centre: WorkCentreInput) => {
  const address = centre.domicilio;
  return [
    centre.nombre,
    centre.telefono,
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
  ];
};

/**
 * editaCentroDeTrabajo: a new centre (no idCentro) or a change to one of the company's own. False
 * when the centre named is not the company's (another company's centre is never touched).
 */
export const saveWorkCentre = async (pool: Pool, companyId: number, centre: WorkCentreInput): Promise<boolean> => {
  if (centre.idCentro === null) {
    await pool.query(
      `INSERT INTO company_work_centres (company_id, name, phone, street_type_id, street, street_number, floor, door,
              postal_code, country_id, province_id, province_text, municipality_id, municipality_text, island_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [companyId, ...values(centre)],
    );
    return true;
  }
  const { rowCount } = await pool.query(
    `UPDATE company_work_centres SET name = $3, phone = $4, street_type_id = $5, street = $6, street_number = $7,
            floor = $8, door = $9, postal_code = $10, country_id = $11, province_id = $12, province_text = $13,
            municipality_id = $14, municipality_text = $15, island_id = $16, updated_at = now()
      WHERE id = $1 AND company_id = $2`,
    [centre.idCentro, companyId, ...values(centre)],
  );
  return (rowCount ?? 0) > 0;
};

/** eliminaCentroDeTrabajo: false when the centre is not the company's. */
export const deleteWorkCentre = async (pool: Pool, companyId: number, centreId: number): Promise<boolean> => {
  const { rowCount } = await pool.query('DELETE FROM company_work_centres WHERE id = $1 AND company_id = $2', [
    centreId,
    companyId,
  ]);
  return (rowCount ?? 0) > 0;
};
