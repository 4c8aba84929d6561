import { inject } from 'vitest';
import type { PortalApp } from '../../src/app';
import { createPool, type Pool } from '../../src/platform/db/pool';
import { accounts, demoPassword, testApp, tokenOf } from '../support';

/**
 * Two servers on one database, each with the demo student's session, and a pool of this file's own
 * to commit changes as another server or an operator would: what the tests of the data each server
 * keeps (the offers list, an offer's detail) read after every change.
 */
export const twoServersOfStudent = async (): Promise<{ servers: { app: PortalApp; token: string }[]; db: Pool }> => {
  const servers = await Promise.all(
    [0, 1].map(async () => {
      const app = await testApp();
      return { app, token: await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword }) };
    }),
  );
  return { servers, db: createPool(inject('databaseUrl'), servers[0]!.app.log) };
};
