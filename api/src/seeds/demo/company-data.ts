import type pg from 'pg';
import { demoCompanyCif } from './company';

/**
 * The demo company's complete data (spec 001 §5 "Company data"): type, sector, functional area,
 * ranges, position, headquarters, web, address, two work centres and the profile of its user, so
 * /mi-empresa shows a company as the careers office expects it and the missing-data popup stays
 * quiet. Mediterráneo Obras (the multi-company user's) has its CIF and legal name verified by the
 * office, so the locked fields can be seen. Idempotent: each part is written once, found by the
 * company's CIF, the centre's name and the user's e-mail; what a user changed later stays.
 */

const verifiedCompanyCif = 'A08765430';
const demoCompanyUserEmail = 'empresa@demo.test';

const demoWorkCentres = [
  { name: 'Oficinas centrales', phone: '961234567', streetTypeId: 2, street: 'Blasco Ibáñez', number: '45', postalCode: '46010', municipalityId: 46250 },
  { name: 'Laboratorio de Paterna', phone: null, streetTypeId: 1, street: 'Charles Robert Darwin', number: '14', postalCode: '46980', municipalityId: 46190 },
];

export const seedCompanyData = async (client: pg.PoolClient): Promise<void> => {
  const { rows } = await client.query<{ id: number }>(
    `UPDATE companies SET company_type_id = 1, sector_id = 10, functional_area_id = 12, employee_range_id = 2,
            billing_range_id = 1, position = 'Responsable de talento y prácticas', headquarters = 'València (España)',
            website = 'https://levante-tech.example', data_completed_at = now()
      WHERE tax_id = $1 AND data_completed_at IS NULL
      RETURNING id`,
    [demoCompanyCif],
  );
  const companyId = rows[0]?.id;
  if (companyId !== undefined) {
    await client.query(
      `INSERT INTO company_addresses (company_id, street_type_id, street, street_number, floor, door, postal_code,
              country_id, province_id, municipality_id, dpo)
       VALUES ($1, 2, 'Blasco Ibáñez', '45', '3', 'B', '46010', 1, '46', 46250, 'dpo@levante-tech.example')
       ON CONFLICT (company_id) DO NOTHING`,
      [companyId],
    );
    for (const centre of demoWorkCentres) {
      await client.query(
        `INSERT INTO company_work_centres (company_id, name, phone, street_type_id, street, street_number, postal_code,
                country_id, province_id, municipality_id)
         SELECT $1, $2, $3, $4, $5, $6, $7, 1, '46', $8
          WHERE NOT EXISTS (SELECT 1 FROM company_work_centres WHERE company_id = $1 AND name = $2)`,
        [companyId, centre.name, centre.phone, centre.streetTypeId, centre.street, centre.number, centre.postalCode, centre.municipalityId],
      );
    }
  }
  await client.query(
    `INSERT INTO company_user_profiles (user_id, first_name, last_names, position, phone)
     SELECT id, 'Carmen', 'Ruiz Gómez', 'Responsable de talento', '961234567' FROM users
      WHERE user_type = 'Empresa' AND lower(email) = $1
     ON CONFLICT (user_id) DO NOTHING`,
    [demoCompanyUserEmail],
  );
  await client.query(
    // Verified after its CIF and legal name last changed: it does not wait in the office's queue.
    `UPDATE companies SET data_verified_at = now() - interval '30 days',
            identity_changed_at = least(identity_changed_at, now() - interval '31 days')
      WHERE tax_id = $1 AND data_verified_at IS NULL`,
    [verifiedCompanyCif],
  );
};
