import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../company/fixtures';
import { cif, openOfficeWorld, type Answer, type OfficeWorld } from './fixtures';

/**
 * The careers office's queues of education-centre requests (registered for a company, answered by
 * it, passed on to the centre) and of company data verification (CIF and legal name verified or
 * returned with what to fix), with what the company sees and is told, and each record's history.
 */
let world: OfficeWorld;
beforeAll(async () => {
  world = await openOfficeWorld();
});
afterAll(async () => {
  await world?.close();
});

const centreRequest = (taxId: string, changes: Record<string, unknown> = {}) => ({
  cif: taxId,
  idCentro: 7,
  cicloFormativo: 'CFGS Administración de Sistemas',
  alumnos: ['Alumna Uno'],
  plazas: 2,
  fechaInicio: day(20),
  fechaFin: day(90),
  horas: 370,
  tutorCentro: { nombre: 'Tutora del Centro', email: 'tutora@centro.example', telefono: '961234567' },
  observaciones: null,
  ...changes,
});

describe('the education-centre requests queue', () => {
  it('registers a request (a staff call): the company is told and has it to answer; the office may remind it', async () => {
    const company = await world.newCompany('Centros Uno', cif('5550101'));
    const registered = await world.staff.post('/api/Orientacion/registraSolicitudPracticaEducacion', centreRequest(company.cif));
    expect(registered.json()).toMatchObject({ status: 0, datos: { codigo: 528 } });
    const id = registered.json<Answer<{ idSolicitud: number }>>().datos.idSolicitud;
    expect(await world.lastNotice(company.companyId)).toEqual({
      title: 'Nueva solicitud de un centro educativo',
      body: expect.stringContaining('CFGS Administración de Sistemas'),
      access_url: `/solicitudes-practicas-educacion/${id}`,
    });
    expect((await world.catcher.takeMailTo(company.email)).subject).toBe('Nueva solicitud de un centro educativo');
    const unknown = await world.staff.post('/api/Orientacion/registraSolicitudPracticaEducacion', centreRequest('B00000000', { idCentro: 99_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Answer>().errores!.map((error) => error.campo).sort()).toEqual(['cif', 'idCentro']);

    // Waiting for the company, not for the office.
    expect(await world.queue.ids('centrosEducativos', `?texto=${company.cif}`)).toEqual([]);
    expect(await world.queue.ids('centrosEducativos', `?texto=${company.cif}&estado=pendienteEmpresa`)).toEqual([id]);
    const pending = await world.queue.record('centrosEducativos', id);
    expect(pending.datos).toMatchObject({
      estado: 'pendienteEmpresa',
      acciones: [{ accion: 'recordarEmpresa', requiereMotivo: false }],
      registro: { idEmpresa: company.companyId, cicloFormativo: 'CFGS Administración de Sistemas', plazas: 2, respuestaEmpresa: { estado: 'pendiente' } },
    });
    expect(pending.datos.decisiones).toEqual([expect.objectContaining({ accion: 'registrar', despues: { estado: 'pendienteEmpresa' } })]);
    expect(await world.queue.decide('centrosEducativos', id, { accion: 'comunicarCentro', version: pending.datos.version })).toEqual({ status: 133 });

    expect(await world.queue.decide('centrosEducativos', id, { accion: 'recordarEmpresa', version: pending.datos.version })).toMatchObject({ status: 0 });
    expect((await world.lastNotice(company.companyId))?.title).toBe('Un centro educativo espera tu respuesta');
    expect((await world.catcher.takeMailTo(company.email)).text).toContain(`https://portal.test/solicitudes-practicas-educacion/${id}`);
    // The reminder moved the record on.
    expect(await world.queue.decide('centrosEducativos', id, { accion: 'recordarEmpresa', version: pending.datos.version })).toEqual({ status: 131 });
    await world.expectStaffOnly('centrosEducativos', id, company.calls);
  });

  it('waits once the company answers, and records that the office passed the answer on to the centre', async () => {
    const company = await world.newCompany('Centros Dos', cif('5550119'));
    const ids: number[] = [];
    for (const cicloFormativo of ['CFGS Uno', 'CFGS Dos']) {
      ids.push((await world.staff.post('/api/Orientacion/registraSolicitudPracticaEducacion', centreRequest(company.cif, { cicloFormativo }))).json<Answer<{ idSolicitud: number }>>().datos.idSolicitud);
    }
    const [accepted, rejected] = ids as [number, number];
    const opened = await world.queue.record('centrosEducativos', accepted);
    await company.calls.post('/api/Empresa/editaSolicitudPractica', {
      idSolicitud: accepted,
      tutorNombre: 'Marta Soler',
      tutorEmail: 'marta@centros-dos.test',
      tutorTelefono: '600123123',
      plazasAceptadas: 1,
      fechaInicio: day(25),
      fechaFin: day(85),
      horario: 'De 9:00 a 14:00',
    });
    expect((await company.calls.post('/api/Empresa/aceptarSolicitudPractica', { idSolicitud: accepted })).json()).toMatchObject({ status: 0 });
    expect((await company.calls.post('/api/Empresa/rechazarSolicitudPractica', { idSolicitud: rejected, motivo: 'No tenemos plazas este curso.' })).json()).toMatchObject({ status: 0 });
    // The company answered since the staff member opened it.
    expect(await world.queue.decide('centrosEducativos', accepted, { accion: 'recordarEmpresa', version: opened.datos.version })).toEqual({ status: 131 });

    const waiting = await world.queue.list('centrosEducativos', `?texto=${company.cif}`);
    expect(waiting.datos.elementos.map((item) => [item.id, item.estado])).toEqual([
      [accepted, 'aceptada'],
      [rejected, 'rechazada'],
    ]);
    expect(await world.queue.ids('centrosEducativos', `?texto=${company.cif} dos&estado=rechazada`)).toEqual([rejected]);
    const answered = await world.queue.record('centrosEducativos', rejected);
    expect(answered.datos).toMatchObject({
      estado: 'rechazada',
      acciones: [{ accion: 'comunicarCentro', requiereMotivo: false }],
      registro: { respuestaEmpresa: { estado: 'rechazada', motivo: 'No tenemos plazas este curso.' }, fechaComunicacion: null },
    });

    expect(await world.queue.decide('centrosEducativos', rejected, { accion: 'comunicarCentro', version: answered.datos.version })).toMatchObject({ status: 0, datos: { estado: 'comunicada' } });
    expect(await world.lastNotice(company.companyId)).toMatchObject({ title: 'Respuesta comunicada al centro', access_url: `/solicitudes-practicas-educacion/${rejected}` });
    await world.catcher.takeMailTo(company.email);
    expect(await world.queue.ids('centrosEducativos', `?texto=${company.cif}`)).toEqual([accepted]);
    expect(await world.queue.ids('centrosEducativos', `?texto=${company.cif}&estado=comunicada`)).toEqual([rejected]);
    const done = await world.queue.record('centrosEducativos', rejected);
    expect(done.datos.acciones).toEqual([]);
    expect(done.datos.registro.fechaComunicacion).toEqual(expect.any(String));
    expect(done.datos.decisiones.map((decision) => [decision.accion, decision.despues])).toEqual([
      ['comunicarCentro', { estado: 'comunicada', respuesta: 'rechazada' }],
      ['registrar', { estado: 'pendienteEmpresa' }],
    ]);
    // The company's own view of its request is unchanged by the office passing it on.
    expect((await company.calls.get(`/api/Empresa/dameSolicitudPractica/${rejected}`)).json()).toMatchObject({ status: 0, datos: { estado: 'rechazada' } });
  });
});

describe('the company data verification queue', () => {
  const verification = async (calls: { get: (url: string) => Promise<{ json: <T>() => T }> }) =>
    (await calls.get('/api/Empresa/dameDatosEmpresaVerificacion')).json<Answer<{ cif: string; nombreFiscal: string; fechaVerificacion: string | null; bloqueados: string[] }>>().datos;

  it('lists companies never verified; returns one with what to fix, takes it back once changed, verifies it', async () => {
    const company = await world.newCompany('Datos Uno', cif('5550207'));
    expect(await world.queue.ids('datosEmpresa', `?texto=${company.cif}`)).toEqual([company.companyId]);
    const seen = await world.queue.record('datosEmpresa', company.companyId);
    expect(seen.datos).toMatchObject({
      estado: 'pendiente',
      acciones: [
        { accion: 'verificar', requiereMotivo: false },
        { accion: 'devolver', requiereMotivo: true },
      ],
      registro: { cif: company.cif, razonSocial: 'Datos Uno S.L.', validada: true, fechaVerificacion: null, mismaRazonSocial: [] },
    });
    expect(await world.queue.decide('datosEmpresa', company.companyId, { accion: 'devolver', version: seen.datos.version })).toEqual({ status: 132 });

    const reason = 'La razón social no coincide con la escritura: es «Datos Uno Sociedad Limitada».';
    expect(await world.queue.decide('datosEmpresa', company.companyId, { accion: 'devolver', motivo: reason, version: seen.datos.version })).toMatchObject({
      status: 0,
      datos: { estado: 'devuelta' },
    });
    expect(await world.lastNotice(company.companyId)).toEqual({ title: 'Revisa los datos de tu empresa', body: expect.stringContaining(reason), access_url: '/formulario-datos' });
    expect((await world.catcher.takeMailTo(company.email)).text).toContain(reason);
    expect(await world.queue.ids('datosEmpresa', `?texto=${company.cif}`)).toEqual([]);
    expect(await world.queue.ids('datosEmpresa', `?texto=${company.cif}&estado=devuelta`)).toEqual([company.companyId]);
    const returned = await world.queue.record('datosEmpresa', company.companyId);
    expect(returned.datos.registro.motivoDevolucion).toBe(reason);
    expect(returned.datos.acciones.map((action) => action.accion)).toEqual(['verificar']);

    // The company fixes its legal name: back in the queue, and the office's older view is stale.
    const fixed = await company.calls.post('/api/Empresa/editarEmpresaVerificacion', { cif: company.cif, nombreFiscal: 'Datos Uno Sociedad Limitada', nombreComercial: 'Datos Uno' });
    expect(fixed.json<Answer>().status).toBe(0);
    expect(await world.queue.ids('datosEmpresa', `?texto=${company.cif}`)).toEqual([company.companyId]);
    expect(await world.queue.decide('datosEmpresa', company.companyId, { accion: 'verificar', version: returned.datos.version })).toEqual({ status: 131 });
    const again = await world.queue.record('datosEmpresa', company.companyId);
    expect(again.datos.registro.razonSocial).toBe('Datos Uno Sociedad Limitada');

    expect(await world.queue.decide('datosEmpresa', company.companyId, { accion: 'verificar', version: again.datos.version })).toMatchObject({
      status: 0,
      datos: { estado: 'verificada' },
    });
    const locked = await verification(company.calls);
    expect(locked).toMatchObject({ nombreFiscal: 'Datos Uno Sociedad Limitada', fechaVerificacion: expect.any(String), bloqueados: ['cif', 'nombreFiscal'] });
    expect(await world.lastNotice(company.companyId)).toMatchObject({ title: 'Datos de empresa verificados', access_url: '/mi-empresa' });
    await world.catcher.takeMailTo(company.email);
    const verified = await world.queue.record('datosEmpresa', company.companyId);
    expect(verified.datos.acciones).toEqual([]);
    expect(verified.datos.decisiones.map((decision) => [decision.accion, decision.antes, decision.despues])).toEqual([
      ['verificar', { estado: 'pendiente' }, { estado: 'verificada' }],
      ['devolver', { estado: 'pendiente' }, { estado: 'devuelta' }],
    ]);
    expect(await world.queue.ids('datosEmpresa', `?texto=${company.cif}`)).toEqual([]);
    await world.expectStaffOnly('datosEmpresa', company.companyId, company.calls);
  });

  it('keeps a trade-name change out of the queue, and the older verify call decides through it', async () => {
    const company = await world.newCompany('Datos Dos', cif('5550215'));
    const seen = await world.queue.record('datosEmpresa', company.companyId);
    await world.queue.decide('datosEmpresa', company.companyId, { accion: 'devolver', motivo: 'Falta la escritura.', version: seen.datos.version });
    await world.catcher.takeMailTo(company.email);
    await company.calls.post('/api/Empresa/editarEmpresaVerificacion', { cif: company.cif, nombreFiscal: 'Datos Dos S.L.', nombreComercial: 'Datos Dos Nuevo' });
    expect(await world.queue.ids('datosEmpresa', `?texto=${company.cif}`)).toEqual([]);

    const answer = await world.staff.post('/api/Orientacion/verificaDatosEmpresa', { idEmpresa: company.companyId });
    expect(answer.json()).toEqual({ status: 0, datos: { fechaVerificacion: expect.any(String) } });
    const again = await world.staff.post('/api/Orientacion/verificaDatosEmpresa', { idEmpresa: company.companyId });
    expect(again.json()).toEqual(answer.json());
    expect((await world.queue.record('datosEmpresa', company.companyId)).datos.decisiones.map((decision) => decision.accion)).toEqual(['verificar', 'devolver']);
    expect((await world.lastNotice(company.companyId))?.title).toBe('Datos de empresa verificados');
    expect((await world.staff.post('/api/Orientacion/verificaDatosEmpresa', { idEmpresa: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('counts what waits on the dashboard', async () => {
    const panel = async () =>
      (await world.staff.get('/api/Orientacion/panel')).json<Answer<{ colas: { cola: string; total: number }[] }>>().datos.colas;
    const before = await panel();
    await world.newCompany('Datos Tres', cif('5550223'));
    const after = await panel();
    for (const cola of ['datosEmpresa', 'centrosEducativos', 'facturas', 'convenios']) expect(after.some((entry) => entry.cola === cola)).toBe(true);
    const total = (colas: typeof before) => colas.find((entry) => entry.cola === 'datosEmpresa')!.total;
    expect(total(after)).toBe(total(before) + 1);
  });
});
