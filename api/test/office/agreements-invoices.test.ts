import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePagePdf } from '../../src/seeds/demo/files';
import { day } from '../company/fixtures';
import { cif, openOfficeWorld, type Answer, type OfficeWorld } from './fixtures';

/**
 * The careers office's queues of agreements (every staff step of the agreement state machine) and
 * invoices (payments, overdue ones), worked as a staff member does, with what the company then
 * sees through its own calls, what it is told, and what the record's history keeps.
 */
let world: OfficeWorld;
beforeAll(async () => {
  world = await openOfficeWorld();
});
afterAll(async () => {
  await world?.close();
});

const pdf = (text: string) => onePagePdf(text).toString('base64');
const valencia = {
  idTipoVia: 2,
  direccion: 'de Colón',
  direccionNumero: '12',
  direccionEscalera: null,
  direccionPiso: null,
  direccionPuerta: null,
  cp: '46004',
  idPais: 1,
  idProvincia: '46',
  provinciaOtros: null,
  idLocalidad: 46250,
  localidadOtros: null,
  idIsla: null,
  DPO: null,
};
const contact = (email: string) => ({ tratamiento: 'D.', nombre: 'Elena', apellidos: 'Soler Puig', email, nif: '12345678Z', telefono1: '961234567', puesto: 'Gerente' });

/** A company of the test's own with an agreement requested (generated), its signatory and tutor. */
const companyWithAgreement = async (name: string, digits: string) => {
  const company = await world.newCompany(name, cif(digits));
  const signatoryEmail = `firma@${digits}.test`;
  const tutorEmail = `tutor@${digits}.test`;
  const signatory = (await company.calls.post('/api/Empresa/addContactoEmpresa_FirmanteConvenio', contact(signatoryEmail))).json<Answer<{ idNuevaAlta: number }>>();
  await company.calls.post('/api/Empresa/addContactoEmpresa_TutorPracticas', contact(tutorEmail));
  const requested = await company.calls.post('/api/Empresa/addSolicitudConvenioEmpresa', {
    ...valencia,
    idFirmanteConvenio: signatory.datos.idNuevaAlta,
    ficheroCopiaEscritura: { ficheroB64: pdf('Escritura'), extension_adjunto: 'pdf' },
  });
  const id = requested.json<Answer<{ idConvenio: number }>>().datos.idConvenio;
  expect(id).toEqual(expect.any(Number));
  const upload = (text: string) =>
    company.calls.post('/api/Empresa/adjuntaFicheroAlConvenioEmpresa', { idConvenio: id, ficheroB64: pdf(text), extension_adjunto: 'pdf' });
  const agreement = async () =>
    (await company.calls.get('/api/Empresa/dameConveniosEmpresa')).json<
      Answer<{ convenioActivo: boolean; convenios: { idConvenio: number; estado: string; motivoErroneo: string | null; fechaCaducidad: string | null }[] }>
    >().datos;
  return { ...company, id, signatoryEmail, tutorEmail, upload, agreement };
};

