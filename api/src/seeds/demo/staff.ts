import type pg from 'pg';
import { hashPassword } from '../../platform/auth/passwords';
import { demoPassword } from './data';

/** The careers office's demo staff: one of each role (README, demo accounts). */
export const demoStaff = { email: 'orientacion@demo.test', nombre: 'Servicio de Orientación', rol: 'office' } as const;
export const demoAdmin = { email: 'admin.orientacion@demo.test', nombre: 'Administración de Orientación', rol: 'admin' } as const;

/** Creates the demo staff accounts that are missing, each with its role. */
export const ensureDemoStaff = async (client: pg.PoolClient) => {
  for (const staff of [demoStaff, demoAdmin]) {
    const { rowCount } = await client.query(
      `SELECT 1 FROM users WHERE user_type = 'Orientacion' AND lower(email) = lower($1)`,
      [staff.email],
    );
    if (rowCount) continue;
    await client.query(
      `INSERT INTO users (user_type, email, password_hash, display_name, preferred_language_id, staff_role)
       VALUES ('Orientacion', $1, $2, $3, 1, $4)`,
      [staff.email, await hashPassword(demoPassword), staff.nombre, staff.rol],
    );
  }
};
