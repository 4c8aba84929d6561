import type pg from 'pg';
import { brandSettings, type BrandSettings } from '@portal/contracts';
import type { Pool } from '../platform/db/pool';

/** The institution's brand settings, checked against the contract on the way out as on the way in. */
export const readBrand = async (db: Pool | pg.PoolClient): Promise<BrandSettings> => {
  const { rows } = await db.query<{ settings: unknown }>(
    'SELECT settings FROM institution_brand WHERE id = 1',
  );
  if (!rows[0]) throw new Error('No brand settings in the database: has the seed run?');
  return brandSettings.parse(rows[0].settings);
};