describe('the agreements queue', () => {
  it('lists what the company signed, shows its files to staff, and marks it wrong with the reason the company reads', async () => {
    const company = await companyWithAgreement('Convenios Rojo', '5550001');
    const { queue } = world;
    // Generated, not signed: nothing for the office yet.
    expect(await queue.ids('convenios', '?texto=convenios rojo')).toEqual([]);
    expect(await queue.ids('convenios', '?texto=convenios rojo&estado=generado')).toEqual([company.id]);

    expect((await company.upload('Firmado')).json()).toMatchObject({ status: 0, datos: { estado: 'firmadoEmpresa' } });
    const listed = await queue.list('convenios', '?texto=rojo');
    expect(listed.datos.elementos).toEqual([expect.objectContaining({ id: company.id, titulo: 'Convenios Rojo', estado: 'firmadoEmpresa', avisos: [] })]);
    expect(await queue.ids('convenios', `?texto=${company.cif}&estado=formalizado`)).toEqual([]);

    const seen = await queue.record('convenios', company.id);
    expect(seen.datos).toMatchObject({
      estado: 'firmadoEmpresa',
      acciones: [
        { accion: 'marcarErroneo', requiereMotivo: true },
        { accion: 'enviarSecretaria', requiereMotivo: false },
      ],
      registro: { idEmpresa: company.companyId, cif: company.cif, firmante: 'D. Elena Soler Puig', motivoErroneo: null, otroConvenioVigente: false },
      decisiones: [],
    });
    const files = seen.datos.registro.ficheros as Record<string, string>;
    expect(files).toEqual({
      documento: `/api/Orientacion/ficheroConvenio/${company.id}/documento`,
      escritura: `/api/Orientacion/ficheroConvenio/${company.id}/escritura`,
      firmado: `/api/Orientacion/ficheroConvenio/${company.id}/firmado`,
    });
    const signed = await world.staff.get(files.firmado!);
    expect(signed.headers['content-type']).toBe('application/pdf');
    expect(signed.rawPayload.equals(onePagePdf('Firmado'))).toBe(true);
    expect((await world.staff.get(files.escritura!)).rawPayload.equals(onePagePdf('Escritura'))).toBe(true);
    expect((await world.staff.get(files.documento!)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await world.staff.get(`/api/Orientacion/ficheroConvenio/999999/firmado`)).statusCode).toBe(403);
    expect((await company.calls.get(files.firmado!)).json()).toEqual({ status: 2 });

    expect(await queue.decide('convenios', company.id, { accion: 'marcarErroneo', version: seen.datos.version })).toEqual({ status: 132 });
    expect(await queue.decide('convenios', company.id, { accion: 'formalizar', version: seen.datos.version })).toEqual({ status: 133 });
    expect(await world.auditCount('convenios', company.id)).toBe(0);

    const reason = 'Falta la firma en la página 2';
    expect(await queue.decide('convenios', company.id, { accion: 'marcarErroneo', motivo: reason, version: seen.datos.version })).toMatchObject({
      status: 0,
      datos: { estado: 'erroneo' },
    });
    expect((await company.agreement()).convenios[0]).toMatchObject({ idConvenio: company.id, estado: 'erroneo', motivoErroneo: reason });
    expect(await world.lastNotice(company.companyId)).toEqual({ title: 'Convenio marcado como erróneo', body: expect.stringContaining(reason), access_url: '/subir-convenio-firmado' });
    const mail = await world.catcher.takeMailTo(company.email);
    expect(mail.subject).toBe('Convenio marcado como erróneo');
    expect(mail.text).toContain('https://portal.test/subir-convenio-firmado');
    expect(await queue.ids('convenios', '?texto=rojo')).toEqual([]);
    const after = await queue.record('convenios', company.id);
    expect(after.datos.acciones).toEqual([]);
    expect(after.datos.decisiones).toEqual([
      expect.objectContaining({ autor: expect.stringContaining('orientacion@demo.test'), accion: 'marcarErroneo', motivo: reason, antes: { estado: 'firmadoEmpresa' }, despues: { estado: 'erroneo' } }),
    ]);
    // The company uploads a corrected copy: a decision on the view from before is refused, the record is back.
    expect((await company.upload('Firmado otra vez')).json()).toMatchObject({ status: 0 });
    expect(await queue.decide('convenios', company.id, { accion: 'enviarSecretaria', version: after.datos.version })).toEqual({ status: 131 });
    expect(await queue.ids('convenios', '?texto=rojo')).toEqual([company.id]);
    await world.expectStaffOnly('convenios', company.id, company.calls);
  });

  it('sends it to the secretariat and formalises it with its expiry: the company may then propose internships (544 no more)', async () => {
    const company = await companyWithAgreement('Convenios Verde', '5550002');
    const { queue } = world;
    const proposal = async () => {
      return (
        await company.calls.post('/api/Empresa/solicitudPractica', {
          dni: '12345678Z',
          apellidos: 'Martín',
          // The demo student's degree (seeds/demo/offers.ts): without an agreement nothing is looked up.
          codigoTitulacion: 'G-II',
          emailTutor: company.tutorEmail,
          emailFirmante: company.signatoryEmail,
          descripcion: 'Prácticas de análisis de datos en el equipo de producto.',
        })
      ).json<Answer>();
    };
    expect(await proposal()).toEqual({ status: 544 });

    await company.upload('Firmado');
    const opened = await queue.record('convenios', company.id);
    expect(await queue.decide('convenios', company.id, { accion: 'enviarSecretaria', version: opened.datos.version })).toMatchObject({ status: 0, datos: { estado: 'enviadoSecretaria' } });
    expect((await company.agreement()).convenios[0]!.estado).toBe('enviadoSecretaria');
    expect((await world.lastNotice(company.companyId))?.title).toBe('Convenio enviado a secretaría');
    await world.catcher.takeMailTo(company.email);
    // What the staff member saw before the step is out of date.
    expect(await queue.decide('convenios', company.id, { accion: 'marcarErroneo', motivo: 'Tarde', version: opened.datos.version })).toEqual({ status: 131 });
    expect(await queue.ids('convenios', '?texto=verde&estado=enviadoSecretaria')).toEqual([company.id]);

    const sent = await queue.record('convenios', company.id);
    expect(sent.datos.acciones.map((action) => action.accion)).toEqual(['marcarErroneo', 'formalizar']);
    expect(sent.datos.registro.caducidadPorDefecto).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const fechaCaducidad of ['2020-01-01', 'mañana', day(0)]) {
      expect(await queue.decide('convenios', company.id, { accion: 'formalizar', version: sent.datos.version, datos: { fechaCaducidad } })).toEqual({ status: 15 });
    }
    expect((await company.agreement()).convenios[0]!.estado).toBe('enviadoSecretaria');
    const expiry = day(400);
    expect(await queue.decide('convenios', company.id, { accion: 'formalizar', version: sent.datos.version, datos: { fechaCaducidad: expiry } })).toMatchObject({
      status: 0,
      datos: { estado: 'formalizado' },
    });
    const seenByCompany = await company.agreement();
    expect(seenByCompany.convenioActivo).toBe(true);
    expect(seenByCompany.convenios[0]).toMatchObject({ estado: 'formalizado', fechaCaducidad: expiry });
    const mail = await world.catcher.takeMailTo(company.email);
    expect(mail.subject).toBe('Convenio formalizado');
    expect(mail.text).toContain(expiry);
    expect(mail.text).toContain('https://portal.test/propuesta-practicas-empresa');
    expect(await proposal()).toEqual({ status: 0, datos: { codigo: 510 } });

    const history = (await queue.record('convenios', company.id)).datos.decisiones;
    expect(history.map((decision) => decision.accion)).toEqual(['formalizar', 'enviarSecretaria']);
    expect(history[0]!.despues).toEqual({ estado: 'formalizado', fechaCaducidad: expiry });
  });

  it('takes the older staff calls through the same decision: audited and notified, 3 and 49 as before', async () => {
    const company = await companyWithAgreement('Convenios Azul', '5550003');
    await company.upload('Firmado');
    expect((await world.staff.post('/api/Orientacion/formalizaConvenio', { idConvenio: company.id })).json()).toEqual({ status: 49 });
    expect((await world.staff.post('/api/Orientacion/enviaConvenioSecretaria', { idConvenio: company.id })).json()).toEqual({
      status: 0,
      datos: { idConvenio: company.id, estado: 'enviadoSecretaria' },
    });
    expect((await world.staff.post('/api/Orientacion/formalizaConvenio', { idConvenio: company.id })).json()).toMatchObject({ status: 0, datos: { estado: 'formalizado' } });
    expect((await company.agreement()).convenioActivo).toBe(true);
    const { datos } = await world.queue.record('convenios', company.id);
    expect(datos.decisiones.map((decision) => decision.accion)).toEqual(['formalizar', 'enviarSecretaria']);
    expect((await world.lastNotice(company.companyId))?.title).toBe('Convenio formalizado');
    expect((await world.staff.post('/api/Orientacion/enviaConvenioSecretaria', { idConvenio: 999_999 })).json()).toEqual({ status: 3 });
  });

  it('counts what waits on the dashboard', async () => {
    const company = await companyWithAgreement('Convenios Gris', '5550004');
    const count = async () =>
      (await world.staff.get('/api/Orientacion/panel')).json<Answer<{ colas: { cola: string; total: number; masAntigua: string | null }[] }>>().datos.colas.find((entry) => entry.cola === 'convenios')!;
    const before = await count();
    await company.upload('Firmado');
    const after = await count();
    expect(after.total).toBe(before.total + 1);
    expect(after.masAntigua).toEqual(expect.any(String));
  });
});

