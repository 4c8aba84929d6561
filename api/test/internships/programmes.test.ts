import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeDetailResponse } from '@portal/contracts';
import type { PortalApp } from '../../src/app';
import { accounts, bearer, demoPassword, tokenOf } from '../support';
import { newCompany, openCompanyWorld, type CompanyWorld } from '../company/fixtures';

let world: CompanyWorld;
let app: PortalApp;
let student: string;
/** A company of the test's own: the demo company may have asked to join already (the fuzz suite calls every company operation as it). */
let company: string;
let companyId: number;

beforeAll(async () => {
  world = await openCompanyWorld();
  app = world.app;
  student = await tokenOf(app, 'Alumno', { usuario: accounts.student, password: demoPassword });
  ({ companyId, tokens: [company = ''] } = await newCompany(world, { name: 'Programas' }));
});
afterAll(async () => {
  await world.pool.query('DELETE FROM companies WHERE id = $1', [companyId]);
  await world.pool.end();
  await app.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string) =>
  app
    .inject({ method, url, headers: bearer(token) })
    .then((response) => response.json<{ status: number; datos?: unknown }>());

describe('internship programmes', () => {
  it('shows a programme by access URL or id, and whether the caller asked to join', async () => {
    const detail = programmeDetailResponse.parse(
      await call('GET', '/api/Alumno/detallePrograma/programa-estudia-trabaja', student),
    );
    expect(detail.datos).toMatchObject({
      titulo: 'Programa estudia y trabaja',
      dedicacion: 80,
      meses: 12,
      requiereAdhesion: true,
    });
    const byId = programmeDetailResponse.parse(
      await call('GET', `/api/Alumno/detallePrograma/${detail.datos.id}`, student),
    );
    expect(byId.datos.urlAcceso).toBe('programa-estudia-trabaja');
  });

  it('63 for a programme that does not exist', async () => {
    expect(await call('GET', '/api/Alumno/detallePrograma/no-existe', student)).toEqual({ status: 63 });
    expect(await call('POST', '/api/Alumno/solicitaAdhesionPrograma/no-existe', student)).toEqual({
      status: 63,
    });
  });

  it('534 for a student, 523 for a company, then 64: once only, also when asked at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/api/Alumno/solicitaAdhesionPrograma/programa-estudia-trabaja', student),
      ),
    );
    expect(answers.filter((answer) => answer.status === 0)).toEqual([{ status: 0, datos: { codigo: 534 } }]);
    expect(answers.filter((answer) => answer.status === 64)).toHaveLength(3);
    const detail = programmeDetailResponse.parse(
      await call('GET', '/api/Alumno/detallePrograma/programa-estudia-trabaja', student),
    );
    expect(detail.datos.adhesionSolicitada).toBe(true);

    expect(
      await call('POST', '/api/Empresa/solicitaAdhesionPrograma/programa-estudia-trabaja', company),
    ).toEqual({
      status: 0,
      datos: { codigo: 523 },
    });
    expect(
      await call('POST', '/api/Empresa/solicitaAdhesionPrograma/programa-estudia-trabaja', company),
    ).toEqual({ status: 64 });
  });

  it('65 for a programme that needs no adhesion', async () => {
    expect(
      await call('POST', '/api/Alumno/solicitaAdhesionPrograma/programa-practicas-verano', student),
    ).toEqual({ status: 65 });
  });
});