describe('the invoices queue', () => {
  const issue = (taxId: string, changes: object = {}) =>
    world.staff.post('/api/Orientacion/emiteFactura', { cif: taxId, concepto: 'Stand en el Foro de Empleo', baseImponible: 400, tipoIva: 21, diasVencimiento: 30, ...changes });
  /** An invoice issued `daysAgo` days ago and due `dueIn` days after it (moved back as time would). */
  const issuedAgo = async (taxId: string, daysAgo: number, dueIn: number, concepto: string) => {
    const answer = (await issue(taxId, { concepto, diasVencimiento: dueIn })).json<Answer<{ idFactura: number }>>();
    await world.pool.query(`UPDATE company_invoices SET issued_on = issued_on - $2::integer, due_on = due_on - $2::integer WHERE id = $1`, [
      answer.datos.idFactura,
      daysAgo,
    ]);
    return answer.datos.idFactura;
  };

  it('issues an invoice (a staff call): the company is told, and the issue is on the record’s history', async () => {
    const company = await world.newCompany('Facturas Uno', cif('5550011'), 3);
    const answer = (await issue(company.cif)).json<Answer<{ idFactura: number; numero: string; estado: string }>>();
    expect(answer).toMatchObject({ status: 0, datos: { estado: 'emitida' } });
    const notice = await world.lastNotice(company.companyId);
    expect(notice).toEqual({ title: 'New invoice', body: expect.stringContaining(answer.datos.numero), access_url: '/facturas' });
    expect((await world.catcher.takeMailTo(company.email)).subject).toBe('New invoice');
    const { datos } = await world.queue.record('facturas', answer.datos.idFactura);
    expect(datos.decisiones).toEqual([expect.objectContaining({ accion: 'emitir', antes: {}, despues: expect.objectContaining({ estado: 'emitida', numero: answer.datos.numero }) })]);
    expect((await issue('Z0000000Z')).statusCode).toBe(400);
  });

  it('lists the unpaid, overdue first; filters by state and words', async () => {
    const company = await world.newCompany('Facturas Dos', cif('5550029'));
    const current = await issuedAgo(company.cif, 0, 30, 'Publicación destacada');
    const overdue = await issuedAgo(company.cif, 60, 30, 'Stand de otoño');
    const paid = await issuedAgo(company.cif, 10, 30, 'Taller pagado');
    await world.queue.decideNow('facturas', paid, { accion: 'registrarPago', datos: { fechaPago: day(-1) } });

    const waiting = await world.queue.list('facturas', `?texto=${company.cif}`);
    expect(waiting.datos.elementos.map((item) => [item.id, item.estado])).toEqual([
      [overdue, 'vencida'],
      [current, 'emitida'],
    ]);
    expect(waiting.datos.elementos[0]!.detalle).toContain('Stand de otoño');
    expect(await world.queue.ids('facturas', `?texto=${company.cif}&estado=vencida`)).toEqual([overdue]);
    expect(await world.queue.ids('facturas', `?texto=${company.cif}&estado=emitida`)).toEqual([current]);
    expect(await world.queue.ids('facturas', `?texto=${company.cif}&estado=pagada`)).toEqual([paid]);
    expect(await world.queue.ids('facturas', `?texto=${company.cif} otoño`)).toEqual([overdue]);
    expect(await world.queue.ids('facturas', `?texto=${company.cif}&orden=antiguedad&direccion=desc`)).toEqual([current, overdue]);
    await world.expectStaffOnly('facturas', overdue, company.calls);
  });

  it('reminds the company of an overdue invoice, then records its payment with its date', async () => {
    const company = await world.newCompany('Facturas Tres', cif('5550037'));
    const id = await issuedAgo(company.cif, 45, 30, 'Stand de primavera');
    const seen = await world.queue.record('facturas', id);
    expect(seen.datos).toMatchObject({
      estado: 'vencida',
      acciones: [
        { accion: 'registrarPago', requiereMotivo: false },
        { accion: 'reclamar', requiereMotivo: false },
      ],
      registro: { idEmpresa: company.companyId, cif: company.cif, cuentaFacturacion: null, fechaReclamacion: null },
    });

    expect(await world.queue.decide('facturas', id, { accion: 'reclamar', version: seen.datos.version })).toMatchObject({ status: 0, datos: { estado: 'vencida' } });
    expect((await world.lastNotice(company.companyId))?.title).toBe('Factura vencida');
    expect((await world.catcher.takeMailTo(company.email)).text).toContain('https://portal.test/facturas');
    expect((await world.queue.list('facturas', `?texto=${company.cif}`)).datos.elementos[0]!.avisos).toEqual(['reclamada']);
    // The reminder changed the record: a payment on the old view is refused.
    expect(await world.queue.decide('facturas', id, { accion: 'registrarPago', version: seen.datos.version, datos: { fechaPago: day(0) } })).toEqual({ status: 131 });

    const reminded = await world.queue.record('facturas', id);
    const audits = await world.auditCount('facturas', id);
    for (const datos of [{}, { fechaPago: day(1) }, { fechaPago: day(-60) }, { fechaPago: 'ayer' }]) {
      expect(await world.queue.decide('facturas', id, { accion: 'registrarPago', version: reminded.datos.version, datos })).toEqual({ status: 15 });
    }
    expect(await world.auditCount('facturas', id)).toBe(audits);

    const paidOn = day(-2);
    expect(await world.queue.decide('facturas', id, { accion: 'registrarPago', version: reminded.datos.version, datos: { fechaPago: paidOn } })).toMatchObject({
      status: 0,
      datos: { estado: 'pagada' },
    });
    const invoices = (await company.calls.get('/api/Empresa/dameFacturasALTAI')).json<Answer<{ facturas: { idFactura: number; estado: string; fechaPago: string | null }[] }>>();
    expect(invoices.datos.facturas.find((invoice) => invoice.idFactura === id)).toMatchObject({ estado: 'pagada', fechaPago: paidOn });
    expect(await world.lastNotice(company.companyId)).toMatchObject({ title: 'Pago de factura registrado', access_url: '/facturas' });
    const paid = await world.queue.record('facturas', id);
    expect(paid.datos.acciones).toEqual([]);
    expect(paid.datos.decisiones.map((decision) => [decision.accion, decision.despues])).toEqual([
      ['registrarPago', { estado: 'pagada', fechaPago: paidOn }],
      ['reclamar', { estado: 'vencida' }],
      ['emitir', expect.objectContaining({ estado: 'emitida' })],
    ]);
    expect(await world.queue.decide('facturas', id, { accion: 'registrarPago', version: paid.datos.version, datos: { fechaPago: paidOn } })).toEqual({ status: 133 });
    expect((await world.staff.post('/api/Orientacion/registraPagoFactura', { idFactura: id, fechaPago: paidOn })).json()).toEqual({ status: 49 });
  });

  it('offers no reminder before the due date, and the older payment call decides through the queue', async () => {
    const company = await world.newCompany('Facturas Cuatro', cif('5550045'));
    const id = await issuedAgo(company.cif, 0, 30, 'Curso');
    const { datos } = await world.queue.record('facturas', id);
    expect(datos.acciones).toEqual([{ accion: 'registrarPago', requiereMotivo: false }]);
    expect(await world.queue.decide('facturas', id, { accion: 'reclamar', version: datos.version })).toEqual({ status: 133 });
    expect((await world.staff.post('/api/Orientacion/registraPagoFactura', { idFactura: id, fechaPago: day(0) })).json()).toMatchObject({
      status: 0,
      datos: { estado: 'pagada', fechaPago: day(0) },
    });
    expect((await world.queue.record('facturas', id)).datos.decisiones.map((decision) => decision.accion)).toEqual(['registrarPago', 'emitir']);
    expect((await world.staff.post('/api/Orientacion/registraPagoFactura', { idFactura: 999_999, fechaPago: day(0) })).statusCode).toBe(400);
  });
});
